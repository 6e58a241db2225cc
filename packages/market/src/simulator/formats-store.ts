/** The Apple sources without a public API, in the formats `sources/apple/formats.ts` defines. */
import type { FeaturedSnapshot, KeywordPopularity, KeywordSearchResult, TrendingSnapshot } from '../model.ts';
import type {
  CalibrationResponse,
  FeaturedResponse,
  HintsResponse,
  KeywordsPageResponse,
  PopularityResponse,
  SearchOrderResponse,
  TrendingResponse,
} from '../sources/apple/formats.ts';
import type { TruthDay } from './world-api.ts';

export function searchOrderBody(country: string, results: readonly KeywordSearchResult[]): SearchOrderResponse {
  return {
    country,
    results: results.map((r) => ({
      term: r.term,
      resultCount: r.resultCount,
      ad: r.adAppId === null ? null : { trackId: r.adAppId },
      trackIds: [...r.appIds],
      inAppPurchases: r.inAppPurchases.map((p) => ({
        trackId: p.appId,
        productId: p.productId,
        name: p.name,
        price: p.price,
      })),
      events: r.inAppEvents.map((e) => ({
        trackId: e.appId,
        eventId: e.eventId,
        name: e.name,
        badge: e.kind,
        startDate: e.startAt.toISOString(),
        endDate: e.endAt.toISOString(),
      })),
    })),
  };
}

export function hintsBody(hints: readonly string[]): HintsResponse {
  return { hints: hints.map((term) => ({ term })) };
}

export function trendingBody(snapshot: TrendingSnapshot): TrendingResponse {
  return {
    updatedAt: snapshot.at.toISOString(),
    trending: snapshot.terms.map((t) => ({ term: t.term, trackId: t.appId })),
  };
}

export function featuredBody(snapshot: FeaturedSnapshot): FeaturedResponse {
  return {
    updatedAt: snapshot.at.toISOString(),
    items: snapshot.items.map((i) => ({
      trackId: i.appId,
      kind: i.kind,
      label: i.label,
      featuredAt: i.featuredAt.toISOString(),
    })),
  };
}

export function popularityBody(list: readonly KeywordPopularity[]): PopularityResponse {
  return { data: list.map((p) => ({ term: p.term, searchPopularity: p.popularity })) };
}

export function keywordsPageBody(
  all: readonly string[],
  startIndex: number,
  itemsPerPage: number,
): KeywordsPageResponse {
  return {
    data: all.slice(startIndex, startIndex + itemsPerPage).map((text) => ({ text })),
    pagination: { totalResults: all.length, startIndex, itemsPerPage },
  };
}

export function calibrationBody(days: readonly TruthDay[]): CalibrationResponse {
  return { apps: days.map((d) => ({ trackId: d.appId, date: d.date, downloads: d.downloads, revenue: d.revenue })) };
}
