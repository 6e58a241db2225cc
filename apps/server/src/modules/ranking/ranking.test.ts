import {
  formatDateTime,
  formatHm,
  genreName,
  historyLimitFailure,
  RANKING_TEXTS,
  type AndroidRankItem,
  type RankIndexItem,
} from '@bangyan/contract';
import { androidRanking, chartRanking, chartSnapshotTimes, rankIndexChart } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp, jsonGetters } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

/** The world's 11-22 noon snapshot (China time): one 24 h before it, so it has rank changes. */
const NOON = new Date('2026-11-22T04:00:00Z');

interface ListsData {
  date: string;
  time: string;
  previousTime: string;
  depth: number;
  list: RankIndexItem[];
}
interface AndroidData {
  date: string;
  time: string;
  previousTime: string;
  list: AndroidRankItem[];
}

describe.each(testDatabaseKinds())('chart endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);

  describe('GET /v1/bang/lists', () => {
    it("answers a chart as it stood at a snapshot time, every row as the engine's RankIndex chart has it", async () => {
      const answer = await data<ListsData>(
        '/v1/bang/lists?genre=0&country=cn&type=free&date=20261122&time=12:00&deep=1',
      );
      const chart = (await rankIndexChart(t.handle.db, {
        country: 'cn',
        chartType: 'free',
        genre: 0,
        at: NOON,
        limit: 500,
      }))!;
      expect(answer).toMatchObject({
        date: '20261122',
        time: '12:00',
        previousTime: formatDateTime(chart.previousAt!),
        depth: 500,
      });
      expect(answer.list).toEqual(
        chart.entries.map((e) => ({
          rank: e.rank,
          preRank: e.previousRank,
          rankChange: e.change,
          appId: String(e.appId),
          trackName: e.name,
          artworkUrl60: e.iconUrl,
          developerId: String(e.developerId),
          developerName: e.developerName,
          genre: e.primaryGenreId,
          genreName: genreName(e.primaryGenreId),
          price: e.price,
          chartRanks: e.chartRanks,
          genreRank: e.genreRank,
          coverage: { total: e.coverage!.total, top10: e.coverage!.top10 },
        })),
      );
      // Spec 4: newcomers (preRank 0, +99999), climbers and fallers; the ranks elsewhere and coverage are filled.
      expect(answer.list.some((r) => r.preRank === 0 && r.rankChange === 99999)).toBe(true);
      expect(answer.list.some((r) => r.rankChange > 0 && r.rankChange < 99999)).toBe(true);
      expect(answer.list.some((r) => r.rankChange < 0)).toBe(true);
      expect(answer.list.some((r) => r.chartRanks.grossing > 0 && r.genreRank > 0 && r.coverage!.total > 0)).toBe(true);
    });

    it("shows today's latest snapshot by default, and the one a time falls on (the chart as it was)", async () => {
      const latest = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
      const today = await data<ListsData>('/v1/bang/lists');
      expect(today).toMatchObject({ date: '20261122', time: formatHm(latest.at), previousTime: '', depth: 200 });
      expect(today.list.map((r) => r.appId)).toEqual(latest.entries.slice(0, 200).map((e) => String(e.appId)));
      // No chart 24 h before the latest snapshot: no change, not a chart of newcomers.
      expect(today.list.every((r) => r.preRank === null && r.rankChange === 0)).toBe(true);
      const halfPast = await data<ListsData>('/v1/bang/lists?date=20261122&time=12:59');
      expect(halfPast.time).toBe('12:00');
      const noon = await data<ListsData>('/v1/bang/lists?date=20261122&time=12:00');
      expect(halfPast).toEqual(noon);
    });

    it('goes 500 deep only for the China storefront, free and paid, when asked (spec 9)', async () => {
      const size = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: NOON }))!.entries
        .length;
      expect(size).toBeGreaterThan(200);
      const deep = await data<ListsData>('/v1/bang/lists?date=20261122&time=12:00&deep=1');
      expect({ depth: deep.depth, rows: deep.list.length }).toEqual({ depth: 500, rows: Math.min(size, 500) });
      const shallow = await data<ListsData>('/v1/bang/lists?date=20261122&time=12:00');
      expect({ depth: shallow.depth, rows: shallow.list.length }).toEqual({ depth: 200, rows: 200 });
      expect(shallow.list).toEqual(deep.list.slice(0, 200));
      expect((await data<ListsData>('/v1/bang/lists?type=grossing&deep=1')).depth).toBe(200);
    });

    it("answers another storefront's chart of the day, 200 deep, with rank changes on the day before", async () => {
      const answer = await data<ListsData>('/v1/bang/lists?country=us&genre=0&type=free&date=20261122&deep=1');
      const chart = (await rankIndexChart(t.handle.db, {
        country: 'us',
        chartType: 'free',
        genre: 0,
        at: WORLD_NOW,
        limit: 500,
      }))!;
      // Times are China's, as for every chart; the small test world's US chart lists fewer than 200.
      expect({ time: answer.time, depth: answer.depth }).toEqual({ time: '12:00', depth: 200 });
      expect(answer.list.length).toBeGreaterThan(20);
      expect(answer.list.map((r) => r.appId)).toEqual(chart.entries.slice(0, 200).map((e) => String(e.appId)));
      expect(answer.list.every((r) => r.trackName !== '')).toBe(true);
      // The daily snapshot 24 hours before is the one changes are counted against.
      expect(answer.previousTime).not.toBe('');
      expect(answer.list.some((r) => r.rankChange !== 0)).toBe(true);
    });

    it('answers an empty list for a chart without a snapshot that day', async () => {
      expect(await data<ListsData>('/v1/bang/lists?date=20261115')).toEqual({
        date: '',
        time: '',
        previousTime: '',
        depth: 200,
        list: [],
      });
      // A storefront whose charts are not collected (CHART_COUNTRIES).
      expect(await data<ListsData>('/v1/bang/lists?country=fr&deep=1')).toEqual({
        date: '',
        time: '',
        previousTime: '',
        depth: 200,
        list: [],
      });
      // Before the day's first snapshot (noon on the 21st) the day has none to show.
      expect((await data<ListsData>('/v1/bang/lists?date=20261121&time=08:00')).list).toEqual([]);
      expect((await data<ListsData>('/v1/bang/lists?date=20261121&time=12:00')).list.length).toBe(200);
    });

    it('answers the same again from its cache, by chart and snapshot', async () => {
      const url = '/v1/bang/lists?genre=6014&type=grossing&date=20261122&time=12:00';
      const first = await get<ListsData>(url);
      const second = await t.app.inject({ method: 'GET', url });
      expect(second.json()).toEqual(first.body);
      const other = await data<ListsData>('/v1/bang/lists?genre=6014&type=grossing&date=20261122&time=13:00');
      expect(other.time).toBe('13:00');
      expect(other.list).not.toEqual(first.body.data.list);
    });
  });

  describe('GET /v1/bang/point and /v1/bang/genreList', () => {
    it("lists a chart's snapshot times of a day, earliest first", async () => {
      const times = await chartSnapshotTimes(t.handle.db, {
        chart: { country: 'cn', type: 'free', genre: 0 },
        from: new Date('2026-11-22T00:00:00+08:00'),
        to: WORLD_NOW,
      });
      const answer = await data<{ date: string; list: string[] }>(
        '/v1/bang/point?genre=0&country=cn&type=free&date=20261122',
      );
      expect(answer).toEqual({ date: '20261122', list: times.map((d) => formatHm(d)) });
      expect(answer.list).toContain('12:00');
      // The day before: its daily snapshot at noon, then hourly ones from the evening on.
      const dayBefore = (await data<{ list: string[] }>('/v1/bang/point?date=20261121')).list;
      expect(dayBefore[0]).toBe('12:00');
      expect(dayBefore.length).toBeGreaterThan(1);
      expect((await data<{ list: string[] }>('/v1/bang/point?date=20261115')).list).toEqual([]);
    });

    it('names the genres a country has charts of', async () => {
      const { list } = await data<{ list: { genre: number; genreName: string }[] }>('/v1/bang/genreList?country=cn');
      expect(list).toContainEqual({ genre: 0, genreName: '总榜' });
      expect(list).toContainEqual({ genre: 6014, genreName: '游戏' });
      const abroad = (await data<{ list: { genre: number }[] }>('/v1/bang/genreList?country=us')).list.map(
        (g) => g.genre,
      );
      expect(abroad.sort((a, b) => a - b)).toEqual([0, 5000, 6014]);
      expect((await data<{ list: unknown[] }>('/v1/bang/genreList?country=fr')).list).toEqual([]);
    });
  });

  describe('GET /v1/bang/androidList', () => {
    it("answers a market's chart of the day as the engine has it", async () => {
      const chart = (await androidRanking(t.handle.db, { market: 'huawei', chartType: 'download', at: WORLD_NOW }))!;
      const answer = await data<AndroidData>('/v1/bang/androidList?market=huawei&type=download');
      expect(answer.time).toBe(formatHm(chart.at));
      expect(
        answer.list.map((r) => [r.rank, r.appId, r.trackName, r.rankChange, r.totalDownloads, r.dailyDownloads]),
      ).toEqual(chart.entries.map((e) => [e.rank, e.appId, e.name, e.change, e.totalDownloads, e.dailyDownloads]));
      const xiaomi = await data<AndroidData>('/v1/bang/androidList');
      expect(xiaomi.list.length).toBeGreaterThan(0);
      expect(xiaomi.list[0]!.appId).toBe(
        (await androidRanking(t.handle.db, { market: 'xiaomi', chartType: 'hot', at: WORLD_NOW }))!.entries[0]!.appId,
      );
      expect(await data<AndroidData>('/v1/bang/androidList?date=20261115')).toEqual({
        date: '20261115',
        time: '',
        previousTime: '',
        list: [],
      });
    });
  });

  describe('validation and history depth', () => {
    it('answers bad input with 400 and the Chinese message', async () => {
      const cases: [string, string][] = [
        ['/v1/bang/lists?genre=1', RANKING_TEXTS.genre],
        ['/v1/bang/lists?genre=abc', RANKING_TEXTS.genre],
        ['/v1/bang/lists?country=xx', RANKING_TEXTS.country],
        ['/v1/bang/lists?type=paid', RANKING_TEXTS.type],
        ['/v1/bang/lists?date=20261301', RANKING_TEXTS.date],
        ['/v1/bang/lists?date=2026-11-22', RANKING_TEXTS.date],
        ['/v1/bang/lists?date=20261123', RANKING_TEXTS.future],
        ['/v1/bang/lists?time=24:00', RANKING_TEXTS.time],
        ['/v1/bang/lists?deep=2', RANKING_TEXTS.deep],
        ['/v1/bang/point?date=1', RANKING_TEXTS.date],
        ['/v1/bang/point?type=hot', RANKING_TEXTS.type],
        ['/v1/bang/genreList?country=', RANKING_TEXTS.country],
        ['/v1/bang/androidList?market=apple', RANKING_TEXTS.market],
        ['/v1/bang/androidList?market=tencent', RANKING_TEXTS.market],
        ['/v1/bang/androidList?type=free', RANKING_TEXTS.androidType],
        ['/v1/bang/androidList?date=20261231', RANKING_TEXTS.future],
      ];
      for (const [url, msg] of cases) {
        const { status, body } = await get(url);
        expect({ url, status, code: body.code, msg: body.msg }).toEqual({ url, status: 400, code: 400, msg });
      }
    });

    it('answers a visitor asking 40 days back with code 2, and lets a VIP user read it', async () => {
      const vip = (await registerTestUser(t, '13700007777')).cookie;
      for (const url of [
        '/v1/bang/lists?date=20261013',
        '/v1/bang/point?date=20261013',
        '/v1/bang/androidList?date=20261013',
      ]) {
        const { status, body } = await get(url);
        expect({ url, status, body: { code: body.code, msg: body.msg } }).toEqual({
          url,
          status: 200,
          body: historyLimitFailure('normal'),
        });
        expect({ url, code: (await get(url, vip)).body.code }).toEqual({ url, code: 0 });
      }
      expect((await get('/v1/bang/lists?date=20251013', vip)).body).toMatchObject(historyLimitFailure('vip'));
    }, 60_000);
  });
});
