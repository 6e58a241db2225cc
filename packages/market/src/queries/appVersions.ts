/**
 * An app's release figures (version page: summary strip, release cadence) from app_versions; the pure figures are
 * exported for their checks.
 */
import { releaseCadence, versionSummary, type Release, type VersionSummary } from '../analytics/versions.ts';
import type { Db } from '../db.ts';

export { releaseCadence, versionSummary, type Release, type VersionSummary };

type AppInput = { country: string; appId: number };

/** The app's versions and when each was released, or null when the app is unknown in the country. */
async function appReleases(db: Db, input: AppInput): Promise<Release[] | null> {
  const appId = String(input.appId);
  const [known, rows] = await Promise.all([
    db
      .selectFrom('market_apps')
      .select('app_id')
      .where('app_id', '=', appId)
      .where('country', '=', input.country)
      .executeTakeFirst(),
    db
      .selectFrom('app_versions')
      .select(['version', 'released_at'])
      .where('app_id', '=', appId)
      .where('country', '=', input.country)
      .execute(),
  ]);
  return known === undefined ? null : rows.map((r) => ({ version: r.version, at: r.released_at }));
}

/** The app's release summary at `now` (analytics `versionSummary`); null when the app is unknown. */
export async function appVersionSummary(db: Db, input: AppInput, now: Date): Promise<VersionSummary | null> {
  const releases = await appReleases(db, input);
  return releases === null ? null : versionSummary(releases, now);
}

/**
 * The app's releases per China month over the last `months` months up to `now` (analytics `releaseCadence`); null when
 * the app is unknown.
 */
export async function appReleaseCadence(
  db: Db,
  input: AppInput & { months: number },
  now: Date,
): Promise<{ months: string[]; counts: number[] } | null> {
  const releases = await appReleases(db, input);
  return releases === null ? null : releaseCadence(releases, now, input.months);
}

/** A version of an app as the store released it. */
export interface AppRelease {
  appId: number;
  version: string;
  /** When the store released it. */
  at: Date;
  releaseNotes: string;
}

/**
 * The versions of some apps of a storefront released from `since` up to `until`, oldest first (the alert engine's
 * read: a version is known once a lookup saw it, up to a lookup's interval after its release).
 */
export async function appReleasesBetween(
  db: Db,
  input: { country: string; appIds: readonly number[]; since: Date; until: Date },
): Promise<AppRelease[]> {
  if (input.appIds.length === 0) return [];
  const rows = await db
    .selectFrom('app_versions')
    .select(['app_id', 'version', 'released_at', 'release_notes'])
    .where('country', '=', input.country)
    .where('app_id', 'in', input.appIds.map(String))
    .where('released_at', '>=', input.since)
    .where('released_at', '<=', input.until)
    .orderBy('released_at')
    .orderBy('app_id')
    .execute();
  return rows.map((r) => ({
    appId: Number(r.app_id),
    version: r.version,
    at: r.released_at,
    releaseNotes: r.release_notes,
  }));
}
