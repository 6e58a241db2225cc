/** Keywords users add for the platform to track (aso_keyword_adds) and the library terms they join. */
import { formatDateTime, type AddedAsoKeyword } from '@bangyan/contract';
import { joinKeywordLibrary, keywordIdsOf, watchedKeywordRanks } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];
export type AddKey = { uid: string; country: string; appId: string };
export type TermFigures = Pick<AddedAsoKeyword, 'heat' | 'resultCount' | 'rank'> & { collected: boolean };

const NOT_COLLECTED: TermFigures = { heat: null, resultCount: null, rank: null, collected: false };

/** The user's requests on China day `day` ('YYYY-MM-DD'), every app and storefront. */
export async function requestsOn(db: Db, uid: string, day: string) {
  return db
    .selectFrom('aso_keyword_adds')
    .select(['country', 'app_id', 'term'])
    .where('uid', '=', uid)
    .where('day', '=', day)
    .execute();
}

/** The terms the user added for the app, each once with its latest request, latest first. */
export async function addedTerms(db: Db, key: AddKey): Promise<{ term: string; at: Date }[]> {
  const rows = await db
    .selectFrom('aso_keyword_adds')
    .select(['term', (eb) => eb.fn.max('created_at').as('at')])
    .where('uid', '=', key.uid)
    .where('country', '=', key.country)
    .where('app_id', '=', key.appId)
    .groupBy('term')
    .orderBy('at', 'desc')
    .orderBy('term')
    .execute();
  return rows.map((r) => ({ term: r.term, at: new Date(r.at) }));
}

/**
 * Each term's figures for the app as of `at`: the latest collected heat and result count and the
 * app's rank in its current results; a term not in the library or not collected yet has none.
 */
export async function termFigures(
  db: Db,
  input: { country: string; appId: string; terms: readonly string[]; at: Date },
): Promise<(term: string) => TermFigures> {
  const ids = await keywordIdsOf(db, input.country, input.terms);
  const ranks = await watchedKeywordRanks(db, {
    country: input.country,
    appId: Number(input.appId),
    keywordIds: [...ids.values()],
    at: input.at,
  });
  return (term) => {
    const id = ids.get(term);
    const k = id === undefined ? undefined : ranks.get(id);
    // A collection stores every term's result count, so a count is what collected means.
    return k === undefined || k.resultCount === null
      ? NOT_COLLECTED
      : { heat: k.heat, resultCount: k.resultCount, rank: k.rank, collected: true };
  };
}

/** The user's added terms of the app with their status now. */
export async function addedList(db: Db, key: AddKey, at: Date): Promise<AddedAsoKeyword[]> {
  const added = await addedTerms(db, key);
  const figures = await termFigures(db, {
    country: key.country,
    appId: key.appId,
    terms: added.map((a) => a.term),
    at,
  });
  return added.map(({ term, at: addedAt }) => {
    const { collected, ...f } = figures(term);
    return { keyword: term, status: collected ? 'collected' : 'pending', ...f, addedAt: formatDateTime(addedAt) };
  });
}

/** Puts the terms into the storefront's keyword library (market `joinKeywordLibrary`); answers those new to it. */
export function joinLibrary(db: Db, country: string, terms: readonly string[]): Promise<Set<string>> {
  return joinKeywordLibrary(db, country, terms);
}

/** Records one request per term (the same term for the same app once a day). */
export async function recordRequests(db: Db, key: AddKey, day: string, terms: readonly string[]): Promise<void> {
  if (terms.length === 0) return;
  await db
    .insertInto('aso_keyword_adds')
    .values(terms.map((term) => ({ uid: key.uid, country: key.country, app_id: key.appId, term, day })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
