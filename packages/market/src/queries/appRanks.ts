import { sql } from 'kysely';
import { RANK_COMPARISON_MS, RANK_COMPARISON_TOLERANCE_MS } from '../analytics/config.ts';
import { computeRankChange } from '@bangyan/contract';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';

/** Where an app stands on one chart (data.md "Rank change"). */
export interface AppChartRank {
  chartType: ChartType;
  genre: number;
  rank: number;
  /** Rank on the chart 24 h earlier; 0 = not on it (新上榜); null when there is no chart then. */
  previousRank: number | null;
  /** previousRank − rank; +99999 when newly listed; 0 without an earlier chart. */
  change: number;
}

/** How far back a chart's latest snapshot may be and still count as current. */
const CURRENT_WINDOW = '1 day';

/**
 * Every iOS chart of `country` each of `appIds` is on at `at` (each chart's latest snapshot at or
 * before `at`, taken within the day before it), with its rank 24 h earlier (the latest snapshot at
 * or before the current one's time − 24 h, within the comparison tolerance), in one query.
 */
export async function appChartRanks(
  db: Db,
  input: { country: string; appIds: readonly number[]; at: Date },
): Promise<Map<number, AppChartRank[]>> {
  const out = new Map<number, AppChartRank[]>();
  if (input.appIds.length === 0) return out;
  const ids = input.appIds.map(String);
  const { rows } = await sql<{
    chart_type: ChartType;
    genre: number;
    app_id: string;
    rank: number;
    previous_rank: number | null;
    has_previous: boolean;
  }>`
    WITH cur AS (
      SELECT DISTINCT ON (chart_type, genre) chart_type, genre, at, app_ids FROM chart_snapshots
      WHERE country = ${input.country} AND at <= ${input.at}
        AND at > ${input.at}::timestamptz - ${CURRENT_WINDOW}::interval
      ORDER BY chart_type, genre, at DESC
    ), prev AS (
      SELECT DISTINCT ON (s.chart_type, s.genre) s.chart_type, s.genre, s.app_ids FROM chart_snapshots s
      JOIN cur c ON c.chart_type = s.chart_type AND c.genre = s.genre
      WHERE s.country = ${input.country}
        AND s.at <= c.at - ${RANK_COMPARISON_MS} * interval '1 millisecond'
        AND s.at >= c.at - ${RANK_COMPARISON_MS + RANK_COMPARISON_TOLERANCE_MS} * interval '1 millisecond'
      ORDER BY s.chart_type, s.genre, s.at DESC
    )
    SELECT c.chart_type, c.genre, x.app_id::text AS app_id, x.pos::int AS rank,
      array_position(p.app_ids, x.app_id) AS previous_rank, p.app_ids IS NOT NULL AS has_previous
    FROM cur c CROSS JOIN LATERAL unnest(c.app_ids) WITH ORDINALITY AS x(app_id, pos)
    LEFT JOIN prev p ON p.chart_type = c.chart_type AND p.genre = c.genre
    WHERE x.app_id = ANY(${ids}::bigint[])
    ORDER BY c.chart_type, c.genre`.execute(db);
  for (const r of rows) {
    const previousRank = r.has_previous ? (r.previous_rank ?? 0) : null;
    const entry: AppChartRank = {
      chartType: r.chart_type,
      genre: r.genre,
      rank: r.rank,
      previousRank,
      change: previousRank === null ? 0 : computeRankChange(r.rank, previousRank),
    };
    const id = Number(r.app_id);
    out.set(id, [...(out.get(id) ?? []), entry]);
  }
  return out;
}

export interface RankPoint {
  at: Date;
  /** null: not on the chart at that snapshot. */
  rank: number | null;
}

/** One app's rank on each of `charts` at every snapshot from `from` to `to` (null when off the chart). */
export async function appRankHistory(
  db: Db,
  input: {
    country: string;
    appId: number;
    charts: readonly { chartType: ChartType; genre: number }[];
    from: Date;
    to: Date;
  },
): Promise<{ chartType: ChartType; genre: number; points: RankPoint[] }[]> {
  if (input.charts.length === 0) return [];
  const rows = await db
    .selectFrom('chart_snapshots')
    .select([
      'chart_type',
      'genre',
      'at',
      sql<number | null>`array_position(app_ids, ${String(input.appId)}::bigint)`.as('rank'),
    ])
    .where('country', '=', input.country)
    .where('at', '>=', input.from)
    .where('at', '<=', input.to)
    .where((eb) =>
      eb.or(input.charts.map((c) => eb.and([eb('chart_type', '=', c.chartType), eb('genre', '=', c.genre)]))),
    )
    .orderBy('at')
    .execute();
  return input.charts.map((c) => ({
    ...c,
    points: rows
      .filter((r) => r.chart_type === c.chartType && r.genre === c.genre)
      .map((r) => ({ at: r.at, rank: r.rank })),
  }));
}

