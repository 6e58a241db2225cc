/** An iOS app's same-developer and featuring pages from the market engine, in the contract's shapes. */
import { formatDateTime, type DataOf, type appleRecommend, type sameDeveloper } from '@bangyan/contract';
import { companyApps, featuredApps } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { companyAppItem } from '../../present/apps.ts';

type Db = Deps['db'];
type App = { appId: string; country: string };

/** The other apps of the app's developer account in the storefront, with their chart places at `at`. */
export async function sameDeveloperApps(db: Db, input: App, at: Date): Promise<DataOf<typeof sameDeveloper>> {
  const row = await db.selectFrom('market_apps').select(['developer_id', 'developer_name', 'seller_name']).where('country', '=', input.country).where('app_id', '=', input.appId).executeTakeFirst();
  if (row === undefined || row.developer_id === '0') return { developerId: '', developerName: '', list: [] };
  const apps = await companyApps(db, { country: input.country, developerId: row.developer_id, at });
  return {
    developerId: row.developer_id,
    developerName: row.seller_name || row.developer_name,
    list: apps.filter((a) => String(a.appId) !== input.appId).map(companyAppItem),
  };
}

/** Every time the store featured the app (all its history up to `now`), with its rank before and now. */
export async function featurings(db: Db, input: App, now: Date): Promise<DataOf<typeof appleRecommend>> {
  const { collectedAt, items } = await featuredApps(db, { country: input.country, window: { from: new Date(0), to: now }, appId: Number(input.appId) });
  return {
    collectedAt: collectedAt === null ? '' : formatDateTime(collectedAt),
    list: items.map((i) => ({
      kind: i.kind,
      label: i.label,
      featuredAt: formatDateTime(i.featuredAt),
      firstSeenAt: formatDateTime(i.firstSeenAt),
      lastSeenAt: formatDateTime(i.lastSeenAt),
      current: i.current,
      rankBefore: i.rankBefore,
      rankAfter: i.rankAfter,
    })),
  };
}
