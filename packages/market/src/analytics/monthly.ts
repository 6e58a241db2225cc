/**
 * Monthly top 10 downloads and income (data.md "Monthly top 10", spec 2.4 and 3): each app's daily
 * estimates summed over the month, ranked, with the rank of the month before. The boards show the
 * previous month (spec 9: refreshed on the 1st): pass the contract's `previousMonth(now)`.
 */
import { computeRankChange, parseYmd, previousMonth } from '@bangyan/contract';
import { MONTHLY_TOP } from './config.ts';

/** One app's estimate (downloads or income) for one China day 'YYYYMMDD'. */
export interface DailyValue {
  appId: number;
  day: string;
  value: number;
}

export interface MonthlyItem {
  rank: number;
  appId: number;
  /** The month's sum, rounded to a whole number. */
  monthTotal: number;
  /** Rank in the month before; 0 when the app had no estimate then (新上榜). */
  preRank: number;
  /** preRank − rank; +99999 when preRank is 0 (contract `computeRankChange`). */
  rankChange: number;
}

/** Spec 3 'Monthly ranking response'; monthName is the month as 'YYYY-MM'. */
export interface MonthlyRanking {
  monthName: string;
  list: MonthlyItem[];
}

/** 'YYYY-MM' → the month before: '2026-01' → '2025-12'. Throws a RangeError on anything else. */
export function monthBefore(month: string): string {
  const start = /^\d{4}-\d{2}$/.test(month) ? parseYmd(`${month.slice(0, 4)}${month.slice(5, 7)}01`) : null;
  if (start === null) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return previousMonth(start);
}

/**
 * Every app with estimates in the month, by summed value descending (ties: smaller app id first).
 * Days without an estimate add nothing (the app was off the charts); values that are not finite
 * numbers are skipped. The month of a day is its 'YYYYMMDD' prefix.
 */
export function monthRanking(daily: readonly DailyValue[], month: string): { appId: number; total: number }[] {
  const prefix = month.replace('-', '');
  const totals = new Map<number, number>();
  for (const { appId, day, value } of daily) {
    if (!day.startsWith(prefix) || day.length !== 8 || !Number.isFinite(value)) continue;
    totals.set(appId, (totals.get(appId) ?? 0) + value);
  }
  return [...totals.entries()]
    .map(([appId, total]) => ({ appId, total }))
    .sort((x, y) => y.total - x.total || x.appId - y.appId);
}

/**
 * The month's top 10 with each app's rank in the full ranking of the month before (so a climb from
 * #57 to #3 shows +54), 0 when it had no estimate then. Sums are ranked before rounding.
 */
export function monthlyTop(daily: readonly DailyValue[], month: string, top = MONTHLY_TOP): MonthlyRanking {
  const before = new Map(monthRanking(daily, monthBefore(month)).map((row, index) => [row.appId, index + 1]));
  const list = monthRanking(daily, month)
    .slice(0, top)
    .map(({ appId, total }, index) => {
      const rank = index + 1;
      const preRank = before.get(appId) ?? 0;
      return { rank, appId, monthTotal: Math.round(total), preRank, rankChange: computeRankChange(rank, preRank) };
    });
  return { monthName: month, list };
}
