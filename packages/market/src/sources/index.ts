import type { AndroidMarket } from '../model.ts';
import { huaweiSource } from './android/huawei.ts';
import { oppoSource } from './android/oppo.ts';
import type { AndroidSource } from './android/source.ts';
import { vivoSource } from './android/vivo.ts';
import { xiaomiSource } from './android/xiaomi.ts';
import { AdsPopularitySource } from './apple/ads.ts';
import { CalibrationSource } from './apple/calibration.ts';
import { FeaturedSource } from './apple/featured.ts';
import { HintsSource } from './apple/hints.ts';
import { ItunesSource } from './apple/itunes.ts';
import { RssSource } from './apple/rss.ts';
import { SearchOrderSource } from './apple/search-order.ts';
import { TrendingSource } from './apple/trending.ts';
import type { SourceConfig } from './config.ts';
import { SourceHttp, type SourceHttpOptions } from './http.ts';

export type { AndroidSource } from './android/source.ts';
export type { CalibrationDay } from './apple/calibration.ts';
export type { ChartEntryApp, ChartResult } from './apple/rss.ts';
export { SOURCE_ENV, simulatorSourceConfig, sourceConfigFromEnv, type SourceConfig } from './config.ts';
export { SourceHttp, type SourceHttpOptions } from './http.ts';
export { SourceError, type SourceErrorKind } from './source-error.ts';
export type {
  AdsPopularitySource,
  CalibrationSource,
  FeaturedSource,
  HintsSource,
  ItunesSource,
  RssSource,
  SearchOrderSource,
  TrendingSource,
};

/** Every adapter, sharing one HTTP client (and so one rate limit and connection pool per host). */
export interface Sources {
  itunes: ItunesSource;
  rss: RssSource;
  searchOrder: SearchOrderSource;
  hints: HintsSource;
  trending: TrendingSource;
  featured: FeaturedSource;
  ads: AdsPopularitySource;
  calibration: CalibrationSource;
  android: Readonly<Record<AndroidMarket, AndroidSource>>;
}

export function createSources(config: SourceConfig, httpOptions: SourceHttpOptions = {}): Sources {
  const http = new SourceHttp(httpOptions);
  return {
    itunes: new ItunesSource(http, config.itunes),
    rss: new RssSource(http, config.rss),
    searchOrder: new SearchOrderSource(http, config.searchOrder),
    hints: new HintsSource(http, config.hints),
    trending: new TrendingSource(http, config.trending),
    featured: new FeaturedSource(http, config.featured),
    ads: new AdsPopularitySource(http, config.ads),
    calibration: new CalibrationSource(http, config.calibration),
    android: {
      huawei: huaweiSource(http, config.android),
      xiaomi: xiaomiSource(http, config.android),
      oppo: oppoSource(http, config.android),
      vivo: vivoSource(http, config.android),
    },
  };
}
