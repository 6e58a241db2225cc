import {
  chinaDayStart,
  classifyGenre,
  DAY_MS,
  formatDateTime,
  formatDateYmd,
  formatHm,
  historyLimitFailure,
  MONITOR_TEXTS,
} from '@bangyan/contract';
import { chartRanking, monitorEvents } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { addMonitorDays, BUSY_DAY, BUSY_YMD, WORDS_DAY } from '../../../test/monitor.ts';
import { registerTestUser } from '../../../test/users.ts';

const TODAY = formatDateYmd(WORLD_NOW);

interface Row {
  trackId: string;
  [field: string]: unknown;
}
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
interface ListData {
  date: string;
  total: number;
  page: number;
  pageSize: number;
  list: Row[];
}

describe.each(testDatabaseKinds())('monitor endpoints on %s', (kind) => {
  let t: TestApp;
  /** The hand-made busy day's apps, newest event first: [appId, genre]. */
  let busyApps: { appId: number; genre: number }[] = [];
  /** The app whose words were cleared on WORDS_DAY. */
  let wordsApp = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    ({ busyApps, wordsApp } = await addMonitorDays(t.handle.db));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  const list = async (url: string): Promise<ListData> => {
    const { body } = await get(url);
    expect(body.code).toBe(0);
    return body.data as ListData;
  };
  /** Distinct apps of a kind on an engine day, straight from the engine's table. */
  const storedApps = async (k: 'offline' | 'new' | 'clear-chart' | 'clear-words' | 'booked', day: string) => {
    const rows = await t.handle.db
      .selectFrom('monitor_events')
      .select('app_id')
      .distinct()
      .where('kind', '=', k)
      .where('country', '=', 'cn')
      .where('day', '=', day)
      .execute();
    return rows.map((r) => String(r.app_id)).sort();
  };
  const PATHS = {
    offline: '/v1/bang/delist',
    new: '/v1/bang/newList',
    'clear-words': '/v1/bang/clearlist',
    booked: '/v1/bang/booklist',
  } as const;
  const days = [
    ['2026-11-21', '20261121'],
    ['2026-11-22', '20261122'],
    [BUSY_DAY, BUSY_YMD],
  ] as const;

  it('answers today (the China day of the market now) by default', async () => {
    expect(TODAY).toBe('20261122');
    for (const path of Object.values(PATHS)) expect((await list(path)).date).toBe(TODAY);
    const clear = (await get('/v1/bang/clearbanglist')).body.data as { date1: string; date2: string };
    expect(clear).toMatchObject({ date1: TODAY, date2: TODAY });
    expect(((await get('/v1/temple/monitorSummary')).body.data as { date: string }).date).toBe(TODAY);
  });

  it.each(days)('lists each monitor of %s as the engine stored it, counts equal to the rows', async (day, ymd) => {
    const summary = (await get(`/v1/temple/monitorSummary?date=${ymd}`)).body.data as Record<string, number | string>;
    const countOf = { offline: 'offline', new: 'new', 'clear-words': 'clearWords', booked: 'booked' } as const;
    let total = 0;
    for (const [k, path] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
      const data = await list(`${path}?date=${ymd}&pageSize=100`);
      const stored = await storedApps(k, day);
      expect(data.list.map((r) => r.trackId).sort()).toEqual(stored);
      expect(data.total).toBe(stored.length);
      expect(summary[countOf[k]]).toBe(stored.length);
      total += stored.length;
    }
    const clear = (await get(`/v1/bang/clearbanglist?date1=${ymd}&date2=${ymd}&type=0&pageSize=100`)).body
      .data as ListData;
    expect(clear.list.map((r) => r.trackId).sort()).toEqual(await storedApps('clear-chart', day));
    expect(summary.clearChart).toBe(clear.total);
    expect(summary.total).toBe(total + clear.total);
  });

  it('the world has events to show: the days before hold offline, new and clear-chart apps', async () => {
    const summary = (await get('/v1/temple/monitorSummary?date=20261121')).body.data as Summary;
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

  it('gives the time of the latest monitor run of the day', async () => {
    const runs = await t.handle.db
      .selectFrom('ingest_runs')
      .select(['job', 'target_at'])
      .where('status', '=', 'done')
      .execute();
    const start = Date.parse('2026-11-22T00:00:00+08:00');
    const latest = Math.max(
      ...runs
        .filter((r) => ['apps', 'analytics'].includes(r.job) && r.target_at.getTime() >= start)
        .map((r) => r.target_at.getTime()),
    );
    const { updateTime } = (await get('/v1/temple/monitorSummary')).body.data as { updateTime: string };
    expect(updateTime).toBe(formatHm(latest));
    // The world's backfill covers its last 3 days only.
    expect(
      ((await get('/v1/temple/monitorSummary?date=20261101')).body.data as { updateTime: string }).updateTime,
    ).toBe('');
  });

  it.each([
    ['/v1/bang/delist?date=2026-11-22', MONITOR_TEXTS.date],
    ['/v1/bang/delist?date=20261301', MONITOR_TEXTS.date],
    ['/v1/bang/newList?date=20261123', MONITOR_TEXTS.future],
    ['/v1/bang/booklist?genre=9999', MONITOR_TEXTS.genre],
    ['/v1/bang/clearlist?genre=abc', MONITOR_TEXTS.genre],
    ['/v1/bang/delist?page=0', MONITOR_TEXTS.page],
    ['/v1/bang/delist?pageSize=101', MONITOR_TEXTS.pageSize],
    ['/v1/bang/delist?pageSize=x', MONITOR_TEXTS.pageSize],
    ['/v1/bang/clearbanglist?type=1', MONITOR_TEXTS.type],
    ['/v1/bang/clearbanglist?date1=20261122&date2=20261121', MONITOR_TEXTS.range],
    ['/v1/bang/monitorDateCount?date1=20260101&date2=20261122', MONITOR_TEXTS.rangeTooLong],
    ['/v1/temple/monitorSummary?date=abc', MONITOR_TEXTS.date],
    ['/v1/bang/monitorTrendSummary?date=2026-11-22', MONITOR_TEXTS.date],
    ['/v1/bang/monitorTrendSummary?date=20261123', MONITOR_TEXTS.future],
    ['/v1/bang/monitorTrendSummary?genre=1', MONITOR_TEXTS.genre],
  ])('refuses %s with a Chinese message', async (url, msg) => {
    const before = await t.handle.db
      .selectFrom('monitor_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg });
    expect(msg).toMatch(/[\u4e00-\u9fff]/);
    const after = await t.handle.db
      .selectFrom('monitor_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  describe('history depth (free 30 days, VIP a year, visitors as free)', () => {
    /** 40 days before today, and more than a year before it. */
    const OLD = '20261013';
    const ANCIENT = '20251001';
    const urls = (day: string) => [
      `/v1/bang/delist?date=${day}`,
      `/v1/bang/newList?date=${day}`,
      `/v1/bang/clearlist?date=${day}`,
      `/v1/bang/booklist?date=${day}`,
      `/v1/bang/clearbanglist?date1=${day}&date2=${day}&type=0`,
      `/v1/temple/monitorSummary?date=${day}`,
      `/v1/bang/monitorDateCount?date1=${day}&date2=${day}`,
      `/v1/bang/monitorTrendSummary?date=${day}`,
    ];
    let vip = '';
    beforeAll(async () => {
      // A new account has the registration gift: two months of VIP.
      vip = (await registerTestUser(t, '13700006666')).cookie;
    }, 60_000);

    it('answers a visitor asking 40 days back with code 2 and the way up, on every dated monitor endpoint', async () => {
      for (const url of urls(OLD)) {
        const { status, body } = await get(url);
        expect({ url, status, body: { code: body.code, msg: body.msg } }).toEqual({
          url,
          status: 200,
          body: historyLimitFailure('normal'),
        });
      }
    });

    it('lets a VIP user read 40 days back, and answers code 3 beyond a year', async () => {
      for (const url of urls(OLD)) expect({ url, code: (await get(url, vip)).body.code }).toEqual({ url, code: 0 });
      for (const url of urls(ANCIENT)) {
        const { body } = await get(url, vip);
        expect({ url, code: body.code, msg: body.msg }).toEqual({ url, ...historyLimitFailure('vip') });
      }
    });

    it('checks the first day of a range: the last 30 days are open to a visitor, a day more is not', async () => {
      expect((await get('/v1/bang/monitorDateCount?date1=20261024&date2=20261122')).body.code).toBe(0);
      expect((await get('/v1/bang/monitorDateCount?date1=20261023&date2=20261122')).body.code).toBe(2);
      expect((await get('/v1/bang/clearbanglist?date1=20261023&date2=20261024')).body.code).toBe(2);
      // The week of the 30th day back starts 6 days earlier.
      expect((await get('/v1/bang/monitorTrendSummary?date=20261030')).body.code).toBe(0);
      expect((await get('/v1/bang/monitorTrendSummary?date=20261029')).body.code).toBe(2);
    });
  });
});
