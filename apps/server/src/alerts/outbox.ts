/**
 * Delivering the outbox (alert_deliveries): rows that are due are taken with a lease (FOR UPDATE SKIP LOCKED, so
 * two processes never take one row), sent, and marked sent, failed (a refusal, or the last attempt) or due again
 * after a backoff. A crash leaves a taken row 'sending'; when its lease ends it is taken again with the same id, which
 * the channels pass on so a receiver can drop a repeat. A channel the user turned off or paused drops its rows; past
 * the daily cap rows are marked capped (the message centre has every alert anyway).
 */
import { ALERT_DAILY_CAP, chinaDayStart, formatDate, MINUTE_MS, SECOND_MS, type AlertChannel } from '@bangyan/contract';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '@bangyan/db';
import { DeliveryError } from './channels/delivery.ts';
import type { AlertSender } from './send.ts';
import { channelReady, readSettings } from './settings.ts';

/** How long a taken row is the taker's: more than a delivery's timeout, so a live delivery is never taken twice. */
export const LEASE_MS = MINUTE_MS;
/** The waits before the 2nd, 3rd, … attempt; after the last, a failure is final. */
export const BACKOFF_MS = [30 * SECOND_MS, 2 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** Rows taken per round. */
const BATCH = 20;

type Db = Kysely<Database>;

interface Taken {
  id: string;
  uid: string;
  channel: AlertChannel;
  title: string;
  lines: string[];
  link: string | null;
  attempts: number;
}

/** Takes up to BATCH due rows (pending and due, or sending with an ended lease) for this process. */
async function take(db: Db, now: Date): Promise<Taken[]> {
  const { rows } = await sql<Taken>`
    UPDATE alert_deliveries d
       SET status = 'sending', attempts = d.attempts + 1, lease_until = ${new Date(now.getTime() + LEASE_MS)}
     WHERE d.id IN (
       SELECT id FROM alert_deliveries
        WHERE (status = 'pending' AND next_at <= ${now}) OR (status = 'sending' AND lease_until <= ${now})
        ORDER BY next_at, id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING d.id::text AS id, d.uid::text AS uid, d.channel, d.title, d.lines, d.link, d.attempts`.execute(db);
  return rows;
}

/** How many of the user's deliveries on the channel were sent (or are being sent) on now's China day. */
async function sentToday(db: Db, row: Taken, now: Date): Promise<number> {
  const dayStart = chinaDayStart(formatDate(now));
  const { n } = await db
    .selectFrom('alert_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', row.uid)
    .where('channel', '=', row.channel)
    .where('id', '!=', row.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '>=', dayStart)]),
        eb.and([eb('status', '=', 'sending'), eb('created_at', '>=', dayStart)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The state a taken row ends a round in. */
type Outcome = Updateable<Database['alert_deliveries']>;

const finish = (db: Db, id: string, set: Outcome) =>
  db.updateTable('alert_deliveries').set(set).where('id', '=', id).where('status', '=', 'sending').execute();

/** Delivers one taken row and records how it went. */
async function deliverOne(db: Db, send: AlertSender, row: Taken, now: () => Date): Promise<void> {
  const settings = await readSettings(db, row.uid);
  if (!channelReady(settings, row.channel)) {
    await finish(db, row.id, { status: 'dropped', lease_until: null });
    return;
  }
  if ((await sentToday(db, row, now())) >= ALERT_DAILY_CAP) {
    await finish(db, row.id, { status: 'capped', lease_until: null });
    return;
  }
  try {
    await send(settings, row.channel, row, now());
    await finish(db, row.id, { status: 'sent', sent_at: now(), lease_until: null, last_error: '' });
  } catch (err) {
    const failure = err instanceof DeliveryError ? err : new DeliveryError(`发送出错：${(err as Error).message}`, true);
    const final = !failure.retryable || row.attempts >= MAX_ATTEMPTS;
    await finish(db, row.id, {
      status: final ? 'failed' : 'pending',
      next_at: new Date(now().getTime() + (BACKOFF_MS[row.attempts - 1] ?? 0)),
      lease_until: null,
      last_error: failure.message.slice(0, 500),
    });
  }
}

/**
 * Delivers everything due at `now()` (rounds of BATCH, each row of a round in parallel) and answers how many rows
 * were taken. `now` is asked at each step, so a long round stamps true times.
 */
export async function deliverDue(db: Db, send: AlertSender, now: () => Date = () => new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await take(db, now());
    if (rows.length === 0) return total;
    total += rows.length;
    await Promise.all(rows.map((row) => deliverOne(db, send, row, now)));
  }
}
