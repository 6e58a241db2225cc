import { chinaDayStart, chinaDayEnd, daysBetween } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { ChartKey, ChartType } from '../model.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** One China day of a chart: the day ('YYYY-MM-DD') and when its latest snapshot was taken (null: none). */
export interface ChartDay {
  day: string;
  at: Date | null;
}

export interface ChartDaysEntry extends AppSummary {
  /** Rank on each day's chart, in day order: 0 when not on it, null when the chart has no snapshot that day. */
  ranks: (number | null)[];
}

export interface ChartDays {
  days: ChartDay[];
  /** The first `limit` apps of the last day that has a chart, in its rank order. */
  entries: ChartDaysEntry[];
}

/** A chart's snapshot of one China day: its latest, with the ids in rank order. */
export interface DaySnapshot {
  at: Date;
  appIds: number[];
}

/**
 * Each China day's latest snapshot of the charts of one type (every genre, or the given ones) taken
 * from `from` 00:00 to `to` 24:00 ('YYYY-MM-DD') and not after `until`, by genre then day; `top`
 * keeps only the first places.
 */
export async function dailyLatestSnapshots(
  db: Db,
  input: {
    country: string;
    chartType: ChartType;
    genres: readonly number[] | null;
    from: string;
    to: string;
    until: Date;
    top?: number;
  },
): Promise<Map<number, Map<string, DaySnapshot>>> {
  const end = new Date(Math.min(chinaDayEnd(input.to).getTime() - 1, input.until.getTime()));
  const day = sql`to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const ids = input.top === undefined ? sql`app_ids` : sql`app_ids[1:${input.top}]`;
  const { rows } = await sql<{ genre: number; day: string; at: Date; app_ids: string[] }>`
    SELECT DISTINCT ON (genre, ${day}) genre, ${day} AS day, at, ${ids} AS app_ids
    FROM chart_snapshots
    WHERE country = ${input.country} AND chart_type = ${input.chartType}
      AND at >= ${chinaDayStart(input.from)} AND at <= ${end}
      ${input.genres === null ? sql`` : sql`AND genre = ANY(${[...input.genres]}::int[])`}
    ORDER BY genre, ${day}, at DESC`.execute(db);
  const out = new Map<number, Map<string, DaySnapshot>>();
  for (const r of rows) {
    const days = out.get(r.genre) ?? new Map<string, DaySnapshot>();
    days.set(r.day, { at: r.at, appIds: r.app_ids.map(Number) });
    out.set(r.genre, days);
  }
  return out;
}

/**
 * One iOS chart day by day (seven_day): over the China days `from`..`to` ('YYYY-MM-DD'), each day
 * standing as its latest snapshot up to `until`, the first `limit` apps of the last day that has a
 * chart with their rank on every day.
 */
export async function chartDays(
  db: Db,
  input: { chart: ChartKey; from: string; to: string; until: Date; limit: number },
): Promise<ChartDays> {
  const { country, type: chartType, genre } = input.chart;
  const charts =
    (
      await dailyLatestSnapshots(db, {
        country,
        chartType,
        genres: [genre],
        from: input.from,
        to: input.to,
        until: input.until,
      })
    ).get(genre) ?? new Map<string, DaySnapshot>();
  const days = daysBetween(input.from, input.to).map((day) => ({ day, at: charts.get(day)?.at ?? null }));
  const last = [...days].reverse().find((d) => d.at !== null);
  const ids = last ? charts.get(last.day)!.appIds.slice(0, input.limit) : [];
  const app = await appSummaries(db, input.chart.country, ids);
  const rankOn = days.map((d) => {
    const chart = charts.get(d.day);
    return chart ? new Map(chart.appIds.map((id, i) => [id, i + 1])) : null;
  });
  return {
    days,
    entries: ids.map((id) => ({
      ...app(id),
      ranks: rankOn.map((ranks) => (ranks === null ? null : (ranks.get(id) ?? 0))),
    })),
  };
}

export interface RankSeries extends AppSummary {
  /** Rank at each of the snapshot times, in time order; 0 when not on the chart then. */
  ranks: number[];
}

/**
 * The ranks of a few apps on one iOS chart at every snapshot taken within [from, to] (seven_day's
 * curves): the snapshot times in order and each app's rank at them, in `appIds` order.
 */
export async function chartRankSeries(
  db: Db,
  input: { chart: ChartKey; appIds: readonly number[]; from: Date; to: Date },
): Promise<{ times: Date[]; series: RankSeries[] }> {
  if (input.appIds.length === 0) return { times: [], series: [] };
  const ids = input.appIds.map(String);
  const { rows } = await sql<{ at: Date; ranks: (number | null)[] }>`
    SELECT at, ARRAY(
      SELECT array_position(app_ids, u.id) FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS u(id, n) ORDER BY u.n
    ) AS ranks
    FROM chart_snapshots
    WHERE country = ${input.chart.country} AND chart_type = ${input.chart.type} AND genre = ${input.chart.genre}
      AND at >= ${input.from} AND at <= ${input.to}
    ORDER BY at`.execute(db);
  const app = await appSummaries(db, input.chart.country, input.appIds);
  return {
    times: rows.map((r) => r.at),
    series: input.appIds.map((id, i) => ({ ...app(id), ranks: rows.map((r) => r.ranks[i] ?? 0) })),
  };
}
