import { createHash } from 'node:crypto';
import type { AppRecord } from '../model.ts';

/** Metadata fields whose changes are kept in app_changes (baseinfo change history). */
export const TRACKED = ['name', 'subtitle', 'icon_url', 'description', 'price', 'version'] as const;
type Tracked = (typeof TRACKED)[number];

export function trackedValue(r: AppRecord, field: Tracked): string {
  switch (field) {
    case 'name':
      return r.name;
    case 'subtitle':
      return r.subtitle;
    case 'icon_url':
      return r.iconUrl;
    case 'description':
      return r.description;
    case 'price':
      return r.price.toFixed(2);
    case 'version':
      return r.version;
  }
}

/** Columns a lookup fills; a returned app whose row already holds these values is not rewritten. */
export const LOOKUP_COLUMNS = [
  'bundle_id',
  'name',
  'subtitle',
  'developer_id',
  'developer_name',
  'seller_name',
  'icon_url',
  'screenshot_urls',
  'description',
  'release_notes',
  'version',
  'release_date',
  'current_version_date',
  'price',
  'currency',
  'formatted_price',
  'primary_genre_id',
  'genre_ids',
  'rating',
  'rating_count',
  'file_size',
  'language_codes',
  'content_rating',
  'is_preorder',
] as const;
/**
 * A fingerprint of what a lookup returned of an app (the values of every LOOKUP_COLUMNS column, in
 * that order): equal fingerprints, equal rows.
 */
export function lookupHash(r: AppRecord): string {
  const values = [
    r.bundleId,
    r.name,
    r.subtitle,
    r.developerId,
    r.developerName,
    r.sellerName,
    r.iconUrl,
    r.screenshotUrls,
    r.description,
    r.releaseNotes,
    r.version,
    r.releaseDate,
    r.currentVersionReleaseDate,
    r.price,
    r.currency,
    r.formattedPrice,
    r.primaryGenreId,
    r.genreIds,
    r.averageUserRating,
    r.userRatingCount,
    r.fileSizeBytes,
    r.languageCodes,
    r.contentAdvisoryRating,
    r.isPreOrder,
  ];
  return createHash('sha1').update(JSON.stringify(values)).digest('base64');
}
