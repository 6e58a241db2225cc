import { chinaDayStart, classifyGenre, DAY_MS, formatDateTime, formatDateYmd } from '@bangyan/contract';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { chartRanking, monitorEvents } from '@bangyan/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { BUSY_DAY, BUSY_YMD, monitorSuite, WORDS_DAY, type ListData } from '../../../test/monitor.ts';

const TODAY = formatDateYmd(WORLD_NOW);

interface Summary {
  date: string;
  updateTime: string;
  offline: number;
  new: number;
  clearChart: number;
  clearWords: number;
  booked: number;
  total: number;
}

describe.each(testDatabaseKinds())('monitor endpoints on %s', (kind) => {
  const { world, get, list, storedApps, PATHS, days } = monitorSuite(kind);
  let t: TestApp;
  let busyApps: { appId: number; genre: number }[];
  let wordsApp: number;
  beforeAll(() => ({ t, busyApps, wordsApp } = world()));

  it('answers today (the China day of the market now) by default', async () => {
    expect(TODAY).toBe('20261122');
    for (const path of Object.values(PATHS)) expect((await list(path)).date).toBe(TODAY);
    const clear = (await get('/v1/bang/clearbanglist')).body.data as { date1: string; date2: string };
    expect(clear).toMatchObject({ date1: TODAY, date2: TODAY });
    expect(((await get('/v1/temple/monitorSummary')).body.data as { date: string }).date).toBe(TODAY);
  });

  it.each(days)('lists each monitor of %s as the engine stored it, counts equal to the rows', async (day, ymd) => {
    const summary = (await get(`/v1/temple/monitorSummary?date=${ymd}`)).body.data as Record<
      string,
      number | string | null
    >;
    // A monitor without data that day (not collected as live: market trendCoverage) counts null, whatever is stored.
    const counted = (key: string, rows: number) => (summary[key] === null ? 0 : rows);
    const expectCount = (key: string, rows: number) => {
      if (summary[key] !== null) expect(summary[key]).toBe(rows);
    };
    const countOf = { offline: 'offline', new: 'new', 'clear-words': 'clearWords', booked: 'booked' } as const;
    let total = 0;
    for (const [k, path] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
      const data = await list(`${path}?date=${ymd}&pageSize=100`);
      const stored = await storedApps(k, day);
      expect(data.list.map((r) => r.trackId).sort()).toEqual(stored);
      expect(data.total).toBe(stored.length);
      expectCount(countOf[k], stored.length);
      total += counted(countOf[k], stored.length);
    }
    const clear = (await get(`/v1/bang/clearbanglist?date1=${ymd}&date2=${ymd}&type=0&pageSize=100`)).body
      .data as ListData;
    expect(clear.list.map((r) => r.trackId).sort()).toEqual(await storedApps('clear-chart', day));
    expectCount('clearChart', clear.total);
    const monitors = ['offline', 'new', 'clearChart', 'clearWords', 'booked'];
    const anyData = monitors.some((key) => summary[key] !== null);
    expect(summary.total).toBe(anyData ? total + counted('clearChart', clear.total) : null);
    // The hand-made busy day is collected as live; the world's 11-21 has neither lookups nor keyword
    // searches the day before, so none of its stored events are that day's figures.
    if (day === BUSY_DAY) expect(summary.offline).toBe(23);
    if (day === '2026-11-21') expect(monitors.map((key) => summary[key])).toEqual([null, null, null, null, null]);
  });

  it('the world has events to show: its day collected as live holds offline, new or clear-chart apps', async () => {
    const summary = (await get('/v1/temple/monitorSummary?date=20261122')).body.data as Summary;
    expect(summary.offline + summary.new + summary.clearChart).toBeGreaterThan(0);
  });

  it('carries the figures of each event: offline, new, booked, clear-words, clear-chart', async () => {
    const offline = await list(`/v1/bang/delist?date=${BUSY_YMD}&pageSize=100`);
    const events = await monitorEvents(t.handle.db, { kind: 'offline', country: 'cn', day: BUSY_DAY });
    // Newest first; the app caught twice is listed once, with its newest event.
    const newest = events.filter((e, i) => events.findIndex((f) => f.appId === e.appId) === i);
    expect(offline.list.map((r) => r.trackId)).toEqual(newest.map((e) => String(e.appId)));
    for (const [i, e] of newest.entries()) {
      expect(offline.list[i]).toMatchObject({
        trackName: e.name,
        artistName: e.developerName,
        artworkUrl60: e.iconUrl,
        genre: e.genre,
        offlineDate: formatDateTime(e.at),
        offlineRank: e.data.offlineRank,
        userRatingCount: e.data.userRatingCount,
        releaseDate: '2024-05-01',
        updateDate: '',
        status: expect.any(Number),
      });
    }
    expect(offline.list[0]!.trackName).not.toBe('');

    const [words] = (await list('/v1/bang/clearlist?date=20261121')).list;
    expect(words).toMatchObject({
      trackId: String(wordsApp),
      countYesterday: 240,
      countToday: 30,
      countDiff: -210,
      clearDateFull: `${WORDS_DAY} 00:00`,
    });
    expect(words!.clearTime).toBe(chinaDayStart(WORDS_DAY).getTime() / 1000);
    // 总榜排名: the best overall rank at the end of that day, as the engine's charts have it.
    const dayEnd = new Date(chinaDayStart(WORDS_DAY).getTime() + DAY_MS - 1);
    const ranks: number[] = [];
    for (const chartType of ['free', 'charge', 'grossing'] as const) {
      const entry = (await chartRanking(t.handle.db, { country: 'cn', chartType, genre: 0, at: dayEnd }))?.entries.find(
        (e) => e.appId === wordsApp,
      );
      if (entry) ranks.push(entry.rank);
    }
    expect(ranks.length).toBeGreaterThan(0);
    expect(words!.rank).toBe(Math.min(...ranks));

    const [booked] = (await list(`/v1/bang/booklist?date=${BUSY_YMD}`)).list;
    expect(booked).toMatchObject({
      trackId: String(busyApps[1]!.appId),
      price: 6,
      is_book: 1,
      release_time: '2026-12-01 08:00',
    });
    const [fresh] = (await list(`/v1/bang/newList?date=${BUSY_YMD}`)).list;
    expect(fresh).toMatchObject({ trackId: String(busyApps[2]!.appId), price: 0, is_book: 1 });

    const clear = (await get('/v1/bang/clearbanglist?date1=20261120&date2=20261122&type=0')).body.data as ListData;
    const cleared = await monitorEvents(t.handle.db, { kind: 'clear-chart', country: 'cn', day: '2026-11-21' });
    expect(clear.total).toBeGreaterThanOrEqual(cleared.length);
    for (const e of cleared) {
      const row = clear.list.find((r) => r.trackId === String(e.appId))!;
      const bangStatus = { free: 2, charge: 3, grossing: 4 }[e.data.chartType];
      expect(row).toMatchObject({
        hisRank: e.data.rankBefore,
        bangStatus,
        clearTime: e.at.getTime() / 1000,
        clearDateFull: formatDateTime(e.at),
      });
      // type keeps only the apps cleared from that chart.
      const typed = (await get(`/v1/bang/clearbanglist?date1=20261121&date2=20261121&type=${bangStatus}`)).body
        .data as ListData;
      expect(typed.list.every((r) => r.bangStatus === bangStatus)).toBe(true);
      expect(typed.list.map((r) => r.trackId)).toContain(String(e.appId));
    }
  });

  it('pages the list: 23 apps in pages of 10', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) => list(`/v1/bang/delist?date=${BUSY_YMD}&page=${p}&pageSize=10`)),
    );
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.total === 23 && p.pageSize === 10)).toBe(true);
    const all = (await list(`/v1/bang/delist?date=${BUSY_YMD}&pageSize=100`)).list.map((r) => r.trackId);
    expect(pages.flatMap((p) => p.list.map((r) => r.trackId))).toEqual(all);
    expect((await list(`/v1/bang/delist?date=${BUSY_YMD}&page=4&pageSize=10`)).list).toEqual([]);
    // The default page size is spec 7's 20.
    expect((await list(`/v1/bang/delist?date=${BUSY_YMD}`)).list).toHaveLength(20);
  });

  it('filters by genre: games, apps, one genre', async () => {
    const games = busyApps
      .filter((a) => classifyGenre(a.genre) === 'game')
      .map((a) => String(a.appId))
      .sort();
    const apps = busyApps
      .filter((a) => classifyGenre(a.genre) === 'app')
      .map((a) => String(a.appId))
      .sort();
    expect(games.length + apps.length).toBe(23);
    const ids = async (genre: number) =>
      (await list(`/v1/bang/delist?date=${BUSY_YMD}&genre=${genre}&pageSize=100`)).list.map((r) => r.trackId).sort();
    expect(await ids(6014)).toEqual(games);
    expect(await ids(5000)).toEqual(apps);
    const one = busyApps[3]!.genre;
    expect(await ids(one)).toEqual(
      busyApps
        .filter((a) => a.genre === one)
        .map((a) => String(a.appId))
        .sort(),
    );
    const summary = (await get(`/v1/temple/monitorSummary?date=${BUSY_YMD}&genre=6014`)).body.data as Summary;
    expect(summary.offline).toBe(games.length);
  });

  it('counts per day over a range, as the summary does', async () => {
    const { list: counted } = (await get('/v1/bang/monitorDateCount?date1=20261114&date2=20261122')).body.data as {
      list: ({ date: string } & Record<string, number>)[];
    };
    expect(counted.map((d) => d.date)).toEqual([
      '20261114',
      '20261115',
      '20261116',
      '20261117',
      '20261118',
      '20261119',
      '20261120',
      '20261121',
      '20261122',
    ]);
    for (const d of counted) {
      const {
        date: _date,
        updateTime: _time,
        ...summary
      } = (await get(`/v1/temple/monitorSummary?date=${d.date}`)).body.data as Record<string, number | string>;
      expect({ ...d, date: undefined }).toEqual({ ...summary, date: undefined });
    }
    expect(counted.find((d) => d.date === BUSY_YMD)).toMatchObject({
      offline: 23,
      clearWords: 0,
      booked: 1,
      new: 1,
      clearChart: 0,
      total: 25,
    });
  });
});
