/**
 * The normalised records every source adapter produces and ingest stores. Sources differ in
 * format; from here on everything speaks these shapes.
 */

/** Chart types as the spec names them in URLs (type=free|charge|grossing). */
export type ChartType = 'free' | 'charge' | 'grossing';
export const CHART_TYPES: readonly ChartType[] = ['free', 'charge', 'grossing'];

/** An iOS chart: (country, type, genre) on iPhone. Genre 0 is overall (Apple's root genre 36). */
export interface ChartKey {
  country: string;
  type: ChartType;
  genre: number;
}

/** A chart as it stood at one snapshot time: app ids in rank order (index 0 = rank 1). */
export interface ChartSnapshot extends ChartKey {
  at: Date;
  appIds: number[];
}

/** App metadata from iTunes lookup / search, or from a chart entry (fewer fields). */
export interface AppRecord {
  appId: number;
  country: string;
  bundleId: string;
  name: string;
  /** Apple's lookup has no subtitle; the simulator's does (as real platforms scrape it). */
  subtitle: string;
  developerId: number;
  developerName: string;
  sellerName: string;
  iconUrl: string;
  screenshotUrls: string[];
  description: string;
  releaseNotes: string;
  version: string;
  releaseDate: Date;
  currentVersionReleaseDate: Date;
  price: number;
  currency: string;
  formattedPrice: string;
  primaryGenreId: number;
  genreIds: number[];
  averageUserRating: number | null;
  userRatingCount: number;
  fileSizeBytes: number;
  languageCodes: string[];
  contentAdvisoryRating: string;
  /** True while the app is on pre-order (not yet released). */
  isPreOrder: boolean;
}

export interface ReviewRecord {
  reviewId: string;
  appId: number;
  country: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  author: string;
  version: string;
  updatedAt: Date;
}

/** The organic search result order for a keyword (ad slot excluded), depth 200. */
export interface KeywordSearchResult {
  term: string;
  country: string;
  at: Date;
  resultCount: number;
  appIds: number[];
  adAppId: number | null;
  /** In-app purchase items the search shows for the keyword, in result order (depth 30). */
  inAppPurchases: InAppPurchaseEntry[];
  /** In-app events running now that the search shows for the keyword, in result order (depth 10). */
  inAppEvents: InAppEventEntry[];
}

/** An in-app purchase item as a search result entry; price in the storefront's currency. */
export interface InAppPurchaseEntry {
  appId: number;
  productId: number;
  name: string;
  price: number;
}

/** An in-app event as a search result entry: its badge (挑战赛, 特别活动, …) and when it runs. */
export interface InAppEventEntry {
  appId: number;
  eventId: number;
  name: string;
  kind: string;
  startAt: Date;
  endAt: Date;
}

/** Apple Ads search popularity, 5..100. */
export interface KeywordPopularity {
  term: string;
  country: string;
  at: Date;
  popularity: number;
}

export interface TrendingSnapshot {
  country: string;
  at: Date;
  terms: { term: string; appId: number | null }[];
}

/**
 * An app the store features (its Today page): whether it is a game, the label (contract FEATURED_LABELS), when it was
 * put up.
 */
export interface FeaturedItem {
  appId: number;
  kind: 'app' | 'game';
  label: string;
  featuredAt: Date;
}

/** What the store features at a time. */
export interface FeaturedSnapshot {
  country: string;
  at: Date;
  items: FeaturedItem[];
}

/** Android markets the engine collects. */
export type AndroidMarket = 'huawei' | 'xiaomi' | 'oppo' | 'vivo';
export const ANDROID_MARKETS: readonly AndroidMarket[] = ['huawei', 'xiaomi', 'oppo', 'vivo'];

export interface AndroidAppRecord {
  market: AndroidMarket;
  /** Package name, e.g. com.tencent.mm. */
  appId: string;
  name: string;
  developerName: string;
  iconUrl: string;
  category: string;
  version: string;
  updatedAt: Date;
  /** Cumulative downloads as the market publishes them; daily downloads are differences. */
  totalDownloads: number;
  /** 0..5 */
  rating: number | null;
  /** The iOS twin's app id when the same product is on the App Store. */
  iosAppId: number | null;
}

export type AndroidChartType = 'hot' | 'download' | 'new';

export interface AndroidChartSnapshot {
  market: AndroidMarket;
  type: AndroidChartType;
  at: Date;
  appIds: string[];
}

/** A user review in an Android market (the markets' reviews have no title). */
export interface AndroidReviewRecord {
  market: AndroidMarket;
  /** Package name. */
  appId: string;
  reviewId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  author: string;
  /** The app version the reviewer had. */
  version: string;
  createdAt: Date;
}

/** One page of an app's newest reviews in a market, and whether the market has older ones. */
export interface AndroidReviewPage {
  reviews: AndroidReviewRecord[];
  hasMore: boolean;
}
