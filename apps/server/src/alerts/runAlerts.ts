/**
 * The alert engine (issue 22): every ALERT_TICK_MS it matches the engine's monitor events about followed apps to the
 * users' alert rules and records each due alert in the user's message centre, once per user and event (the notice's
 * dedupe key), so a tick that runs twice, a restart or a crash between two notices neither repeats nor loses one.
 */
import { DAY_MS, HOUR_MS, SECOND_MS, type AlertKind } from '@bangyan/contract';
import { appMonitorEvents } from '@bangyan/market';
import type { Deps } from '../http/deps.ts';
import { notify } from '../notices/notify.ts';
import { alertNotice, type AlertEvent } from './alertNotice.ts';

type Db = Deps['db'];

/** How often the engine looks for new events: an alert lands within this of the collection that finds it. */
export const ALERT_TICK_MS = 15 * SECOND_MS;
/** Events older than this (by when they happened) are history, not news: a first start's backfill alerts no one. */
export const ALERT_LOOKBACK_MS = 2 * DAY_MS;
/**
 * A rule also reports events up to this long before it was set: a collection stores an event at its own target time,
 * which can be shortly before the moment the collection actually ran.
 */
const RULE_GRACE_MS = HOUR_MS;

/** Matches the events up to `now` to the rules and records the due alerts; answers how many were new. */
export async function runAlerts(db: Db, now: Date): Promise<number> {
  const rules = await db
    .selectFrom('alert_rules')
    .select(['uid', 'country', 'app_id', 'kinds', 'created_at'])
    .where('market', '=', 'ios')
    .execute();
  let written = 0;
  for (const country of new Set(rules.map((r) => r.country))) {
    const mine = rules.filter((r) => r.country === country);
    const since = new Date(
      Math.max(now.getTime() - ALERT_LOOKBACK_MS, Math.min(...mine.map((r) => r.created_at.getTime())) - RULE_GRACE_MS),
    );
    const events = (await appMonitorEvents(db, {
      country,
      appIds: [...new Set(mine.map((r) => Number(r.app_id)))],
      kinds: [...new Set(mine.flatMap((r) => r.kinds as AlertKind[]))],
      since,
      until: now,
    })) as AlertEvent[];
    for (const rule of mine) {
      const from = rule.created_at.getTime() - RULE_GRACE_MS;
      for (const event of events) {
        if (String(event.appId) !== rule.app_id || !rule.kinds.includes(event.kind)) continue;
        if (event.at.getTime() < from) continue;
        if (await notify(db, alertNotice(rule.uid, country, event))) written++;
      }
    }
  }
  return written;
}

/** Runs the alert engine every `intervalMs` until the returned stop function is called (and awaited). */
export function startAlerts(
  db: Db,
  now: () => Date,
  log: (message: string) => void,
  intervalMs = ALERT_TICK_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => runAlerts(db, now()))
      .catch((err: unknown) => log(`alerts: ${(err as Error).message}`));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
