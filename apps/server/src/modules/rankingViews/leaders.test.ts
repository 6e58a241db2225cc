import {
  CHART_COUNTRIES,
  findCountry,
  formatDateTime,
  historyLimitFailure,
  MINUTE_MS,
  RANKING_VIEW_TEXTS,
  type ViewApp,
} from '@bangyan/contract';
import { chartAcrossCountries, chartDevelopers, featuredApps, hegemonyApps, type CountryChart } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { app, NOV21, nov22 } from '../../../test/views.ts';

describe.each(testDatabaseKinds())('ranking view endpoints over spans, developers and storefronts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  /** Any answer at all is timed by the market's now, which runs on from WORLD_NOW: a little later than it. */
  const now = () => new Date(WORLD_NOW.getTime() + MINUTE_MS);

  describe('hegemony, hotartist and globalranking', () => {
    it('lists the apps that held the top places longest over the span', async () => {
      const answer = await data<{
        from: string;
        to: string;
        list: (ViewApp & { daysTop1: number; longestStreak: number })[];
      }>('/v1/bang/hegemony?type=grossing&days=7');
      const expected = await hegemonyApps(t.handle.db, {
        country: 'cn',
        chartType: 'grossing',
        genre: 0,
        from: '2026-11-16',
        to: '2026-11-22',
        limit: 50,
      });
      expect(answer).toMatchObject({ from: '20261116', to: '20261122' });
      expect(answer.list).toEqual(
        expected.map((r) => ({
          ...app(r),
          daysTop1: r.daysTop1,
          daysTop3: r.daysTop3,
          daysTop10: r.daysTop10,
          currentStreak: r.currentStreak,
          longestStreak: r.longestStreak,
        })),
      );
      expect(answer.list[0]!.daysTop1).toBeGreaterThan(0);
    });

    it("ranks developers by their apps on a genre's charts", async () => {
      type Company = {
        companyId: string;
        companyName: string;
        apps: number;
        previousApps: number | null;
        topApps: (ViewApp & { rank: number; type: string })[];
      };
      const answer = await data<{ time: string; list: Company[] }>('/v1/bang/hotCompany?genre=6014&date=20261121');
      const expected = await chartDevelopers(t.handle.db, {
        country: 'cn',
        genre: 6014,
        chartTypes: ['free', 'charge', 'grossing'],
        window: NOV21,
        limit: 100,
        appsShown: 3,
      });
      expect(answer.time).toBe(formatDateTime(expected.at!));
      expect(answer.list.map((c) => [c.companyId, c.apps, c.previousApps])).toEqual(
        expected.developers.map((d) => [String(d.developerId), d.apps, d.previousApps]),
      );
      expect(answer.list[0]!.topApps[0]).toMatchObject({
        developerId: answer.list[0]!.companyId,
        rank: expected.developers[0]!.bestRank,
      });
      const free = await data<{ list: Company[] }>('/v1/bang/hotCompany?genre=6014&date=20261121&type=free');
      expect(free.list.every((c) => c.topApps.every((a) => a.type === 'free'))).toBe(true);
      expect((await get('/v1/bang/hotCompany?type=paid')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.companyType,
      });
    });

    it("shows the chart in each storefront with China's #1 placed in each, or the app asked for", async () => {
      const today = nov22(now());
      type Global = {
        app: ViewApp | null;
        list: {
          country: string;
          countryName: string;
          time: string;
          size: number;
          top: (ViewApp & { rank: number })[];
          appRank: number;
        }[];
      };
      const order = (charts: CountryChart[]) =>
        charts
          .map((c) => [c.country, c.appRank ?? 0] as const)
          .sort((x, y) => (x[1] || Infinity) - (y[1] || Infinity) || (x[0] < y[0] ? -1 : 1));
      const cn = (
        await chartAcrossCountries(t.handle.db, { chartType: 'free', genre: 0, window: today, top: 200, appId: null })
      ).find((c) => c.country === 'cn')!;
      const first = cn.top[0]!.appId;
      const answer = await data<Global>('/v1/bang/globalRanking');
      expect(answer.app?.appId).toBe(String(first));
      const expected = await chartAcrossCountries(t.handle.db, {
        chartType: 'free',
        genre: 0,
        window: today,
        top: 3,
        appId: first,
      });
      expect(answer.list.map((c) => c.country).sort()).toEqual([...CHART_COUNTRIES].sort());
      expect(answer.list.map((c) => [c.country, c.appRank])).toEqual(order(expected));
      expect(answer.list.find((c) => c.country === 'cn')).toMatchObject({
        countryName: findCountry('cn')!.text,
        appRank: 1,
      });
      expect(answer.list.find((c) => c.country === 'cn')!.top.map((a) => a.appId)).toEqual(
        cn.top.slice(0, 3).map((a) => String(a.appId)),
      );
      const us = expected.find((c) => c.country === 'us')!;
      expect(answer.list.find((c) => c.country === 'us')!.top.map((a) => a.appId)).toEqual(
        us.top.map((a) => String(a.appId)),
      );
      // Another app: each storefront placed by where that app stands in it.
      const other = cn.top[50]!.appId;
      const chosen = await data<Global>(`/v1/bang/globalRanking?appId=${other}&top=5`);
      expect(chosen.app?.appId).toBe(String(other));
      const placed = await chartAcrossCountries(t.handle.db, {
        chartType: 'free',
        genre: 0,
        window: today,
        top: 5,
        appId: other,
      });
      expect(chosen.list.map((c) => [c.country, c.appRank])).toEqual(order(placed));
      expect(chosen.list.find((c) => c.country === 'cn')!.appRank).toBe(51);
      expect(chosen.list.every((c) => c.top.length === 5)).toBe(true);
      expect((await get('/v1/bang/globalRanking?appId=abc')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.appId,
      });
      expect((await get('/v1/bang/globalRanking?top=11')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.top(10),
      });
      const empty = await data<Global>('/v1/bang/globalRanking?date=20261101');
      expect(empty).toEqual({ app: null, list: [] });
    });
  });

  describe('featured', () => {
    it("lists the day's featured apps as the engine stored them, with their rank before and after", async () => {
      type Featured = {
        date: string;
        time: string;
        list: (ViewApp & {
          kind: string;
          label: string;
          featuredAt: string;
          current: boolean;
          rankBefore: number | null;
          rankAfter: number | null;
        })[];
      };
      const answer = await data<Featured>('/v1/bang/featured');
      const expected = await featuredApps(t.handle.db, { country: 'cn', window: nov22(now()) });
      expect(answer.date).toBe('20261122');
      expect(answer.time).toBe(formatDateTime(expected.collectedAt!));
      expect(answer.list).toEqual(
        expected.items.map((i) => ({
          ...app(i),
          kind: i.kind,
          label: i.label,
          featuredAt: formatDateTime(i.featuredAt),
          current: i.current,
          rankBefore: i.rankBefore,
          rankAfter: i.rankAfter,
        })),
      );
      expect(answer.list.length).toBeGreaterThan(1);
      const before = await data<Featured>('/v1/bang/featured?date=20261120');
      expect(before.list.map((i) => i.appId)).not.toEqual(answer.list.map((i) => i.appId));
      expect((await data<Featured>('/v1/bang/featured?country=us')).list).toEqual([]);
      expect((await get('/v1/bang/featured?date=20261123')).body).toMatchObject({
        code: 400,
        msg: RANKING_VIEW_TEXTS.future,
      });
    });
  });

  describe('history depth', () => {
    const URLS = [
      '/v1/bang/featured?date=DAY',
      '/v1/bang/listVs?date1=DAY',
      '/v1/bang/listVsDetail?date1=DAY',
      '/v1/bang/sevenDay?date=DAY',
      '/v1/bang/sevenDayPoint?date=DAY&appIds=1',
      '/v1/bang/summary?date=DAY',
      '/v1/chart/top10VolatilityCharts?date=DAY',
      '/v1/bang/hotIndustry?date=DAY',
      '/v1/bang/hegemony?date=DAY',
      '/v1/bang/hotCompany?date=DAY',
      '/v1/bang/globalRanking?date=DAY',
    ];
    const FORTY_DAYS_AGO = '20261013';

    it('answers a visitor asking 40 days back with the free tier limit (code 2), a VIP with the data', async () => {
      const { cookie } = await registerTestUser(t, '13900001234');
      for (const url of URLS.map((u) => u.replace('DAY', FORTY_DAYS_AGO))) {
        expect((await get(url)).body, url).toMatchObject(historyLimitFailure('normal'));
        expect((await get(url, cookie)).body, url).toMatchObject({ code: 0 });
      }
    });

    it('counts a span from its first day: 90 days of hegemony are beyond the free tier, 30 are not', async () => {
      expect((await get('/v1/bang/hegemony?days=90')).body).toMatchObject(historyLimitFailure('normal'));
      expect((await get('/v1/bang/hegemony?days=30')).body).toMatchObject({ code: 0 });
      expect((await get('/v1/bang/sevenDay?date=20261024')).body).toMatchObject(historyLimitFailure('normal'));
      expect((await get('/v1/bang/sevenDay?date=20261030')).body).toMatchObject({ code: 0 });
    });
  });
});
