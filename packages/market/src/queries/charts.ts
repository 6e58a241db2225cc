import { DAY_MS, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { sql } from 'kysely';
import { chartDepth } from '../analytics/chartDepth.ts';
import { hegemony } from '../analytics/hegemony.ts';
import { chartRankChanges } from '../analytics/rankChanges.ts';
import { soaring, type SoaringDirection } from '../analytics/soaring.ts';
import { RANK_COMPARISON_MS, RANK_COMPARISON_TOLERANCE_MS, TOP10_RANK } from '../analytics/config.ts';
import type { Db } from '../db.ts';
import type { ChartKey, ChartType } from '../model.ts';
import { pairTimes, snapshotLoader, snapshotPair, type SnapshotLoader } from './snapshots.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export interface ChartEntry extends AppSummary {
  rank: number;
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  previousRank: number | null;
  /** previousRank − rank (positive = climbed); +99999 when newly listed; 0 without an earlier chart. */
  change: number;
}

export interface ChartRanking {
  /** When the snapshot shown was taken. */
  at: Date;
  /** When the snapshot compared with was taken; null when there is none. */
  previousAt: Date | null;
  entries: ChartEntry[];
}

export interface SoaringEntry extends AppSummary {
  /** Rank now; 0 for an app that dropped off the chart (a fall only). */
  rank: number;
  /** Rank 24 h earlier; 0 when newly on the chart (a rise only, 新上榜). */
  previousRank: number;
  /** Places moved, an off-chart place counting as rank depth + 1 (positive = rise). */
  diff: number;
}

export interface SoaringApps {
  at: Date;
  previousAt: Date | null;
  items: SoaringEntry[];
}

export interface HegemonyEntry extends AppSummary {
  daysTop1: number;
  daysTop3: number;
  daysTop10: number;
  currentStreak: number;
  longestStreak: number;
}

/** One iOS chart's snapshots from chart_snapshots; `top` keeps only the first places. */
export function iosChart(db: Db, key: ChartKey, top: number | null = null): SnapshotLoader<number> {
  const chart = db
    .selectFrom('chart_snapshots')
    .select(['at', top === null ? 'app_ids' : sql<string[]>`app_ids[1:${top}]`.as('app_ids')])
    .where('country', '=', key.country)
    .where('chart_type', '=', key.type)
    .where('genre', '=', key.genre);
  return snapshotLoader(chart, Number);
}

/**
 * The latest snapshot at or before `at` of each of a storefront's charts of `genre` and the given types, as rows
 * (chart_type, at, app_ids): one probe of the primary key per chart, not a scan of every snapshot. A fragment, for
 * queries that read on from it.
 */
export function latestSnapshotsSql(input: {
  country: string;
  genre: number;
  chartTypes: readonly ChartType[];
  at: Date;
}) {
  return sql`
    SELECT t.chart_type, s.at, s.app_ids
    FROM unnest(${[...input.chartTypes]}::text[]) AS t (chart_type)
    CROSS JOIN LATERAL (
      SELECT at, app_ids FROM chart_snapshots
      WHERE country = ${input.country} AND chart_type = t.chart_type AND genre = ${input.genre} AND at <= ${input.at}
      ORDER BY at DESC LIMIT 1
    ) s`;
}

/** Each chart's app ids in rank order at its latest snapshot (`latestSnapshotsSql`); charts without one left out. */
export async function latestCharts(
  db: Db,
  input: { country: string; genre: number; chartTypes: readonly ChartType[]; at: Date },
): Promise<Map<ChartType, number[]>> {
  const { rows } = await sql<{ chart_type: ChartType; app_ids: string[] }>`${latestSnapshotsSql(input)}`.execute(db);
  return new Map(rows.map((r) => [r.chart_type, r.app_ids.map(Number)]));
}

/**
 * A chart as it stood at `at` (default: its latest snapshot), every entry with its rank change
 * against the snapshot 24 h earlier (data.md "Rank change", analytics `chartRankChanges`), or null
 * when the chart has no snapshot by then.
 */
