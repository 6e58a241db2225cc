import { sql } from 'kysely';
import { isAppId } from '@bangyan/contract';
import type { Db } from '../db.ts';

/** Where to look: an iOS storefront, or an Android market (its apps are China's). */
export type AppStore = { platform: 'ios'; country: string } | { platform: 'android'; market: string };

export interface FoundApp {
  appId: string;
  name: string;
  developer: string;
  iconUrl: string;
}

/** `text` as a literal inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Apps of one store by id, name or keyword, for picking an app to follow: an exact id first (an
 * iOS id is numeric with at least 8 digits, spec 5; an Android id is its package name), then names
 * equal to the keyword, then (iOS) the App Store's own search results for it in their order when
 * it is a collected keyword, then names starting with, then containing it, most popular first
 * (iOS by rating count, Android by downloads to date). A page of them and how many match in all.
 */
export async function findApps(
  db: Db,
  store: AppStore,
  keyword: string,
  page: { offset: number; limit: number },
): Promise<{ apps: FoundApp[]; total: number }> {
  const text = keyword.trim();
  if (text === '') return { apps: [], total: 0 };
  const contains = `%${likeLiteral(text)}%`;
  const prefix = `${likeLiteral(text)}%`;
  if (store.platform === 'ios') {
    // A bigint holds at most 18 digits; App Store ids are far shorter.
    const byId = isAppId(text) && text.length <= 15 ? text : null;
    // The App Store's own results for the keyword, when it is one the collectors follow.
    const storeResults = sql<
      string[] | null
    >`(SELECT c.app_ids FROM keywords k JOIN keyword_results_current c ON c.keyword_id = k.keyword_id
      WHERE k.country = ${store.country} AND k.term = ${text})`;
    const storeRank = sql<number | null>`array_position(${storeResults}, m.app_id)`;
    const base = db
      .selectFrom('market_apps as m')
      .where('m.country', '=', store.country)
      .where((eb) =>
        eb.or([
          eb('m.name', 'ilike', contains),
          ...(byId === null ? [] : [eb('m.app_id', '=', byId)]),
          eb(storeRank, 'is not', null),
        ]),
      );
    const [rows, count] = await Promise.all([
      base
        .select(['m.app_id', 'm.name', 'm.developer_name', 'm.icon_url'])
        .orderBy(sql`m.app_id::text = ${text}`, 'desc')
        .orderBy(sql`lower(m.name) = lower(${text})`, 'desc')
        .orderBy(storeRank, (ob) => ob.asc().nullsLast())
        .orderBy(sql`m.name ilike ${prefix}`, 'desc')
        .orderBy('m.rating_count', 'desc')
        .orderBy('m.app_id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      apps: rows.map((r) => ({
        appId: String(r.app_id),
        name: r.name,
        developer: r.developer_name,
        iconUrl: r.icon_url,
      })),
      total: Number(count.n),
    };
  }
  const base = db
    .selectFrom('android_apps as a')
    .where('market', '=', store.market)
    .where((eb) => eb.or([eb('name', 'ilike', contains), eb('app_id', '=', text)]));
  const [rows, count] = await Promise.all([
    base
      .select(['app_id', 'name', 'developer_name', 'icon_url'])
      .orderBy(sql`app_id = ${text}`, 'desc')
      .orderBy(sql`lower(name) = lower(${text})`, 'desc')
      .orderBy(sql`name ilike ${prefix}`, 'desc')
      // The cumulative count only grows, so its largest reading is the latest.
      .orderBy(
        sql`(SELECT max(d.total) FROM android_downloads d WHERE d.market = a.market AND d.app_id = a.app_id)`,
        sql`desc nulls last`,
      )
      .orderBy('app_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    apps: rows.map((r) => ({ appId: r.app_id, name: r.name, developer: r.developer_name, iconUrl: r.icon_url })),
    total: Number(count.n),
  };
}
