import { sql } from 'kysely';
import { formatDate, daysBetween, DAY_MS } from '@bangyan/contract';
import { chartRankChanges } from '../analytics/rankChanges.ts';
import { compareCharts, top10Volatility, type ComparisonKind } from '../analytics/chartMovement.ts';
import type { Db } from '../db.ts';
import { keywordSearchResults, type KeywordDay } from './keywords.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/**
 * The keyword's page (pages.md "Search"): its results with what each app's row shows, its figures
 * over time, the keywords related to it, and its results compared between two times (over a span:
 * keywordSpan.ts). Keywords are a storefront's collected ones (keywords table); the results are the
 * stored change points (data.md "Keyword rank").
 */

/** An app of a keyword's results as the keyword page lists it. */
export interface KeywordResultRow extends AppSummary {
  rank: number;
  /** Its rank in the list in force 24 h earlier: 0 = not in the results; null when there was no list. */
  previousRank: number | null;
  /** previousRank − rank; +99999 new in the results; 0 without a list 24 h earlier (contract `computeRankChange`). */
  change: number;
  rating: number | null;
  ratingCount: number;
  /** The app's keyword coverage (data.md) on its latest day up to the list's day; null when not computed. */
  coverage: number | null;
}

export interface KeywordPage {
  keywordId: number;
  term: string;
  /** When the list shown was stored, and the one it is compared with (in force 24 h before it). */
  listAt: Date | null;
  previousAt: Date | null;
  daily: KeywordDay | null;
  /** Top-10 volatility (analytics `top10Volatility`, 0..100) against the list 24 h earlier; null without one. */
  changeRate: number | null;
  /** The app in the ad slot that day, if any. */
  ad: AppSummary | null;
  rows: KeywordResultRow[];
}

/**
 * A keyword's results at `at` with each app's change, figures and coverage; null for a keyword the storefront does not
 * have.
 */
export async function keywordPage(
  db: Db,
  input: { country: string; term: string; at: Date },
): Promise<KeywordPage | null> {
  const current = await keywordSearchResults(db, input);
  if (current === null) return null;
  const listAt = current.listAt;
  const previous =
    listAt === null ? null : await keywordSearchResults(db, { ...input, at: new Date(listAt.getTime() - DAY_MS) });
  const ids = current.entries.map((e) => e.appId);
  const before = previous?.listAt ? previous.entries.map((e) => e.appId) : null;
  const changes = chartRankChanges(ids, before);
  const day = formatDate(listAt ?? input.at);
  const [figures, ad] = await Promise.all([
    appFigures(db, input.country, ids, day),
    current.daily?.adAppId
      ? appSummaries(db, input.country, [current.daily.adAppId]).then((app) => app(current.daily!.adAppId!))
      : null,
  ]);
  return {
    keywordId: current.keywordId,
    term: current.term,
    listAt,
    previousAt: before === null ? null : previous!.listAt,
    daily: current.daily,
    changeRate: before === null ? null : top10Volatility(before, ids),
    ad,
    rows: current.entries.map((e, i) => {
      const f = figures.get(e.appId);
      return {
        ...e,
        previousRank: changes[i]!.preRank,
        change: changes[i]!.rankChange,
        rating: f?.rating ?? null,
        ratingCount: f?.ratingCount ?? 0,
        coverage: f?.coverage ?? null,
      };
    }),
  };
}

/** Rating and the latest keyword coverage up to `day` of some apps of a storefront. */
async function appFigures(db: Db, country: string, appIds: readonly number[], day: string) {
  if (appIds.length === 0)
    return new Map<number, { rating: number | null; ratingCount: number; coverage: number | null }>();
  const { rows } = await sql<{ app_id: string; rating: number | null; rating_count: number; coverage: number | null }>`
    SELECT m.app_id, m.rating, m.rating_count, c.total AS coverage
    FROM market_apps m
    LEFT JOIN LATERAL (
      SELECT d.total FROM app_coverage_daily d
      WHERE d.country = m.country AND d.app_id = m.app_id AND d.day <= ${day}
      ORDER BY d.day DESC LIMIT 1
    ) c ON true
    WHERE m.country = ${country} AND m.app_id = ANY(${appIds.map(String)}::bigint[])`.execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.app_id),
      { rating: r.rating === null ? null : Number(r.rating), ratingCount: r.rating_count, coverage: r.coverage },
    ]),
  );
}

/**
 * A keyword's figures on every China day from `from` to `to` ('YYYY-MM-DD'), null where not collected; null for an
 * unknown keyword.
 */
