/**
 * Keyword heat (priority, 热度; data.md "Keyword heat"): Apple Ads search popularity 5..100 mapped
 * onto the index Chinese users know, where 4605 is a word searched about once a day. The one function
 * every figure uses.
 */
import { HEAT_AT_MAX_POPULARITY, HEAT_THRESHOLD, POPULARITY_MAX, POPULARITY_MIN } from './config.ts';

/**
 * Heat points per unit of ln(popularity): (10500 − 4605) / ln(100 / 5) = 5895 / 2.995732 ≈ 1967.80,
 * chosen so that popularity 100 lands on 10500.
 */
export const HEAT_PER_LN_POPULARITY =
  (HEAT_AT_MAX_POPULARITY - HEAT_THRESHOLD) / Math.log(POPULARITY_MAX / POPULARITY_MIN);

/**
 * heat = round(4605 + 1967.80 · ln(popularity / 5)): linear in the logarithm of popularity, so
 * popularity 5 → 4605, 10 → 5969, 20 → 7333, 50 → 9136, 100 → 10500; each doubling of popularity
 * adds about 1364. Popularity is clamped to 5..100 first (Apple never reports outside it; below 5 is
 * the floor), and a missing (non-finite) popularity counts as the floor. Returns an integer.
 */
export function heatFromPopularity(popularity: number): number {
  const p = Number.isFinite(popularity)
    ? Math.min(POPULARITY_MAX, Math.max(POPULARITY_MIN, popularity))
    : POPULARITY_MIN;
  return Math.round(HEAT_THRESHOLD + HEAT_PER_LN_POPULARITY * Math.log(p / POPULARITY_MIN));
}

/** A keyword counts for coverage and the ASO index when its heat is at least 4605 (the floor itself counts). */
export function isHotKeyword(heat: number, threshold = HEAT_THRESHOLD): boolean {
  return heat >= threshold;
}
