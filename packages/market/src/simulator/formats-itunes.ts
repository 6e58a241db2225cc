/** AppRecords in the iTunes Search API's format, as Apple sends them plus the simulator's extensions. */
import { genreName } from '@bangyan/contract';
import type { AppRecord } from '../model.ts';
import type { ItunesResponse, ItunesSoftware } from '../sources/apple/itunes-format.ts';
import { itunesTime } from './formats-time.ts';

/** Fields Apple sends that no adapter reads; kept so the documents look like Apple's. */
interface ItunesExtras {
  wrapperType: 'software';
  trackCensoredName: string;
  trackViewUrl: string;
  artistViewUrl: string;
  ipadScreenshotUrls: string[];
  trackContentRating: string;
}

/** Apple's artwork URLs end in the size ("…/512x512bb.jpg"); other sizes are the same path. */
function artwork(iconUrl: string, size: number): string {
  return iconUrl.replace(/\/\d+x\d+bb\.(jpg|png)$/, `/${size}x${size}bb.$1`);
}

export function itunesSoftware(app: AppRecord): ItunesSoftware & ItunesExtras {
  const base = `https://apps.apple.com/${app.country}`;
  return {
    wrapperType: 'software',
    kind: 'software',
    trackId: app.appId,
    trackName: app.name,
    trackCensoredName: app.name,
    trackViewUrl: `${base}/app/id${app.appId}?uo=4`,
    subtitle: app.subtitle,
    bundleId: app.bundleId,
    artistId: app.developerId,
    artistName: app.developerName,
    artistViewUrl: `${base}/developer/id${app.developerId}?uo=4`,
    sellerName: app.sellerName,
    artworkUrl60: artwork(app.iconUrl, 60),
    artworkUrl100: artwork(app.iconUrl, 100),
    artworkUrl512: app.iconUrl,
    screenshotUrls: app.screenshotUrls,
    ipadScreenshotUrls: [],
    description: app.description,
    // Apple leaves out what an app does not have: no notes for a first version, no rating unrated.
    ...(app.releaseNotes === '' ? {} : { releaseNotes: app.releaseNotes }),
    version: app.version,
    releaseDate: itunesTime(app.releaseDate),
    currentVersionReleaseDate: itunesTime(app.currentVersionReleaseDate),
    price: app.price,
    formattedPrice: app.formattedPrice,
    currency: app.currency,
    primaryGenreId: app.primaryGenreId,
    genreIds: app.genreIds.map(String),
    genres: app.genreIds.map((id) => genreName(id) ?? String(id)),
    ...(app.averageUserRating === null ? {} : { averageUserRating: app.averageUserRating }),
    userRatingCount: app.userRatingCount,
    fileSizeBytes: String(app.fileSizeBytes),
    languageCodesISO2A: app.languageCodes,
    contentAdvisoryRating: app.contentAdvisoryRating,
    trackContentRating: app.contentAdvisoryRating,
    isPreOrder: app.isPreOrder,
  };
}

export function itunesResponse(apps: readonly AppRecord[]): ItunesResponse {
  return { resultCount: apps.length, results: apps.map(itunesSoftware) };
}