export async function chartRanking(
  db: Db,
  input: { country: string; chartType: ChartType; genre: number; at?: Date },
): Promise<ChartRanking | null> {
  const pair = await snapshotPair(
    iosChart(db, { country: input.country, type: input.chartType, genre: input.genre }),
    input.at,
  );
  if (pair === null) return null;
  const changes = chartRankChanges(pair.current.appIds, pair.previous?.appIds ?? null);
  const app = await appSummaries(db, input.country, pair.current.appIds);
  return {
    ...pairTimes(pair),
    entries: changes.map((c) => ({ ...app(c.id), rank: c.rank, previousRank: c.preRank, change: c.rankChange })),
  };
}

/**
 * The newest snapshot of a chart taken at or before `at`, and at most `withinMs` (default a day)
 * before it, that has a snapshot to compare with 24 h earlier (the rule of analytics
 * `comparisonSnapshot`: at − 24 h, up to the tolerance before); null when there is none. Boards of
 * 24 h movements (soaring) read at this time, so that a collection missed a day ago shows the last
 * comparable snapshot, with its time, rather than no movement at all.
 */
export async function latestComparableChartAt(
  db: Db,
  input: { country: string; chartType: ChartType; genre: number; at: Date; withinMs?: number },
): Promise<Date | null> {
  const since = new Date(input.at.getTime() - (input.withinMs ?? DAY_MS));
  const row = await sql<{ at: Date }>`
    SELECT c.at FROM chart_snapshots c
    WHERE c.country = ${input.country} AND c.chart_type = ${input.chartType} AND c.genre = ${input.genre}
      AND c.at <= ${input.at} AND c.at >= ${since}
      AND EXISTS (
        SELECT 1 FROM chart_snapshots p
        WHERE p.country = c.country AND p.chart_type = c.chart_type AND p.genre = c.genre
          AND p.at <= c.at - ${RANK_COMPARISON_MS} * interval '1 millisecond'
          AND p.at >= c.at - ${RANK_COMPARISON_MS + RANK_COMPARISON_TOLERANCE_MS} * interval '1 millisecond'
      )
    ORDER BY c.at DESC LIMIT 1`.execute(db);
  return row.rows[0]?.at ?? null;
}

/**
 * 24 h soaring (data.md "Soaring (24h)", analytics `soaring`): the biggest movers of the free chart
 * of `genre` (default 0, the overall chart; Home's tabs use 6014 games and 5000 apps) at `at`
 * (default: latest) against 24 h earlier, rises by default, at most `limit`.
 * No items without a chart 24 h earlier; null when there is no chart at all.
 */
export async function soaringApps(
  db: Db,
  input: { country: string; genre?: number; at?: Date; limit: number; direction?: SoaringDirection },
): Promise<SoaringApps | null> {
  const key: ChartKey = { country: input.country, type: 'free', genre: input.genre ?? 0 };
  const pair = await snapshotPair(iosChart(db, key), input.at);
  if (pair === null) return null;
  const items = soaring(
    pair.current.appIds,
    pair.previous?.appIds ?? null,
    input.direction ?? 'rise',
    chartDepth(key),
    input.limit,
  );
  const app = await appSummaries(
    db,
    input.country,
    items.map((i) => i.id),
  );
  return {
    ...pairTimes(pair),
    items: items.map((i) => ({ ...app(i.id), rank: i.rank, previousRank: i.preRank, diff: i.diff })),
  };
}

/**
 * Chart hegemony (analytics `hegemony`): over the China days `from`..`to` ('YYYY-MM-DD', each day
 * standing as its latest snapshot), the apps with the most days at #1, in the top 3 and top 10,
 * and their runs at #1; the first `limit`.
 */
export async function hegemonyApps(
  db: Db,
  input: { country: string; chartType: ChartType; genre: number; from: string; to: string; limit: number },
): Promise<HegemonyEntry[]> {
  const load = iosChart(db, { country: input.country, type: input.chartType, genre: input.genre }, TOP10_RANK);
  const end = chinaDayEnd(input.to);
  // The loader's range is inclusive, and the instant `to` ends belongs to the next day.
  const snapshots = (await load(chinaDayStart(input.from), end, null)).filter((s) => s.at.getTime() < end.getTime());
  const rows = hegemony(snapshots).slice(0, input.limit);
  const app = await appSummaries(
    db,
    input.country,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, ...days }) => ({ ...app(id), ...days }));
}
