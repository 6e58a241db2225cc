import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { keywordWatchlist, type WatchedKeyword } from '@bangyan/market';

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

/**
 * The saved keywords' figures (the engine's `keywordWatchlist`, one call per storefront): the day they are of (the
 * latest collected, over the storefronts; null before any) and each keyword's figures and first apps.
 */
export async function keywordFigures(db: Db, saved: readonly { country: string; keyword: string }[], at: Date) {
  const countries = [...new Set(saved.map((s) => s.country))];
  const lists = await Promise.all(
    countries.map((country) =>
      keywordWatchlist(db, {
        country,
        terms: saved.filter((s) => s.country === country).map((s) => s.keyword),
        at,
      }),
    ),
  );
  const byKey = new Map<string, WatchedKeyword>();
  lists.forEach((list, i) => list.keywords.forEach((k) => byKey.set(`${countries[i]} ${k.term}`, k)));
  const days = lists.map((l) => l.day).filter((d) => d !== null);
  return {
    day: days.length === 0 ? null : days.sort().at(-1)!,
    of: (country: string, keyword: string) => {
      const k = byKey.get(`${country} ${keyword}`)!;
      return {
        collected: k.collected,
        heat: k.heat,
        heatChange: k.heatChange,
        resultCount: k.resultCount,
        resultCountChange: k.resultCountChange,
        topApps: k.top.map((a) => ({ appId: String(a.appId), trackName: a.name, artworkUrl60: a.iconUrl })),
      };
    },
  };
}
