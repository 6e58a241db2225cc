/**
 * The ASO health check of an iOS app in a storefront (analytics `asoDiagnosis.ts` has the rules):
 * what the checks read — the catalog row (appProfile), the latest day's keyword coverage and ASO
 * index (app_coverage_daily), the app's hottest covered keywords and its genre's coverage figures —
 * and the diagnosis.
 */
import { DAY_MS } from '@bangyan/contract';
import { sql } from 'kysely';
import { diagnoseAso, type Diagnosis } from '../analytics/asoDiagnosis.ts';
import { DIAGNOSIS, keywordHits, median, top10Share, type GenreCoverage } from '../analytics/asoChecks.ts';
import { HEAT_THRESHOLD } from '../analytics/config.ts';
import type { Db } from '../db.ts';
import { appProfile } from './apps.ts';
import { latestCoverageDay } from './coverage.ts';

/** One of the app's hottest covered keywords, and whether its title or subtitle holds it. */
export interface DiagnosisKeyword {
  keywordId: number;
  term: string;
  heat: number;
  rank: number;
  inTitle: boolean;
  inSubtitle: boolean;
}

export interface AppDiagnosis extends Diagnosis {
  /**
   * The China day of the keyword figures (the storefront's latest collected day); null when its keywords are not
   * collected.
   */
  day: string | null;
  onSale: boolean;
  asoIndex: number | null;
  coverage: { total: number; top3: number; top10: number } | null;
  genreId: number;
  genre: GenreCoverage | null;
  topKeywords: DiagnosisKeyword[];
}

/** The genre's apps covering at least one keyword on `day`: how many, and their median coverage and top-10 share. */
async function genreCoverage(db: Db, country: string, genreId: number, day: string): Promise<GenreCoverage> {
  const rows = await db
    .selectFrom('app_coverage_daily as c')
    .innerJoin('market_apps as a', (j) => j.onRef('a.app_id', '=', 'c.app_id').onRef('a.country', '=', 'c.country'))
    .select(['c.total', 'c.top10'])
    .where('c.country', '=', country)
    .where('c.day', '=', day)
    .where('c.total', '>', 0)
    .where('a.primary_genre_id', '=', genreId)
    .execute();
  return {
    apps: rows.length,
    medianTotal: median(rows.map((r) => r.total)),
    medianTop10Share: Math.round(median(rows.map((r) => top10Share(r))) * 10) / 10,
  };
}

/**
 * The app's hottest covered keywords (heat ≥ 4605 on `day`, in the organic results), hottest first
 * (ties: better rank, then keyword id). Read from each keyword's current list: `day` is the latest
 * day with coverage, and the keyword job stores the lists and that day's coverage together, so the
 * current lists are the ones coverage counted (data.md "Keyword coverage"; appKeywordRanks gives
 * the same ranks from the change points, scanning every keyword's history).
 */
async function topCoveredKeywords(db: Db, input: { country: string; appId: number; day: string; limit: number }) {
  const app = String(input.appId);
  const rows = await sql<{ keyword_id: number; term: string; rank: number; heat: number }>`
    SELECT k.keyword_id, k.term, array_position(r.app_ids, ${app}::bigint) AS rank, d.heat
    FROM keyword_results_current r
    JOIN keywords k ON k.keyword_id = r.keyword_id
    JOIN keyword_daily d ON d.keyword_id = r.keyword_id AND d.day = ${input.day}::date
    WHERE r.app_ids @> ARRAY[${app}::bigint] AND k.country = ${input.country} AND d.heat >= ${HEAT_THRESHOLD}
    ORDER BY d.heat DESC, rank, k.keyword_id
    LIMIT ${input.limit}`.execute(db);
  return rows.rows;
}

/**
 * The app's diagnosis in the storefront at `now` (the market's now); null when the storefront's
 * catalog does not have the app. Keyword checks use the latest collected day up to `now`'s China
 * day; in a storefront whose keywords are not collected they are left out.
 */
export async function appAsoDiagnosis(
  db: Db,
  input: { country: string; appId: number; now: Date },
): Promise<AppDiagnosis | null> {
  const app = await appProfile(db, input);
  if (app === null) return null;
  const day = await latestCoverageDay(db, input.country, input.now);
  let keywords: DiagnosisKeyword[] = [];
  let coverage: AppDiagnosis['coverage'] = null;
  let genre: GenreCoverage | null = null;
  let asoIndex: number | null = null;
  if (day !== null) {
    const [row, ranks, peers] = await Promise.all([
      db
        .selectFrom('app_coverage_daily')
        .select(['total', 'top3', 'top10', 'aso_index'])
        .where('country', '=', input.country)
        .where('day', '=', day)
        .where('app_id', '=', String(input.appId))
        .executeTakeFirst(),
      topCoveredKeywords(db, { country: input.country, appId: input.appId, day, limit: DIAGNOSIS.topKeywords }),
      genreCoverage(db, input.country, app.primaryGenreId, day),
    ]);
    coverage = { total: row?.total ?? 0, top3: row?.top3 ?? 0, top10: row?.top10 ?? 0 };
    asoIndex = row?.aso_index ?? 0;
    genre = peers;
    keywords = ranks.map((k) => ({
      keywordId: k.keyword_id,
      term: k.term,
      heat: k.heat,
      rank: k.rank,
      inTitle: keywordHits(app.name, [k.term]).length > 0,
      inSubtitle: keywordHits(app.subtitle, [k.term]).length > 0,
    }));
  }
  const updated = app.currentVersionReleaseDate;
  const diagnosis = diagnoseAso({
    title: app.name,
    subtitle: app.subtitle,
    topKeywords: day === null ? null : keywords.map((k) => k.term),
    coverage,
    genre,
    rating: app.averageUserRating,
    ratingCount: app.userRatingCount,
    daysSinceUpdate:
      updated === null ? null : Math.max(0, Math.floor((input.now.getTime() - updated.getTime()) / DAY_MS)),
    screenshots: app.screenshotUrls.length,
  });
  return {
    ...diagnosis,
    day,
    onSale: app.onSale,
    asoIndex,
    coverage,
    genreId: app.primaryGenreId,
    genre,
    topKeywords: keywords,
  };
}
