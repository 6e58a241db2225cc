import { sql } from 'kysely';
import {
  biggestMovers,
  chartMovement,
  compareCharts,
  top10Volatility,
  type ChartMovement,
} from '../analytics/chartMovement.ts';
import { chartDepth } from '../analytics/chartDepth.ts';
import { daysBetween, engineDayBefore } from '@bangyan/contract';
import { RANK_COMPARISON_MS, RANK_COMPARISON_TOLERANCE_MS, TOP10_RANK } from '../analytics/config.ts';
import { chartRankChanges } from '../analytics/rankChanges.ts';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';
import type { TimeWindow } from './chartCompare.ts';
import { dailyLatestSnapshots } from './chartDays.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** One chart's snapshot within a window and the one 24 h before it (data.md "Rank change"). */
export interface ChartPair {
  chartType: ChartType;
  genre: number;
  at: Date;
  appIds: number[];
  /** The snapshot compared with; null when none was taken 24 h before (within the tolerance). */
  previousAt: Date | null;
  previousIds: number[] | null;
}

/**
 * Every iOS chart of `country` (or those of the given types and genres) as it stood within
 * `window`: its latest snapshot there that has one 24 h before it to compare with, else its latest
 * (then without a comparison), and that earlier snapshot. Two reads in all, whatever the number of
 * charts; charts without a snapshot in the window are left out.
 */
export async function chartPairs(
  db: Db,
  input: { country: string; window: TimeWindow; chartTypes?: readonly ChartType[]; genres?: readonly number[] },
): Promise<ChartPair[]> {
  const back = sql`${RANK_COMPARISON_MS} * interval '1 millisecond'`;
  const tolerance = sql`${RANK_COMPARISON_MS + RANK_COMPARISON_TOLERANCE_MS} * interval '1 millisecond'`;
  const { rows } = await sql<{ chart_type: ChartType; genre: number; at: Date; previous_at: Date | null }>`
    SELECT DISTINCT ON (chart_type, genre) chart_type, genre, at, previous_at FROM (
      SELECT c.chart_type, c.genre, c.at, (
        SELECT max(p.at) FROM chart_snapshots p
        WHERE p.country = c.country AND p.chart_type = c.chart_type AND p.genre = c.genre
          AND p.at <= c.at - ${back} AND p.at >= c.at - ${tolerance}
      ) AS previous_at
      FROM chart_snapshots c
      WHERE c.country = ${input.country} AND c.at >= ${input.window.from} AND c.at <= ${input.window.to}
        ${input.chartTypes ? sql`AND c.chart_type = ANY(${[...input.chartTypes]}::text[])` : sql``}
        ${input.genres ? sql`AND c.genre = ANY(${[...input.genres]}::int[])` : sql``}
    ) candidates
    ORDER BY chart_type, genre, (previous_at IS NOT NULL) DESC, at DESC`.execute(db);
  if (rows.length === 0) return [];
  const wanted = rows.flatMap((r) => [r.at, ...(r.previous_at ? [r.previous_at] : [])]);
  const snapshots = await db
    .selectFrom('chart_snapshots')
    .select(['chart_type', 'genre', 'at', 'app_ids'])
    .where('country', '=', input.country)
    .where(
      'at',
      'in',
      [...new Set(wanted.map((t) => t.getTime()))].map((t) => new Date(t)),
    )
    .$if(input.chartTypes !== undefined, (q) => q.where('chart_type', 'in', [...input.chartTypes!]))
    .$if(input.genres !== undefined, (q) => q.where('genre', 'in', [...input.genres!]))
    .execute();
  const ids = new Map(snapshots.map((s) => [`${s.chart_type}:${s.genre}:${s.at.getTime()}`, s.app_ids.map(Number)]));
  const of = (r: { chart_type: string; genre: number }, at: Date | null) =>
    at === null ? null : (ids.get(`${r.chart_type}:${r.genre}:${at.getTime()}`) ?? null);
  return rows.map((r) => ({
    chartType: r.chart_type,
    genre: r.genre,
    at: r.at,
    appIds: of(r, r.at) ?? [],
    previousAt: r.previous_at,
    previousIds: of(r, r.previous_at),
  }));
}

