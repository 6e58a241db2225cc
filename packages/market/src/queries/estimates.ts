import { sql } from 'kysely';
import { classifyGenre } from '@bangyan/contract';
import { monthBefore, monthlyTop as rankMonth } from '../analytics/monthly.ts';
import type { Db } from '../db.ts';
import { appsOfGenre } from './genreFilter.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export type EstimateMetric = 'downloads' | 'revenue';

/** An estimate with its 90% confidence band (data.md "Download estimate"). */
export interface EstimateBand {
  value: number;
  low: number;
  high: number;
}

export interface EstimateDay {
  day: string;
  /** Downloads that day; null when the app had no download estimate (off the free and paid charts). */
  downloads: EstimateBand | null;
  /** Income that day; null when the app had no income estimate (off the grossing charts). */
  revenue: EstimateBand | null;
}

export interface MonthlyTopEntry extends AppSummary {
  rank: number;
  /** The month's summed estimates, rounded. */
  total: number;
  /** Rank in the month before; 0 when the app had no estimate then (新上榜). */
  previousRank: number;
  /** previousRank − rank; +99999 when previousRank is 0. */
  change: number;
}

export interface MonthlyTop {
  month: string;
  metric: EstimateMetric;
  entries: MonthlyTopEntry[];
}

function band(value: string | null, low: string | null, high: string | null): EstimateBand | null {
  return value === null ? null : { value: Number(value), low: Number(low), high: Number(high) };
}

/**
 * An app's daily download and income estimates with their confidence bands from `from` to `to`
 * ('YYYY-MM-DD'), from app_estimates (data.md "Download estimate"); days without an estimate are
 * left out.
 */
export async function appEstimateSeries(
  db: Db,
  input: { country: string; appId: number; from: string; to: string },
): Promise<EstimateDay[]> {
  const rows = await db
    .selectFrom('app_estimates')
    .selectAll()
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .where('day', '>=', input.from)
    .where('day', '<=', input.to)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    downloads: band(r.downloads, r.downloads_low, r.downloads_high),
    revenue: band(r.revenue, r.revenue_low, r.revenue_high),
  }));
}

/**
 * Monthly top (data.md "Monthly top 10", analytics `monthlyTop`): apps by their summed daily
 * estimates of `metric` in `month` ('YYYY-MM'), the first `limit`, each with its rank in the month
 * before. With `genre` (default 0: all) only that genre's apps are ranked, in both months (Home's
 * tabs: 6014 games, 5000 apps). The sums are taken in the database, one per app and month, and
 * ranked by the analytics.
 */
export async function monthlyTop(
  db: Db,
  input: { country: string; month: string; metric: EstimateMetric; limit: number; genre?: number },
): Promise<MonthlyTop> {
  const inGenre = input.genre === undefined || classifyGenre(input.genre) === 'all' ? null : appsOfGenre(input.genre);
  const rows = await sql<{ app_id: string; month: string; total: number }>`
    SELECT e.app_id, to_char(e.day, 'YYYYMM') AS month, sum(${sql.ref(`e.${input.metric}`)})::float8 AS total
    FROM app_estimates e
    ${
      inGenre === null
        ? sql``
        : sql`JOIN market_apps m ON m.app_id = e.app_id AND m.country = e.country
      AND ${inGenre}`
    }
    WHERE e.country = ${input.country} AND ${sql.ref(`e.${input.metric}`)} IS NOT NULL
      AND e.day >= ${`${monthBefore(input.month)}-01`}::date
        AND e.day < ${`${input.month}-01`}::date + interval '1 month'
    GROUP BY e.app_id, to_char(e.day, 'YYYYMM')`.execute(db);
  // One value per app and month, dated the month's first day: what the analytics sum per month.
  const ranking = rankMonth(
    rows.rows.map((r) => ({ appId: Number(r.app_id), day: `${r.month}01`, value: r.total })),
    input.month,
    input.limit,
  );
  const app = await appSummaries(
    db,
    input.country,
    ranking.list.map((i) => i.appId),
  );
  return {
    month: input.month,
    metric: input.metric,
    entries: ranking.list.map((i) => ({
      ...app(i.appId),
      rank: i.rank,
      total: i.monthTotal,
      previousRank: i.preRank,
      change: i.rankChange,
    })),
  };
}
