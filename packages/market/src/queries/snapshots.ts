import { sql, type SelectQueryBuilder } from 'kysely';
import { RANK_COMPARISON_MS, RANK_COMPARISON_TOLERANCE_MS } from '../analytics/config.ts';
import { comparisonSnapshot } from '../analytics/rankChanges.ts';

/** A chart as stored at one time: ids in rank order (index 0 = rank 1). */
export interface Snapshot<T> {
  at: Date;
  appIds: T[];
}

/** Reads one chart's snapshots taken within [from, to] (null = open), newest first, at most `limit` (null = all). */
export type SnapshotLoader<T> = (from: Date | null, to: Date | null, limit: number | null) => Promise<Snapshot<T>[]>;

/**
 * The loader of one chart from a query that selects its `at` and `app_ids` (chart_snapshots or
 * android_chart_snapshots, filtered to the chart); `toId` reads a stored id.
 */
export function snapshotLoader<DB, TB extends keyof DB, T>(
  chart: SelectQueryBuilder<DB, TB, { at: Date; app_ids: string[] }>,
  toId: (id: string) => T,
): SnapshotLoader<T> {
  return async (from, to, limit) => {
    const rows = await chart
      .$if(from !== null, (q) => q.where(sql<boolean>`at >= ${from}`))
      .$if(to !== null, (q) => q.where(sql<boolean>`at <= ${to}`))
      .orderBy(sql`at DESC`)
      .$if(limit !== null, (q) => q.limit(limit!))
      .execute();
    return rows.map((r) => ({ at: r.at, appIds: r.app_ids.map(toId) }));
  };
}

export interface SnapshotPair<T> {
  current: Snapshot<T>;
  /** The snapshot rank changes compare with (analytics `comparisonSnapshot`: 24 h before `current`), or null. */
  previous: Snapshot<T> | null;
}

/**
 * The latest snapshot of a chart at or before `at` (default: the latest of all) and the one taken
 * 24 h before it (data.md "Rank change"), or null when the chart has no snapshot by then.
 */
export async function snapshotPair<T>(load: SnapshotLoader<T>, at: Date | undefined): Promise<SnapshotPair<T> | null> {
  const [current] = await load(null, at ?? null, 1);
  if (current === undefined) return null;
  const target = current.at.getTime() - RANK_COMPARISON_MS;
  const candidates = await load(new Date(target - RANK_COMPARISON_TOLERANCE_MS), new Date(target), null);
  return { current, previous: comparisonSnapshot(candidates, current.at) };
}

/** When a pair's snapshots were taken: what a ranking shows next to its entries. */
export function pairTimes(pair: SnapshotPair<unknown>): { at: Date; previousAt: Date | null } {
  return { at: pair.current.at, previousAt: pair.previous?.at ?? null };
}
