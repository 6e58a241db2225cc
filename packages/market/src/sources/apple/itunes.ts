import type { AppRecord } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { chunks, sourceUrl } from '../url.ts';
import { itunesResponseSchema, type ItunesSoftware } from './itunes-format.ts';

/** Apple documents lookup for "up to 200" ids a call. */
export const LOOKUP_BATCH = 200;
export const SEARCH_LIMIT = 200;

/** The iTunes Search API: keyword search and lookup by id, in one storefront. */
export class ItunesSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  async search(term: string, country: string, at?: Date): Promise<AppRecord[]> {
    const url = sourceUrl(this.base, '/search', { term, country, entity: 'software', limit: SEARCH_LIMIT }, at);
    return this.fetch('itunes-search', url, country);
  }

  /**
   * Apps on sale in `country`, in response order. An id the store no longer returns is simply
   * absent: the caller decides what absence means (offline after two misses).
   */
  async lookup(appIds: readonly number[], country: string, at?: Date): Promise<AppRecord[]> {
    const batches = chunks([...new Set(appIds)], LOOKUP_BATCH);
    const results = await Promise.all(
      batches.map((ids) =>
        this.fetch('itunes-lookup', sourceUrl(this.base, '/lookup', { id: ids.join(','), country }, at), country),
      ),
    );
    return results.flat();
  }

  private async fetch(source: string, url: URL, country: string): Promise<AppRecord[]> {
    const response = await this.http.getJson(source, url, itunesResponseSchema);
    // Lookup by id also answers for Mac apps (kind 'mac-software'), which are not this store's.
    return response.results
      .filter((a) => a.kind === undefined || a.kind === 'software')
      .map((a) => appRecord(a, country));
  }
}

function appRecord(a: ItunesSoftware, country: string): AppRecord {
  const releaseDate = new Date(a.releaseDate);
  return {
    appId: a.trackId,
    country,
    bundleId: a.bundleId,
    name: a.trackName,
    subtitle: a.subtitle ?? '',
    developerId: a.artistId,
    developerName: a.artistName,
    sellerName: a.sellerName ?? a.artistName,
    iconUrl: a.artworkUrl512 ?? a.artworkUrl100 ?? a.artworkUrl60 ?? '',
    screenshotUrls: a.screenshotUrls ?? [],
    description: a.description ?? '',
    releaseNotes: a.releaseNotes ?? '',
    version: a.version,
    releaseDate,
    currentVersionReleaseDate:
      a.currentVersionReleaseDate === undefined ? releaseDate : new Date(a.currentVersionReleaseDate),
    price: a.price ?? 0,
    currency: a.currency ?? '',
    formattedPrice: a.formattedPrice ?? '',
    primaryGenreId: a.primaryGenreId,
    genreIds: a.genreIds?.map(Number) ?? [a.primaryGenreId],
    // Some storefronts report an unrated app as 0 from 0 ratings; ratings run 1..5, so 0 is none.
    averageUserRating:
      a.averageUserRating === undefined || (a.averageUserRating === 0 && !a.userRatingCount)
        ? null
        : a.averageUserRating,
    userRatingCount: a.userRatingCount ?? 0,
    fileSizeBytes: a.fileSizeBytes === undefined ? 0 : Number(a.fileSizeBytes),
    languageCodes: a.languageCodesISO2A ?? [],
    contentAdvisoryRating: a.contentAdvisoryRating ?? '',
    isPreOrder: a.isPreOrder ?? false,
  };
}
