import { biggestMovers, compareCharts, type ComparedEntry, type ComparisonKind } from '../analytics/chartMovement.ts';
import type { Db } from '../db.ts';
import type { ChartKey } from '../model.ts';
import { iosChart } from './charts.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** A span of time a chart's snapshot is looked for in: its latest one taken within [from, to]. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** A snapshot a view shows: when it was taken and how many apps it holds. */
export interface SnapshotInfo {
  at: Date;
  size: number;
}

export type ComparedChartEntry = AppSummary & Omit<ComparedEntry<number>, 'id'>;

export interface ChartComparison {
  /** The earlier and the later snapshot (the latest of each window); null when a window has none. */
  before: SnapshotInfo | null;
  after: SnapshotInfo | null;
  /** Every app of either snapshot (analytics `compareCharts`); none unless both were found. */
  entries: ComparedChartEntry[];
}

/**
 * One iOS chart at two times (vsbang): the latest snapshot within each window and every app of
 * either with its rank on both, the later chart's apps first in rank order, then those that left.
 */
export async function chartComparison(
  db: Db,
  input: { chart: ChartKey; before: TimeWindow; after: TimeWindow },
): Promise<ChartComparison> {
  const load = iosChart(db, input.chart);
  const [[before], [after]] = await Promise.all([
    load(input.before.from, input.before.to, 1),
    load(input.after.from, input.after.to, 1),
  ]);
  const info = (s: typeof before) => (s === undefined ? null : { at: s.at, size: s.appIds.length });
  if (before === undefined || after === undefined) return { before: info(before), after: info(after), entries: [] };
  const rows = compareCharts(before.appIds, after.appIds);
  const app = await appSummaries(
    db,
    input.chart.country,
    rows.map((r) => r.id),
  );
  return { before: info(before), after: info(after), entries: rows.map(({ id, ...r }) => ({ ...app(id), ...r })) };
}

export interface ComparisonSummary {
  counts: Record<ComparisonKind, number>;
  /** The `movers` biggest climbs and falls among apps on both charts (analytics `biggestMovers`). */
  risers: ComparedChartEntry[];
  fallers: ComparedChartEntry[];
}

/** How many apps of a comparison entered, left, climbed, fell or stayed, and its biggest movers. */
export function comparisonSummary(entries: readonly ComparedChartEntry[], movers: number): ComparisonSummary {
  const rows = entries.map((e) => ({ ...e, id: e.appId }));
  const count = (kind: ComparisonKind) => entries.filter((e) => e.kind === kind).length;
  return {
    counts: {
      entered: count('entered'),
      left: count('left'),
      up: count('up'),
      down: count('down'),
      same: count('same'),
    },
    risers: biggestMovers(rows, 'up', movers),
    fallers: biggestMovers(rows, 'down', movers),
  };
}
