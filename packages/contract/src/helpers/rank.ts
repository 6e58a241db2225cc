/** Chart-rank movement (spec 3, 4, 9). */

/** A rank change of +99999 means the app entered the chart, -99999 that it dropped off. */
export const RANK_SENTINEL = 99999;

/** Null, zero and negative ranks all mean "not on the chart" (tables show 0 as '-'). */
function onChart(rank: number | null | undefined): rank is number {
  return typeof rank === 'number' && Number.isFinite(rank) && rank > 0;
}

/** Positive when the app climbed: previous 12, current 5 gives +7. */
export function computeRankChange(current: number | null | undefined, previous: number | null | undefined): number {
  const now = onChart(current);
  const before = onChart(previous);
  if (now && before) return previous - current;
  if (now) return RANK_SENTINEL;
  if (before) return -RANK_SENTINEL;
  return 0;
}

export type RankChangeKind = 'new' | 'entered' | 'dropped' | 'up' | 'flat' | 'down';

export interface RankChangeView {
  kind: RankChangeKind;
  /** The number to show: the size of a move for up and down, otherwise 0. */
  value: number;
  text: string;
}

/**
 * How a change is shown (spec 4): preRank 0 is a newly listed app (新上榜) whatever the change;
 * ±99999 is entering or dropping off the chart; otherwise up, flat ('-') or down by its absolute size.
 */
export function describeRankChange(rankChange: number, preRank?: number | null): RankChangeView {
  if (preRank === 0) return { kind: 'new', value: 0, text: '新上榜' };
  if (rankChange >= RANK_SENTINEL) return { kind: 'entered', value: 0, text: '进榜' };
  if (rankChange <= -RANK_SENTINEL) return { kind: 'dropped', value: 0, text: '跌出榜' };
  if (rankChange > 0) return { kind: 'up', value: rankChange, text: String(rankChange) };
  if (rankChange < 0) return { kind: 'down', value: -rankChange, text: String(-rankChange) };
  return { kind: 'flat', value: 0, text: '-' };
}