export async function keywordDays(
  db: Db,
  input: { country: string; term: string; from: string; to: string },
): Promise<KeywordDay[] | null> {
  const keyword = await db
    .selectFrom('keywords')
    .select('keyword_id')
    .where('country', '=', input.country)
    .where('term', '=', input.term)
    .executeTakeFirst();
  if (keyword === undefined) return null;
  const rows = await db
    .selectFrom('keyword_daily')
    .select(['day', 'popularity', 'heat', 'result_count', 'ad_app_id'])
    .where('keyword_id', '=', keyword.keyword_id)
    .where('day', '>=', input.from)
    .where('day', '<=', input.to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(input.from, input.to).map((day) => {
    const r = byDay.get(day);
    return {
      day,
      popularity: r?.popularity ?? null,
      heat: r?.heat ?? null,
      resultCount: r?.result_count ?? null,
      adAppId: r === undefined || r.ad_app_id === null ? null : Number(r.ad_app_id),
    };
  });
}

export interface RelatedKeyword {
  term: string;
  /** How many apps of its top 10 are in the keyword's top 10. */
  shared: number;
  heat: number | null;
}

/** Results looked at for relatedness: the top 10 (migration 0023 indexes them). */
const RELATED_TOP = 10;

/**
 * Keywords related to a keyword: those whose current top 10 results share apps with its own (people
 * searching either find the same apps), most shared first, then by heat on the latest day up to
 * `day`, then term. Empty for a keyword without results.
 */
export async function relatedKeywords(
  db: Db,
  input: { country: string; term: string; day: string; limit: number },
): Promise<RelatedKeyword[]> {
  const { rows } = await sql<{ term: string; shared: number; heat: number | null }>`
    WITH mine AS (
      SELECT k.keyword_id, c.app_ids[1:${RELATED_TOP}] AS ids
      FROM keywords k JOIN keyword_results_current c ON c.keyword_id = k.keyword_id
      WHERE k.country = ${input.country} AND k.term = ${input.term}
    )
    SELECT k.term, s.shared::int AS shared, h.heat
    FROM mine
    JOIN keyword_results_current c ON c.app_ids[1:${RELATED_TOP}] && mine.ids AND c.keyword_id <> mine.keyword_id
    JOIN keywords k ON k.keyword_id = c.keyword_id AND k.country = ${input.country}
    CROSS JOIN LATERAL (SELECT count(*) AS shared FROM unnest(c.app_ids[1:${RELATED_TOP}]) AS a(id)
      WHERE a.id = ANY(mine.ids)) s
    LEFT JOIN LATERAL (
      SELECT d.heat FROM keyword_daily d WHERE d.keyword_id = k.keyword_id AND d.day <= ${input.day}
        AND d.heat IS NOT NULL ORDER BY d.day DESC LIMIT 1
    ) h ON true
    ORDER BY s.shared DESC, h.heat DESC NULLS LAST, k.term
    LIMIT ${input.limit}`.execute(db);
  return rows;
}

/** An app of a keyword's results at two times. */
export interface KeywordVsRow extends AppSummary {
  rankBefore: number;
  rankAfter: number;
  change: number;
  kind: ComparisonKind;
}

export interface KeywordVs {
  /** The lists compared: stored at these times (null: the keyword had no list yet). */
  beforeAt: Date | null;
  afterAt: Date | null;
  rows: KeywordVsRow[];
}

/**
 * A keyword's results at two times (vs): every app of either list with both ranks (analytics `compareCharts`). Null for
 * an unknown keyword.
 */
export async function keywordVs(
  db: Db,
  input: { country: string; term: string; before: Date; after: Date },
): Promise<KeywordVs | null> {
  const [before, after] = await Promise.all([
    keywordSearchResults(db, { country: input.country, term: input.term, at: input.before }),
    keywordSearchResults(db, { country: input.country, term: input.term, at: input.after }),
  ]);
  if (before === null || after === null) return null;
  const rows = compareCharts(
    before.entries.map((e) => e.appId),
    after.entries.map((e) => e.appId),
  );
  const app = await appSummaries(
    db,
    input.country,
    rows.map((r) => r.id),
  );
  return {
    beforeAt: before.listAt,
    afterAt: after.listAt,
    rows: rows.map((r) => ({
      ...app(r.id),
      rankBefore: r.rankBefore,
      rankAfter: r.rankAfter,
      change: r.change,
      kind: r.kind,
    })),
  };
}
