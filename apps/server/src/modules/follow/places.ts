import type { Kysely } from 'kysely';
import { COLLECTED_MARKETS, type FollowTarget } from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { androidCatalogApps, androidTwins, catalogApps } from '@bangyan/market';

type Db = Kysely<Database>;

export interface AppPlaces {
  platformList: ('ios' | 'android')[];
  countryList: string[];
  marketList: { appId: string; code: string }[];
  iosTrackId: string | null;
}

const targetKey = (t: Pick<FollowTarget, 'market' | 'appId'>) => `${t.market} ${t.appId}`;

/**
 * Where each app also is (spec 3 platformList, countryList, marketList): an iOS app's storefronts
 * and its Android twins (android_apps.ios_app_id); an Android app's iOS twin and the markets
 * carrying the same package or the same twin. Three reads for any number of apps (market
 * `androidCatalogApps`, `catalogApps`, `androidTwins`).
 */
export async function appPlaces(
  db: Db,
  targets: readonly Pick<FollowTarget, 'market' | 'appId'>[],
): Promise<(t: Pick<FollowTarget, 'market' | 'appId'>) => AppPlaces> {
  const androidIds = [...new Set(targets.filter((t) => t.market !== 'ios').map((t) => t.appId))];
  const androidRows = await androidCatalogApps(db, { appIds: androidIds });
  const twinOf = new Map(
    androidRows.map((r) => [`${r.market} ${r.appId}`, r.iosAppId === null ? null : String(r.iosAppId)]),
  );
  const iosOf = (t: Pick<FollowTarget, 'market' | 'appId'>) =>
    t.market === 'ios' ? t.appId : (twinOf.get(targetKey(t)) ?? null);
  const iosIds = [...new Set(targets.map(iosOf).filter((id): id is string => id !== null && /^\d{1,15}$/.test(id)))];
  const [countries, twins] = await Promise.all([
    catalogApps(db, { appIds: iosIds.map(Number) }),
    androidTwins(db, { markets: COLLECTED_MARKETS, iosAppIds: iosIds.map(Number), appIds: androidIds }),
  ]);
  return (t) => {
    const ios = iosOf(t);
    const countryList = ios === null ? [] : countries.filter((c) => String(c.appId) === ios).map((c) => c.country);
    const markets = new Map<string, string>();
    for (const r of twins) {
      const sameTwin = ios !== null && r.iosAppId !== null && String(r.iosAppId) === ios;
      const samePackage = t.market !== 'ios' && r.appId === t.appId;
      if (sameTwin || samePackage) markets.set(r.market, r.appId);
    }
    const marketList = COLLECTED_MARKETS.filter((code) => markets.has(code)).map((code) => ({
      appId: markets.get(code)!,
      code,
    }));
    const platformList: ('ios' | 'android')[] = [
      ...(countryList.length > 0 ? (['ios'] as const) : []),
      ...(marketList.length > 0 ? (['android'] as const) : []),
    ];
    return { platformList, countryList, marketList, iosTrackId: countryList.length > 0 ? ios : null };
  };
}
