/**
 * The realism report's computations (issue 26; data.md "Keyword heat", "Keyword coverage",
 * "Download estimate"): pure functions from the figures the engine shows to one number each, which
 * anchors.ts compares with a published target.
 */
import { median } from '../accuracy.ts';
import { ESTIMATE_STABLE_CHANGE } from '../analytics/config.ts';

/** One app's keyword coverage on a day (app_coverage_daily): covered keywords, in the top 3, in the top 10. */
export interface CoverageFigures {
  appId: number;
  total: number;
  top3: number;
  top10: number;
}

/** A band of overall chart ranks, inclusive. */
export interface RankBand {
  from: number;
  to: number;
}

/** Apps with fewer covered keywords say nothing about a share (1 of 2 is 50%). */
export const MIN_COVERED = 10;

/**
 * The median share of covered keywords ranked within `top` (3 or 10) among the apps whose overall
 * chart rank lies in `band`, counting apps that cover at least MIN_COVERED keywords. Null when no
 * such app. Example: ranks {1: 40 of 100 in the top 10, 2: 10 of 50} in band 1..10 → median(0.4, 0.2) = 0.3.
 */
export function topShareInBand(
  coverage: readonly CoverageFigures[],
  chartRank: ReadonlyMap<number, number>,
  band: RankBand,
  top: 3 | 10,
): number | null {
  const shares: number[] = [];
  for (const c of coverage) {
    const rank = chartRank.get(c.appId);
    if (rank === undefined || rank < band.from || rank > band.to || c.total < MIN_COVERED) continue;
    shares.push((top === 3 ? c.top3 : c.top10) / c.total);
  }
  return median(shares);
}

/**
 * The most common value (the smallest of equally common ones); null for none.
 * Example: [4605, 4605, 5969, 7333] → 4605.
 */
export function mode(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [v, n] of counts) {
    if (n > bestCount || (n === bestCount && best !== null && v < best)) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** The largest value; null for none. */
export function maximum(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((m, v) => (v > m ? v : m), -Infinity);
}

/**
 * An app's download estimates on two consecutive days at (nearly) the same overall chart rank, and
 * whether the day's calibration model moved between them (analytics `calibrationMoved`).
 */
export interface EstimatePair {
  before: number;
  after: number;
  calibrationMoved: boolean;
}

/**
 * Whether two days' ranks count as the same: within ±10% of the first, and at least ±1 (so #1 → #2
 * is the same place at the top, #100 → #108 too, #100 → #115 not).
 */
export function sameRank(before: number, after: number): boolean {
  return Math.abs(after - before) <= Math.max(1, 0.1 * before);
}

/**
 * The share of pairs whose estimate changed by at most ±30% (ESTIMATE_STABLE_CHANGE), over the pairs whose
 * calibration did not move; null when there is none. Example: 100 → 120, 100 → 200, and 100 → 300
 * with a moved calibration → 1 of 2 = 0.5.
 */
export function stableShare(pairs: readonly EstimatePair[], limit = ESTIMATE_STABLE_CHANGE): number | null {
  const steady = pairs.filter((p) => !p.calibrationMoved && p.before > 0);
  if (steady.length === 0) return null;
  return steady.filter((p) => Math.abs(p.after / p.before - 1) <= limit).length / steady.length;
}

/**
 * How many times the #1 of a chart gets the #200 under a power law b·R^(−a): 200^a. Garg & Telang
 * (MIS Quarterly 2013) measured about 150× for paid iPhone apps. Example: a = 1 → 200.
 */
export function topToRank200(a: number): number {
  return 200 ** a;
}
