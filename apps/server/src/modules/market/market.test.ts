import { DAY_MS, formatDateYmd, MARKET_TEXTS, MONITOR_TEXTS, TREND_COUNTS, type TrendCount } from '@bangyan/contract';
import {
  catalogGenreCounts,
  chartMovers,
  coverageRank,
  hotSearchDay,
  keywordHeatRank,
  marketGenreCounts,
  marketTrend,
  monthlyTop,
} from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

const TODAY = formatDateYmd(WORLD_NOW);
/** 40 days before the world's today: beyond the free tier's 30, within VIP's year. */
const OLD_DAY = formatDateYmd(WORLD_NOW.getTime() - 40 * DAY_MS);

interface TrendAnswer {
  date1: string;
  date2: string;
  list: { date: string; count: number | null }[];
  completeFrom: string | null;
}

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

describe.each(testDatabaseKinds())('market endpoints on %s', (kind) => {
  let t: TestApp;
  let vip = '';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    vip = (await registerTestUser(t, '13900006666')).cookie;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T = Record<string, unknown>>(url: string, cookie?: string): Promise<Envelope<T>> =>
    (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();
  const ok = async <T>(url: string, cookie?: string): Promise<T> => {
    const body = await get<T>(url, cookie);
    expect(body.code, `${url}: ${body.msg}`).toBe(0);
    return body.data;
  };
  const db = () => t.handle.db;

  it('answers each trend count per day of the range, as the engine counts them, null where not collected', async () => {
    const trend = await marketTrend(db(), { country: 'cn', from: '2026-11-19', to: '2026-11-22' });
    expect(trend.some((d) => (d.releaseAppsCnt ?? 0) > 0)).toBe(true);
    for (const name of TREND_COUNTS) {
      const data = await ok<TrendAnswer>(`/v1/chart/${name}?date1=20261119&date2=20261122`);
      const list = trend.map((d) => ({ date: d.day.replaceAll('-', ''), count: d[name as TrendCount] }));
      expect(data).toEqual({
        date1: '20261119',
        date2: '20261122',
        list,
        completeFrom: list.some((d) => d.count !== null) ? '20261122' : null,
      });
      // Before the world's first collections: no data, not 0.
      expect(data.list.slice(0, 2).map((d) => d.count)).toEqual([null, null]);
    }
    const games = await marketTrend(db(), { country: 'cn', from: '2026-11-19', to: '2026-11-22', genre: 6014 });
    const data = await ok<TrendAnswer>('/v1/chart/releaseAppsCnt?date1=20261119&date2=20261122&genre=6014');
    expect(data.list.map((d) => d.count)).toEqual(games.map((d) => d.releaseAppsCnt));
  });

  it('shows no collection artefact: a day collected less than live is no data, not its catch-up count', async () => {
    // The world's first lookups run on 11-21: the offline state before them is unknown, so the
    // chart clearings stored that day (some apps may have gone offline) and the first lookup's
    // pre-orders (every one already running) are not that day's figures.
    const stored = await db()
      .selectFrom('monitor_events')
      .select(['kind'])
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-21')
      .where('kind', 'in', ['clear-chart', 'booked'])
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const day = async (name: TrendCount) =>
      (await ok<TrendAnswer>(`/v1/chart/${name}?date1=20261121&date2=20261122`)).list.map((d) => d.count);
    expect((await day('clearBangGenreAppsCnt'))[0]).toBeNull();
    expect((await day('bookAppsCnt'))[0]).toBeNull();
    // Clear-words of a day are counted by the next day's analytics: today has none yet, so no data.
    expect((await day('clearWordGenreAppsCnt'))[1]).toBeNull();
    // Covered days keep their counts, zeros included.
    const offline = await day('offlineAppsCnt');
    expect(offline[0]).toBeNull();
    expect(typeof offline[1]).toBe('number');
  });

  it('defaults a trend to the last 30 days up to today', async () => {
    const data = await ok<{ date1: string; date2: string; list: unknown[] }>('/v1/chart/offlineAppsCnt');
    expect(data.date2).toBe(TODAY);
    expect(data.date1).toBe('20261024');
    expect(data.list).toHaveLength(30);
  });

  it('counts a day of one kind per genre, and the storefront per genre', async () => {
    // Days the trend has figures for (covered) and leaves empty (weekly lookups before the daily ones).
    const trend = await marketTrend(db(), { country: 'cn', from: '2026-10-24', to: '2026-11-22' });
    const day = trend.findLast((d) => (d.releaseAppsCnt ?? 0) > 0)!.day;
    const counts = (await marketGenreCounts(db(), { country: 'cn', day, kind: 'new' }))!;
    expect(counts.length).toBeGreaterThan(0);
    const genres = await ok<{
      date: string;
      total: number;
      list: { genre: number; genreName: string; count: number }[];
    }>(`/v1/chart/genresAppsCnt?date=${day.replaceAll('-', '')}&kind=new`);
    expect(genres.list.map((g) => ({ genre: g.genre, count: g.count }))).toEqual(counts);
    expect(genres.total).toBe(counts.reduce((s, c) => s + c.count, 0));
    expect(genres.list.every((g) => g.genreName !== '')).toBe(true);
    expect((await ok<{ date: string; list: unknown[] }>('/v1/chart/genresAppsCnt')).date).toBe(TODAY);
    // A day the trend leaves empty has no genre counts either.
    const gap = trend.find((d) => d.offlineAppsCnt === null)!;
    expect(gap).toBeDefined();
    expect(await marketGenreCounts(db(), { country: 'cn', day: gap.day, kind: 'offline' })).toBeNull();
    const none = await ok<{ total: number | null; list: unknown[] }>(
      `/v1/chart/genresAppsCnt?date=${gap.day.replaceAll('-', '')}&kind=offline`,
    );
    expect(none).toMatchObject({ total: null, list: [] });

    const scale = await catalogGenreCounts(db(), { country: 'cn', day: '2026-11-22', genre: 0 });
    const cake = await ok<{ total: number; list: { genre: number; count: number }[] }>(
      '/v1/chart/iosScaleCake?date=20261122',
    );
    expect(cake.list.map((g) => ({ genre: g.genre, count: g.count }))).toEqual(scale);
    expect(cake.total).toBeGreaterThan(300);
    const games = await ok<{ list: { genre: number }[] }>('/v1/chart/iosScaleCake?date=20261122&genre=6014');
    expect(games.list.every((g) => g.genre === 6014 || g.genre > 7000)).toBe(true);
    expect((await ok<{ total: number }>('/v1/chart/iosScaleCake?date=20261101')).total).toBe(0);
  });

  it('pages the monthly download and income lists of a genre', async () => {
    const top = await monthlyTop(db(), { country: 'cn', month: '2026-11', metric: 'revenue', limit: 200, genre: 6014 });
    expect(top.entries.length).toBeGreaterThan(10);
    const data = await ok<{
      month: string;
      total: number;
      list: { appId: string; rank: number; monthTotal: number; developerId: string; genreName: string }[];
    }>('/v1/bang/hotAppList?genreId=6014&dateType=month&date=2026-11&type=income&page=2&pageSize=5');
    expect(data.month).toBe('2026-11');
    expect(data.total).toBe(top.entries.length);
    expect(data.list.map((i) => [i.appId, i.rank, i.monthTotal])).toEqual(
      top.entries.slice(5, 10).map((e) => [String(e.appId), e.rank, e.total]),
    );
    expect(data.list.every((i) => i.developerId !== '' && i.genreName !== '')).toBe(true);
    // Home's link: last month by default (the world has no October estimates).
    expect(await ok('/v1/bang/hotAppList?genreId=5000&dateType=month')).toEqual({
      month: '2026-10',
      total: 0,
      page: 1,
      pageSize: 50,
      list: [],
    });
  });

  it('lists the movers of any chart over 1, 3 or 7 days', async () => {
    const expected = await chartMovers(db(), {
      country: 'cn',
      type: 'grossing',
      genre: 0,
      at: WORLD_NOW,
      spanDays: 1,
      direction: 'fall',
      limit: 100,
    });
    const data = await ok<{
      time: string;
      previousTime: string;
      list: { appId: string; rank: number; previousRank: number; diff: number }[];
    }>('/v1/bang/rankTop?rankTopType=fall&genre=0&type=grossing&day=1');
    expect(data.time).toBe('2026-11-22 14:00');
    expect(data.previousTime).toBe('2026-11-21 12:00');
    expect(data.list.map((i) => [Number(i.appId), i.rank, i.previousRank, i.diff])).toEqual(
      expected!.items.map((i) => [i.appId, i.rank, i.previousRank, i.diff]),
    );
    const rise = await ok<{ list: { diff: number }[] }>(
      '/v1/bang/rankTop?rankTopType=rise&genre=6014&type=free&day=1&top=8',
    );
    expect(rise.list).toHaveLength(8);
    expect(rise.list.every((i) => i.diff > 0)).toBe(true);
    expect(await ok('/v1/bang/rankTop?day=7')).toEqual({ time: '', previousTime: '', list: [] });
  });

  it('lists every hot search update of a day, keywords by heat, and apps by keyword coverage', async () => {
    const groups = await hotSearchDay(db(), { country: 'cn', day: '2026-11-21', iosVersion: 13, now: WORLD_NOW });
    expect(groups.length).toBeGreaterThan(1);
    const hot = await ok<{
      date: string;
      list: { updateTime: string; keywordList: { keyword: string }[]; appList: { app: string }[] }[];
    }>('/v1/aso/hotSearch?date=20261121&iosVersion=13');
    expect(hot.date).toBe('20261121');
    expect(hot.list.map((g) => g.keywordList.map((k) => k.keyword))).toEqual(
      groups.map((g) => g.keywordList.map((k) => k.keyword)),
    );
    expect(hot.list.map((g) => g.appList.map((a) => Number(a.app)))).toEqual(groups.map((g) => g.appList));
    expect(hot.list[0]!.updateTime.startsWith('2026-11-21 ')).toBe(true);

    const rise = await keywordHeatRank(db(), { country: 'cn', day: '2026-11-22', list: 'rise', offset: 20, limit: 20 });
    const kw = await ok<{
      date: string;
      previousDate: string;
      total: number;
      list: { rank: number; keyword: string; heat: number; previousHeat: number }[];
    }>('/v1/aso/keywordRank?date=20261122&listType=rise&page=2&pageSize=20');
    expect(kw).toMatchObject({ date: '20261122', previousDate: '20261121', total: rise.total });
    expect(kw.list.map((k) => [k.rank, k.keyword, k.heat, k.previousHeat])).toEqual(
      rise.entries.map((e) => [e.rank, e.term, e.heat, e.previousHeat]),
    );
    expect((await ok<{ total: number }>('/v1/aso/keywordRank')).total).toBe(1500);

    const cover = await coverageRank(db(), {
      country: 'cn',
      day: '2026-11-22',
      genre: 6014,
      orderBy: 'top10',
      offset: 0,
      limit: 10,
    });
    const data = await ok<{
      date: string;
      total: number;
      list: { appId: string; rank: number; top10: { total: number; diff: number }; genre: number }[];
    }>('/v1/keyword/coverRank?date=20261122&genre=6014&orderBy=top10&pageSize=10');
    expect(data).toMatchObject({ date: '20261122', total: cover.total });
    expect(data.list.map((i) => [Number(i.appId), i.rank, i.top10])).toEqual(
      cover.entries.map((e) => [e.appId, e.rank, e.top10]),
    );
    expect(data.list.every((i) => i.genre === 6014 || i.genre > 7000)).toBe(true);
  });

  it('refuses bad input with the contract messages', async () => {
    const cases: [string, string][] = [
      ['/v1/chart/releaseAppsCnt?date1=2026-11-01', MARKET_TEXTS.date],
      ['/v1/chart/releaseAppsCnt?genre=123', MARKET_TEXTS.genre],
      ['/v1/chart/bookAppsCnt?country=xx', MARKET_TEXTS.country],
      ['/v1/chart/releaseAppsCnt?date1=20261122&date2=20261120', MONITOR_TEXTS.range],
      ['/v1/chart/releaseAppsCnt?date1=20260701&date2=20261122', MONITOR_TEXTS.rangeTooLong],
      ['/v1/chart/offlineAppsCnt?date2=20261130', MONITOR_TEXTS.future],
      ['/v1/chart/genresAppsCnt?kind=deleted', MARKET_TEXTS.kind],
      ['/v1/chart/iosScaleCake?date=20261130', MARKET_TEXTS.future],
      ['/v1/bang/hotAppList?date=2026-13', MARKET_TEXTS.month],
      ['/v1/bang/hotAppList?date=2026-12', MARKET_TEXTS.futureMonth],
      ['/v1/bang/hotAppList?dateType=week', MARKET_TEXTS.dateType],
      ['/v1/bang/hotAppList?type=revenue', MARKET_TEXTS.monthlyType],
      ['/v1/bang/hotAppList?page=0', MARKET_TEXTS.page],
      ['/v1/bang/rankTop?rankTopType=up', MARKET_TEXTS.rankTopType],
      ['/v1/bang/rankTop?type=paid', MARKET_TEXTS.type],
      ['/v1/bang/rankTop?day=2', MARKET_TEXTS.day],
      ['/v1/bang/rankTop?top=500', MARKET_TEXTS.top],
      ['/v1/aso/hotSearch?iosVersion=11', MARKET_TEXTS.iosVersion],
      ['/v1/aso/hotSearch?date=20261399', MARKET_TEXTS.date],
      ['/v1/aso/keywordRank?listType=cold', MARKET_TEXTS.listType],
      ['/v1/aso/keywordRank?pageSize=500', MARKET_TEXTS.pageSize],
      ['/v1/keyword/coverRank?orderBy=name', MARKET_TEXTS.orderBy],
      ['/v1/keyword/coverRank?genre=abc', MARKET_TEXTS.genre],
    ];
    for (const [url, msg] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { code: 400, msg, data: null }]);
    }
  });

  it('keeps days beyond 30 for members: a visitor gets code 2, a VIP the data', async () => {
    const old = [
      `/v1/chart/releaseAppsCnt?date1=${OLD_DAY}`,
      `/v1/chart/genresAppsCnt?date=${OLD_DAY}`,
      `/v1/chart/iosScaleCake?date=${OLD_DAY}`,
      '/v1/bang/hotAppList?date=2026-09',
      `/v1/aso/hotSearch?date=${OLD_DAY}`,
      `/v1/aso/keywordRank?date=${OLD_DAY}`,
      `/v1/keyword/coverRank?date=${OLD_DAY}`,
    ];
    for (const url of old) {
      const visitor = await get(url);
      expect([url, visitor.code, visitor.msg]).toEqual([
        url,
        2,
        '免费用户可查看近30天的数据，开通VIP可查看近1年的数据',
      ]);
      expect([url, (await get(url, vip)).code]).toEqual([url, 0]);
    }
    // The month before last still has days within 30 for everyone.
    expect((await get('/v1/bang/hotAppList?date=2026-10')).code).toBe(0);
  });
});
