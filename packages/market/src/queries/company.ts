import { sql } from 'kysely';
import { GENRE_ALL } from '@bangyan/contract';
import { companyBrand, companyNames } from '../analytics/company.ts';
import type { GenreCount } from '../analytics/trends.ts';
import type { Db } from '../db.ts';
import { appChartRanks, type AppChartRank } from './appRanks.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/**
 * The company pages (/new/company/overview, app, developer): a developer account (artistId, what
 * the pages' companyId is) with its apps, and the accounts of the company it belongs to (analytics
 * `companyBrand`). Chart places are the overall charts' latest snapshots at `at`, within the day.
 */

/** One developer account's figures over its apps in a storefront. */
export interface DeveloperFigures {
  developerId: string;
  /** The seller's name (usually the Chinese legal name), else the developer's. */
  name: string;
  /** The developer's name where it differs from `name`. */
  alias: string;
  apps: number;
  /** Apps on sale now. */
  onSale: number;
  /** Ratings of all its apps. */
  ratingCount: number;
  /** Rating of its apps weighted by their rating counts; null without ratings. */
  averageRating: number | null;
  /** Apps on an overall (free, paid or grossing) chart at `at`. */
  charted: number;
  /** Their best place there; 0 when none is charted. */
  bestRank: number;
  firstReleaseDate: Date | null;
  latestUpdateDate: Date | null;
}

export interface CompanyProfile extends DeveloperFigures {
  developerName: string;
  sellerName: string;
  /** The company's trade name (analytics `companyBrand`). */
  brand: string;
  /** Developer accounts of the company, this one included. */
  accounts: number;
  /** Its apps per primary genre, largest first. */
  genres: GenreCount[];
}

export interface CompanyApp extends AppSummary {
  rating: number | null;
  ratingCount: number;
  onSale: boolean;
  isPreOrder: boolean;
  version: string;
  releaseDate: Date | null;
  updateDate: Date | null;
  /** Every chart the app is on at `at` (appChartRanks), overall (genre 0) and by genre. */
  ranks: AppChartRank[];
}

/** Each given developer's figures, in no particular order; developers without apps are left out. */
async function developerFigures(
  db: Db,
  input: { country: string; developerIds: readonly string[]; at: Date },
): Promise<DeveloperFigures[]> {
  if (input.developerIds.length === 0) return [];
  const { rows } = await sql<{
    developer_id: string;
    developer_name: string;
    seller_name: string;
    apps: string;
    on_sale: string;
    rating_count: string;
    average_rating: number | null;
    charted: string;
    best_rank: number | null;
    first_release: Date | null;
    latest_update: Date | null;
  }>`
    WITH latest AS (
      SELECT DISTINCT ON (chart_type) chart_type, app_ids FROM chart_snapshots
      WHERE country = ${input.country} AND genre = ${GENRE_ALL} AND at <= ${input.at}
        AND at > ${input.at}::timestamptz - interval '1 day'
      ORDER BY chart_type, at DESC
    ), charted AS (
      SELECT e.app_id, min(e.rank) AS rank
      FROM latest CROSS JOIN unnest(latest.app_ids) WITH ORDINALITY AS e (app_id, rank)
      GROUP BY e.app_id
    )
    SELECT m.developer_id::text AS developer_id,
      (array_agg(m.developer_name ORDER BY m.rating_count DESC, m.app_id))[1] AS developer_name,
      (array_agg(m.seller_name ORDER BY m.rating_count DESC, m.app_id))[1] AS seller_name,
      count(*) AS apps, count(*) FILTER (WHERE m.status = 1) AS on_sale,
      coalesce(sum(m.rating_count), 0) AS rating_count,
      (sum(m.rating * m.rating_count) FILTER (WHERE m.rating IS NOT NULL)
        / nullif(sum(m.rating_count) FILTER (WHERE m.rating IS NOT NULL), 0))::float8 AS average_rating,
      count(c.app_id) AS charted, min(c.rank)::int AS best_rank,
      min(m.release_date) AS first_release, max(m.current_version_date) AS latest_update
    FROM market_apps m LEFT JOIN charted c ON c.app_id = m.app_id
    WHERE m.country = ${input.country} AND m.developer_id = ANY(${input.developerIds}::bigint[])
    GROUP BY m.developer_id`.execute(db);
  return rows.map((r) => ({
    developerId: r.developer_id,
    ...companyNames(r.developer_name, r.seller_name),
    apps: Number(r.apps),
    onSale: Number(r.on_sale),
    ratingCount: Number(r.rating_count),
    averageRating: r.average_rating,
    charted: Number(r.charted),
    bestRank: r.best_rank ?? 0,
    firstReleaseDate: r.first_release,
    latestUpdateDate: r.latest_update,
  }));
}

