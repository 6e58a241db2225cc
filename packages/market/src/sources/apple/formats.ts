/**
 * Formats of the Apple sources with no public API: the store's organic search order, search
 * hints, trending searches, Apple Ads search popularity, and the calibration data. The simulated
 * store serialises exactly these; the adapters parse them.
 */
import { z } from 'zod';
import { isoDateTime } from '../schema.ts';

const trackId = z.number().int().positive();

/**
 * `GET {APPLE_SEARCH_BASE}/search?terms=a,b,c&country=` (up to SEARCH_ORDER_BATCH terms): for each
 * term the organic order to depth 200 as track ids, the result count and the ad slot apart. A
 * platform crawls tens of thousands of keywords a day, so the order travels as a bare id list.
 * The in-app purchase items and running in-app events the search shows follow in their own order
 * (absent in older recordings: none).
 */
export const searchOrderSchema = z.object({
  country: z.string(),
  results: z.array(
    z.object({
      term: z.string(),
      resultCount: z.number().int().nonnegative(),
      ad: z.object({ trackId }).nullable(),
      trackIds: z.array(trackId).max(200),
      inAppPurchases: z
        .array(z.object({ trackId, productId: trackId, name: z.string().min(1), price: z.number().nonnegative() }))
        .max(30)
        .default([]),
      events: z
        .array(
          z.object({
            trackId,
            eventId: trackId,
            name: z.string().min(1),
            badge: z.string().min(1),
            startDate: isoDateTime,
            endDate: isoDateTime,
          }),
        )
        .max(10)
        .default([]),
    }),
  ),
});
export const SEARCH_ORDER_BATCH = 50;

/** `GET {APPLE_HINTS_BASE}/hints?term=&country=` */
export const hintsSchema = z.object({
  hints: z.array(z.object({ term: z.string() })),
});

/** `GET {APPLE_TRENDING_BASE}/trending?country=`; trackId when the term leads to one app. */
export const trendingSchema = z.object({
  updatedAt: isoDateTime,
  trending: z.array(z.object({ term: z.string(), trackId: trackId.nullable() })),
});

/**
 * `GET {APPLE_FEATURED_BASE}/today?country=`: the apps the store features now (its Today page), most
 * recently put up first: each with whether it is a game, its editorial label and when it went up.
 */
export const featuredSchema = z.object({
  updatedAt: isoDateTime,
  items: z.array(z.object({ trackId, kind: z.enum(['app', 'game']), label: z.string(), featuredAt: isoDateTime })),
});

/** `GET {APPLE_ADS_BASE}/popularity?country=&terms=a,b,c`: unknown terms are left out. */
export const popularitySchema = z.object({
  data: z.array(z.object({ term: z.string(), searchPopularity: z.number().int().min(5).max(100) })),
});
export const POPULARITY_BATCH = 100;

/**
 * `GET {APPLE_ADS_BASE}/keywords?country=&offset=&limit=`: the keywords Apple Ads recommends, which
 * is the crawl list a platform sweeps. Paged like Apple Ads' API; `limit` up to KEYWORDS_PAGE_MAX.
 */
export const keywordsPageSchema = z.object({
  data: z.array(z.object({ text: z.string() })),
  pagination: z.object({
    totalResults: z.number().int().nonnegative(),
    startIndex: z.number().int().nonnegative(),
    itemsPerPage: z.number().int().positive(),
  }),
});
export const KEYWORDS_PAGE_MAX = 5000;

/** `GET {CALIBRATION_BASE}/calibration?country=&date=YYYY-MM-DD` */
export const calibrationSchema = z.object({
  apps: z.array(
    z.object({
      trackId,
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
      downloads: z.number().nonnegative(),
      revenue: z.number().nonnegative(),
    }),
  ),
});

export type SearchOrderResponse = z.input<typeof searchOrderSchema>;
export type HintsResponse = z.input<typeof hintsSchema>;
export type TrendingResponse = z.input<typeof trendingSchema>;
export type FeaturedResponse = z.input<typeof featuredSchema>;
export type PopularityResponse = z.input<typeof popularitySchema>;
export type KeywordsPageResponse = z.input<typeof keywordsPageSchema>;
export type CalibrationResponse = z.input<typeof calibrationSchema>;
