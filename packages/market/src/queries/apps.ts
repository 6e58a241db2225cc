import type { AppRecord } from '../model.ts';
import type { Db } from '../db.ts';

export interface AppVersion {
  version: string;
  releasedAt: Date;
  releaseNotes: string;
  /** The package size the lookup that recorded the version saw; null for one recorded before sizes were kept. */
  fileSizeBytes: number | null;
}

/** One metadata change (name, subtitle, icon_url, description, price or version), as lookups saw it. */
export interface AppChange {
  at: Date;
  field: string;
  oldValue: string;
  newValue: string;
}

/**
 * An app page's data: the catalog row (market_apps) in the lookup's record shape and its versions.
 * Release dates are null on a row no lookup has filled yet.
 */
export interface AppProfile extends Omit<AppRecord, 'releaseDate' | 'currentVersionReleaseDate'> {
  releaseDate: Date | null;
  currentVersionReleaseDate: Date | null;
  /** Still on sale; false once lookup stopped returning it (data.md "Monitors", offline). */
  onSale: boolean;
  /** Whether a full lookup has filled the row (a chart entry gives only a few fields). */
  lookedUp: boolean;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Newest first. */
  versions: AppVersion[];
}

/** An app's page data in one country (market_apps, app_versions), or null when the app is unknown there. */
export async function appProfile(db: Db, input: { country: string; appId: number }): Promise<AppProfile | null> {
  const appId = String(input.appId);
  const row = await db
    .selectFrom('market_apps')
    .selectAll()
    .where('app_id', '=', appId)
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (row === undefined) return null;
  const versions = await db
    .selectFrom('app_versions')
    .select(['version', 'released_at', 'release_notes', 'file_size'])
    .where('app_id', '=', appId)
    .where('country', '=', input.country)
    .orderBy('released_at', 'desc')
    .execute();
  return {
    appId: input.appId,
    country: row.country,
    bundleId: row.bundle_id,
    name: row.name,
    subtitle: row.subtitle,
    developerId: Number(row.developer_id),
    developerName: row.developer_name,
    sellerName: row.seller_name,
    iconUrl: row.icon_url,
    screenshotUrls: row.screenshot_urls,
    description: row.description,
    releaseNotes: row.release_notes,
    version: row.version,
    releaseDate: row.release_date,
    currentVersionReleaseDate: row.current_version_date,
    price: Number(row.price),
    currency: row.currency,
    formattedPrice: row.formatted_price,
    primaryGenreId: row.primary_genre_id,
    genreIds: row.genre_ids,
    averageUserRating: row.rating,
    userRatingCount: row.rating_count,
    fileSizeBytes: Number(row.file_size),
    languageCodes: row.language_codes,
    contentAdvisoryRating: row.content_rating,
    isPreOrder: row.is_preorder,
    onSale: row.status === 1,
    lookedUp: row.looked_up,
    firstSeenAt: row.first_seen_at,
    lastSeenAt: row.last_seen_at,
    versions: versions.map((v) => ({
      version: v.version,
      releasedAt: v.released_at,
      releaseNotes: v.release_notes,
      fileSizeBytes: v.file_size === null ? null : Number(v.file_size),
    })),
  };
}

/**
 * A page of the app's metadata changes in one country (of one field when `field` is given), newest
 * first (then by field), with how many there are in all; null when the app is unknown there.
 */
export async function appChangePage(
  db: Db,
  input: { country: string; appId: number; field?: string; offset: number; limit: number },
): Promise<{ total: number; changes: AppChange[] } | null> {
  const appId = String(input.appId);
  const known = await db
    .selectFrom('market_apps')
    .select('app_id')
    .where('app_id', '=', appId)
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (known === undefined) return null;
  let changes = db.selectFrom('app_changes').where('app_id', '=', appId).where('country', '=', input.country);
  if (input.field !== undefined) changes = changes.where('field', '=', input.field);
  const [count, rows] = await Promise.all([
    changes.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    changes
      .select(['at', 'field', 'old_value', 'new_value'])
      .orderBy('at', 'desc')
      .orderBy('field')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    changes: rows.map((c) => ({ at: c.at, field: c.field, oldValue: c.old_value, newValue: c.new_value })),
  };
}