/** The developer ids of the storefront whose seller names carry the trade name `brand`. */
async function accountsOf(db: Db, country: string, brand: string): Promise<string[]> {
  const rows = await db
    .selectFrom('market_apps')
    .select(['developer_id', 'seller_name', 'developer_name'])
    .distinct()
    .where('country', '=', country)
    .where('developer_id', '<>', '0')
    .execute();
  const ids = rows
    .filter((r) => brand !== '' && companyBrand(r.seller_name || r.developer_name) === brand)
    .map((r) => String(r.developer_id));
  return [...new Set(ids)];
}

/** The trade name of a developer's company, from the seller of its most rated app; null for an unknown developer. */
async function brandOf(
  db: Db,
  country: string,
  developerId: string,
): Promise<{ brand: string; developerName: string; sellerName: string } | null> {
  const row = await db
    .selectFrom('market_apps')
    .select(['developer_name', 'seller_name'])
    .where('country', '=', country)
    .where('developer_id', '=', developerId)
    .orderBy('rating_count', 'desc')
    .orderBy('app_id')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    brand: companyBrand(row.seller_name || row.developer_name),
    developerName: row.developer_name,
    sellerName: row.seller_name,
  };
}

/** A developer account's profile in a storefront (companyId = its artistId), or null when it has no apps there. */
export async function companyProfile(
  db: Db,
  input: { country: string; developerId: string; at: Date },
): Promise<CompanyProfile | null> {
  const names = await brandOf(db, input.country, input.developerId);
  if (names === null) return null;
  const [[figures], accounts, genres] = await Promise.all([
    developerFigures(db, { country: input.country, developerIds: [input.developerId], at: input.at }),
    accountsOf(db, input.country, names.brand),
    db
      .selectFrom('market_apps')
      .select(['primary_genre_id as genre', (eb) => eb.fn.countAll<string>().as('count')])
      .where('country', '=', input.country)
      .where('developer_id', '=', input.developerId)
      .groupBy('primary_genre_id')
      .orderBy('count', 'desc')
      .orderBy('primary_genre_id')
      .execute(),
  ]);
  return {
    ...figures!,
    ...names,
    accounts: Math.max(accounts.length, 1),
    genres: genres.map((g) => ({ genre: g.genre, count: Number(g.count) })),
  };
}

/**
 * A developer account's apps in a storefront with their details and chart places at `at`, the most
 * rated first (then by app id); none for an unknown developer.
 */
export async function companyApps(
  db: Db,
  input: { country: string; developerId: string; at: Date },
): Promise<CompanyApp[]> {
  const rows = await db
    .selectFrom('market_apps')
    .select([
      'app_id',
      'rating',
      'rating_count',
      'status',
      'is_preorder',
      'version',
      'release_date',
      'current_version_date',
    ])
    .where('country', '=', input.country)
    .where('developer_id', '=', input.developerId)
    .orderBy('rating_count', 'desc')
    .orderBy('app_id')
    .execute();
  const ids = rows.map((r) => Number(r.app_id));
  const [app, ranks] = await Promise.all([
    appSummaries(db, input.country, ids),
    appChartRanks(db, { country: input.country, appIds: ids, at: input.at }),
  ]);
  return rows.map((r) => ({
    ...app(Number(r.app_id)),
    rating: r.rating,
    ratingCount: r.rating_count,
    onSale: r.status === 1,
    isPreOrder: r.is_preorder,
    version: r.version,
    releaseDate: r.release_date,
    updateDate: r.current_version_date,
    ranks: ranks.get(Number(r.app_id)) ?? [],
  }));
}

/**
 * The developer accounts of the company a developer belongs to (analytics `companyBrand`), with
 * their figures, the most apps first (then the most ratings, then by id); null for an unknown developer.
 */
export async function companyDevelopers(
  db: Db,
  input: { country: string; developerId: string; at: Date },
): Promise<{ brand: string; developers: DeveloperFigures[] } | null> {
  const names = await brandOf(db, input.country, input.developerId);
  if (names === null) return null;
  const ids = await accountsOf(db, input.country, names.brand);
  const developers = await developerFigures(db, {
    country: input.country,
    developerIds: ids.includes(input.developerId) ? ids : [input.developerId, ...ids],
    at: input.at,
  });
  developers.sort(
    (x, y) => y.apps - x.apps || y.ratingCount - x.ratingCount || x.developerId.localeCompare(y.developerId),
  );
  return { brand: names.brand, developers };
}
