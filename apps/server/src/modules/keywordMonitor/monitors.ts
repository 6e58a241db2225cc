import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

/** Keyword monitors (keyword_monitors): counted, found, added, dropped and listed per user. */

export async function monitorCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('keyword_monitors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When the user subscribed to the keyword, or null. */
export async function monitorOf(db: Db, uid: string, country: string, keyword: string): Promise<Date | null> {
  const row = await db
    .selectFrom('keyword_monitors')
    .select('created_at')
    .where('uid', '=', uid)
    .where('country', '=', country)
    .where('keyword', '=', keyword)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function addMonitor(db: Db, uid: string, country: string, keyword: string): Promise<void> {
  await db
    .insertInto('keyword_monitors')
    .values({ uid, country, keyword })
    .onConflict((oc) => oc.columns(['uid', 'country', 'keyword']).doNothing())
    .execute();
}

export async function dropMonitor(db: Db, uid: string, country: string, keyword: string): Promise<void> {
  await db
    .deleteFrom('keyword_monitors')
    .where('uid', '=', uid)
    .where('country', '=', country)
    .where('keyword', '=', keyword)
    .execute();
}

/** Newest first. */
export function monitors(db: Db, uid: string) {
  return db
    .selectFrom('keyword_monitors')
    .select(['keyword', 'country', 'created_at'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('monitor_id', 'desc')
    .execute();
}
