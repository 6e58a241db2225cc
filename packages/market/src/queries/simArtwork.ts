/**
 * The simulated store's pictures for the apps the catalogue stored (simulator/artwork.ts): an
 * App Store app's icon and its screenshot n (1 to as many as its stored record lists), an Android
 * product's icon, drawn from the stored name and genre (a twin's from its App Store app's). Null for an app the catalogue lacks or a
 * screenshot it does not list, so the server answers 404.
 */
import { GENRE_GAMES } from '@bangyan/contract';
import type { Db } from '../db.ts';
import { appIconSvg, screenshotSvg, type ArtworkSubject } from '../simulator/artwork.ts';
import { genreOfAndroidCategory } from '../simulator/artwork-themes.ts';

/** The genre a picture is drawn for: a game's subgenre, else the primary genre. */
function artworkGenre(primary: number, genreIds: readonly number[]): number {
  return primary === GENRE_GAMES ? (genreIds.find((g) => g >= 7000 && g < 8000) ?? primary) : primary;
}

async function appSubject(db: Db, appId: number): Promise<(ArtworkSubject & { screenshots: number }) | null> {
  // The China row first (the store the pictures come from), else any storefront's.
  const row = await db
    .selectFrom('market_apps')
    .select(['name', 'primary_genre_id', 'genre_ids', 'screenshot_urls', 'country'])
    .where('app_id', '=', String(appId))
    .orderBy((eb) => eb.case().when('country', '=', 'cn').then(0).else(1).end())
    .orderBy('country')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    key: String(appId),
    name: row.name,
    genreId: artworkGenre(row.primary_genre_id, row.genre_ids),
    screenshots: row.screenshot_urls.length,
  };
}

/** The app's icon as SVG, or null when the catalogue lacks the app. */
export async function simAppIcon(db: Db, appId: number): Promise<string | null> {
  const subject = await appSubject(db, appId);
  return subject && appIconSvg(subject);
}

/** The app's screenshot n (1-based) as SVG, or null when its record lists fewer. */
export async function simAppScreenshot(db: Db, appId: number, n: number): Promise<string | null> {
  const subject = await appSubject(db, appId);
  return subject && n >= 1 && n <= subject.screenshots ? screenshotSvg(subject, n) : null;
}

/**
 * The Android product's icon as SVG, or null when no market lists the package. A twin of an App
 * Store app the catalogue has wears that app's icon, as a brand does in both stores.
 */
export async function simAndroidIcon(db: Db, packageName: string): Promise<string | null> {
  const row = await db
    .selectFrom('android_apps')
    .select(['name', 'category', 'ios_app_id'])
    .where('app_id', '=', packageName)
    .orderBy('market')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const twin = row.ios_app_id === null ? null : await appSubject(db, Number(row.ios_app_id));
  return appIconSvg(twin ?? { key: packageName, name: row.name, genreId: genreOfAndroidCategory(row.category) });
}
