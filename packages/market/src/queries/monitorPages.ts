/**
 * What the monitor pages read beside the monitors' events (monitors.ts): the overall charts' ranks
 * at a time, and when the monitors last ran.
 */
import type { Db } from '../db.ts';
import { CHART_TYPES } from '../model.ts';
import { chartsAt } from './rankIndex.ts';

/** Jobs whose runs record monitor events: lookups (offline, new, booked) and analytics (clear-chart, clear-words). */
const MONITOR_JOBS = ['apps', 'analytics'];

/**
 * Each app's best overall rank (free, paid or grossing, genre 0) in those charts as they stood at
 * `at` (`chartsAt`: each one's latest snapshot at or before `at`, within the day before it).
 */
export async function overallBestRanks(db: Db, input: { country: string; at: Date }): Promise<Map<number, number>> {
  const overall = CHART_TYPES.map((chartType) => ({ chartType, genre: 0 }));
  const charts = await chartsAt(db, { country: input.country, charts: overall, at: input.at });
  const best = new Map<number, number>();
  for (const appIds of charts.values()) {
    appIds.forEach((appId, index) => {
      const known = best.get(appId);
      if (known === undefined || index + 1 < known) best.set(appId, index + 1);
    });
  }
  return best;
}

/**
 * The time of the latest monitor run (lookups or analytics) done between `from` and `to` (both
 * included); null when none.
 */
export async function latestMonitorRun(db: Db, input: { from: Date; to: Date }): Promise<Date | null> {
  const row = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('target_at').as('latest'))
    .where('status', '=', 'done')
    .where('job', 'in', MONITOR_JOBS)
    .where('target_at', '>=', input.from)
    .where('target_at', '<=', input.to)
    .executeTakeFirst();
  return row?.latest ? new Date(row.latest) : null;
}
