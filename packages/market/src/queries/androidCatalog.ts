/**
 * The Android markets' stored apps (android_apps) as the server's account pages read them by
 * package: their details, the packages of the same product in other markets, and a day's
 * downloads from the markets' published counts (android_downloads).
 */
import { engineDayBefore } from '@bangyan/contract';
import type { Db } from '../db.ts';

/** An Android app as one market lists it. */
export interface AndroidCatalogApp {
  market: string;
  /** The package name. */
  appId: string;
  name: string;
  developerName: string;
  iconUrl: string;
  category: string;
  version: string;
  /** When the market says the current version was released; null when not given. */
  updatedAt: Date | null;
  /** 0..5; null when the market shows none. */
  rating: number | null;
  /** The iOS twin's app id when the same product is on the App Store. */
  iosAppId: number | null;
}

const COLUMNS = [
  'market',
  'app_id',
  'name',
  'developer_name',
  'icon_url',
  'category',
  'version',
  'updated_at',
  'rating',
  'ios_app_id',
] as const;

/** One android_apps row of COLUMNS. */
interface Stored {
  market: string;
  app_id: string;
  name: string;
  developer_name: string;
  icon_url: string;
  category: string;
  version: string;
  updated_at: Date | null;
  rating: number | null;
  ios_app_id: string | null;
}

const app = (r: Stored): AndroidCatalogApp => ({
  market: r.market,
  appId: r.app_id,
  name: r.name,
  developerName: r.developer_name,
  iconUrl: r.icon_url,
  category: r.category,
  version: r.version,
  updatedAt: r.updated_at,
  rating: r.rating,
  iosAppId: r.ios_app_id === null ? null : Number(r.ios_app_id),
});

/** The packages in every market that lists them (in `market` only when given), by market, then package. */
export async function androidCatalogApps(
  db: Db,
  input: { market?: string; appIds: readonly string[] },
): Promise<AndroidCatalogApp[]> {
  if (input.appIds.length === 0) return [];
  const rows = await db
    .selectFrom('android_apps')
    .select(COLUMNS)
    .where('app_id', 'in', [...new Set(input.appIds)])
    .$if(input.market !== undefined, (q) => q.where('market', '=', input.market!))
    .orderBy('market')
    .orderBy('app_id')
    .execute();
  return rows.map(app);
}

/**
 * The apps in `markets` that name one of `iosAppIds` as their iOS twin or are one of the packages
 * `appIds` (android_apps.ios_app_id): the same products' listings, by market, then package.
 */
export async function androidTwins(
  db: Db,
  input: { markets: readonly string[]; iosAppIds: readonly number[]; appIds: readonly string[] },
): Promise<AndroidCatalogApp[]> {
  if (input.markets.length === 0 || (input.iosAppIds.length === 0 && input.appIds.length === 0)) return [];
  const rows = await db
    .selectFrom('android_apps')
    .select(COLUMNS)
    .where('market', 'in', [...input.markets])
    .where((eb) =>
      eb.or([
        ...(input.iosAppIds.length === 0 ? [] : [eb('ios_app_id', 'in', input.iosAppIds.map(String))]),
        ...(input.appIds.length === 0 ? [] : [eb('app_id', 'in', [...input.appIds])]),
      ]),
    )
    .orderBy('market')
    .orderBy('app_id')
    .execute();
  return rows.map(app);
}

/**
 * Each package's downloads on China day `day` ('YYYY-MM-DD') in each market that publishes its
 * count: the cumulative count published that day minus the day before's, never below 0 (data.md
 * "Android markets"); null without both readings.
 */
export async function androidDayDownloads(
  db: Db,
  input: { appIds: readonly string[]; day: string },
): Promise<(market: string, appId: string) => number | null> {
  const dayBefore = engineDayBefore(input.day);
  const rows =
    input.appIds.length === 0
      ? []
      : await db
          .selectFrom('android_downloads')
          .select(['market', 'app_id', 'day', 'total'])
          .where('app_id', 'in', [...new Set(input.appIds)])
          .where('day', 'in', [dayBefore, input.day])
          .execute();
  const published = new Map(rows.map((r) => [`${r.market} ${r.app_id} ${r.day}`, Number(r.total)]));
  return (market, appId) => {
    const last = published.get(`${market} ${appId} ${input.day}`);
    const first = published.get(`${market} ${appId} ${dayBefore}`);
    return last === undefined || first === undefined ? null : Math.max(0, last - first);
  };
}
