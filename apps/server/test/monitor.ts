/**
 * The monitor tests' days beyond the world's own events: a busy day before the world's (23 offline
 * apps an hour apart, one booked, one new) so the lists have many rows, and cleared words of an app
 * on the overall free chart on a day the world has charts for.
 */
import { chinaDayStart, HOUR_MS, MINUTE_MS } from '@bangyan/contract';
import { chartRanking } from '@bangyan/market';
import type { Deps } from '../src/http/deps.ts';

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
