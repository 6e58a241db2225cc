/**
 * World sizes per SIM_SCALE. `iosApps` is the catalogue on sale when history starts (every app is
 * on the China storefront; other storefronts carry a subset); releases add to it as time passes.
 * Android markets draw `androidPerMarket` products each from `androidShared` App Store apps plus
 * `androidOnly` products that have no iOS twin, so most products are in several markets.
 */
import type { SimScale } from './world-api.ts';

export interface ScaleSizes {
  iosApps: number;
  keywords: number;
  androidShared: number;
  androidOnly: number;
  androidPerMarket: number;
}

export const SCALE_SIZES: Readonly<Record<SimScale, ScaleSizes>> = {
  test: { iosApps: 400, keywords: 1_500, androidShared: 90, androidOnly: 35, androidPerMarket: 100 },
  demo: { iosApps: 3_600, keywords: 10_000, androidShared: 1_000, androidOnly: 350, androidPerMarket: 1_100 },
  bench: { iosApps: 100_000, keywords: 200_000, androidShared: 18_000, androidOnly: 6_000, androidPerMarket: 20_000 },
};

/** The catalogue size the daily event rates are written for (demo); rates scale from it. */
export const EVENT_RATE_BASE_APPS = 3_600;
