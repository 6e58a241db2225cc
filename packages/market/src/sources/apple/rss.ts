import { GENRE_ALL, GENRE_APP_STORE_ROOT } from '@bangyan/contract';
import type { AppRecord, ChartKey, ChartSnapshot, ChartType, ReviewRecord } from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { sourceUrl } from '../url.ts';
import { chartFeedSchema, reviewsFeedSchema } from './rss-format.ts';

const STARS = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 } as const;

export const CHART_FEEDS: Readonly<Record<ChartType, string>> = {
  free: 'topfreeapplications',
  charge: 'toppaidapplications',
  grossing: 'topgrossingapplications',
};

export const DEFAULT_CHART_LIMIT = 200;
/** The RSS serves 10 pages of 50 reviews, most recent first. */
export const REVIEW_PAGES = 10;

/** What a chart entry tells about an app: enough to show a new app before its lookup. */
export type ChartEntryApp = Pick<
  AppRecord,
  | 'appId'
  | 'country'
  | 'bundleId'
  | 'name'
  | 'developerName'
  | 'iconUrl'
  | 'price'
  | 'currency'
  | 'primaryGenreId'
  | 'releaseDate'
> & {
  /** From the artist link; null when Apple gives the developer no page. */
  developerId: number | null;
};

export interface ChartResult {
  snapshot: ChartSnapshot;
  apps: ChartEntryApp[];
}

/** Apple's legacy RSS: iPhone top charts and customer reviews. */
export class RssSource {
  constructor(
    private readonly http: SourceHttp,
    private readonly base: string,
  ) {}

  /** The chart as the feed's `updated` time stamps it. Genre 0 (and Apple's root 36) is overall. */
  async chart(key: ChartKey, at?: Date, limit = DEFAULT_CHART_LIMIT): Promise<ChartResult> {
    const overall = key.genre === GENRE_ALL || key.genre === GENRE_APP_STORE_ROOT;
    const genre = overall ? '' : `/genre=${key.genre}`;
    const path = `/${key.country}/rss/${CHART_FEEDS[key.type]}/limit=${limit}${genre}/json`;
    const { feed } = await this.http.getJson('rss-chart', sourceUrl(this.base, path, {}, at), chartFeedSchema);
    const apps = feed.entry.map((e): ChartEntryApp => ({
      appId: Number(e.id.attributes['im:id']),
      country: key.country,
      bundleId: e.id.attributes['im:bundleId'],
      name: e['im:name'].label,
      developerName: e['im:artist'].label,
      developerId: developerIdFromUrl(e['im:artist'].attributes?.href),
      iconUrl: e['im:image'].at(-1)?.label ?? '',
      price: Number(e['im:price'].attributes.amount),
      currency: e['im:price'].attributes.currency,
      primaryGenreId: Number(e.category.attributes['im:id']),
      releaseDate: new Date(e['im:releaseDate'].label),
    }));
    const snapshot: ChartSnapshot = { ...key, at: new Date(feed.updated.label), appIds: apps.map((a) => a.appId) };
    return { snapshot, apps };
  }

  /** One page (1..10) of an app's most recent reviews. */
  async reviews(appId: number, country: string, page = 1, at?: Date): Promise<ReviewRecord[]> {
    if (!Number.isInteger(page) || page < 1 || page > REVIEW_PAGES)
      throw new RangeError(`review page must be 1..${REVIEW_PAGES}, got ${page}`);
    const path = `/${country}/rss/customerreviews/page=${page}/id=${appId}/sortby=mostrecent/json`;
    const { feed } = await this.http.getJson('rss-reviews', sourceUrl(this.base, path, {}, at), reviewsFeedSchema);
    return feed.entry.map((e) => ({
      reviewId: e.id.label,
      appId,
      country,
      rating: STARS[e['im:rating'].label],
      title: e.title.label,
      content: e.content.label,
      author: e.author.name.label,
      version: e['im:version'].label,
      updatedAt: new Date(e.updated.label),
    }));
  }
}

function developerIdFromUrl(href: string | undefined): number | null {
  const match = href === undefined ? null : /\/id(\d+)/.exec(href);
  return match ? Number(match[1]) : null;
}
