/**
 * How a chart moved between two of its snapshots (data.md "Rank change"), for the ranking analysis
 * pages: one chart at two times side by side (vsbang), the day's movement of every chart (summary,
 * hotindustry) and how much each chart's top 10 changed (vshow). Charts are id lists in rank order
 * (index 0 = rank 1); a repeated id counts once, at its first rank (`rankById`).
 */
import { computeRankChange } from '@bangyan/contract';
import { TOP10_RANK } from './config.ts';
import { compareIds } from './order.ts';
import { rankById } from './rankChanges.ts';

export type ComparisonKind = 'entered' | 'left' | 'up' | 'down' | 'same';

export interface ComparedEntry<T> {
  id: T;
  /** Rank on the earlier chart; 0 = not on it. */
  rankBefore: number;
  /** Rank on the later chart; 0 = not on it (dropped off). */
  rankAfter: number;
  /** rankBefore − rankAfter (positive = climbed); +99999 entered, −99999 left (contract `computeRankChange`). */
  change: number;
  kind: ComparisonKind;
}

/** What a row of a comparison is: entered (only later), left (only earlier), or moved up, down or not at all. */
function kindOf(rankBefore: number, rankAfter: number): ComparisonKind {
  if (rankBefore === 0) return 'entered';
  if (rankAfter === 0) return 'left';
  if (rankAfter < rankBefore) return 'up';
  if (rankAfter > rankBefore) return 'down';
  return 'same';
}

/**
 * Every app of either chart with its rank on both: the later chart's apps in its rank order, then
 * the apps that left it in their earlier rank order. before [A B C], after [B D A] →
 * B 2→1 up 1, D 0→2 entered, A 1→3 down 2, C 3→0 left.
 */
export function compareCharts<T>(before: readonly T[], after: readonly T[]): ComparedEntry<T>[] {
  const earlier = rankById(before);
  const later = rankById(after);
  const row = (id: T, rankBefore: number, rankAfter: number): ComparedEntry<T> => ({
    id,
    rankBefore,
    rankAfter,
    change: computeRankChange(rankAfter, rankBefore),
    kind: kindOf(rankBefore, rankAfter),
  });
  const rows = [...later].map(([id, rankAfter]) => row(id, earlier.get(id) ?? 0, rankAfter));
  for (const [id, rankBefore] of earlier) if (!later.has(id)) rows.push(row(id, rankBefore, 0));
  return rows;
}

/**
 * The biggest movers among the apps on both charts: the `limit` largest climbs (direction 'up') or
 * falls ('down'), ties to the better later rank, then the smaller id. Entering and leaving are
 * counted apart (their ±99999 would always win).
 */
export function biggestMovers<R extends ComparedEntry<unknown>>(
  rows: readonly R[],
  direction: 'up' | 'down',
  limit: number,
): R[] {
  const sign = direction === 'up' ? 1 : -1;
  return rows
    .filter((r) => r.kind === direction)
    .sort((x, y) => sign * (y.change - x.change) || x.rankAfter - y.rankAfter || compareIds(x.id, y.id))
    .slice(0, limit);
}

export interface ChartMovement {
  /** Apps on the later chart. */
  size: number;
  entered: number;
  left: number;
  up: number;
  down: number;
  same: number;
  /**
   * Movement index, 0..100: the mean places each app of the later chart moved, an app new to it
   * counting from rank depth + 1 (as soaring counts a newcomer), as a share of the depth. 0 = the
   * same chart; a chart of 200 whose apps each moved 10 places scores 5; a chart of 200 newcomers
   * scores about 50.
   */
  index: number;
}

/** Counts of a comparison and its movement index (one decimal); `depth` is the chart's depth (`chartDepth`). */
export function chartMovement<T>(before: readonly T[], after: readonly T[], depth: number): ChartMovement {
  const rows = compareCharts(before, after);
  const count = (kind: ComparisonKind) => rows.filter((r) => r.kind === kind).length;
  const current = rows.filter((r) => r.rankAfter > 0);
  const moved = current.reduce((sum, r) => sum + Math.abs((r.rankBefore || depth + 1) - r.rankAfter), 0);
  return {
    size: current.length,
    entered: count('entered'),
    left: count('left'),
    up: count('up'),
    down: count('down'),
    same: count('same'),
    index: current.length === 0 ? 0 : round1((100 * moved) / (current.length * depth)),
  };
}

/** The most a top 10 can move: all ten replaced, (10 + 9 + … + 1) places out and as many in. */
const TOP10_MAX_MOVE = TOP10_RANK * (TOP10_RANK + 1);

/**
 * Top-10 volatility, 0..100: how much a chart's top 10 changed between two snapshots. Each app in
 * either top 10 moves |rank before − rank after| places, a place outside the top 10 counting as 11;
 * the sum over the largest possible (110, ten apps all replaced) × 100, one decimal. Same top 10 → 0;
 * #1 and #2 swapped → 1.8; all ten replaced → 100.
 */
export function top10Volatility<T>(before: readonly T[], after: readonly T[]): number {
  const outside = TOP10_RANK + 1;
  const earlier = rankById(before.slice(0, TOP10_RANK));
  const later = rankById(after.slice(0, TOP10_RANK));
  let moved = 0;
  for (const [id, rank] of later) moved += Math.abs((earlier.get(id) ?? outside) - rank);
  for (const [id, rank] of earlier) if (!later.has(id)) moved += outside - rank;
  return round1((100 * moved) / TOP10_MAX_MOVE);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
