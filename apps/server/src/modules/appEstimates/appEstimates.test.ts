import { ESTIMATE_TEXTS, historyLimitFailure } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

interface Summary {
  found: boolean;
  through: string;
  latest: { value: number; low: number; high: number } | null;
  totals: {
    days: number;
    locked: boolean;
    value: number | null;
    low: number | null;
    high: number | null;
    estimatedDays: number;
  }[];
  models: {
    chartType: string;
    genre: number;
    genreName: string;
    a: number;
    b: number;
    n: number;
    residualSd: number;
    medianError: number;
  }[];
  confidence: number;
  z: number;
}
interface Line {
  through: string;
  points: { day: string; value: number | null; low: number | null; high: number | null; calibrationMoved: boolean }[];
}

describe.each(testDatabaseKinds())('app estimate endpoints on %s', (kind) => {
  let t: TestApp;
  /** An app with download and income estimates on the world's latest estimated day. */
  let appId = '';
  let through = '';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    through = (
      await t.handle.db
        .selectFrom('estimate_models')
        .select((eb) => eb.fn.max('day').as('day'))
        .where('country', '=', 'cn')
        .executeTakeFirstOrThrow()
    ).day as string;
    const row = await t.handle.db
      .selectFrom('app_estimates')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('day', '=', through)
      .where('revenue', 'is not', null)
      .orderBy('downloads', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    appId = row.app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const rows = () =>
    t.handle.db
      .selectFrom('app_estimates')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', appId)
      .orderBy('day')
      .execute();

  it("answers the latest day's estimate, the totals the free tier sees, the models of the app's charts", async () => {
    const stored = await rows();
    const summary = await data<Summary>(`/v1/apps/downloadEstimate?appId=${appId}`);
    const last = stored.at(-1)!;
    expect(summary).toMatchObject({ found: true, through, confidence: 0.9, z: 1.645 });
    expect(summary.latest).toEqual({
      value: Number(last.downloads),
      low: Number(last.downloads_low),
      high: Number(last.downloads_high),
    });
    // The world has fewer than 7 estimated days: the 7 and 30 day totals sum them all; 90 is beyond a visitor's 30
    // days.
    const sum = (k: 'downloads' | 'downloads_low' | 'downloads_high') => stored.reduce((s, r) => s + Number(r[k]), 0);
    for (const days of [7, 30]) {
      expect(summary.totals.find((x) => x.days === days)).toEqual({
        days,
        locked: false,
        value: sum('downloads'),
        low: sum('downloads_low'),
        high: sum('downloads_high'),
        estimatedDays: stored.length,
      });
    }
    expect(summary.totals.find((x) => x.days === 90)).toEqual({
      days: 90,
      locked: true,
      value: null,
      low: null,
      high: null,
      estimatedDays: 0,
    });
    const models = await t.handle.db
      .selectFrom('estimate_models')
      .selectAll()
      .where('country', '=', 'cn')
      .where('day', '=', through)
      .where('metric', '=', 'downloads')
      .execute();
    expect(summary.models.length).toBeGreaterThan(0);
    for (const m of summary.models) {
      const row = models.find((r) => r.chart_type === m.chartType && r.genre === m.genre)!;
      expect(m).toMatchObject({ a: row.a, b: row.b, n: row.n, residualSd: row.residual_sd });
      expect(m.medianError).toBeCloseTo(Math.exp(0.6745 * row.residual_sd) - 1, 9);
      expect(['free', 'charge']).toContain(m.chartType);
    }
    expect(summary.models.some((m) => m.genre === 0 && m.genreName === '总榜')).toBe(true);

    const income = await data<Summary>(`/v1/apps/incomeEstimate?appId=${appId}`);
    expect(income.latest).toEqual({
      value: Number(last.revenue),
      low: Number(last.revenue_low),
      high: Number(last.revenue_high),
    });
    expect(income.models.every((m) => m.chartType === 'grossing')).toBe(true);
  });

  it('draws every day of the span with its band, null on days without an estimate', async () => {
    const stored = await rows();
    const line = await data<Line>(`/v1/apps/downloadEstimateLine?appId=${appId}&days=7`);
    expect(line.through).toBe(through);
    expect(line.points).toHaveLength(7);
    expect(line.points.at(-1)!.day).toBe(through);
    for (const r of stored)
      expect(line.points.find((p) => p.day === r.day)).toEqual({
        day: r.day,
        value: Number(r.downloads),
        low: Number(r.downloads_low),
        high: Number(r.downloads_high),
        calibrationMoved: expect.any(Boolean) as boolean,
      });
    expect(line.points[0]).toEqual({
      day: line.points[0]!.day,
      value: null,
      low: null,
      high: null,
      calibrationMoved: false,
    });
    const income = await data<Line>(`/v1/apps/incomeEstimateLine?appId=${appId}&days=30`);
    expect(income.points).toHaveLength(30);
    expect(income.points.filter((p) => p.value !== null)).toHaveLength(stored.filter((r) => r.revenue !== null).length);
  });

  it('flags the days whose refit overall model moved the estimate by more than 30%, and only those', async () => {
    // The app's second estimated day's overall free and paid models are set to the first day's
    // scaled by k (b·k, same a), which moves the value at any rank by k − 1: ×1.5 and ÷1.5 flag the
    // day, ×1.1 does not. The stored models are put back afterwards.
    const stored = (await rows()).filter((r) => r.downloads !== null);
    const [first, second] = stored;
    if (!first || !second) throw new Error('the world has no two estimated days of the app');
    const overall = (day: string) =>
      t.handle.db
        .selectFrom('estimate_models')
        .select(['chart_type', 'a', 'b'])
        .where('country', '=', 'cn')
        .where('metric', '=', 'downloads')
        .where('genre', '=', 0)
        .where('day', '=', day)
        .execute();
    const setSecond = async (laws: { chart_type: string; a: number; b: number }[], k = 1) => {
      for (const m of laws)
        await t.handle.db
          .updateTable('estimate_models')
          .set({ a: m.a, b: m.b * k })
          .where('country', '=', 'cn')
          .where('metric', '=', 'downloads')
          .where('genre', '=', 0)
          .where('chart_type', '=', m.chart_type)
          .where('day', '=', second.day)
          .execute();
    };
    const flagOf = async () =>
      (await data<Line>(`/v1/apps/downloadEstimateLine?appId=${appId}&days=7`)).points.find((p) => p.day === second.day)
        ?.calibrationMoved;
    const original = await overall(second.day);
    const base = await overall(first.day);
    try {
      await setSecond(base, 1.5);
      expect(await flagOf()).toBe(true);
      await setSecond(base, 1.1);
      expect(await flagOf()).toBe(false);
      await setSecond(base, 1 / 1.5);
      expect(await flagOf()).toBe(true);
    } finally {
      await setSecond(original);
    }
  });

  it("checks a span against the tier's history depth: a visitor 30 days, a VIP user a year", async () => {
    expect(await data(`/v1/apps/estimateLimitCheck?appId=${appId}&days=30`)).toEqual({ days: 30, maxDays: 30 });
    for (const path of ['estimateLimitCheck', 'downloadEstimateLine', 'incomeEstimateLine']) {
      expect((await get(`/v1/apps/${path}?appId=${appId}&days=90`)).body).toMatchObject(historyLimitFailure('normal'));
    }
    const { cookie } = await registerTestUser(t, '13900005678');
    expect(await data(`/v1/apps/estimateLimitCheck?appId=${appId}&days=365`, cookie)).toEqual({
      days: 365,
      maxDays: 365,
    });
    expect((await data<Line>(`/v1/apps/downloadEstimateLine?appId=${appId}&days=90`, cookie)).points).toHaveLength(90);
    const summary = await data<Summary>(`/v1/apps/downloadEstimate?appId=${appId}`, cookie);
    expect(summary.totals.map((x) => x.locked)).toEqual([false, false, false]);
  });

  it('answers no figures for an unknown app or a storefront without estimates, and refuses bad input', async () => {
    const missing = await data<Summary>('/v1/apps/downloadEstimate?appId=1');
    expect(missing).toMatchObject({ found: false, latest: null, models: [] });
    expect(missing.totals.every((x) => x.value === null && x.estimatedDays === 0)).toBe(true);
    const us = await data<Line>(`/v1/apps/downloadEstimateLine?appId=${appId}&country=us`);
    expect(us).toEqual({ through: '', points: [] });
    expect((await get(`/v1/apps/downloadEstimateLine?appId=${appId}&days=8`)).body).toMatchObject({
      code: 400,
      msg: ESTIMATE_TEXTS.days,
    });
    expect((await get('/v1/apps/incomeEstimate?appId=x')).body).toMatchObject({ code: 400 });
  });
});
