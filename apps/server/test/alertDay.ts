/**
 * The test world's alert day, which the alert engine tests pass hour by hour (src/alerts/worldDay.test.ts,
 * e2e/alerts-walk.e2e.ts): from 08:30 China time on 2026-11-21 (the world's analytics find that day's offline and
 * cleared apps at noon) to the same time the next day, a tick at each :30.
 */
import { DAY_MS, HOUR_MS, MONITOR_ALERT_KINDS } from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import type { Kysely } from 'kysely';
import { alertTick } from '../src/alerts/runAlerts.ts';
import type { AlertSender } from '../src/alerts/send.ts';

export const DAY_START = new Date('2026-11-21T00:30:00Z');
export const DAY_END = new Date(DAY_START.getTime() + DAY_MS);

/** Up to `count` apps of China's storefront with the most monitor events an alert reports that day, most first. */
export async function busiestApps(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('monitor_events')
    .select(['app_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('country', '=', 'cn')
    .where('kind', 'in', [...MONITOR_ALERT_KINDS])
    .where('at', '>', DAY_START)
    .where('at', '<=', DAY_END)
    .groupBy('app_id')
    .orderBy('n', 'desc')
    .orderBy('app_id')
    .limit(count)
    .execute();
  return rows.map((r) => String(r.app_id));
}

/** The day passes: the engine ticks each hour, as that hour's collections store their events. */
export async function passTheDay(db: Kysely<Database>, send: AlertSender): Promise<void> {
  for (let at = DAY_START.getTime() + HOUR_MS; at <= DAY_END.getTime(); at += HOUR_MS)
    await alertTick(db, send, () => new Date(at));
}
