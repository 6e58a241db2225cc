import type { Kysely } from 'kysely';
import { COLLECTED_MARKETS, type FollowTarget } from '@bangyan/contract';
import type { Database } from '@bangyan/db';

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
 * carrying the same package or the same twin. Three queries for any number of apps.
 */
export async function appPlaces(db: Db, targets: readonly Pick<FollowTarget, 'market' | 'appId'>[]): Promise<(t: Pick<FollowTarget, 'market' | 'appId'>) => AppPlaces> {
  const androidIds = [...new Set(targets.filter((t) => t.market !== 'ios').map((t) => t.appId))];
  const androidRows = androidIds.length === 0 ? [] : await db.selectFrom('android_apps').select(['market', 'app_id', 'ios_app_id']).where('app_id', 'in', androidIds).execute();
  const twinOf = new Map(androidRows.map((r) => [`${r.market} ${r.app_id}`, r.ios_app_id === null ? null : String(r.ios_app_id)]));
  const iosOf = (t: Pick<FollowTarget, 'market' | 'appId'>) => (t.market === 'ios' ? t.appId : (twinOf.get(targetKey(t)) ?? null));
  const iosIds = [...new Set(targets.map(iosOf).filter((id): id is string => id !== null && /^\d{1,15}$/.test(id)))];
  const [countries, twins] = await Promise.all([
    iosIds.length === 0 ? [] : db.selectFrom('market_apps').select(['app_id', 'country']).where('app_id', 'in', iosIds).orderBy('country').execute(),
    db
      .selectFrom('android_apps')
      .select(['market', 'app_id', 'ios_app_id'])
      .where('market', 'in', [...COLLECTED_MARKETS])
      .where((eb) => eb.or([...(iosIds.length === 0 ? [] : [eb('ios_app_id', 'in', iosIds)]), ...(androidIds.length === 0 ? [] : [eb('app_id', 'in', androidIds)])]))
      .$if(iosIds.length === 0 && androidIds.length === 0, (q) => q.where((eb) => eb.val(false)))
      .execute(),
  ]);
  return (t) => {
    const ios = iosOf(t);
    const countryList = ios === null ? [] : countries.filter((c) => String(c.app_id) === ios).map((c) => c.country);
    const markets = new Map<string, string>();
    for (const r of twins) {
      const sameTwin = ios !== null && r.ios_app_id !== null && String(r.ios_app_id) === ios;
      const samePackage = t.market !== 'ios' && r.app_id === t.appId;
      if (sameTwin || samePackage) markets.set(r.market, r.app_id);
    }
    const marketList = COLLECTED_MARKETS.filter((code) => markets.has(code)).map((code) => ({ appId: markets.get(code)!, code }));
    const platformList: ('ios' | 'android')[] = [...(countryList.length > 0 ? (['ios'] as const) : []), ...(marketList.length > 0 ? (['android'] as const) : [])];
    return { platformList, countryList, marketList, iosTrackId: countryList.length > 0 ? ios : null };
  };
}
