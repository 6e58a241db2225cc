import { apiDay, chinaDayEnd, chinaDayStart, DAY_MS, daysBetween, formatDateYmd } from '@bangyan/contract';
import type { MonitorKind } from '../analytics/monitors/types.ts';
import {
  coveredTrends,
  isCovered,
  TREND_JOBS,
  TREND_NEEDS,
  TREND_REACH,
  type CoveredTrend,
} from '../analytics/trendCoverage.ts';
import { COUNT_OF, dailyTrends, genreCounts, type GenreCount, type TrendEvent } from '../analytics/trends.ts';
import type { Db } from '../db.ts';

/** One China day's counts (analytics `dailyTrends`), null where the collection did not cover the day. */
export interface MarketTrendDay extends Omit<CoveredTrend, 'day'> {
  /** 'YYYY-MM-DD' */
  day: string;
}

/** The monitor events of a country between two China days, as the trend analytics read them. */
async function trendEvents(db: Db, country: string, from: string, to: string): Promise<TrendEvent[]> {
  const rows = await db
    .selectFrom('monitor_events')
    .select(['kind', 'app_id', 'genre', 'at'])
    .where('country', '=', country)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ kind: r.kind, appId: Number(r.app_id), genre: r.genre, at: r.at }));
}

/**
 * The China days ('YYYYMMDD') the jobs the trends need (analytics `TREND_JOBS`) ran on around `from`..`to`, as ingest_runs records them, and the newest day any of them ran.
 */
async function trendRuns(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('ingest_runs')
    .select(['job', 'target_at'])
    .where('status', '=', 'done')
    .where('job', 'in', [...TREND_JOBS])
    .where('target_at', '>=', new Date(chinaDayStart(from).getTime() - TREND_REACH.before * DAY_MS))
    .where('target_at', '<', new Date(chinaDayEnd(to).getTime() + TREND_REACH.after * DAY_MS))
    .execute();
  const runs = new Map<string, Set<string>>();
  for (const row of rows) runs.set(row.job, (runs.get(row.job) ?? new Set<string>()).add(formatDateYmd(row.target_at)));
  const newest = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('target_at').as('at'))
    .where('status', '=', 'done')
    .where('job', 'in', [...TREND_JOBS])
    .executeTakeFirst();
  return { runs, newestDay: newest?.at ? formatDateYmd(new Date(newest.at)) : '' };
}

/**
 * Market trends (analytics `dailyTrends`): per China day from `from` to `to` ('YYYY-MM-DD'), how
 * many distinct apps were released, went offline, had their words or chart places cleared, or
 * opened pre-orders, among apps of `genre` (default 0, all; 6014 games, 5000 apps), from
 * monitor_events. Every day appears, zeros where nothing happened and null where the collection
 * that sees a series' events did not run as it runs live (analytics `coveredTrends`).
 */
export async function marketTrend(
  db: Db,
  input: { country: string; from: string; to: string; genre?: number },
): Promise<MarketTrendDay[]> {
  const days = daysBetween(input.from, input.to);
  const trends = dailyTrends(await trendEvents(db, input.country, input.from, input.to), days.map(apiDay), input.genre);
  const { runs, newestDay } = await trendRuns(db, input.from, input.to);
  return coveredTrends(trends, runs, newestDay).map((t, i) => ({ ...t, day: days[i]! }));
}

/**
 * One China day's events of one kind counted per primary genre (analytics `genreCounts`,
 * genresAppsCnt): distinct apps per genre, largest first; null when the collection that sees that
 * kind's events did not cover the day as it runs live (the trend's null day: counts would be
 * artefacts, a week's offline apps on one day or none at all).
 */
export async function marketGenreCounts(
  db: Db,
  input: { country: string; day: string; kind: MonitorKind },
): Promise<GenreCount[] | null> {
  const series = COUNT_OF[input.kind];
  if (series) {
    const { runs, newestDay } = await trendRuns(db, input.day, input.day);
    if (!isCovered(apiDay(input.day), TREND_NEEDS[series], runs, newestDay)) return null;
  }
  return genreCounts(await trendEvents(db, input.country, input.day, input.day), apiDay(input.day), input.kind);
}
