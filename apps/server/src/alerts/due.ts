/**
 * A due alert and how it is recorded: the message-centre notice and, in the same transaction, one outbox row per
 * channel it goes out on (outbox.ts delivers them). The notice's dedupe key makes it once per user and event, so a
 * source that finds the same event again, a restart or a crash records nothing twice.
 */
import type { AlertChannel } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { notify } from '../notices/notify.ts';
import { channelsOn, readSettings } from './settings.ts';

/** One alert to one user, as a source of alerts finds it. */
export interface DueAlert {
  uid: string;
  /** Once per user and event: 'alert:<kind>:<country>:<appId>:<event time>'. */
  dedupeKey: string;
  /** At most 100 characters: the notice's title and the pushed message's. */
  title: string;
  /** What happened, a sentence per line: the notice's body (joined) and the pushed message's lines. */
  lines: string[];
  /** The in-site path of the page behind the alert. */
  link: string;
  /** The channels of the rule that asked for it (of those the user has on, it goes out on these). */
  channels: readonly AlertChannel[];
}

/**
 * A source of alerts: the alerts due from what happened up to `now` (events before `since`, the look-back, are
 * history). Whatever it answers again later is recorded once.
 */
export type AlertSource = (db: Kysely<Database>, window: { now: Date; since: Date }) => Promise<DueAlert[]>;

/** Dedupe keys looked up per query: well under PostgreSQL's parameter limit. */
const KEYS_PER_QUERY = 5_000;

/**
 * The alerts of `due` not yet recorded for their users: each tick finds the look-back's alerts again, and this one
 * read (per KEYS_PER_QUERY keys) spares a transaction for each one already recorded.
 */
export async function unrecorded(db: Kysely<Database>, due: readonly DueAlert[]): Promise<DueAlert[]> {
  const recorded = new Set<string>();
  for (let i = 0; i < due.length; i += KEYS_PER_QUERY) {
    const part = due.slice(i, i + KEYS_PER_QUERY);
    const rows = await db
      .selectFrom('notices')
      .select(['uid', 'dedupe_key'])
      .where('uid', 'in', [...new Set(part.map((a) => a.uid))])
      .where('dedupe_key', 'in', [...new Set(part.map((a) => a.dedupeKey))])
      .execute();
    for (const r of rows) recorded.add(`${r.uid} ${r.dedupe_key}`);
  }
  return due.filter((a) => !recorded.has(`${a.uid} ${a.dedupeKey}`));
}

/**
 * Records a due alert: its notice, and (when the user takes immediate alerts and has not paused them) an outbox row
 * per channel of the rule that the user has on, `detected` being when it was found. Answers whether it was new.
 */
export async function recordAlert(db: Kysely<Database>, alert: DueAlert, detected: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const written = await notify(trx, {
      uid: alert.uid,
      kind: 'alert',
      title: alert.title,
      body: alert.lines.join('\n'),
      link: alert.link,
      dedupeKey: alert.dedupeKey,
      at: detected,
    });
    if (!written) return false;
    const settings = await readSettings(trx, alert.uid);
    if (!settings.instant) return true;
    const channels = channelsOn(settings).filter((c) => alert.channels.includes(c));
    await enqueue(trx, alert.uid, channels, alert, detected);
    return true;
  });
}

/** Queues a message for a user on `channels` (each at most once per dedupe key). */
export async function enqueue(
  db: Kysely<Database>,
  uid: string,
  channels: readonly AlertChannel[],
  message: Pick<DueAlert, 'dedupeKey' | 'title' | 'lines' | 'link'>,
  detected: Date,
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('alert_deliveries')
    .values(
      channels.map((channel) => ({
        uid,
        channel,
        dedupe_key: message.dedupeKey,
        title: message.title,
        lines: message.lines,
        link: message.link,
        detected_at: detected,
        next_at: detected,
      })),
    )
    .onConflict((oc) => oc.columns(['uid', 'channel', 'dedupe_key']).doNothing())
    .execute();
}
