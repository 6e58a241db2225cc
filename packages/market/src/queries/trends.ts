import { apiDay, daysBetween } from '@bangyan/contract';
import type { MonitorKind } from '../analytics/monitors/types.ts';
import { dailyTrends, genreCounts, type DayTrend, type GenreCount, type TrendEvent } from '../analytics/trends.ts';
import type { Db } from '../db.ts';

/** One China day's counts (analytics `dailyTrends`). */
export interface MarketTrendDay extends Omit<DayTrend, 'day'> {
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
 * Market trends (analytics `dailyTrends`): per China day from `from` to `to` ('YYYY-MM-DD'), how
 * many distinct apps were released, went offline, had their words or chart places cleared, or
 * opened pre-orders, among apps of `genre` (default 0, all; 6014 games, 5000 apps), from
 * monitor_events. Every day appears, zeros where nothing happened.
 */
export async function marketTrend(
  db: Db,
  input: { country: string; from: string; to: string; genre?: number },
): Promise<MarketTrendDay[]> {
  const days = daysBetween(input.from, input.to);
  const trends = dailyTrends(await trendEvents(db, input.country, input.from, input.to), days.map(apiDay), input.genre);
  return trends.map((t, i) => ({ ...t, day: days[i]! }));
}

/**
 * One China day's events of one kind counted per primary genre (analytics `genreCounts`,
 * genresAppsCnt): distinct apps per genre, largest first.
 */
export async function marketGenreCounts(
  db: Db,
  input: { country: string; day: string; kind: MonitorKind },
): Promise<GenreCount[]> {
  return genreCounts(await trendEvents(db, input.country, input.day, input.day), apiDay(input.day), input.kind);
}
