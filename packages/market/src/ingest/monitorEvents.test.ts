/** Round trip: the monitor events ingest records, as queries/monitors.ts and queries/trends.ts read them. */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { recordMonitorEvents } from './monitorEvents.ts';
import { monitorEvents } from '../queries/monitors.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { marketGenreCounts, marketTrend } from '../queries/trends.ts';

const T = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('monitor and trend queries on %s', (kind) => {
  const h = suiteDatabase(kind, {
    world: true,
    seed: async (db) => {
      // A hand-made day in another storefront: one event of each kind, with the figures ingest keeps.
      const day = T('2026-11-10T01:00:00Z');
      await recordMonitorEvents(db, 'us', [
        {
          kind: 'offline',
          appId: 1,
          at: day,
          genre: 6014,
          data: { offlineRank: 12, userRatingCount: 300, releaseDate: '2025-01-01T00:00:00.000Z', updateDate: null },
        },
        { kind: 'online', appId: 1, at: T('2026-11-10T05:00:00Z'), genre: 0, data: {} },
        {
          kind: 'new',
          appId: 2,
          at: day,
          genre: 7012,
          data: { price: 6, online: true, hadPreOrder: true, firstSeenAt: '2026-11-10T02:00:00.000Z' },
        },
        {
          kind: 'new',
          appId: 3,
          at: T('2026-11-10T03:00:00Z'),
          genre: 6005,
          data: { price: 0, online: false, hadPreOrder: false, firstSeenAt: '2026-11-10T04:00:00.000Z' },
        },
        {
          kind: 'new',
          appId: 3,
          at: T('2026-11-10T04:00:00Z'),
          genre: 6005,
          data: { price: 0, online: false, hadPreOrder: false, firstSeenAt: '2026-11-10T04:00:00.000Z' },
        },
        {
          kind: 'booked',
          appId: 4,
          at: day,
          genre: 6014,
          data: { expectedReleaseAt: '2026-12-01T00:00:00.000Z', price: 12 },
        },
        { kind: 'clear-words', appId: 5, at: day, genre: 6005, data: { coverageBefore: 240, coverageAfter: 30 } },
        {
          kind: 'clear-chart',
          appId: 6,
          at: day,
          genre: 6014,
          data: { rankBefore: 8, chartType: 'free', rankBeforeAt: '2026-11-09T04:00:00.000Z' },
        },
      ]);
      // The collections that see that day's events, done daily around it as live (analytics TREND_NEEDS).
      await db
        .insertInto('ingest_runs')
        .values(
          ['apps', 'keywords', 'charts-all', 'analytics'].flatMap((job) =>
            ['08', '09', '10', '11'].map((d) => ({
              job,
              target_at: T(`2026-11-${d}T04:00:00Z`),
              status: 'done' as const,
            })),
          ),
        )
        .execute();
    },
  });

  it('returns the events of the day they were stored, with the app details', async () => {
    const stored = await h.db
      .selectFrom('monitor_events')
      .select(['kind', 'day', 'app_id', 'at'])
      .where('country', '=', 'cn')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const { kind: k, day } of stored) {
      const events = await monitorEvents(h.db, { kind: k, country: 'cn', day });
      const expected = stored.filter((s) => s.kind === k && s.day === day);
      expect(events.map((e) => e.appId).sort()).toEqual(expected.map((s) => Number(s.app_id)).sort());
      expect(events.every((e) => e.kind === k && e.day === day && e.name !== '')).toBe(true);
    }
    const newApps = await monitorEvents(h.db, {
      kind: 'new',
      country: 'cn',
      day: stored.find((s) => s.kind === 'new')!.day,
    });
    expect(newApps[0]!.data.firstSeenAt).toBeInstanceOf(Date);
    expect(await monitorEvents(h.db, { kind: 'new', country: 'cn', day: '2026-10-01' })).toEqual([]);
  });

  it('types each kind of event figures, newest first', async () => {
    const one = async <K extends Parameters<typeof monitorEvents>[1]['kind']>(k: K) =>
      (await monitorEvents(h.db, { kind: k, country: 'us', day: '2026-11-10' }))[0]!.data;
    expect(await one('offline')).toEqual({
      offlineRank: 12,
      userRatingCount: 300,
      releaseDate: T('2025-01-01T00:00:00Z'),
      updateDate: null,
    });
    expect(await one('online')).toEqual({});
    expect(await one('booked')).toEqual({ expectedReleaseAt: T('2026-12-01T00:00:00Z'), price: 12 });
    expect(await one('clear-words')).toEqual({ coverageBefore: 240, coverageAfter: 30 });
    expect(await one('clear-chart')).toEqual({
      rankBefore: 8,
      chartType: 'free',
      rankBeforeAt: T('2026-11-09T04:00:00Z'),
    });
    const news = await monitorEvents(h.db, { kind: 'new', country: 'us', day: '2026-11-10' });
    expect(news.map((e) => [e.appId, e.at.toISOString()])).toEqual([
      [3, '2026-11-10T04:00:00.000Z'],
      [3, '2026-11-10T03:00:00.000Z'],
      [2, '2026-11-10T01:00:00.000Z'],
    ]);
    expect(news[2]!.data).toEqual({
      price: 6,
      online: true,
      hadPreOrder: true,
      firstSeenAt: T('2026-11-10T02:00:00Z'),
    });
    expect(news[2]!.name).toBe('');
  });

  it('filters by genre as the boards do: 6014 every game, 5000 every app, else the genre itself', async () => {
    const apps = async (genre: number) =>
      (await monitorEvents(h.db, { kind: 'new', country: 'us', day: '2026-11-10', genre })).map((e) => e.appId);
    expect(await apps(6014)).toEqual([2]);
    expect(await apps(5000)).toEqual([3, 3]);
    expect(await apps(7012)).toEqual([2]);
    expect(await apps(0)).toEqual([3, 3, 2]);
  });

  it('counts distinct apps per day and kind, every day of the range', async () => {
    const trend = await marketTrend(h.db, { country: 'cn', from: '2026-11-19', to: '2026-11-22' });
    expect(trend.map((t) => t.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    const stored = await h.db
      .selectFrom('monitor_events')
      .select(['kind', 'day', 'app_id'])
      .where('country', '=', 'cn')
      .execute();
    const count = (k: string, day: string) =>
      new Set(stored.filter((s) => s.kind === k && s.day === day).map((s) => s.app_id)).size;
    // Each count where the test world's collection covers the day (3 days of charts, lookups and
    // keyword searches on the last 2), no data (null) where it does not.
    const has = (t: (typeof trend)[number]) => ({
      offline: t.offlineAppsCnt !== null,
      new: t.releaseAppsCnt !== null,
      booked: t.bookAppsCnt !== null,
      clearWords: t.clearWordGenreAppsCnt !== null,
      clearChart: t.clearBangGenreAppsCnt !== null,
    });
    const none = { offline: false, new: false, booked: false, clearWords: false, clearChart: false };
    expect(trend.map(has)).toEqual([none, none, none, { ...none, offline: true, new: true, clearChart: true }]);
    for (const t of trend) {
      if (t.releaseAppsCnt !== null) expect(t.releaseAppsCnt).toBe(count('new', t.day));
      if (t.offlineAppsCnt !== null) expect(t.offlineAppsCnt).toBe(count('offline', t.day));
      if (t.clearBangGenreAppsCnt !== null) expect(t.clearBangGenreAppsCnt).toBe(count('clear-chart', t.day));
    }
    expect(trend[3]!.releaseAppsCnt).toBeGreaterThan(0);

    const [games] = await marketTrend(h.db, { country: 'us', from: '2026-11-10', to: '2026-11-10', genre: 6014 });
    expect(games).toEqual({
      day: '2026-11-10',
      releaseAppsCnt: 1,
      offlineAppsCnt: 1,
      clearWordGenreAppsCnt: 0,
      clearBangGenreAppsCnt: 1,
      bookAppsCnt: 1,
    });
    expect(await marketGenreCounts(h.db, { country: 'us', day: '2026-11-10', kind: 'new' })).toEqual([
      { genre: 6005, count: 1 },
      { genre: 7012, count: 1 },
    ]);
  });
});
