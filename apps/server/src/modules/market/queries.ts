/**
 * Reads for the market pages: the engine's queries (marketTrend, marketGenreCounts,
 * catalogGenreCounts, monthlyTop, chartMovers, hotSearchDay, keywordHeatRank, coverageRank) and
 * what their answers look like in the contract.
 */
import {
  ApiFailure,
  ErrorCode,
  formatDate,
  formatDateYmd,
  genreName,
  MARKET_TEXTS,
  parseYmd,
  type GenreCountItem,
} from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { assertHistoryDay } from '../vip/access.ts';

const DAY_MS = 86_400_000;

/** The China day of the market's now, 'YYYYMMDD'. */
export const marketToday = (deps: Deps): string => formatDateYmd(deps.marketNow());

/** 'YYYYMMDD' → 'YYYY-MM-DD' (the engine's day keys); the input is already validated. */
export const engineDay = (ymd: string): string => formatDate(parseYmd(ymd)!);

/** 'YYYY-MM-DD' (an engine day) → 'YYYYMMDD'; '' for none. */
export const contractDay = (day: string | null): string => (day === null ? '' : day.replaceAll('-', ''));

/** The day `days` before a 'YYYYMMDD' day. */
export const daysBefore = (ymd: string, days: number): string => formatDateYmd(parseYmd(ymd)!.getTime() - days * DAY_MS);

/**
 * A past day a request asks about ('YYYYMMDD', default today), checked: not after today (400), not
 * older than the requester's tier may see (limit codes 2 / 3).
 */
export async function checkedDay(req: FastifyRequest, deps: Deps, date: string | undefined): Promise<string> {
  const today = marketToday(deps);
  const day = date ?? today;
  if (day > today) throw new ApiFailure(ErrorCode.BAD_REQUEST, MARKET_TEXTS.future);
  await assertHistoryDay(req, deps, day);
  return day;
}


/** Counts per genre with their names. */
export const genreCountItems = (counts: readonly { genre: number; count: number }[]): GenreCountItem[] =>
  counts.map((c) => ({ genre: c.genre, genreName: genreName(c.genre) ?? String(c.genre), count: c.count }));

/** The last day of a 'YYYY-MM' month as 'YYYYMMDD'. */
export function monthEnd(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month.replace('-', '')}${String(last).padStart(2, '0')}`;
}
