import { DEFAULT_MARKET, marketName } from './markets.ts';

/** Store platforms (spec 4: "ios or android; default ios"). */
export const PLATFORMS = ['ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DEFAULT_PLATFORM: Platform = 'ios';

export const APP_STORE_LABEL = 'App Store';

/** The market value iOS rows carry where a market code is expected (link-app rows, follows). */
export const IOS_MARKET = 'ios';

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/**
 * The search bar's store label (spec 4): iOS shows App Store, Android the chosen market's name,
 * falling back to the default market when the code is unknown.
 */
export function storeLabel(platform: Platform, market: string = DEFAULT_MARKET): string {
  if (platform === 'ios') return APP_STORE_LABEL;
  return marketName(market) ?? marketName(DEFAULT_MARKET) ?? market;
}
