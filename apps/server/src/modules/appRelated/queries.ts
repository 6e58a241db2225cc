/** An iOS app's same-developer and featuring pages from the market engine, in the contract's shapes. */
import { formatDateTime, type DataOf, type appleRecommend, type sameDeveloper } from '@bangyan/contract';
import { catalogApp, companyApps, featuredApps } from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { companyAppItem } from '../../present/apps.ts';

type Db = Deps['db'];
type App = { appId: string; country: string };

/** The other apps of the app's developer account in the storefront, with their chart places at `at`. */
export async function sameDeveloperApps(db: Db, input: App, at: Date): Promise<DataOf<typeof sameDeveloper>> {
  const app = await catalogApp(db, { country: input.country, appId: Number(input.appId) });
  if (app === null || app.developerId === 0) return { developerId: '', developerName: '', list: [] };
  const developerId = String(app.developerId);
  const apps = await companyApps(db, { country: input.country, developerId, at });
  return {
    developerId,
    developerName: app.sellerName || app.developerName,
    list: apps.filter((a) => String(a.appId) !== input.appId).map(companyAppItem),
  };
}

/** Every time the store featured the app (all its history up to `now`), with its rank before and now. */
export async function featurings(db: Db, input: App, now: Date): Promise<DataOf<typeof appleRecommend>> {
  const { collectedAt, items } = await featuredApps(db, {
    country: input.country,
    window: { from: new Date(0), to: now },
    appId: Number(input.appId),
  });
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
