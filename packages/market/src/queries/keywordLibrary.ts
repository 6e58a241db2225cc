/**
 * A storefront's keyword library (keywords) as the server's keyword pages use it: the terms of
 * keyword ids, and the one write the server makes to the market tables, adding the terms users ask
 * the platform to track (the next keyword collection sweeps them).
 */
import type { Db } from '../db.ts';

/** The terms of the given keyword ids (ids the library does not have are left out). */
export async function keywordTerms(db: Db, keywordIds: readonly number[]): Promise<Map<number, string>> {
  if (keywordIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('keywords')
    .select(['keyword_id', 'term'])
    .where('keyword_id', 'in', [...keywordIds])
    .execute();
  return new Map(rows.map((k) => [k.keyword_id, k.term]));
}

/** Puts the terms into the storefront's keyword library; answers those that were new to it. */
export async function joinKeywordLibrary(db: Db, country: string, terms: readonly string[]): Promise<Set<string>> {
  if (terms.length === 0) return new Set();
  const rows = await db
    .insertInto('keywords')
    .values(terms.map((term) => ({ country, term })))
    .onConflict((oc) => oc.columns(['country', 'term']).doNothing())
    .returning('term')
    .execute();
  return new Set(rows.map((r) => r.term));
}
