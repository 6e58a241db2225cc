/**
 * The server's shared reads of the market's catalog (market_apps): whether a storefront has an app,
 * and the genres whose charts show it.
 */
import { CHART_COUNTRIES } from '@bangyan/contract';
import { appRankGenres } from '@bangyan/market';
import type { Deps } from '../http/deps.ts';

type Db = Deps['db'];

/** Whether the storefront's catalog has the app. */
export async function inCatalog(db: Db, country: string, appId: string): Promise<boolean> {
  const row = await db
    .selectFrom('market_apps')
    .select('app_id')
    .where('country', '=', country)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The genres whose charts show the app in the storefront (`appRankGenres`); none outside the
 * collected storefronts or the catalog.
 */
export async function ownRankGenres(db: Db, input: { appId: string; country: string }): Promise<number[]> {
  const app = await db
    .selectFrom('market_apps')
    .select('primary_genre_id')
    .where('country', '=', input.country)
    .where('app_id', '=', input.appId)
    .executeTakeFirst();
  if (app === undefined || !(CHART_COUNTRIES as readonly string[]).includes(input.country)) return [];
  return appRankGenres(app.primary_genre_id, input.country === CHART_COUNTRIES[0]);
}