/** A chart's entry with its rank change against 24 h earlier (as `chartRanking` gives it). */
export interface RankedApp extends AppSummary {
  rank: number;
  /** 0 = not on the chart 24 h earlier (新上榜); null without an earlier chart. */
  previousRank: number | null;
  change: number;
}

export interface ChartMovementRow {
  chartType: ChartType;
  genre: number;
  at: Date;
  previousAt: Date | null;
  /** How the chart moved in the 24 h (analytics `chartMovement`); null without an earlier chart. */
  movement: ChartMovement | null;
  /** Its first `leaders` apps. */
  leaders: RankedApp[];
  /** The biggest climber among the apps on both charts; null when none climbed. */
  riser: RankedApp | null;
}

/**
 * How every chart (or those of the given types and genres) moved in the 24 h before it stood within
 * `window` (`chartPairs`): its movement, first `leaders` apps and biggest climber.
 */
export async function chartsMovement(
  db: Db,
  input: {
    country: string;
    window: TimeWindow;
    chartTypes?: readonly ChartType[];
    genres?: readonly number[];
    leaders: number;
  },
): Promise<ChartMovementRow[]> {
  const pairs = await chartPairs(db, input);
  const rows = pairs.map((p) => {
    const changes = chartRankChanges(p.appIds, p.previousIds);
    const climb =
      p.previousIds === null ? undefined : biggestMovers(compareCharts(p.previousIds, p.appIds), 'up', 1)[0];
    return {
      pair: p,
      movement:
        p.previousIds === null
          ? null
          : chartMovement(
              p.previousIds,
              p.appIds,
              chartDepth({ country: input.country, type: p.chartType, genre: p.genre }),
            ),
      leaders: changes.slice(0, input.leaders),
      riser: climb === undefined ? null : changes[climb.rankAfter - 1]!,
    };
  });
  const app = await appSummaries(
    db,
    input.country,
    rows.flatMap((r) => [...r.leaders.map((l) => l.id), ...(r.riser ? [r.riser.id] : [])]),
  );
  const ranked = (c: (typeof rows)[number]['leaders'][number]): RankedApp => ({
    ...app(c.id),
    rank: c.rank,
    previousRank: c.preRank,
    change: c.rankChange,
  });
  return rows.map(({ pair, movement, leaders, riser }) => ({
    chartType: pair.chartType,
    genre: pair.genre,
    at: pair.at,
    previousAt: pair.previousAt,
    movement,
    leaders: leaders.map(ranked),
    riser: riser === null ? null : ranked(riser),
  }));
}

export interface VolatilitySeries {
  genre: number;
  /** Top-10 volatility of each day against the day before (analytics `top10Volatility`); null without both charts. */
  values: (number | null)[];
  /** When each day's chart was taken (its latest snapshot); null when the chart has none that day. */
  times: (Date | null)[];
}

/**
 * Top-10 volatility of every chart of one type (vshow), day by day over the China days
 * `from`..`to`: each day's latest snapshot (up to `until`) against the day before's.
 */
export async function top10VolatilitySeries(
  db: Db,
  input: { country: string; chartType: ChartType; from: string; to: string; until: Date },
): Promise<{ days: string[]; charts: VolatilitySeries[] }> {
  const days = daysBetween(input.from, input.to);
  const withDayBefore = daysBetween(engineDayBefore(input.from), input.to);
  const snapshots = await dailyLatestSnapshots(db, {
    ...input,
    from: withDayBefore[0]!,
    genres: null,
    top: TOP10_RANK,
  });
  const charts = [...snapshots.entries()].map(([genre, byDay]) => ({
    genre,
    times: days.map((d) => byDay.get(d)?.at ?? null),
    values: days.map((d, i) => {
      const before = byDay.get(withDayBefore[i]!);
      const after = byDay.get(d);
      return before && after ? top10Volatility(before.appIds, after.appIds) : null;
    }),
  }));
  return { days, charts };
}
