/**
 * When a day's estimate model moved (data.md "Download estimate"; issue 26): the day's refit power
 * law gives a value at the app's rank more than ±30% away from the day before's, so a change of the
 * app's estimate that day is the calibration's, not the app's. The realism report excludes such
 * days from its stability anchor; the estimate pages mark them.
 */
import { ESTIMATE_STABLE_CHANGE } from './config.ts';
import { powerLawValue } from './powerLaw.ts';

type Law = { a: number; b: number };

/**
 * Whether the calibration moved between two days at a rank: b·R^(−a) of `after` at `rank` is more
 * than `limit` (30%) away from `before`'s. Example: b 1000 → 1400, a 1 both days, rank 10:
 * 100 → 140, +40% → moved; b 1000 → 1200 (+20%) → not.
 */
export function calibrationMoved(before: Law, after: Law, rank: number, limit = ESTIMATE_STABLE_CHANGE): boolean {
  return Math.abs(powerLawValue(after, rank) / powerLawValue(before, rank) - 1) > limit;
}

/**
 * The rank at which a law gives `value`: (b / value)^(1/a), at least 1; null for a value ≤ 0 or a
 * flat law (a ≤ 0). Example: a 1, b 100000, value 2000 → rank 50.
 */
export function impliedRank(law: Law, value: number): number | null {
  if (!(value > 0) || !(law.a > 0)) return null;
  return Math.max(1, (law.b / value) ** (1 / law.a));
}

/**
 * Whether a day's estimate `value` owes a move to the calibration: the rank the day's law gives that
 * value at (`impliedRank`), where the day before's law differs by more than `limit`. False without
 * both laws or a value. Example: laws b 100000 → 150000 (a 1), value 3000 → rank 50 → 2000 → 3000
 * (+50%) → true.
 */
export function estimateMovedByCalibration(
  before: Law | undefined,
  after: Law | undefined,
  value: number | null,
  limit = ESTIMATE_STABLE_CHANGE,
): boolean {
  if (!before || !after || value === null) return false;
  const rank = impliedRank(after, value);
  return rank !== null && calibrationMoved(before, after, rank, limit);
}
