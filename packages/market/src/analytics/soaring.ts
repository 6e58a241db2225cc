/**
 * 24 h soaring (data.md "Soaring (24h)", spec 2.4 and 3): the largest rises in the free chart against
 * the snapshot 24 h earlier (Home, top 32 shown 8 per slide), and the largest falls for RankTop
 * (rankTopType = rise | fall).
 */
import { CHART_DEPTH, SOARING_TOP } from './config.ts';
import { compareIds } from './order.ts';
import { chartRankChanges, droppedOff } from './rankChanges.ts';

export type SoaringDirection = 'rise' | 'fall';

export interface SoaringItem<T> {
  id: T;
  /** Rank now; 0 for an app that dropped off the chart (a fall only). */
  rank: number;
  /** Rank 24 h earlier; 0 for an app newly on the chart (a rise only, shown 新上榜). */
  preRank: number;
  /** Places moved, counting off-chart as rank depth + 1: positive for a rise, negative for a fall. */
  diff: number;
}

/**
 * The biggest movers of a chart against 24 h earlier. An app off the chart counts as rank depth + 1,
 * the best it could have had there, so a newcomer's rise and a leaver's fall are the smallest they
 * can have been, and comparable with the others rather than a ±99999 that would always win:
 * - rise: apps on the current chart with diff = (preRank or depth + 1) − rank > 0, largest first,
 *   ties to the better current rank. A newcomer at #1 of a 200-deep chart rises 201 − 1 = 200.
 * - fall: apps on both charts that went down (diff = preRank − rank < 0) and apps that dropped off
 *   (rank 0, diff = preRank − (depth + 1)), largest fall first, ties to the better earlier rank.
 * Remaining ties go to the smaller id. At most `top` (32) items; none without an earlier chart.
 */
export function soaring<T>(
  current: readonly T[],
  previous: readonly T[] | null,
  direction: SoaringDirection = 'rise',
  depth = CHART_DEPTH,
  top = SOARING_TOP,
): SoaringItem<T>[] {
  if (previous === null) return [];
  const offChart = depth + 1;
  const moved: SoaringItem<T>[] = chartRankChanges(current, previous).map(({ id, rank, preRank }) => {
    const before = preRank === null || preRank === 0 ? offChart : preRank;
    return { id, rank, preRank: preRank ?? 0, diff: before - rank };
  });
  if (direction === 'rise') {
    return moved
      .filter((item) => item.diff > 0)
      .sort((x, y) => y.diff - x.diff || x.rank - y.rank || compareIds(x.id, y.id))
      .slice(0, top);
  }
  const left = droppedOff(current, previous).map(({ id, preRank }) => ({
    id,
    rank: 0,
    preRank,
    diff: preRank - offChart,
  }));
  return [...moved.filter((item) => item.diff < 0), ...left]
    .sort((x, y) => x.diff - y.diff || x.preRank - y.preRank || compareIds(x.id, y.id))
    .slice(0, top);
}
