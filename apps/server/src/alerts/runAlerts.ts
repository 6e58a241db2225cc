/**
 * The alert engine (issue 22): every ALERT_TICK_MS it asks each source of alerts what is due from the events of the
 * look-back, records each new one (notice and outbox rows, due.ts), sends the digests whose push time has come
 * (digest.ts) and delivers what the outbox holds (outbox.ts). A tick that runs twice, a restart or a crash between
 * two steps neither repeats nor loses an alert: each is recorded once by its dedupe key, and each outbox row is
 * delivered until it is marked done.
 */
import { DAY_MS, SECOND_MS } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { runDigests } from './digest.ts';
import { recordAlert, unrecorded, type AlertSource } from './due.ts';
import { deliverDue } from './outbox.ts';
import type { AlertSender } from './send.ts';
import { appEventAlerts } from './sources/appEvents.ts';
import { featuredAlerts } from './sources/featured.ts';
import { keywordAlerts } from './sources/keywords.ts';
import { rankAlerts } from './sources/ranks.ts';
import { ratingAlerts } from './sources/ratings.ts';
import { versionAlerts } from './sources/versions.ts';

/** How often the engine looks for new events: an alert lands within this of the collection that finds it. */
export const ALERT_TICK_MS = 15 * SECOND_MS;
/** Events older than this (by when they happened) are history, not news: a first start's backfill alerts no one. */
export const ALERT_LOOKBACK_MS = 2 * DAY_MS;

/** Every source of alerts, asked in this order each tick. */
const SOURCES: readonly AlertSource[] = [
  appEventAlerts,
  versionAlerts,
  rankAlerts,
  ratingAlerts,
  featuredAlerts,
  keywordAlerts,
];

/** Matches what happened up to `now` to the rules and records the due alerts; answers how many were new. */
export async function runAlerts(db: Kysely<Database>, now: Date): Promise<number> {
  const window = { now, since: new Date(now.getTime() - ALERT_LOOKBACK_MS) };
  let written = 0;
  for (const source of SOURCES) {
    const due = await unrecorded(db, await source(db, window));
    for (const alert of due) if (await recordAlert(db, alert, now)) written++;
  }
  return written;
}

/** One tick of the engine at `now()`: the sources' new alerts, the due digests, then the outbox. */
export async function alertTick(db: Kysely<Database>, send: AlertSender, now: () => Date): Promise<void> {
  await runAlerts(db, now());
  await runDigests(db, now());
  await deliverDue(db, send, now);
}
