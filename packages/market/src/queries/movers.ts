import { DAY_MS } from '@bangyan/contract';
import { sql } from 'kysely';
import { chartDepth } from '../analytics/chartDepth.ts';
import { RANK_COMPARISON_TOLERANCE_MS } from '../analytics/config.ts';
import { soaring, type SoaringDirection } from '../analytics/soaring.ts';
import type { Db } from '../db.ts';
import type { ChartKey } from '../model.ts';
import type { SoaringApps } from './charts.ts';
import { appSummaries } from './summaries.ts';

/** A chart's ids at one snapshot time (chart_snapshots). */
async function chartAt(db: Db, key: ChartKey, at: Date): Promise<number[]> {
  const row = await db
    .selectFrom('chart_snapshots')
    .select('app_ids')
    .where('country', '=', key.country)
    .where('chart_type', '=', key.type)
    .where('genre', '=', key.genre)
    .where('at', '=', at)
    .executeTakeFirst();
  return (row?.app_ids ?? []).map(Number);
}

/**
 * RankTop's movers (analytics `soaring`, rankTopType rise | fall): the biggest rises or falls of any
 * chart (free, paid or grossing, any genre) over `spanDays` days (1: the 24 h of data.md "Soaring
 * (24h)"). The chart is read at its newest snapshot at or before `at` (taken within the day before
 * it) that has a snapshot `spanDays` × 24 h earlier, up to the comparison tolerance (the rule of
 * analytics `comparisonSnapshot`), so a missed collection shows the last comparable pair with its
 * times. An off-chart place counts as the chart's depth + 1; at most `limit` items. Null when the
 * chart has no comparable pair in that day.
 */
export async function chartMovers(
  db: Db,
  input: ChartKey & { at: Date; spanDays: number; direction: SoaringDirection; limit: number },
): Promise<SoaringApps | null> {
  const spanMs = input.spanDays * DAY_MS;
  const { rows } = await sql<{ at: Date; previous_at: Date }>`
    SELECT c.at, p.at AS previous_at FROM chart_snapshots c
    CROSS JOIN LATERAL (
      SELECT p.at FROM chart_snapshots p
      WHERE p.country = c.country AND p.chart_type = c.chart_type AND p.genre = c.genre
        AND p.at <= c.at - ${spanMs} * interval '1 millisecond'
        AND p.at >= c.at - ${spanMs + RANK_COMPARISON_TOLERANCE_MS} * interval '1 millisecond'
      ORDER BY p.at DESC LIMIT 1
    ) p
    WHERE c.country = ${input.country} AND c.chart_type = ${input.type} AND c.genre = ${input.genre}
      AND c.at <= ${input.at} AND c.at > ${new Date(input.at.getTime() - DAY_MS)}
    ORDER BY c.at DESC LIMIT 1`.execute(db);
  const pair = rows[0];
  if (pair === undefined) return null;
  const [current, previous] = await Promise.all([chartAt(db, input, pair.at), chartAt(db, input, pair.previous_at)]);
  const items = soaring(current, previous, input.direction, chartDepth(input), input.limit);
  const app = await appSummaries(
    db,
    input.country,
    items.map((i) => i.id),
  );
  return {
    at: pair.at,
    previousAt: pair.previous_at,
    items: items.map((i) => ({ ...app(i.id), rank: i.rank, previousRank: i.preRank, diff: i.diff })),
  };
}
