/**
 * The storefronts the world runs. Every app is on sale in China; the others carry a subset. A
 * storefront's demand is China's times `marketFactor` (and the app's affinity for it); keyword
 * volumes likewise with `keywordFactor` (the universe is Chinese words, rarer abroad). Prices come
 * from Apple-style tiers: tier 0 is free, tiers 1..12 are the same product priced per storefront.
 * Revenue is in the storefront's currency; `cnyRate` converts in-app spending defined in CNY.
 * Daylight saving is ignored: each storefront has one whole-hour offset.
 */
export interface Storefront {
  country: string;
  marketFactor: number;
  keywordFactor: number;
  utcOffsetHours: number;
  currency: string;
  /** Units of this currency per CNY. */
  cnyRate: number;
  /** Price of tiers 0..12 (tier 0 = free). */
  tierPrices: readonly number[];
  symbol: string;
  decimals: number;
}

const row = (
  country: string,
  marketFactor: number,
  keywordFactor: number,
  utcOffsetHours: number,
  currency: string,
  cnyRate: number,
  symbol: string,
  decimals: number,
  paid: readonly number[],
): Storefront => ({
  country,
  marketFactor,
  keywordFactor,
  utcOffsetHours,
  currency,
  cnyRate,
  symbol,
  decimals,
  tierPrices: [0, ...paid],
});

export const STOREFRONTS: readonly Storefront[] = [
  row('cn', 1, 1, 8, 'CNY', 1, '¥', 2, [1, 3, 6, 8, 12, 18, 25, 30, 40, 45, 50, 68]),
  row(
    'us',
    0.8,
    0.03,
    -5,
    'USD',
    0.14,
    '$',
    2,
    [0.99, 0.99, 0.99, 1.99, 1.99, 2.99, 3.99, 4.99, 5.99, 6.99, 7.99, 9.99],
  ),
  row('jp', 0.45, 0.01, 9, 'JPY', 21, '¥', 0, [160, 160, 160, 300, 300, 500, 600, 800, 1000, 1000, 1200, 1500]),
  row(
    'kr',
    0.2,
    0.01,
    9,
    'KRW',
    190,
    '₩',
    0,
    [1100, 1100, 1100, 2200, 2200, 3300, 4400, 5500, 6600, 7700, 8800, 12000],
  ),
  row('hk', 0.08, 0.08, 8, 'HKD', 1.08, 'HK$', 2, [8, 8, 8, 15, 15, 23, 30, 38, 46, 54, 62, 78]),
  row('tw', 0.1, 0.1, 8, 'TWD', 4.5, 'NT$', 0, [30, 30, 30, 60, 60, 90, 120, 150, 190, 220, 250, 330]),
  row(
    'gb',
    0.15,
    0.01,
    0,
    'GBP',
    0.11,
    '£',
    2,
    [0.99, 0.99, 0.99, 1.99, 1.99, 2.99, 3.99, 4.99, 5.99, 6.99, 7.99, 9.99],
  ),
];

export const COUNTRY_CODES: readonly string[] = STOREFRONTS.map((s) => s.country);

/** Index of the China storefront (always first). */
export const CN = 0;

/** Storefronts where domestic Chinese apps may also be sold (besides China). */
export const GREATER_CHINA = [4, 5] as const;

const indexByCode = new Map(STOREFRONTS.map((s, i) => [s.country, i]));

/** Index of a storefront, or -1 for one the world does not run. */
export function storefrontIndex(country: string): number {
  return indexByCode.get(country) ?? -1;
}

export function storefront(index: number): Storefront {
  const s = STOREFRONTS[index];
  if (!s) throw new Error(`no storefront ${index}`);
  return s;
}

/** Apple's formattedPrice: 免费 for free, else symbol and amount ('¥6.00', 'NT$30', '₩1,100'). */
const formatted = new Map<string, string>();

export function formatPrice(s: Storefront, price: number): string {
  if (price === 0) return '免费';
  // toLocaleString is slow and every chart entry and record asks: prices are a few tiers, so cache.
  const key = `${s.symbol}:${s.decimals}:${price}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const digits = { minimumFractionDigits: s.decimals, maximumFractionDigits: s.decimals };
    text = `${s.symbol}${price.toLocaleString('en-US', digits)}`;
    formatted.set(key, text);
  }
  return text;
}
