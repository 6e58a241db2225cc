import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

/** Saved search keywords (user_keywords): counted, saved, dropped and listed per user. */

export async function savedKeywordCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('user_keywords')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isKeywordSaved(db: Db, uid: string, country: string, keyword: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_keywords')
    .select(sql<number>`1`.as('x'))
    .where('uid', '=', uid)
    .where('country', '=', country)
    .where('keyword', '=', keyword)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveKeyword(db: Db, uid: string, country: string, keyword: string): Promise<void> {
  await db
    .insertInto('user_keywords')
    .values({ uid, country, keyword })
    .onConflict((oc) => oc.columns(['uid', 'country', 'keyword']).doNothing())
    .execute();
}

export async function dropKeyword(db: Db, uid: string, country: string, keyword: string): Promise<void> {
  await db
    .deleteFrom('user_keywords')
    .where('uid', '=', uid)
    .where('country', '=', country)
    .where('keyword', '=', keyword)
    .execute();
}

/** Newest first. */
export async function savedKeywords(db: Db, uid: string) {
  return db
    .selectFrom('user_keywords')
    .select(['keyword', 'country', 'created_at'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('keyword_save_id', 'desc')
    .execute();
}
