/**
 * Clear-chart monitor (清榜; data.md "Monitors"): an app on an overall chart (within the last day),
 * or high on a category chart, is absent from every chart on two consecutive snapshots while still
 * on sale; the event keeps the rank before and the chart it was on.
 */
import { classifyGenre } from '@bangyan/contract';
import { CLEAR_CHART_CATEGORY_TOP, CLEAR_CHART_CONSECUTIVE_SNAPSHOTS, CLEAR_CHART_LOOKBACK_MS } from '../config.ts';
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
 * sale at the round's time by the lookups stored by then (at least every app that was on a chart
 * in the round before and is on no chart now).
 */
export interface ChartRound {
  at: Date;
  charts: readonly RoundChart[];
  onSale: ReadonlySet<number>;
}

export interface ClearChartEvent extends MonitorEventBase<'clear-chart'> {
  /** Its rank in the last snapshot it was charted in: the best overall rank, else the best category rank. */
  rankBefore: number;
  /** The chart that rank was on: free, charge or grossing ... */
  chartType: string;
  /** ... of this genre (0 or 36 for an overall chart). */
  chartGenre: number;
  /** When that last snapshot was taken. */
  rankBeforeAt: Date;
}

export interface ClearChartRules {
  /** Absent from every chart on this many consecutive snapshots. */
  consecutive: number;
  /** How far back before the last round an overall rank counts. */
  lookback: number;
  /** The lowest category rank (in the round before) that counts for an app on no overall chart. */
  categoryTop: number;
}

const DEFAULT_RULES: ClearChartRules = {
  consecutive: CLEAR_CHART_CONSECUTIVE_SNAPSHOTS,
  lookback: CLEAR_CHART_LOOKBACK_MS,
  categoryTop: CLEAR_CHART_CATEGORY_TOP,
};

interface Rank {
  rank: number;
  chartType: string;
  genre: number;
}

/** Each app's best rank in a round over the overall charts, and over the category charts (ties: the first chart in the round's order). */
function bestRanks(round: ChartRound): { overall: Map<number, Rank>; category: Map<number, Rank> } {
  const overall = new Map<number, Rank>();
  const category = new Map<number, Rank>();
  for (const chart of round.charts) {
    const best = classifyGenre(chart.genre) === 'all' ? overall : category;
    chart.appIds.forEach((appId, index) => {
      const known = best.get(appId);
      if (known === undefined || index + 1 < known.rank) best.set(appId, { rank: index + 1, chartType: chart.type, genre: chart.genre });
    });
  }
  return { overall, category };
}

/** Every app id on any chart of the round. */
function chartedIds(round: ChartRound): Set<number> {
  const ids = new Set<number>();
  for (const chart of round.charts) for (const appId of chart.appIds) ids.add(appId);
  return ids;
}

/**
 * Clear-chart events from snapshot rounds (sorted by time here). For each round i, the candidates
 * are the apps on some chart in round i − 1 that were on an overall chart (genre 0 or 36) in a
 * round of the `lookback` before round i − 1 (that round included), with their latest overall rank,
 * and the apps on no overall chart then whose best category rank in round i − 1 is `categoryTop` or
 * higher, with that rank. When a candidate is on no chart at all in rounds i .. i + 1 (2
 * consecutive snapshots) and is in `onSale` in each of them, it was cleared at round i's time. An
 * app that lookup does not return is offline instead; one still on any chart is not cleared. The
 * event appears once the second absent round is passed, and its key (round i's time) does not move
 * when later rounds are added.
 */
export function detectClearChart(rounds: readonly ChartRound[], rules: Partial<ClearChartRules> = {}): ClearChartEvent[] {
  const { consecutive, lookback, categoryTop } = { ...DEFAULT_RULES, ...rules };
  const sorted = [...rounds].sort((x, y) => x.at.getTime() - y.at.getTime());
  const indexed = sorted.map((round) => ({ round, charted: chartedIds(round), ...bestRanks(round) }));
  const events: ClearChartEvent[] = [];
  for (let i = 1; i + consecutive <= sorted.length; i += 1) {
    const before = indexed[i - 1]!;
    const first = sorted[i]!;
    const window = indexed.slice(i, i + consecutive);
    // Each app's latest overall rank within the lookback, newest round first.
    const latest = new Map<number, Rank & { at: Date }>();
    for (let j = i - 1; j >= 0 && before.round.at.getTime() - sorted[j]!.at.getTime() <= lookback; j -= 1) {
      for (const [appId, rank] of indexed[j]!.overall) {
        if (!latest.has(appId)) latest.set(appId, { ...rank, at: sorted[j]!.at });
      }
    }
    for (const [appId, rank] of before.category) {
      if (rank.rank <= categoryTop && !latest.has(appId)) latest.set(appId, { ...rank, at: before.round.at });
    }
    for (const [appId, { rank, chartType, genre: chartGenre, at }] of latest) {
      if (!before.charted.has(appId)) continue;
      if (window.every(({ round, charted }) => !charted.has(appId) && round.onSale.has(appId))) {
        events.push({ kind: 'clear-chart', appId, at: first.at, rankBefore: rank, chartType, chartGenre, rankBeforeAt: at });
      }
    }
  }
  return events.sort(byTimeThenApp);
}
