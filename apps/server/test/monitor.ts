/**
 * The monitor tests' days beyond the world's own events: a busy day before the world's (23 offline
 * apps an hour apart, one booked, one new) so the lists have many rows, and cleared words of an app
 * on the overall free chart on a day the world has charts for; and the monitor suites' shared setup
 * (`monitorSuite`, used by the monitor and week suites).
 */
import { chinaDayStart, DAY_MS, HOUR_MS, MINUTE_MS } from '@bangyan/contract';
import { chartRanking } from '@bangyan/market';
import type { Deps } from '../src/http/deps.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import type { DbKind } from '@bangyan/db';

/** A day before the backfilled world's, filled by hand so the lists have many rows. */
export const BUSY_DAY = '2026-11-15';
export const BUSY_YMD = '20261115';
export const WORDS_DAY = '2026-11-21';

/**
 * Adds the busy day's and the cleared words' events; answers the busy day's apps (newest event first) and the words
 * app.
 */
export async function addMonitorDays(
  db: Deps['db'],
): Promise<{ busyApps: { appId: number; genre: number }[]; wordsApp: number }> {
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'primary_genre_id'])
    .where('country', '=', 'cn')
    .where('looked_up', '=', true)
    .orderBy('app_id')
    .limit(23)
    .execute();
  const busyApps = apps.map((a) => ({ appId: Number(a.app_id), genre: a.primary_genre_id }));
  // 23 offline apps an hour apart, the first app a second time earlier that day (it counts once).
  const at = (hour: number) => new Date(chinaDayStart(BUSY_DAY).getTime() + hour * HOUR_MS - MINUTE_MS);
  const rows = busyApps.map(({ appId, genre }, i) => ({
    kind: 'offline' as const,
    country: 'cn',
    app_id: String(appId),
    at: at(23 - i),
    day: BUSY_DAY,
    genre,
    data: JSON.stringify({
      offlineRank: i % 3 === 0 ? null : i + 1,
      userRatingCount: 1000 * i,
      releaseDate: '2024-05-01T00:00:00.000Z',
      updateDate: null,
    }),
  }));
  rows.push({
    ...rows[0]!,
    at: at(1),
    data: JSON.stringify({ offlineRank: 99, userRatingCount: 1, releaseDate: null, updateDate: null }),
  });
  await db.insertInto('monitor_events').values(rows).execute();
  // The busy day and the days around it collected as live (daily lookups, keyword searches, chart
  // rounds and analytics), so its counts are figures, not no data (market analytics TREND_NEEDS).
  await db
    .insertInto('ingest_runs')
    .values(
      ['apps', 'keywords', 'charts-all', 'analytics'].flatMap((job) =>
        [-2, -1, 0, 1].map((d) => ({
          job,
          target_at: new Date(chinaDayStart(BUSY_DAY).getTime() + d * DAY_MS + 12 * HOUR_MS),
          status: 'done' as const,
        })),
      ),
    )
    .execute();
  const free = await chartRanking(db, {
    country: 'cn',
    chartType: 'free',
    genre: 0,
    at: new Date(`${WORDS_DAY}T23:59:59+08:00`),
  });
  const wordsApp = free!.entries[2]!.appId;
  await db
    .insertInto('monitor_events')
    .values([
      // Cleared words of an app on the overall free chart, on a day the world has charts for.
      {
        kind: 'clear-words',
        country: 'cn',
        app_id: String(wordsApp),
        at: chinaDayStart(WORDS_DAY),
        day: WORDS_DAY,
        genre: 6005,
        data: JSON.stringify({ coverageBefore: 240, coverageAfter: 30 }),
      },
      {
        kind: 'booked',
        country: 'cn',
        app_id: String(busyApps[1]!.appId),
        at: at(9),
        day: BUSY_DAY,
        genre: busyApps[1]!.genre,
        data: JSON.stringify({ expectedReleaseAt: '2026-12-01T00:00:00.000Z', price: 6 }),
      },
      {
        kind: 'new',
        country: 'cn',
        app_id: String(busyApps[2]!.appId),
        at: at(8),
        day: BUSY_DAY,
        genre: busyApps[2]!.genre,
        data: JSON.stringify({ price: 0, online: true, hadPreOrder: true, firstSeenAt: '2026-11-15T02:00:00.000Z' }),
      },
    ])
    .execute();
  return { busyApps, wordsApp };
}

interface Row {
  trackId: string;
  [field: string]: unknown;
}
export interface ListData {
  date: string;
  total: number;
  page: number;
  pageSize: number;
  list: Row[];
}

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function monitorSuite(kind: DbKind) {
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
  const world = () => ({ t, busyApps, wordsApp });
  return { world, get, list, storedApps, PATHS, days };
}
