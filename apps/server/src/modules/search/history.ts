import { sql, type Kysely } from 'kysely';
import { SEARCH_HISTORY_LIMIT, type HistorySuggestionItem } from '@bangyan/contract';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

/**
 * A logged-in user's recent searches (search_history): one row per keyword, newest first, at most
 * SEARCH_HISTORY_LIMIT. A visitor's live in the browser instead.
 */

export async function recentSearches(db: Db, uid: string): Promise<HistorySuggestionItem[]> {
  const rows = await db
    .selectFrom('search_history')
    .select('keyword')
    .where('uid', '=', uid)
    .orderBy('searched_at', 'desc')
    .orderBy('keyword')
    .limit(SEARCH_HISTORY_LIMIT)
    .execute();
  return rows.map((r) => ({ label: r.keyword, type: 'history' }));
}

/** Puts `keyword` at the top of the user's history and drops whatever falls past the limit. */
export async function recordSearch(db: Db, uid: string, keyword: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('search_history')
      .values({ uid, keyword })
      .onConflict((oc) => oc.columns(['uid', 'keyword']).doUpdateSet({ searched_at: sql`clock_timestamp()` }))
      .execute();
    await sql`
      DELETE FROM search_history
      WHERE uid = ${uid} AND keyword NOT IN (
        SELECT keyword FROM search_history WHERE uid = ${uid}
        ORDER BY searched_at DESC, keyword LIMIT ${SEARCH_HISTORY_LIMIT}
      )`.execute(trx);
  });
}

/** Deletes one recent search, or every one when `keyword` is ''. */
export async function clearSearches(db: Db, uid: string, keyword: string): Promise<void> {
  await db
    .deleteFrom('search_history')
    .where('uid', '=', uid)
    .$if(keyword !== '', (q) => q.where('keyword', '=', keyword))
    .execute();
}
