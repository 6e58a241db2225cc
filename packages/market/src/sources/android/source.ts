import type { z } from 'zod';
import type {
  AndroidAppRecord,
  AndroidChartSnapshot,
  AndroidChartType,
  AndroidMarket,
  AndroidReviewPage,
  AndroidReviewRecord,
} from '../../model.ts';
import type { SourceHttp } from '../http.ts';
import { chunks, sourceUrl } from '../url.ts';
import { ANDROID_ROUTES, reviewsPageValue } from './routes.ts';

/** One Android market: its charts, app details, keyword search order and user reviews. */
export interface AndroidSource {
  readonly market: AndroidMarket;
  chart(type: AndroidChartType, at?: Date): Promise<AndroidChartSnapshot>;
  /** Details of the packages the market still lists; a package it no longer has is absent. */
  apps(appIds: readonly string[], at?: Date): Promise<AndroidAppRecord[]>;
  /** Package names in the market's result order for the term. */
  search(term: string, at?: Date): Promise<string[]>;
  /** Page `page` (1 = the newest) of the package's reviews, newest first, in the market's page size. */
  reviews(appId: string, page: number, at?: Date): Promise<AndroidReviewPage>;
}

/** A review as a market's body gives it, before the market and package are added. */
export type AndroidReviewFields = Omit<AndroidReviewRecord, 'market' | 'appId'>;

/** A star count the market's schema has already checked to be 1..5. */
export const starsOf = (n: number) => n as AndroidReviewRecord['rating'];

/** How one market's responses read: a schema each and the mapping to normalised records. */
export interface AndroidReader<C extends z.ZodType, A extends z.ZodType, S extends z.ZodType, R extends z.ZodType> {
  chart: C;
  apps: A;
  search: S;
  reviews: R;
  chartOf(body: z.output<C>): { at: Date; appIds: string[] };
  appsOf(body: z.output<A>): Omit<AndroidAppRecord, 'market'>[];
  searchOf(body: z.output<S>): string[];
  reviewsOf(body: z.output<R>): { reviews: AndroidReviewFields[]; hasMore: boolean };
}

/** The request side is the same for every market: only routes, schemas and mappings differ. */
export function androidSource<C extends z.ZodType, A extends z.ZodType, S extends z.ZodType, R extends z.ZodType>(
  market: AndroidMarket,
  reader: AndroidReader<C, A, S, R>,
  http: SourceHttp,
  base: string,
): AndroidSource {
  const routes = ANDROID_ROUTES[market];
  const source = `android-${market}`;
  return {
    market,
    async chart(type, at) {
      const body = await http.getJson(
        source,
        sourceUrl(base, routes.chartPath, { [routes.chartTypeParam]: type }, at),
        reader.chart,
      );
      return { market, type, ...reader.chartOf(body) };
    },
    async apps(appIds, at) {
      const batches = chunks([...new Set(appIds)], routes.appsBatch);
      const bodies = await Promise.all(
        batches.map((ids) =>
          http.getJson(
            source,
            sourceUrl(base, routes.appsPath, { [routes.appsParam]: ids.join(',') }, at),
            reader.apps,
          ),
        ),
      );
      return bodies.flatMap((body) => reader.appsOf(body).map((app) => ({ market, ...app })));
    },
    async search(term, at) {
      const body = await http.getJson(
        source,
        sourceUrl(base, routes.searchPath, { [routes.searchParam]: term }, at),
        reader.search,
      );
      return reader.searchOf(body);
    },
    async reviews(appId, page, at) {
      const params = { [routes.reviewsAppParam]: appId, [routes.reviewsPageParam]: reviewsPageValue(routes, page) };
      const { reviews, hasMore } = reader.reviewsOf(
        await http.getJson(source, sourceUrl(base, routes.reviewsPath, params, at), reader.reviews),
      );
      return { reviews: reviews.map((r) => ({ market, appId, ...r })), hasMore };
    },
  };
}
