import { sql } from 'kysely';
import { formatDate, GENRE_ALL, engineDayBefore } from '@bangyan/contract';
import { coverageWithDiff, type Coverage, type CoverageSummary } from '../analytics/coverage.ts';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export interface CoverageDay extends CoverageSummary {
  day: string;
  /** The ASO index stored for the day (analytics `asoIndex`); 0 when the app covered nothing. */
  asoIndex: number;
}

/**
 * An app's keyword coverage per China day from `from` to `to` ('YYYY-MM-DD'), from
 * app_coverage_daily (data.md "Keyword coverage": total, top 3, top 10, each with its change
 * against the day before by analytics `coverageWithDiff`), with the ASO index. Only days on which
 * keywords were collected (days with any coverage row in the country) appear; on such a day an app
 * without a row covered nothing (0). A change against a day that was not collected is 0.
 */
export async function appCoverageSeries(
  db: Db,
  input: { country: string; appId: number; from: string; to: string },
): Promise<CoverageDay[]> {
  const first = engineDayBefore(input.from);
  const collected = await db
    .selectFrom('app_coverage_daily')
    .select('day')
    .distinct()
    .where('country', '=', input.country)
    .where('day', '>=', first)
    .where('day', '<=', input.to)
    .orderBy('day')
    .execute();
  const rows = await db
    .selectFrom('app_coverage_daily')
    .select(['day', 'total', 'top3', 'top10', 'aso_index'])
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .where('day', '>=', first)
    .where('day', '<=', input.to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = new Set(collected.map((c) => c.day));
  const none: Coverage = { total: 0, top3: 0, top10: 0 };
  return [...days]
    .filter((day) => day >= input.from)
    .map((day) => {
      const before = engineDayBefore(day);
      const yesterday = days.has(before) ? (byDay.get(before) ?? none) : null;
      return { day, ...coverageWithDiff(byDay.get(day) ?? none, yesterday), asoIndex: byDay.get(day)?.aso_index ?? 0 };
    });
}

export interface AsoIndexEntry extends AppSummary {
  /** The ASO index of the day (analytics `asoIndex`). */
  asoIndex: number;
  /**
   * The app's place on the overall chart of its price (free, or paid when it costs money) in that
   * chart's latest snapshot at or before `at`; 0 when it is not on it.
   */
  overallRank: number;
}

export interface AsoIndexTop {
  /** The China day the indexes are of: the latest collected day up to `at`'s; null before any. */
  day: string | null;
  entries: AsoIndexEntry[];
}

/**
 * The overall (genre 0) chart of `chartType` as it stood at `at`: app ids in rank order, none before its first
 * snapshot.
 */
async function overallChartAt(db: Db, country: string, chartType: ChartType, at: Date): Promise<number[]> {
  const row = await db
    .selectFrom('chart_snapshots')
    .select('app_ids')
    .where('country', '=', country)
    .where('chart_type', '=', chartType)
    .where('genre', '=', GENRE_ALL)
    .where('at', '<=', at)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.app_ids ?? []).map(Number);
}

/**
 * The latest China day with keyword coverage in the storefront up to the day of `at`; null before any (or where
 * keywords are not collected).
 */
export async function latestCoverageDay(db: Db, country: string, at: Date): Promise<string | null> {
  const latest = await db
    .selectFrom('app_coverage_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('country', '=', country)
    .where('day', '<=', formatDate(at))
    .executeTakeFirst();
  return latest?.day ?? null;
}

/**
 * ASO index top list (data.md "ASO index", Home's 'ASO index top 5'): the apps with the highest
 * ASO index on the latest China day with keyword coverage up to the day of `at` (ties: smaller app
 * id first), at most `limit`, each with its overall rank at `at`.
 */
export async function asoIndexTop(db: Db, input: { country: string; at: Date; limit: number }): Promise<AsoIndexTop> {
  const day = await latestCoverageDay(db, input.country, input.at);
  if (day === null) return { day: null, entries: [] };
  const rows = await db
    .selectFrom('app_coverage_daily')
    .select(['app_id', 'aso_index'])
    .where('country', '=', input.country)
    .where('day', '=', day)
    .orderBy('aso_index', 'desc')
    .orderBy('app_id')
    .limit(input.limit)
    .execute();
  const ids = rows.map((r) => Number(r.app_id));
  const app = await appSummaries(db, input.country, ids);
  const [free, charge] = await Promise.all([
    overallChartAt(db, input.country, 'free', input.at),
    overallChartAt(db, input.country, 'charge', input.at),
  ]);
  return {
    day,
    entries: rows.map((r) => {
      const summary = app(Number(r.app_id));
      const chart = summary.price > 0 ? charge : free;
      return { ...summary, asoIndex: r.aso_index, overallRank: chart.indexOf(summary.appId) + 1 };
    }),
  };
}

/** The app's coverage on a storefront's latest collected day; day and total null when none is collected there. */
export interface StorefrontCoverage {
  country: string;
  day: string | null;
  total: number | null;
}

/**
 * The app's keyword coverage (data.md, app_coverage_daily) on each storefront's latest collected
 * day up to `to` ('YYYY-MM-DD'), in the order asked: 0 where the app covered nothing that day, day
 * and total null where the storefront has no collected day (its keywords are not collected). One
 * query, two index probes per storefront.
 */
export async function appCoverageAcross(
  db: Db,
  input: { appId: number; countries: readonly string[]; to: string },
): Promise<StorefrontCoverage[]> {
  const rows = await sql<{ country: string; day: string | null; total: number | null }>`
    SELECT s.country, l.day, a.total
    FROM unnest(${[...input.countries]}::text[]) WITH ORDINALITY AS s(country, n)
    LEFT JOIN LATERAL (SELECT max(c.day) AS day FROM app_coverage_daily c WHERE c.country = s.country
      AND c.day <= ${input.to}::date) l ON true
    LEFT JOIN app_coverage_daily a ON a.country = s.country AND a.day = l.day
      AND a.app_id = ${String(input.appId)}::bigint
    ORDER BY s.n`.execute(db);
  return rows.rows.map((r) => ({ country: r.country, day: r.day, total: r.day === null ? null : (r.total ?? 0) }));
}
