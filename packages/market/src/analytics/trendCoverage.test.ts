import { daysBefore, formatDateYmd } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKFILL, planBackfill } from '../ingest/plan.ts';
import { completeFrom, coveredTrends, isCovered, TREND_NEEDS, type RunDays } from './trendCoverage.ts';
import type { DayTrend } from './trends.ts';

/** The China days each job has a step on, as a backfill of `plan` records them. */
function runDaysOf(steps: readonly { job: string; at: Date }[]): Map<string, Set<string>> {
  const runs = new Map<string, Set<string>>();
  for (const s of steps) runs.set(s.job, (runs.get(s.job) ?? new Set<string>()).add(formatDateYmd(s.at)));
  return runs;
}

const day = (job: string, ...days: string[]): [string, Set<string>] => [job, new Set(days)];
const counts = (d: string, n: number): DayTrend => ({
  day: d,
  releaseAppsCnt: n,
  offlineAppsCnt: n,
  clearWordGenreAppsCnt: n,
  clearBangGenreAppsCnt: n,
  bookAppsCnt: n,
});

describe('isCovered', () => {
  it('needs the job on every day of the need, days after the newest collected one only when not `soFar`', () => {
    const runs: RunDays = new Map([day('apps', '20260501', '20260502'), day('keywords', '20260502')]);
    const offline = TREND_NEEDS.offlineAppsCnt;
    expect(isCovered('20260502', offline, runs, '20260502')).toBe(true);
    // A lookup without one the day before: its misses may have begun any day since the last lookup.
    expect(isCovered('20260501', offline, runs, '20260502')).toBe(false);
    const soFar = [{ job: 'apps', from: 0, to: 1, soFar: true }];
    expect(isCovered('20260502', soFar, runs, '20260502')).toBe(true);
    expect(isCovered('20260502', [{ job: 'apps', from: 0, to: 1 }], runs, '20260502')).toBe(false);
  });
});

describe('coveredTrends over the backfill plan', () => {
  const now = new Date('2026-11-22T10:30:00Z');
  const runs = runDaysOf(planBackfill(now, DEFAULT_BACKFILL));
  const today = formatDateYmd(now);
  const days = Array.from({ length: DEFAULT_BACKFILL.days }, (_, i) =>
    daysBefore(today, DEFAULT_BACKFILL.days - 1 - i),
  );
  const trend = coveredTrends(
    days.map((d) => counts(d, 5)),
    runs,
    today,
  );
  const covered = (series: keyof DayTrend) => trend.filter((t) => t[series] !== null).map((t) => t.day);
  const keywordStart = daysBefore(today, DEFAULT_BACKFILL.keywordDays - 1);

  it('leaves the weekly lookups out: offline counts only where a lookup ran that day and the day before', () => {
    // Before the daily lookups, a weekly lookup day would hold a week of offline apps (a spike) and
    // the days between none (zeros): all of them are no data.
    expect(covered('offlineAppsCnt')).toEqual(days.filter((d) => d > keywordStart));
    expect(trend.find((t) => t.day === daysBefore(keywordStart, 1))!.offlineAppsCnt).toBeNull();
  });

  it('leaves out the catch-up of pre-orders on the first days of keyword searches', () => {
    // The first search finds every pre-order already running; the lookup after it sees them all at once.
    expect(covered('bookAppsCnt')[0]).toBe(daysBefore(keywordStart, -2));
  });

  it('has no clear-words before two days of keyword coverage, nor today (its analytics run tomorrow)', () => {
    expect(covered('clearWordGenreAppsCnt')).toEqual(days.filter((d) => d > keywordStart && d < today));
  });

  it('counts new apps and clear-chart where the lookups run daily, today so far included', () => {
    expect(covered('releaseAppsCnt')).toEqual(days.filter((d) => d > keywordStart));
    expect(covered('clearBangGenreAppsCnt')).toEqual(days.filter((d) => d > keywordStart));
  });

  it('keeps the counts of covered days as they are', () => {
    expect(trend.at(-1)!.offlineAppsCnt).toBe(5);
  });
});

describe('completeFrom', () => {
  it('is the first day of the last covered run, trailing no-data days aside', () => {
    const days = ['20260501', '20260502', '20260503', '20260504', '20260505'];
    expect(completeFrom(days, [null, 3, null, 0, 2])).toBe('20260504');
    expect(completeFrom(days, [null, null, 1, 0, null])).toBe('20260503');
    expect(completeFrom(days, [1, 2, 3, 4, 5])).toBe('20260501');
    expect(completeFrom(days, [null, null, null, null, null])).toBeNull();
  });
});
