/**
 * Delivering the outbox (alert_deliveries): rows that are due are taken with a lease (FOR UPDATE SKIP LOCKED, so
 * two processes never take one row), sent, and marked sent, failed (a refusal, or the last attempt) or due again
 * after a backoff. A crash leaves a taken row 'sending'; when its lease ends it is taken again with the same id, which
 * the channels pass on so a receiver can drop a repeat. A channel the user turned off or paused drops its rows; past
 * the daily cap rows are marked capped (the message centre has every alert anyway; two processes delivering at once
 * may pass the cap by a round).
 */
import { ALERT_DAILY_CAP, chinaDayStart, formatDate, MINUTE_MS, SECOND_MS, type AlertChannel } from '@bangyan/contract';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '@bangyan/db';
import { DeliveryError } from './channels/delivery.ts';
import type { AlertSender } from './send.ts';
import { channelReady, readSettings } from './settings.ts';

/**
 * How long a taken row is the taker's: more than one delivery can take (its timeouts), so a live delivery is never
 * taken twice. A row waiting behind others of its user is claimed again, with a new lease, just before its turn.
 */
export const LEASE_MS = 2 * MINUTE_MS;
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
  /** The taker's lease: the row is still the taker's while it holds this value. */
  lease_until: Date;
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
    RETURNING d.id::text AS id, d.uid::text AS uid, d.channel, d.title, d.lines, d.link, d.attempts, d.lease_until`.execute(
    db,
  );
  return rows;
}

/** How many of the user's deliveries on the channel were sent on now's China day. */
async function sentToday(db: Db, row: Taken, now: Date): Promise<number> {
  const dayStart = chinaDayStart(formatDate(now));
  const { n } = await db
    .selectFrom('alert_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', row.uid)
    .where('channel', '=', row.channel)
    .where('status', '=', 'sent')
    .where('sent_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The state a taken row ends a round in. */
type Outcome = Updateable<Database['alert_deliveries']>;

const finish = (db: Db, id: string, set: Outcome) =>
  db.updateTable('alert_deliveries').set(set).where('id', '=', id).where('status', '=', 'sending').execute();

/** Renews the lease of a row still this taker's (answers false when another process took it after the lease ended). */
async function renew(db: Db, row: Taken, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const renewed = await db
    .updateTable('alert_deliveries')
    .set({ lease_until: lease })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('lease_until', '=', row.lease_until)
    .returning('id')
    .executeTakeFirst();
  return renewed !== undefined;
}

/** Delivers one taken row, if it is still this taker's, and records how it went. */
async function deliverOne(db: Db, send: AlertSender, row: Taken, now: () => Date): Promise<void> {
  if (!(await renew(db, row, now()))) return;
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
    await send(settings, row.channel, row);
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
 * Delivers everything due at `now()` and answers how many rows were taken: rounds of BATCH rows, each user's channel
 * in parallel with the others and its own rows one after another (in order, within its cap, never two at once to one
 * receiver). `now` is asked at each step, so a long round stamps true times.
 */
export async function deliverDue(db: Db, send: AlertSender, now: () => Date = () => new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await take(db, now());
    if (rows.length === 0) return total;
    total += rows.length;
    const queues = new Map<string, Taken[]>();
    for (const row of rows) {
      const key = `${row.uid}:${row.channel}`;
      queues.set(key, [...(queues.get(key) ?? []), row]);
    }
    await Promise.all(
      [...queues.values()].map(async (queue) => {
        for (const row of queue) await deliverOne(db, send, row, now);
      }),
    );
  }
}
