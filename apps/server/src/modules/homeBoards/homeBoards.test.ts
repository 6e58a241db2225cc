import { classifyGenre, relativeTime } from '@bangyan/contract';
import {
  asoIndexTop,
  chartRanking,
  hotSearch,
  latestComparableChartAt,
  monthlyTop,
  soaringApps,
} from '@bangyan/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { copyWorldEstimatesToPastMonths } from '../../../test/boards.ts';

describe.each(testDatabaseKinds())("Home's market boards on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    await copyWorldEstimatesToPastMonths(t.handle.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    return { status: res.statusCode, body: res.json() };
  };
  const now = () => t.app.deps.marketNow();

  it('lists the free, paid and grossing charts of a genre, top 10 each, with the time of the chart', async () => {
    for (const genre of [6014, 5000, 0]) {
      const { body } = await get(`/v1/temple/bangRanking?genre=${genre}&top=10`);
      expect(body.code).toBe(0);
      for (const chartType of ['free', 'charge', 'grossing'] as const) {
        const chart = (await chartRanking(t.handle.db, { country: 'cn', chartType, genre, at: now() }))!;
        const list = body.data.list[chartType];
        expect(list.timeFormat).toBe(relativeTime(chart.at, now()));
        expect(list.timeFormat).toBe('今日 18:00');
        expect(list.list).toEqual(
          chart.entries.slice(0, 10).map((e) => ({
            appId: String(e.appId),
            trackName: e.name,
            sellerName: e.developerName,
            artworkUrl60: e.iconUrl,
            ranking: e.rank,
          })),
        );
      }
    }
    // Games by default; top asks for more.
    const games = await get('/v1/temple/bangRanking');
    expect(games.body.data).toEqual((await get('/v1/temple/bangRanking?genre=6014')).body.data);
    const deep = await get('/v1/temple/bangRanking?genre=6014&top=50');
    expect(deep.body.data.list.free.list.map((i: { ranking: number }) => i.ranking)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('gives the newest 3 hot search groups: apps on the iOS 13 tab, keywords with heat on both', async () => {
    for (const iosVersion of [13, 12] as const) {
      const { body } = await get(`/v1/temple/hotSearch?iosVersion=${iosVersion}`);
      const groups = await hotSearch(t.handle.db, { country: 'cn', at: now(), iosVersion });
      expect(body.data.list.length).toBe(3);
      expect(body.data.list.map((g: { updateTimeStr: string }) => g.updateTimeStr)).toEqual(
        groups.map((g) => g.updateTimeStr),
      );
      expect(body.data.list.map((g: { keywordList: unknown }) => g.keywordList)).toEqual(
        groups.map((g) => g.keywordList),
      );
      for (const [i, g] of body.data.list.entries()) {
        expect(g.keywordList.length).toBeLessThanOrEqual(10);
        expect(g.appList).toEqual(
          groups[i]!.apps.map((a) => ({
            app: String(a.appId),
            appDetail: { artworkUrl60: a.iconUrl, trackName: a.name, subtitle: a.subtitle },
          })),
        );
        if (iosVersion === 12) expect(g.appList).toEqual([]);
      }
      if (iosVersion === 13)
        expect(body.data.list.some((g: { appList: unknown[] }) => g.appList.length > 0 && g.appList.length <= 2)).toBe(
          true,
        );
    }
    // The three newest lists all went up today, China time: shown as HH:mm.
    expect(
      (await get('/v1/temple/hotSearch')).body.data.list.map((g: { updateTimeStr: string }) => g.updateTimeStr),
    ).toEqual(['15:45', '08:45', '01:07']);
  });

  it('lists the 5 highest ASO indexes with overall ranks', async () => {
    const { body } = await get('/v1/temple/asoList');
    const top = await asoIndexTop(t.handle.db, { country: 'cn', at: now(), limit: 5 });
    expect(body.data.list).toEqual(
      top.entries.map((e) => ({
        appId: String(e.appId),
        trackName: e.name,
        artistName: e.developerName,
        artworkUrl60: e.iconUrl,
        rankAll: { ranking: e.overallRank },
        asoIndex: e.asoIndex,
      })),
    );
    expect(body.data.list.length).toBe(5);
    const indexes = body.data.list.map((i: { asoIndex: number }) => i.asoIndex);
    expect(indexes).toEqual([...indexes].sort((x, y) => y - x));
  });

  it("lists a genre's 32 biggest 24 h free chart rises, at the newest snapshot with one a day before", async () => {
    for (const genre of [6014, 5000]) {
      const { body } = await get(`/v1/temple/soaredList?genre=${genre}&top=32`);
      const at = (await latestComparableChartAt(t.handle.db, { country: 'cn', chartType: 'free', genre, at: now() }))!;
      const soaring = (await soaringApps(t.handle.db, { country: 'cn', genre, at, limit: 32 }))!;
      expect(body.data.timeFormat).toBe('今日 14:00');
      expect(body.data.list).toEqual(
        soaring.items.map((i) => ({
          trackId: String(i.appId),
          trackName: i.name,
          artworkUrl60: i.iconUrl,
          rank: i.rank,
          diff: i.diff,
        })),
      );
      expect(body.data.list.length).toBe(32);
      expect(body.data.list.every((i: { diff: number }) => i.diff > 0)).toBe(true);
    }
    const games = (await get('/v1/temple/soaredList?genre=6014')).body.data;
    const apps = (await get('/v1/temple/soaredList?genre=5000')).body.data;
    expect(games.list[0].trackId).not.toBe(apps.list[0].trackId);
  });

  it("ranks last month's downloads and income of games and apps, with the change on the month before", async () => {
    for (const genre of [6014, 5000]) {
      for (const [type, metric] of [
        ['download', 'downloads'],
        ['income', 'revenue'],
      ] as const) {
        const { body } = await get(`/v1/temple/monthlyList?genre=${genre}&type=${type}`);
        const top = await monthlyTop(t.handle.db, { country: 'cn', month: '2026-10', metric, limit: 10, genre });
        expect(body.data.monthName).toBe('2026-10');
        expect(body.data.list).toEqual(
          top.entries.map((e) => ({
            rank: e.rank,
            appId: String(e.appId),
            trackName: e.name,
            artistName: e.developerName,
            artworkUrl60: e.iconUrl,
            monthTotal: e.total,
            preRank: e.previousRank,
            rankChange: e.change,
          })),
        );
        expect(body.data.list.length).toBe(10);
        expect(top.entries.every((e) => classifyGenre(e.primaryGenreId) === (genre === 6014 ? 'game' : 'app'))).toBe(
          true,
        );
      }
    }
    // The copied months make some apps climb or fall against September.
    const downloads = (await get('/v1/temple/monthlyList?genre=6014&type=download')).body.data.list as {
      preRank: number;
      rankChange: number;
    }[];
    expect(downloads.some((i) => i.preRank > 0 && i.rankChange !== 0)).toBe(true);
  });

  it('refuses bad parameters with a Chinese message', async () => {
    const cases: [string, string][] = [
      ['/v1/temple/bangRanking?genre=abc', '不支持的分类'],
      ['/v1/temple/bangRanking?genre=1234', '不支持的分类'],
      ['/v1/temple/bangRanking?genre=6014&top=0', '数量需为1到200之间的整数'],
      ['/v1/temple/bangRanking?genre=6014&top=201', '数量需为1到200之间的整数'],
      ['/v1/temple/hotSearch?iosVersion=11', '系统版本只能是 13 或 12'],
      ['/v1/temple/hotSearch?iosVersion=ios', '系统版本只能是 13 或 12'],
      ['/v1/temple/asoList?top=51', '数量需为1到50之间的整数'],
      ['/v1/temple/soaredList?genre=6014&top=1.5', '数量需为1到100之间的整数'],
      ['/v1/temple/soaredList?genre=99', '不支持的分类'],
      ['/v1/temple/monthlyList?genre=6014&type=revenue', '榜单类型只能是 download 或 income'],
      ['/v1/temple/monthlyList?genre=x&type=download', '不支持的分类'],
    ];
    for (const [url, msg] of cases) {
      const { status, body } = await get(url);
      expect({ url, status, body }).toEqual({ url, status: 400, body: { code: 400, msg, data: null } });
    }
  });
});
