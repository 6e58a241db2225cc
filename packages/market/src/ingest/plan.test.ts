import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { dailyTime, dueSteps, floorHour, JOB_ORDER, JOB_READS, newestFirst, ORDER_FREE, planBackfill } from './plan.ts';

const NOW = new Date('2026-11-22T10:37:00Z'); // 18:37 China time

describe('planBackfill', () => {
  const steps = planBackfill(NOW);
  const of = (job: string) => steps.filter((s) => s.job === job);

  it('takes daily snapshots at 12:00 China time for 90 days, the newest today', () => {
    expect(dailyTime(NOW, 0).toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(of('charts-all').filter((s) => s.at.getUTCHours() === 4)).toHaveLength(90);
    expect(of('charts-all')[0]!.at.toISOString()).toBe('2026-08-25T04:00:00.000Z');
  });

  it('adds an all-genre round at 00:00 China time over the keyword window, none in the future', () => {
    const nights = of('charts-all').filter((s) => s.at.getUTCHours() === 16);
    expect(nights).toHaveLength(29);
    expect(nights[0]!.at.toISOString()).toBe('2026-10-24T16:00:00.000Z');
    expect(nights.at(-1)!.at.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it("takes the other storefronts' main charts once a day, at the daily time", () => {
    expect(of('charts-world')).toHaveLength(90);
    expect(of('charts-world').every((s) => s.at.getUTCHours() === 4)).toBe(true);
  });

  it('keeps the last 7 days hourly and 30 days of keywords', () => {
    expect(of('charts-main')).toHaveLength(7 * 24);
    expect(of('charts-main').at(-1)!.at).toEqual(floorHour(NOW));
    expect(of('keywords')).toHaveLength(30);
  });

  it("reads every genre hourly over the hourly days with hourlyGenres 'all', each hour once", () => {
    const all = planBackfill(NOW, { days: 90, hourlyDays: 7, keywordDays: 1, hourlyGenres: 'all' });
    expect(all.filter((s) => s.job === 'charts-main')).toHaveLength(0);
    const hours = all
      .filter((s) => s.job === 'charts-all' && s.at.getTime() > floorHour(NOW).getTime() - 7 * DAY_MS)
      .map((s) => s.at.getTime());
    expect(hours).toHaveLength(7 * 24);
    expect(new Set(hours).size).toBe(hours.length);
    expect(all.filter((s) => s.job === 'charts-all' && s.at.getUTCHours() === 4)).toHaveLength(90);
  });

  it("searches Android markets for the hottest keywords daily over the window, after that day's keywords", () => {
    expect(of('android-keywords').map((s) => s.at)).toEqual(of('keywords').map((s) => s.at));
    for (const { at } of of('android-keywords')) {
      const jobs = steps.filter((s) => s.at.getTime() === at.getTime()).map((s) => s.job);
      expect(jobs.indexOf('android-keywords')).toBeGreaterThan(jobs.indexOf('keywords'));
      expect(jobs.indexOf('android-keywords')).toBeGreaterThan(jobs.indexOf('android'));
    }
    expect(JOB_READS['android-keywords']).toEqual(['keywords', 'android']);
  });

  it("reads the Android markets' reviews once, at the last daily time, after that day's market details", () => {
    expect(of('android-reviews').map((s) => s.at)).toEqual([dailyTime(NOW, 0)]);
    const jobs = steps.filter((s) => s.at.getTime() === dailyTime(NOW, 0).getTime()).map((s) => s.job);
    expect(jobs.indexOf('android-reviews')).toBeGreaterThan(jobs.indexOf('android'));
    expect(
      planBackfill(new Date('2026-11-22T01:00:00Z'))
        .filter((s) => s.job === 'android-reviews')
        .map((s) => s.at),
    ).toEqual([dailyTime(NOW, 1)]);
    expect(JOB_READS['android-reviews']).toEqual(['android']);
  });

  it("looks at the store's featured apps daily, and every 4 hours over the hourly days, each time once", () => {
    const featured = of('featured').map((s) => s.at.getTime());
    expect(new Set(featured).size).toBe(featured.length);
    expect(of('featured').filter((s) => s.at.getUTCHours() === 4)).toHaveLength(90);
    expect(of('featured').filter((s) => s.at.getUTCHours() !== 4)).toHaveLength(7 * 5);
  });

  it('is ordered by time, collections before analytics, and never in the future', () => {
    for (let i = 1; i < steps.length; i++)
      expect(steps[i]!.at.getTime()).toBeGreaterThanOrEqual(steps[i - 1]!.at.getTime());
    const today = steps.filter((s) => s.at.getTime() === dailyTime(NOW, 0).getTime()).map((s) => s.job);
    expect(today.at(-1)).toBe('analytics');
    expect(steps.every((s) => s.at <= NOW)).toBe(true);
  });

  it('ends with maintenance, after every other step of its time', () => {
    expect(of('maintenance')).toEqual([{ job: 'maintenance', at: steps.at(-2)!.at }]);
    expect(steps.at(-1)!.job).toBe('maintenance');
    expect(JOB_READS.maintenance).toHaveLength(JOB_ORDER.length - 1);
  });

  it('skips a daily time later today that has not come yet', () => {
    const early = new Date('2026-11-22T01:00:00Z'); // 09:00 China
    const daily = planBackfill(early).filter((s) => s.job === 'charts-all' && s.at.getUTCHours() === 4);
    expect(daily.at(-1)!.at.toISOString()).toBe('2026-11-21T04:00:00.000Z');
  });
});

describe('newestFirst', () => {
  const steps = planBackfill(NOW);
  const ordered = newestFirst(steps, NOW);
  const from = dailyTime(NOW, 1).getTime();
  const front = ordered.slice(
    0,
    ordered.findIndex((s) => s.at.getTime() < from),
  );

  it("starts with the newest day's order-free steps, newest first: the latest charts before anything else", () => {
    expect(ordered).toHaveLength(steps.length);
    expect(new Set(ordered)).toEqual(new Set(steps));
    expect(ordered[0]).toEqual({ job: 'charts-main', at: floorHour(NOW) });
    expect(front.every((s) => ORDER_FREE.has(s.job) && s.at.getTime() >= from)).toBe(true);
    for (let i = 1; i < front.length; i++)
      expect(front[i]!.at.getTime()).toBeLessThanOrEqual(front[i - 1]!.at.getTime());
    // The soaring boards' pair (the newest daily round and the one 24 h before) and today's trending are in front.
    const inFront = (job: string, at: Date) => front.some((s) => s.job === job && s.at.getTime() === at.getTime());
    expect(inFront('charts-all', dailyTime(NOW, 0)) && inFront('charts-all', dailyTime(NOW, 1))).toBe(true);
    expect(inFront('charts-main', new Date(floorHour(NOW).getTime() - DAY_MS))).toBe(true);
    expect(front.some((s) => s.job === 'trending')).toBe(true);
  });

  it('leaves every other step in time order, the ordered jobs whole', () => {
    const rest = ordered.slice(front.length);
    for (let i = 1; i < rest.length; i++)
      expect(rest[i]!.at.getTime()).toBeGreaterThanOrEqual(rest[i - 1]!.at.getTime());
    for (const job of ['apps', 'keywords', 'android', 'android-keywords', 'maintenance'] as const) {
      expect(ORDER_FREE.has(job)).toBe(false);
      expect(rest.filter((s) => s.job === job)).toEqual(steps.filter((s) => s.job === job));
    }
  });
});

describe('dueSteps', () => {
  it('schedules hourly jobs each hour and daily jobs once a day', () => {
    const hour = floorHour(NOW);
    const last = new Map([
      ['charts-main', new Date(hour.getTime() - HOUR_MS)],
      ['keywords', new Date(hour.getTime() - 3 * HOUR_MS)],
    ] as const);
    const jobs = dueSteps(NOW, last).map((s) => s.job);
    expect(jobs).toContain('charts-main');
    expect(jobs).not.toContain('keywords');
    expect(jobs).toContain('calibration');
    // Once a day, after the day's keywords and the Android details.
    expect(jobs).toContain('android-keywords');
    expect(jobs.indexOf('android-keywords')).toBeGreaterThan(jobs.indexOf('android'));
    const searched = new Map([['android-keywords', new Date(hour.getTime() - 23 * HOUR_MS)]] as const);
    expect(dueSteps(NOW, searched).map((s) => s.job)).not.toContain('android-keywords');
    expect(jobs.indexOf('android-reviews')).toBeGreaterThan(jobs.indexOf('android'));
  });

  it("vacuums and analyses once a day at 04:00 China time, after the hour's collections", () => {
    expect(dueSteps(NOW, new Map()).map((s) => s.job)).not.toContain('maintenance'); // 18:37 China
    const quiet = new Date('2026-11-22T20:10:00Z'); // 04:10 China
    expect(
      dueSteps(quiet, new Map())
        .map((s) => s.job)
        .at(-1),
    ).toBe('maintenance');
    const yesterday = new Map([['maintenance', new Date('2026-11-21T20:00:00Z')]] as const);
    expect(dueSteps(quiet, yesterday).map((s) => s.job)).toContain('maintenance');
    const earlier = new Map([['maintenance', new Date('2026-11-22T04:00:00Z')]] as const);
    expect(dueSteps(quiet, earlier).map((s) => s.job)).not.toContain('maintenance');
  });

  it("takes the other storefronts' charts every 4 hours", () => {
    const hour = floorHour(NOW);
    const lastWorld = (hoursAgo: number) =>
      dueSteps(NOW, new Map([['charts-world', new Date(hour.getTime() - hoursAgo * HOUR_MS)]] as const)).map(
        (s) => s.job,
      );
    expect(lastWorld(3)).not.toContain('charts-world');
    expect(lastWorld(4)).toContain('charts-world');
  });
});
