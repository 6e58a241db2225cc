/**
 * Clear-chart monitor (清榜; data.md "Monitors"): an app on an overall chart (within the last day)
 * is absent from every chart on two consecutive snapshots while still on sale; the event keeps the
 * rank before.
 */
import { classifyGenre } from '@bangyan/contract';
import { CLEAR_CHART_CONSECUTIVE_SNAPSHOTS, CLEAR_CHART_LOOKBACK_MS } from '../config.ts';
import { byTimeThenApp, type MonitorEventBase } from './types.ts';

/** One chart of a snapshot round. */
export interface RoundChart {
  type: string;
  genre: number;
  appIds: readonly number[];
}

/**
 * Every chart of one country collected at one snapshot time (all types and genres; a round missing
 * charts would make apps look absent, so pass complete rounds only), with `onSale`: the apps on
 * sale at the round's time by the lookups stored by then (at least every app that was on an
 * overall chart in the round before and is on no chart now).
 */
export interface ChartRound {
  at: Date;
  charts: readonly RoundChart[];
  onSale: ReadonlySet<number>;
}

export interface ClearChartEvent extends MonitorEventBase<'clear-chart'> {
  /** Its overall rank in the last snapshot it was charted in (the best one over the overall charts). */
  rankBefore: number;
  /** The overall chart that rank was on: free, charge or grossing. */
  chartType: string;
  /** When that last snapshot was taken. */
  rankBeforeAt: Date;
}

/** Each app's best overall rank in a round and its chart (ties: the first chart in the round's order). */
function overallRanks(round: ChartRound): Map<number, { rank: number; chartType: string }> {
  const best = new Map<number, { rank: number; chartType: string }>();
  for (const chart of round.charts) {
    if (classifyGenre(chart.genre) !== 'all') continue;
    chart.appIds.forEach((appId, index) => {
      const known = best.get(appId);
      if (known === undefined || index + 1 < known.rank) best.set(appId, { rank: index + 1, chartType: chart.type });
    });
  }
  return best;
}

/** Every app id on any chart of the round. */
function chartedIds(round: ChartRound): Set<number> {
  const ids = new Set<number>();
  for (const chart of round.charts) for (const appId of chart.appIds) ids.add(appId);
  return ids;
}

/**
 * Clear-chart events from snapshot rounds (sorted by time here). For each round i and each app on
 * some chart in round i − 1 that was on an overall chart (genre 0 or 36) in a round of the
 * `lookback` before round i − 1 (that round included): when the app is on no chart at all in
 * rounds i .. i + 1 (2 consecutive snapshots) and is in `onSale` in each of them, it was cleared at
 * round i's time, with its latest overall rank before. An app that lookup no longer returns is
 * offline instead; one still on a category chart is not cleared. The event appears once the second
 * absent round is passed, and its key (round i's time) does not move when later rounds are added.
 */
export function detectClearChart(
  rounds: readonly ChartRound[],
  consecutive = CLEAR_CHART_CONSECUTIVE_SNAPSHOTS,
  lookback = CLEAR_CHART_LOOKBACK_MS,
): ClearChartEvent[] {
  const sorted = [...rounds].sort((x, y) => x.at.getTime() - y.at.getTime());
  const indexed = sorted.map((round) => ({ round, charted: chartedIds(round), overall: overallRanks(round) }));
  const events: ClearChartEvent[] = [];
  for (let i = 1; i + consecutive <= sorted.length; i += 1) {
    const before = indexed[i - 1]!;
    const first = sorted[i]!;
    const window = indexed.slice(i, i + consecutive);
    // Each app's latest overall rank within the lookback, newest round first.
    const latest = new Map<number, { rank: number; chartType: string; at: Date }>();
    for (let j = i - 1; j >= 0 && before.round.at.getTime() - sorted[j]!.at.getTime() <= lookback; j -= 1) {
      for (const [appId, { rank, chartType }] of indexed[j]!.overall) {
        if (!latest.has(appId)) latest.set(appId, { rank, chartType, at: sorted[j]!.at });
      }
    }
    for (const [appId, { rank, chartType, at }] of latest) {
      if (!before.charted.has(appId)) continue;
      if (window.every(({ round, charted }) => !charted.has(appId) && round.onSale.has(appId))) {
        events.push({ kind: 'clear-chart', appId, at: first.at, rankBefore: rank, chartType, rankBeforeAt: at });
      }
    }
  }
  return events.sort(byTimeThenApp);
}
