import { DAY_MS } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { ChartKey } from '../model.ts';

/** One iOS chart's snapshots taken within [from, to]. */
function chartWithin(db: Db, key: ChartKey, from: Date, to: Date) {
  return db
    .selectFrom('chart_snapshots')
    .select('at')
    .where('country', '=', key.country)
    .where('chart_type', '=', key.type)
    .where('genre', '=', key.genre)
    .where('at', '>=', from)
    .where('at', '<=', to);
}

/** When a chart's snapshots were taken within [from, to] (e.g. a China day, for a time picker), earliest first. */
export async function chartSnapshotTimes(db: Db, input: { chart: ChartKey; from: Date; to: Date }): Promise<Date[]> {
  const rows = await chartWithin(db, input.chart, input.from, input.to).orderBy('at').execute();
  return rows.map((r) => r.at);
}

/**
 * The latest snapshot of a chart taken within [from, to] (the chart as it stood at `to`, if taken since `from`); null
 * when none.
 */
export async function chartSnapshotAt(db: Db, input: { chart: ChartKey; from: Date; to: Date }): Promise<Date | null> {
  const row = await chartWithin(db, input.chart, input.from, input.to)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * The genres a country has charts of: those with a snapshot in the day before its latest snapshot
 * at or before `at` (a genre whose charts stopped being collected drops out), in id order.
 */
export async function chartGenres(db: Db, input: { country: string; at: Date }): Promise<number[]> {
  const { rows } = await sql<{ genre: number }>`
    WITH latest AS (SELECT max(at) AS at FROM chart_snapshots WHERE country = ${input.country} AND at <= ${input.at})
    SELECT DISTINCT c.genre FROM chart_snapshots c, latest l
    WHERE c.country = ${input.country} AND c.at <= l.at AND c.at > l.at - ${DAY_MS} * interval '1 millisecond'
    ORDER BY c.genre`.execute(db);
  return rows.map((r) => r.genre);
}
