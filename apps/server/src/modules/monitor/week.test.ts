import {
  classifyGenre,
  formatDateYmd,
  MONITOR_WEEK_TOP,
  type BookedItem,
  type ClearChartItem,
  type ClearWordsItem,
  type MonitorCounts,
  type NewTopItem,
  type OfflineItem,
} from '@bangyan/contract';
import { chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { BUSY_DAY, BUSY_YMD, monitorSuite } from '../../../test/monitor.ts';

const TODAY = formatDateYmd(WORLD_NOW);

describe.each(testDatabaseKinds())("the monitors' week (monitorTrendSummary) on %s", (kind) => {
  const { world } = monitorSuite(kind);
  let t: TestApp;
  let busyApps: { appId: number; genre: number }[];
  let wordsApp: number;
  beforeAll(() => ({ t, busyApps, wordsApp } = world()));

  const { get, data } = jsonGetters(() => t.app);
  /** A day's list, as long as a page may be. */
  const list = (url: string) => data<{ list: { trackId: string }[] }>(url);

  interface Week {
    date1: string;
    date2: string;
    days: (MonitorCounts & { date: string })[];
    week: MonitorCounts;
    top: {
      offline: OfflineItem[];
      new: NewTopItem[];
      clearChart: ClearChartItem[];
      clearWords: ClearWordsItem[];
      booked: BookedItem[];
    };
  }
  const week = async (query: string): Promise<Week> => {
    const { body } = await get(`/v1/bang/monitorTrendSummary${query}`);
    expect(body.code).toBe(0);
    return body.data as Week;
  };
  /**
   * Distinct apps of a kind over engine days `from`..`to`, from the engine's table; `game` keeps games (genre 6014).
   */
  const weekApps = async (
    k: 'offline' | 'new' | 'clear-chart' | 'clear-words' | 'booked',
    from: string,
    to: string,
    game = false,
  ) => {
    const rows = await t.handle.db
      .selectFrom('monitor_events')
      .select(['app_id', 'genre'])
      .where('kind', '=', k)
      .where('country', '=', 'cn')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return new Set(rows.filter((r) => !game || classifyGenre(r.genre) === 'game').map((r) => String(r.app_id))).size;
  };
  /** The row of app `trackId` in a list of the day `dayTime` ('YYYY-MM-DD …') falls on. */
  const listRow = async (path: string, dayTime: string, trackId: string) => {
    const ymd = dayTime.slice(0, 10).replaceAll('-', '');
    const query = path === '/v1/bang/clearbanglist' ? `date1=${ymd}&date2=${ymd}` : `date=${ymd}`;
    return (await list(`${path}?${query}&pageSize=100`)).list.find((r) => r.trackId === trackId);
  };
  const ascending = (values: (number | string | null)[]) => {
    const known = values.filter((v) => v !== null);
    expect(values.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  };

  it('covers the 7 days up to the day asked for (default today), each day as monitorDateCount counts', async () => {
    const current = await week('');
    expect(current).toMatchObject({ date1: '20261116', date2: TODAY });
    const busy = await week(`?date=${BUSY_YMD}`);
    expect(busy).toMatchObject({ date1: '20261109', date2: BUSY_YMD });
    for (const [w, genre] of [
      [busy, 0],
      [await week(`?date=${BUSY_YMD}&genre=6014`), 6014],
    ] as const) {
      const { list: counted } = (
        await get(`/v1/bang/monitorDateCount?date1=${w.date1}&date2=${w.date2}&genre=${genre}`)
      ).body.data as { list: unknown[] };
      expect(w.days).toEqual(counted);
      expect(w.days).toHaveLength(7);
    }
  });

  it("counts each monitor's distinct apps over the week, as the engine stored them", async () => {
    for (const [query, from, to] of [
      ['', '2026-11-16', '2026-11-22'],
      [`?date=${BUSY_YMD}`, '2026-11-09', BUSY_DAY],
    ] as const) {
      const w = await week(query);
      const counts = {
        offline: await weekApps('offline', from, to),
        new: await weekApps('new', from, to),
        clearChart: await weekApps('clear-chart', from, to),
        clearWords: await weekApps('clear-words', from, to),
        booked: await weekApps('booked', from, to),
      };
      expect(w.week).toEqual({
        ...counts,
        total: counts.offline + counts.new + counts.clearChart + counts.clearWords + counts.booked,
      });
    }
    expect((await week(`?date=${BUSY_YMD}&genre=6014`)).week.offline).toBe(
      await weekApps('offline', '2026-11-09', BUSY_DAY, true),
    );
    expect((await week(`?date=${BUSY_YMD}`)).week.offline).toBeGreaterThanOrEqual(23);
  });

  it("ranks each monitor's notable apps of the week, each shown as its day's list shows it", async () => {
    const busy = await week(`?date=${BUSY_YMD}`);
    const current = await week('');
    // Offline: best rank before first, apps on no chart after them; the busy day's rank-2 app leads.
    expect(busy.top.offline).toHaveLength(MONITOR_WEEK_TOP);
    ascending(busy.top.offline.map((r) => r.offlineRank));
    expect(busy.top.offline.map((r) => r.trackId)).toContain(String(busyApps[1]!.appId));
    for (const r of busy.top.offline) expect(r).toEqual(await listRow('/v1/bang/delist', r.offlineDate, r.trackId));
    // Booked: nearest expected release first.
    expect(busy.top.booked.map((r) => r.trackId)).toContain(String(busyApps[1]!.appId));
    ascending(busy.top.booked.map((r) => r.release_time));
    for (const r of busy.top.booked) expect(r).toEqual(await listRow('/v1/bang/booklist', r.bookDateFull, r.trackId));
    // Clear-words: most keywords lost first; the hand-made clearing is there with its figures.
    ascending(current.top.clearWords.map((r) => r.countDiff));
    expect(current.top.clearWords.find((r) => r.trackId === String(wordsApp))).toMatchObject({
      countYesterday: 240,
      countToday: 30,
    });
    for (const r of current.top.clearWords)
      expect(r).toEqual(await listRow('/v1/bang/clearlist', r.clearDateFull, r.trackId));
    // Clear-chart: best rank before first.
    expect(current.top.clearChart.length).toBe(Math.min(MONITOR_WEEK_TOP, current.week.clearChart));
    ascending(current.top.clearChart.map((r) => r.hisRank));
    for (const r of current.top.clearChart)
      expect(r).toEqual(await listRow('/v1/bang/clearbanglist', r.clearDateFull, r.trackId));
    // New: best overall rank at the end of the week (now, for this week) first, as the engine's charts have it.
    expect(current.top.new.length).toBe(Math.min(MONITOR_WEEK_TOP, current.week.new));
    expect(current.top.new.length).toBeGreaterThan(0);
    ascending(current.top.new.map((r) => r.rank));
    for (const { rank, ...r } of current.top.new) {
      expect(r).toEqual(await listRow('/v1/bang/newList', r.onlineDateFull, r.trackId));
      const ranks: number[] = [];
      for (const chartType of ['free', 'charge', 'grossing'] as const) {
        const entry = (
          await chartRanking(t.handle.db, { country: 'cn', chartType, genre: 0, at: WORLD_NOW })
        )?.entries.find((e) => String(e.appId) === r.trackId);
        if (entry) ranks.push(entry.rank);
      }
      expect(rank).toBe(ranks.length === 0 ? null : Math.min(...ranks));
    }
    // Every list holds each app once.
    for (const rows of Object.values(current.top) as { trackId: string }[][])
      expect(new Set(rows.map((r) => r.trackId)).size).toBe(rows.length);
  });
});
