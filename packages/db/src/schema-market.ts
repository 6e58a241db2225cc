import type { ColumnType, Generated } from 'kysely';

/** Row types of the market engine's tables (migrations 0004-0006). */
type Ts = ColumnType<Date, Date | string, Date | string>;
type TsNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns are read and written as 'YYYY-MM-DD' (see connect.ts). */
type Day = string;
/** bigint and numeric come back from pg as strings. */
type BigInt = ColumnType<string, number | bigint | string, number | bigint | string>;
type BigIntNull = ColumnType<
  string | null,
  number | bigint | string | null | undefined,
  number | bigint | string | null
>;
type Numeric = ColumnType<string, number | string, number | string>;
type NumericNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Default<T> = ColumnType<T, T | undefined, T>;

export interface MarketAppsTable {
  app_id: BigInt;
  country: string;
  bundle_id: Default<string>;
  name: string;
  subtitle: Default<string>;
  developer_id: ColumnType<string, number | string | undefined, number | string>;
  developer_name: Default<string>;
  seller_name: Default<string>;
  icon_url: Default<string>;
  screenshot_urls: Default<string[]>;
  description: Default<string>;
  release_notes: Default<string>;
  version: Default<string>;
  release_date: TsNull;
  current_version_date: TsNull;
  price: ColumnType<string, number | string | undefined, number | string>;
  currency: Default<string>;
  formatted_price: Default<string>;
  primary_genre_id: Default<number>;
  genre_ids: Default<number[]>;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  rating_count: Default<number>;
  file_size: ColumnType<string, number | string | undefined, number | string>;
  language_codes: Default<string[]>;
  content_rating: Default<string>;
  is_preorder: Default<boolean>;
  /** Fingerprint of the lookup columns (storeApps.ts); null until a lookup fills the row. */
  lookup_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status: Default<number>;
  missing_checks: Default<number>;
  missing_since: TsNull;
  looked_up: Default<boolean>;
  first_seen_at: Ts;
  last_seen_at: Ts;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AppChangesTable {
  app_id: BigInt;
  country: string;
  at: Ts;
  field: string;
  old_value: string;
  new_value: string;
}

export interface AppStatusChangesTable {
  app_id: BigInt;
  country: string;
  at: Ts;
  on_sale: boolean;
}

export interface AppVersionsTable {
  app_id: BigInt;
  country: string;
  version: string;
  released_at: Ts;
  release_notes: Default<string>;
  /** Bytes, as the lookup that recorded the version saw them; null before sizes were kept (migration 0031). */
  file_size: BigIntNull;
}

export interface AppReviewsTable {
  country: string;
  review_id: string;
  app_id: BigInt;
  rating: number;
  title: Default<string>;
  content: Default<string>;
  author: Default<string>;
  version: Default<string>;
  updated_at: Ts;
}

export interface AndroidAppsTable {
  market: string;
  app_id: string;
  name: string;
  developer_name: Default<string>;
  icon_url: Default<string>;
  category: Default<string>;
  version: Default<string>;
  updated_at: TsNull;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  ios_app_id: BigIntNull;
  first_seen_at: Ts;
  last_seen_at: Ts;
}

/** An Android app's details at each check that saw them change (migration 0028). */
export interface AndroidAppHistoryTable {
  market: string;
  app_id: string;
  at: Ts;
  name: string;
  version: string;
  updated_at: TsNull;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AndroidAppReviewsTable {
  market: string;
  app_id: string;
  review_id: string;
  rating: number;
  content: string;
  author: string;
  version: string;
  created_at: Ts;
}

export interface KeywordsTable {
  keyword_id: Generated<number>;
  country: string;
  term: string;
  first_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChartSnapshotsTable {
  country: string;
  chart_type: string;
  genre: number;
  at: Ts;
  app_ids: ColumnType<string[], (number | string)[], (number | string)[]>;
}

export interface KeywordResultsTable {
  keyword_id: number;
  at: Ts;
  app_ids: ColumnType<string[], (number | string)[], (number | string)[]>;
}

export interface KeywordDailyTable {
  keyword_id: number;
  day: Day;
  popularity: number | null;
  heat: number | null;
  result_count: number | null;
  ad_app_id: BigIntNull;
}

export interface TrendingSnapshotsTable {
  country: string;
  at: Ts;
  terms: ColumnType<{ term: string; appId: number | null }[], string, string>;
}

export interface FeaturedAppsTable {
  country: string;
  app_id: BigInt;
  featured_at: Ts;
  kind: string;
  label: string;
  first_seen_at: Ts;
  last_seen_at: Ts;
}

export interface AndroidChartSnapshotsTable {
  market: string;
  chart_type: string;
  at: Ts;
  app_ids: string[];
}

export interface AndroidKeywordResultsTable {
  market: string;
  keyword_id: number;
  at: Ts;
  app_ids: string[];
}

export interface AndroidKeywordDailyTable {
  market: string;
  keyword_id: number;
  day: Day;
  at: Ts;
  result_count: number;
}

export interface AndroidDownloadsTable {
  market: string;
  app_id: string;
  day: Day;
  total: BigInt;
}

export interface CalibrationPointsTable {
  country: string;
  day: Day;
  app_id: BigInt;
  downloads: BigInt;
  revenue: Numeric;
}

export interface EstimateModelsTable {
  country: string;
  day: Day;
  metric: 'downloads' | 'revenue';
  chart_type: string;
  genre: number;
  a: number;
  b: number;
  n: number;
  residual_sd: number;
}

export interface AppEstimatesTable {
  country: string;
  day: Day;
  app_id: BigInt;
  downloads: BigIntNull;
  downloads_low: BigIntNull;
  downloads_high: BigIntNull;
  revenue: NumericNull;
  revenue_low: NumericNull;
  revenue_high: NumericNull;
}

export interface AppCoverageDailyTable {
  country: string;
  day: Day;
  app_id: BigInt;
  total: number;
  top3: number;
  top10: number;
  aso_index: number;
}

/** In-app search entries' kind: purchase items or in-app events. */
export type InAppKind = 'item' | 'event';

export interface InAppItemsTable {
  country: string;
  product_id: BigInt;
  app_id: BigInt;
  name: string;
  price: Numeric;
  first_seen_at: Ts;
  last_seen_at: Ts;
}

export interface InAppEventsTable {
  country: string;
  event_id: BigInt;
  app_id: BigInt;
  name: string;
  kind: string;
  starts_at: Ts;
  ends_at: Ts;
  first_seen_at: Ts;
  last_seen_at: Ts;
}

export interface KeywordInAppResultsTable {
  keyword_id: number;
  kind: InAppKind;
  at: Ts;
  ids: ColumnType<string[], (number | string)[], (number | string)[]>;
}

export interface AppInAppCoverageDailyTable {
  country: string;
  app_id: BigInt;
  kind: InAppKind;
  day: Day;
  total: number;
  top3: number;
  top10: number;
}

export interface MonitorEventsTable {
  kind: 'offline' | 'online' | 'new' | 'clear-chart' | 'clear-words' | 'booked';
  country: string;
  app_id: BigInt;
  at: Ts;
  day: Day;
  genre: Default<number>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface IngestRunsTable {
  id: Generated<number>;
  job: string;
  target_at: Ts;
  status: 'running' | 'done' | 'failed';
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: TsNull;
  rows_written: Default<number>;
  errors: ColumnType<unknown[], string | undefined, string>;
}

/** Listings an operator confirmed to be one app (an approved link-app request, migration 0044). */
export interface AppLinksTable {
  id: Generated<number>;
  app_id: string;
  /** 'ios' or an Android market. */
  market: string;
  linked_app_id: string;
  /** An Android market. */
  linked_market: string;
  request_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface MarketDatabase {
  market_apps: MarketAppsTable;
  app_changes: AppChangesTable;
  app_versions: AppVersionsTable;
  app_status_changes: AppStatusChangesTable;
  app_reviews: AppReviewsTable;
  android_apps: AndroidAppsTable;
  android_app_history: AndroidAppHistoryTable;
  android_app_reviews: AndroidAppReviewsTable;
  keywords: KeywordsTable;
  chart_snapshots: ChartSnapshotsTable;
  keyword_results: KeywordResultsTable;
  keyword_results_current: KeywordResultsTable;
  keyword_daily: KeywordDailyTable;
  trending_snapshots: TrendingSnapshotsTable;
  featured_apps: FeaturedAppsTable;
  android_chart_snapshots: AndroidChartSnapshotsTable;
  android_downloads: AndroidDownloadsTable;
  android_keyword_results: AndroidKeywordResultsTable;
  android_keyword_daily: AndroidKeywordDailyTable;
  calibration_points: CalibrationPointsTable;
  estimate_models: EstimateModelsTable;
  app_estimates: AppEstimatesTable;
  app_coverage_daily: AppCoverageDailyTable;
  inapp_items: InAppItemsTable;
  inapp_events: InAppEventsTable;
  keyword_inapp_results: KeywordInAppResultsTable;
  keyword_inapp_results_current: KeywordInAppResultsTable;
  app_inapp_coverage_daily: AppInAppCoverageDailyTable;
  monitor_events: MonitorEventsTable;
  ingest_runs: IngestRunsTable;
  app_links: AppLinksTable;
}
