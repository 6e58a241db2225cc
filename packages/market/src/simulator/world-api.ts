import type {
  AndroidAppRecord,
  AndroidChartSnapshot,
  AndroidChartType,
  AndroidMarket,
  AndroidReviewPage,
  AppRecord,
  ChartKey,
  ChartSnapshot,
  FeaturedSnapshot,
  KeywordPopularity,
  KeywordSearchResult,
  ReviewRecord,
  TrendingSnapshot,
} from '../model.ts';

/** World sizes (SIM_SCALE). */
export type SimScale = 'test' | 'demo' | 'bench';

export interface SimOptions {
  seed: number;
  scale: SimScale;
  /** Start of simulated history; the world exists from here on (default: now - 90 days). */
  historyStart: Date;
}

/** Kinds of event the world produces; each is logged in the ground truth. */
export type SimEventKind =
  | 'release'
  | 'preorder'
  | 'update'
  | 'rename'
  | 'price'
  | 'featured'
  | 'offline'
  | 'online'
  | 'clear-chart'
  | 'clear-words';

export interface SimEvent {
  kind: SimEventKind;
  appId: number;
  at: Date;
  /** Event details, e.g. {from, to} for rename/price, {version} for update, {until} for clear-chart. */
  detail: Record<string, string | number | boolean | null>;
}

/** What the world truly did on one day (China time), for accuracy checks only. */
export interface TruthDay {
  date: string; // YYYY-MM-DD
  appId: number;
  country: string;
  downloads: number;
  revenue: number; // CNY for cn
}

/**
 * The simulated store's model: a pure, deterministic function of (seed, scale, time). Every method
 * answers "as the store stood at `at`"; the same arguments give the same answer in any process.
 * The HTTP layer (simulator/server.ts) serves these through the real sources' formats.
 */
export interface World {
  readonly options: SimOptions;
  /** Countries with an App Store storefront in the world (cn always first). */
  readonly countries: readonly string[];
  /**
   * Genres that have charts: 0 (overall), 6014 (games), every app genre 6000-6027 and game subgenre 7001-7019 in use.
   */
  readonly chartGenres: readonly number[];

  /** Apps on sale (or on pre-order) in the country at `at`; an offline app is absent. */
  lookup(appIds: readonly number[], country: string, at: Date): AppRecord[];
  /** iTunes search: apps whose name/developer match the term, relevance order, up to `limit`. */
  search(term: string, country: string, at: Date, limit: number): AppRecord[];
  /** Chart at the latest hourly tick at or before `at`; depth 200, or 500 for cn overall non-grossing when asked. */
  chart(key: ChartKey, at: Date, depth: number): ChartSnapshot;
  /** Most recent reviews first, for the RSS pages (50 a page, 10 pages). */
  reviews(appId: number, country: string, at: Date, page: number): ReviewRecord[];
  /** Organic search order for a keyword (depth 200) plus the ad slot. */
  keywordSearch(term: string, country: string, at: Date): KeywordSearchResult;
  /** Search hints for a prefix. */
  hints(prefix: string, country: string, at: Date): string[];
  /** Trending searches at `at` (updated a few times a day). */
  trending(country: string, at: Date): TrendingSnapshot;
  /** Apps featured at `at` (the store's Today page), on sale in the country, most recently put up first. */
  featured(country: string, at: Date): FeaturedSnapshot;
  /** Apple Ads search popularity 5..100 for each known term (unknown terms omitted). */
  popularity(terms: readonly string[], country: string, at: Date): KeywordPopularity[];
  /** The keyword universe, for collectors that sweep every keyword (the real platform's crawl list). */
  keywords(country: string): readonly string[];

  androidChart(market: AndroidMarket, type: AndroidChartType, at: Date): AndroidChartSnapshot;
  androidApps(market: AndroidMarket, appIds: readonly string[], at: Date): AndroidAppRecord[];
  androidSearch(market: AndroidMarket, term: string, at: Date): string[];
  /** The package's reviews on the market at `at`, newest first: `limit` from `offset` (android-reviews.ts). */
  androidReviews(market: AndroidMarket, appId: string, at: Date, offset: number, limit: number): AndroidReviewPage;

  /**
   * Calibration apps whose true daily downloads and revenue the store publishes (like connected developer consoles).
   */
  calibration(country: string, date: string): TruthDay[];

  /** Ground truth, for `npm run market -- truth` and the accuracy report only. */
  truth: {
    events(from: Date, to: Date): SimEvent[];
    days(country: string, date: string): TruthDay[];
    /** True daily search volume of each keyword. */
    searchVolume(country: string, date: string): { term: string; volume: number }[];
  };
}
