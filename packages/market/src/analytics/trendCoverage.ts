/**
 * Which days of a market-trend series were collected as the live schedule collects them (coverage).
 * A monitor event is a change seen between two collections, so a day's count means "what happened
 * that day" only when the collections that see that day's changes ran around it as often as they do
 * live. Where they did not, the count is not a figure: before the backfill's daily lookups begin,
 * the weekly lookups put a week of offline apps on one day (spikes) and nothing on the six others
 * (zeros); the first day of keyword searches brings every pre-order already running (a catch-up
 * spike); clear-words needs two days of keyword coverage and the next day's analytics. Such a day is
 * no data (null), not 0. Dividing a week's catch-up by seven would invent daily figures nobody saw,
 * so uncovered days are left out rather than normalised.
 */
import { daysBefore } from '@bangyan/contract';
import type { DayTrend } from './trends.ts';

/** A trend series (one count of `DayTrend`). */
export type TrendSeries = Exclude<keyof DayTrend, 'day'>;

/**
 * One collection a day's count needs: `job` done on every China day from `from` to `to` (offsets
 * from the day, −1 the day before). `soFar`: days after the newest collected day are not required
 * (today's count is today's so far, as live).
 */
export interface CollectionNeed {
  job: string;
  from: number;
  to: number;
  soFar?: boolean;
}

/**
 * What each series needs (ingest README "Monitors"): offline is a lookup missing an app that the
 * day before's lookup saw; new is a first sighting by a lookup within a day of the release, of apps
 * the charts or the day's keyword search found; booked is a lookup's first pre-order sighting, of
 * apps the searches of the two days before found (the lookup covers what the search found before it);
 * clear-words compares the day's keyword coverage with the day before's, in the next day's analytics;
 * clear-chart needs complete chart rounds the day before (charted) and that day (absent; the next
 * round confirms it) and the lookups' on-sale state of both days (an offline app is not a clearing:
 * with weekly lookups an app gone offline would read as cleared).
 */
export const TREND_NEEDS: Record<TrendSeries, readonly CollectionNeed[]> = {
  offlineAppsCnt: [{ job: 'apps', from: -1, to: 0 }],
  releaseAppsCnt: [
    { job: 'apps', from: 0, to: 1, soFar: true },
    { job: 'keywords', from: -1, to: 0 },
  ],
  bookAppsCnt: [
    { job: 'apps', from: -1, to: 0 },
    { job: 'keywords', from: -2, to: -1 },
  ],
  clearWordGenreAppsCnt: [
    { job: 'keywords', from: -1, to: 0 },
    { job: 'analytics', from: 1, to: 1 },
  ],
  clearBangGenreAppsCnt: [
    { job: 'charts-all', from: -1, to: 0 },
    { job: 'charts-all', from: 1, to: 1, soFar: true },
    { job: 'apps', from: -1, to: 0 },
    { job: 'analytics', from: 0, to: 0 },
  ],
};

/** Every job some series needs. */
export const TREND_JOBS: readonly string[] = [
  ...new Set(Object.values(TREND_NEEDS).flatMap((n) => n.map((x) => x.job))),
];

/** The earliest and latest day offsets the needs reach, so a read of runs covers them. */
export const TREND_REACH = {
  before: -Math.min(...Object.values(TREND_NEEDS).flatMap((n) => n.map((x) => x.from))),
  after: Math.max(...Object.values(TREND_NEEDS).flatMap((n) => n.map((x) => x.to))),
};

/** The China days ('YYYYMMDD') each job has a done run on. */
export type RunDays = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Whether `day` ('YYYYMMDD') is covered by `needs`, given the done runs and the newest day anything
 * was collected on (`newestDay`, 'YYYYMMDD').
 */
export function isCovered(day: string, needs: readonly CollectionNeed[], runs: RunDays, newestDay: string): boolean {
  return needs.every((need) => {
    for (let offset = need.from; offset <= need.to; offset++) {
      const d = daysBefore(day, -offset);
      if (need.soFar && d > newestDay) continue;
      if (!runs.get(need.job)?.has(d)) return false;
    }
    return true;
  });
}

/** A day's counts, null where the series was not collected that day. */
export type CoveredTrend = { day: string } & { [K in TrendSeries]: number | null };

/** Each day's counts with every series the collection did not cover that day set to null. */
export function coveredTrends(
  trends: readonly DayTrend[],
  runs: RunDays,
  newestDay: string,
  needs: Record<TrendSeries, readonly CollectionNeed[]> = TREND_NEEDS,
): CoveredTrend[] {
  return trends.map((t) => {
    const out: CoveredTrend = { ...t };
    for (const series of Object.keys(needs) as TrendSeries[]) {
      if (!isCovered(t.day, needs[series], runs, newestDay)) out[series] = null;
    }
    return out;
  });
}

/**
 * The first day of a series' last run of covered days ('YYYYMMDD', days in order): the day its data
 * is complete from. Uncovered days after that run (today's clear-words, known the next day) do not
 * end it; null when no day is covered.
 */
export function completeFrom(days: readonly string[], values: readonly (number | null)[]): string | null {
  let last = values.length - 1;
  while (last >= 0 && values[last] === null) last--;
  if (last < 0) return null;
  let first = last;
  while (first > 0 && values[first - 1] !== null) first--;
  return days[first] ?? null;
}
