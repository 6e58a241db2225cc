/**
 * Chart rank changes (data.md "Rank change"): every entry of a chart against the same chart 24 hours
 * earlier. Charts are id lists in rank order (index 0 = rank 1), as `ChartSnapshot.appIds` stores
 * them; ids are numbers on iOS and package names on Android, hence the generic id type.
 */
import { computeRankChange } from '@bangyan/contract';
import { RANK_COMPARISON_MS, RANK_COMPARISON_TOLERANCE_MS } from './config.ts';

export interface ChartRankChange<T> {
  id: T;
  rank: number;
  /** Rank 24 h earlier; 0 when the app was not on that chart (新上榜); null when there is no earlier chart. */
  preRank: number | null;
  /** preRank − rank (positive = climbed); +99999 when newly listed; 0 when there is no earlier chart. */
  rankChange: number;
}

export interface DroppedOffEntry<T> {
  id: T;
  /** Its rank on the earlier chart. */
  preRank: number;
  /** Always −99999 (RANK_SENTINEL): dropped off the chart. */
  rankChange: number;
}

/**
 * Rank of each id on a chart: position + 1. A feed that repeats an id is malformed; the id keeps its
 * first (best) rank. ['a', 'b', 'a'] → a: 1, b: 2.
 */
export function rankById<T>(chart: readonly T[]): Map<T, number> {
  const ranks = new Map<T, number>();
  chart.forEach((id, index) => {
    if (!ranks.has(id)) ranks.set(id, index + 1);
  });
  return ranks;
}

/**
 * Each entry of the current chart with its rank 24 h earlier and its change, in current rank order:
 * rankChange = preRank − rank when the app was on both charts (12 → 5 gives +7), +99999 with
 * preRank 0 when it was not on the earlier chart (contract `computeRankChange`). With no earlier
 * chart at all (`previous` null, e.g. the first day of collection) nothing can be compared: preRank
 * is null and rankChange 0, shown as '-', rather than calling the whole chart new. A repeated id
 * appears once, at its first rank.
 */
export function chartRankChanges<T>(current: readonly T[], previous: readonly T[] | null): ChartRankChange<T>[] {
  const before = previous === null ? null : rankById(previous);
  const rows: ChartRankChange<T>[] = [];
  for (const [id, rank] of rankById(current)) {
    if (before === null) {
      rows.push({ id, rank, preRank: null, rankChange: 0 });
    } else {
      const preRank = before.get(id) ?? 0;
      rows.push({ id, rank, preRank, rankChange: computeRankChange(rank, preRank) });
    }
  }
  return rows;
}

/**
 * The apps that were on the earlier chart and are not on the current one, in their earlier rank
 * order, each with rankChange −99999 (dropped off). None when there is no earlier chart.
 */
export function droppedOff<T>(current: readonly T[], previous: readonly T[] | null): DroppedOffEntry<T>[] {
  if (previous === null) return [];
  const now = new Set(current);
  const rows: DroppedOffEntry<T>[] = [];
  for (const [id, preRank] of rankById(previous)) {
    if (!now.has(id)) rows.push({ id, preRank, rankChange: computeRankChange(null, preRank) });
  }
  return rows;
}

/**
 * The snapshot a chart taken at `at` is compared with: the latest one taken at or before
 * at − 24 h and no earlier than at − 24 h − tolerance (2 h by default, one missed hourly
 * collection). Null when there is none: then there is no comparison rather than a wrong one.
 * Example: at 10:00, snapshots at 08:05, 09:05 and 10:05 the day before → 09:05.
 */
export function comparisonSnapshot<S extends { at: Date }>(
  snapshots: readonly S[],
  at: Date,
  lookBackMs = RANK_COMPARISON_MS,
  toleranceMs = RANK_COMPARISON_TOLERANCE_MS,
): S | null {
  const target = at.getTime() - lookBackMs;
  let best: S | null = null;
  for (const snapshot of snapshots) {
    const t = snapshot.at.getTime();
    if (t > target || t < target - toleranceMs) continue;
    if (best === null || t > best.at.getTime()) best = snapshot;
  }
  return best;
}
