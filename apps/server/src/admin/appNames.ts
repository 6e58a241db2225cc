/** The names of apps the console shows (a user's follows, a link-app request's app), from the engine's catalog. */
import { IOS_MARKET } from '@bangyan/contract';
import { androidCatalogApps, catalogApps } from '@bangyan/market';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export interface AppRef {
  /** 'ios' or an Android market. */
  market: string;
  appId: string;
}

/** The key `appNames` answers an app's name under. */
export const nameKey = (r: AppRef): string => `${r.market}|${r.appId}`;

/** A name for each app the engine knows (an iOS app's China storefront name first, else any), keyed by `nameKey`. */
export async function appNames(db: Kysely<Database>, refs: readonly AppRef[]): Promise<Map<string, string>> {
  const ios = refs.filter((r) => r.market === IOS_MARKET && /^\d{1,15}$/.test(r.appId));
  const android = refs.filter((r) => r.market !== IOS_MARKET);
  const [iosApps, androidApps] = await Promise.all([
    catalogApps(db, { appIds: [...new Set(ios.map((r) => Number(r.appId)))] }),
    androidCatalogApps(db, { appIds: [...new Set(android.map((r) => r.appId))] }),
  ]);
  const names = new Map<string, string>();
  for (const app of iosApps) {
    const key = nameKey({ market: IOS_MARKET, appId: String(app.appId) });
    if (!names.has(key) || app.country === 'cn') names.set(key, app.name);
  }
  for (const app of androidApps) names.set(nameKey(app), app.name);
  return names;
}