/** An app's best rank on one chart over a span (or one China day of it). */
export interface AppBestRank {
  chartType: ChartType;
  genre: number;
  appId: number;
  /** The China day 'YYYY-MM-DD' with `byDay`; null otherwise. */
  day: string | null;
  /** The best (lowest) rank among the snapshots, and the latest snapshot time it was held at. */
  rank: number;
  at: Date;
  /** The last snapshot time it was on the chart. */
  lastAt: Date;
}

/**
 * Each of `appIds`' best rank on each of `charts` among the snapshots taken from `from` to `to`
 * (or per China day with `byDay`), in one query; apps never on a chart then have no row.
 */
export async function appBestRanks(
  db: Db,
  input: {
    country: string;
    appIds: readonly number[];
    charts: readonly { chartType: ChartType; genre: number }[];
    from: Date;
    to: Date;
    byDay?: boolean;
  },
): Promise<AppBestRank[]> {
  if (input.appIds.length === 0 || input.charts.length === 0) return [];
  const day = input.byDay ? sql`to_char(s.at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')` : sql`NULL::text`;
  const charts = sql.join(
    input.charts.map((c) => sql`(s.chart_type = ${c.chartType} AND s.genre = ${c.genre})`),
    sql` OR `,
  );
  const { rows } = await sql<{
    chart_type: ChartType;
    genre: number;
    app_id: string;
    day: string | null;
    rank: number;
    at: Date;
    last_at: Date;
  }>`
    SELECT s.chart_type, s.genre, u.id::text AS app_id, ${day} AS day, min(r.rank)::int AS rank,
      (array_agg(s.at ORDER BY r.rank, s.at DESC))[1] AS at, max(s.at) AS last_at
    FROM chart_snapshots s CROSS JOIN unnest(${input.appIds.map(String)}::bigint[]) AS u(id)
    CROSS JOIN LATERAL (SELECT array_position(s.app_ids, u.id) AS rank) r
    WHERE s.country = ${input.country} AND s.at >= ${input.from} AND s.at <= ${input.to} AND (${charts})
      AND r.rank IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4`.execute(db);
  return rows.map((r) => ({
    chartType: r.chart_type,
    genre: r.genre,
    appId: Number(r.app_id),
    day: r.day,
    rank: r.rank,
    at: new Date(r.at),
    lastAt: new Date(r.last_at),
  }));
}

/** One chart an app is watched on. */
export interface AppChart {
  appId: number;
  chartType: ChartType;
  genre: number;
}

/**
 * Each app's rank on its chart at every snapshot taken from `since` up to `until`, after its rank at the last snapshot
 * before `since` (what the first is compared with), oldest first; null when off the chart (the alert engine's read).
 */
export async function appChartRankSeries(
  db: Db,
  input: { country: string; charts: readonly AppChart[]; since: Date; until: Date },
): Promise<(AppChart & { points: RankPoint[] })[]> {
  if (input.charts.length === 0) return [];
  const { rows } = await sql<{ app_id: string; chart_type: ChartType; genre: number; at: Date; rank: number | null }>`
    WITH want AS (
      SELECT * FROM unnest(${input.charts.map((c) => String(c.appId))}::bigint[],
        ${input.charts.map((c) => c.chartType)}::text[], ${input.charts.map((c) => c.genre)}::int[])
        AS w(app_id, chart_type, genre)
    ), snaps AS (
      SELECT c.chart_type, c.genre, s.at, s.app_ids FROM (SELECT DISTINCT chart_type, genre FROM want) c
      CROSS JOIN LATERAL (
        (SELECT at, app_ids FROM chart_snapshots WHERE country = ${input.country} AND chart_type = c.chart_type
          AND genre = c.genre AND at < ${input.since} ORDER BY at DESC LIMIT 1)
        UNION ALL
        (SELECT at, app_ids FROM chart_snapshots WHERE country = ${input.country} AND chart_type = c.chart_type
          AND genre = c.genre AND at >= ${input.since} AND at <= ${input.until})
      ) s
    )
    SELECT w.app_id::text AS app_id, w.chart_type, w.genre, s.at, array_position(s.app_ids, w.app_id) AS rank
    FROM want w JOIN snaps s ON s.chart_type = w.chart_type AND s.genre = w.genre
    ORDER BY s.at`.execute(db);
  return input.charts.map((c) => ({
    ...c,
    points: rows
      .filter((r) => Number(r.app_id) === c.appId && r.chart_type === c.chartType && r.genre === c.genre)
      .map((r) => ({ at: new Date(r.at), rank: r.rank })),
  }));
}
