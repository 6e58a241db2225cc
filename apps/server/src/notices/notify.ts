/** Notices to a user (消息中心): the one way a module records one. */
import type { NoticeKind } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export interface NewNotice {
  uid: string;
  kind: NoticeKind;
  /** At most 100 characters. */
  title: string;
  /** At most 2,000 characters; `[label](/path)` links a word to an in-site page. */
  body: string;
  /** The in-site path the notice leads to ('/user/orders'), if any. */
  link?: string;
  /**
   * What makes the notice one of a kind for its user ('order-paid:BY…'): a notice whose key the user already has is
   * not written again, so a producer that may run twice for one event (a repeated payment notification, an alert
   * engine's retry) notifies once.
   */
  dedupeKey?: string;
  /** When it happened for the user (default: now); the alert engine's clock, which a test may set. */
  at?: Date;
}

/**
 * Records a notice for its user. `db` is the transaction of the change the notice reports, where there is one, so
 * the notice is written with the change or not at all. Answers whether it was written (false: the user already has a
 * notice with its dedupe key, which stays as it was).
 */
export async function notify(db: Kysely<Database>, notice: NewNotice): Promise<boolean> {
  const row = await db
    .insertInto('notices')
    .values({
      uid: notice.uid,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link ?? null,
      dedupe_key: notice.dedupeKey ?? null,
      ...(notice.at ? { created_at: notice.at } : {}),
    })
    .onConflict((oc) => oc.columns(['uid', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
