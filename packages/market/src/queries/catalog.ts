/**
 * The App Store catalog (market_apps) as the server's pages read it by app id: what a row holds
 * beyond its list summary (seller, rating, sale state, version and dates), and the charts that
 * show an app.
 */
import { CHART_COUNTRIES } from '@bangyan/contract';
import type { Db } from '../db.ts';
import { appRankGenres } from './appRankPage.ts';
import type { AppSummary } from './summaries.ts';

/** An app's catalog row in one storefront. */
export interface CatalogApp extends AppSummary {
  country: string;
  sellerName: string;
  /** The store's average rating; null before it has one. */
  rating: number | null;
  ratingCount: number;
  /** 1 on sale, 0 offline (data.md "Monitors", offline). */
  status: number;
  isPreOrder: boolean;
  /** Lookups in a row that missed the app; 0 when the latest found it. */
  missingChecks: number;
  version: string;
  /** Null on a row no lookup has filled yet. */
  releaseDate: Date | null;
  currentVersionDate: Date | null;
  firstSeenAt: Date;
}

/**
 * The catalog rows of the given apps in storefront `country`, or in every storefront that has one
 * of them when no country is given; by country, then app id. An app the catalog lacks has no row.
 */
export async function catalogApps(
  db: Db,
  input: { country?: string; appIds: readonly number[] },
): Promise<CatalogApp[]> {
  if (input.appIds.length === 0) return [];
  const rows = await db
    .selectFrom('market_apps')
    .select([
      'app_id',
      'country',
      'name',
      'subtitle',
      'icon_url',
      'developer_name',
      'developer_id',
      'seller_name',
      'price',
      'primary_genre_id',
      'rating',
      'rating_count',
      'status',
      'is_preorder',
      'missing_checks',
      'version',
      'release_date',
      'current_version_date',
      'first_seen_at',
    ])
    .where('app_id', 'in', [...new Set(input.appIds)].map(String))
    .$if(input.country !== undefined, (q) => q.where('country', '=', input.country!))
    .orderBy('country')
    .orderBy('app_id')
    .execute();
  return rows.map((r) => ({
    appId: Number(r.app_id),
    country: r.country,
    name: r.name,
    subtitle: r.subtitle,
    iconUrl: r.icon_url,
    developerName: r.developer_name,
    developerId: Number(r.developer_id),
    sellerName: r.seller_name,
    price: Number(r.price),
    primaryGenreId: r.primary_genre_id,
    rating: r.rating,
    ratingCount: r.rating_count,
    status: r.status,
    isPreOrder: r.is_preorder,
    missingChecks: r.missing_checks,
    version: r.version,
    releaseDate: r.release_date,
    currentVersionDate: r.current_version_date,
    firstSeenAt: r.first_seen_at,
  }));
}

/** The app's catalog row in the storefront, or null when the storefront's catalog does not have it. */
export async function catalogApp(db: Db, input: { country: string; appId: number }): Promise<CatalogApp | null> {
  return (await catalogApps(db, { country: input.country, appIds: [input.appId] }))[0] ?? null;
}

/**
 * The genres whose charts show the app in the storefront (`appRankGenres`: the overall charts and
 * its own genre's in China, its family's elsewhere); none outside the collected storefronts
 * (CHART_COUNTRIES) or when the storefront's catalog does not have the app.
 */
export async function appChartGenres(db: Db, input: { country: string; appId: number }): Promise<number[]> {
  if (!(CHART_COUNTRIES as readonly string[]).includes(input.country)) return [];
  const app = await catalogApp(db, input);
  return app === null ? [] : appRankGenres(app.primaryGenreId, input.country === CHART_COUNTRIES[0]);
}
