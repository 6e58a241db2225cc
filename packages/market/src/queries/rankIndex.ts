import { formatDate, DAY_MS, engineDayBefore } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Coverage } from '../analytics/coverage.ts';
import type { Db } from '../db.ts';
import { rankById } from '../analytics/rankChanges.ts';
import { CHART_TYPES, type ChartType } from '../model.ts';
import { chartRanking, type ChartEntry } from './charts.ts';

/** A chart entry with what RankIndex shows beside it (data.md "Chart", "Keyword coverage"). */
export interface RankIndexEntry extends ChartEntry {
  /** The app's rank on the free, paid and grossing charts of the same genre at the snapshot; 0 = not on it. */
  chartRanks: Record<ChartType, number>;
  /** Its rank on its primary genre's chart of the same type; 0 = not on it. */
  genreRank: number;
  /** Keyword coverage of the coverage day; null when there is none. */
  coverage: Coverage | null;
}

export interface RankIndexChart {
  at: Date;
  previousAt: Date | null;
  /**
   * The China day the coverage figures are of ('YYYY-MM-DD'): the snapshot's, or the day before when its keywords are
   * not in yet; null when neither has any.
   */
  coverageDay: string | null;
  entries: RankIndexEntry[];
}

const chartId = (type: string, genre: number) => `${type}|${genre}`;

/**
 * Several charts of a country as they stood at `at` (each one's latest snapshot at or before `at`,
 * taken within the day before it): app ids in rank order by `${type}|${genre}`, in one query.
 * A chart without such a snapshot is absent.
 */
export async function chartsAt(
  db: Db,
  input: { country: string; charts: readonly { chartType: ChartType; genre: number }[]; at: Date },
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (input.charts.length === 0) return out;
  const { rows } = await sql<{ chart_type: ChartType; genre: number; app_ids: string[] }>`
    SELECT DISTINCT ON (s.chart_type, s.genre) s.chart_type, s.genre, s.app_ids
    FROM chart_snapshots s
    JOIN unnest(${input.charts.map((c) => c.chartType)}::text[],
      ${input.charts.map((c) => c.genre)}::int[]) AS k(chart_type, genre)
      ON k.chart_type = s.chart_type AND k.genre = s.genre
    WHERE s.country = ${input.country} AND s.at <= ${input.at} AND s.at > ${new Date(input.at.getTime() - DAY_MS)}
    ORDER BY s.chart_type, s.genre, s.at DESC`.execute(db);
  for (const r of rows) out.set(chartId(r.chart_type, r.genre), r.app_ids.map(Number));
  return out;
}

/**
 * Keyword coverage (app_coverage_daily: total, top 3, top 10) of many apps on the latest collected
 * day of the two ending with `day` ('YYYY-MM-DD'): on such a day an app without a row covered
 * nothing (0). Null day when neither was collected.
 */
export async function appsCoverage(
  db: Db,
  input: { country: string; appIds: readonly number[]; day: string },
): Promise<{ day: string | null; coverage: (appId: number) => Coverage }> {
  const none: Coverage = { total: 0, top3: 0, top10: 0 };
  const latest = await db
    .selectFrom('app_coverage_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('country', '=', input.country)
    .where('day', '<=', input.day)
    .where('day', '>=', engineDayBefore(input.day))
    .executeTakeFirst();
  const day = latest?.day ?? null;
  if (day === null || input.appIds.length === 0) return { day, coverage: () => none };
  const rows = await db
    .selectFrom('app_coverage_daily')
    .select(['app_id', 'total', 'top3', 'top10'])
    .where('country', '=', input.country)
    .where('day', '=', day)
    .where(sql<boolean>`app_id = ANY(${input.appIds.map(String)}::bigint[])`)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.app_id), { total: r.total, top3: r.top3, top10: r.top10 }]));
  return { day, coverage: (appId) => byId.get(appId) ?? none };
}

/**
 * RankIndex: a chart as it stood at `at` (`chartRanking`: its latest snapshot at or before, rank
 * changes against 24 h earlier, app summaries), its first `limit` entries each with its ranks on
 * the same genre's other charts and on its own genre's chart of the same type (`chartsAt`), and its
 * keyword coverage (`appsCoverage` of the snapshot's China day). One query per figure family,
 * whatever the number of rows. Null when the chart has no snapshot by then.
 */
export async function rankIndexChart(
  db: Db,
  input: { country: string; chartType: ChartType; genre: number; at: Date; limit: number },
): Promise<RankIndexChart | null> {
  const chart = await chartRanking(db, input);
  if (chart === null) return null;
  const entries = chart.entries.slice(0, input.limit);
  const ids = entries.map((e) => e.appId);
  const genres = [...new Set(entries.map((e) => e.primaryGenreId))].filter((g) => g !== input.genre && g !== 0);
  const charts = [
    ...CHART_TYPES.filter((t) => t !== input.chartType).map((chartType) => ({ chartType, genre: input.genre })),
    ...genres.map((genre) => ({ chartType: input.chartType, genre })),
  ];
  const [others, coverage] = await Promise.all([
    chartsAt(db, { country: input.country, charts, at: chart.at }),
    appsCoverage(db, { country: input.country, appIds: ids, day: formatDate(chart.at) }),
  ]);
  const rankOn = new Map([...others].map(([key, list]) => [key, rankById(list)]));
  const rankIn = (type: ChartType, genre: number, entry: ChartEntry) =>
    type === input.chartType && genre === input.genre
      ? entry.rank
      : (rankOn.get(chartId(type, genre))?.get(entry.appId) ?? 0);
  return {
    at: chart.at,
    previousAt: chart.previousAt,
    coverageDay: coverage.day,
    entries: entries.map((e) => ({
      ...e,
      chartRanks: {
        free: rankIn('free', input.genre, e),
        charge: rankIn('charge', input.genre, e),
        grossing: rankIn('grossing', input.genre, e),
      },
      genreRank: e.primaryGenreId === 0 ? 0 : rankIn(input.chartType, e.primaryGenreId, e),
      coverage: coverage.day === null ? null : coverage.coverage(e.appId),
    })),
  };
}
