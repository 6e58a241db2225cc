import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import { DAY_MS } from '../analytics/config.ts';
import { detectClearChart, type ChartRound } from '../analytics/monitors/clearChart.ts';
import { detectClearWords, type CoveragePoint } from '../analytics/monitors/clearWords.ts';
import type { Db } from './db.ts';
import { chinaDayStart, estimateDay } from './estimate.ts';
import { recordMonitorEvents } from './storeApps.ts';

/** Stores detected events with each app's genre (the monitor tables filter by it). Returns how many. */
async function recordEvents<E extends { kind: 'clear-words' | 'clear-chart'; appId: number; at: Date }>(
  db: Db,
  country: string,
  events: readonly E[],
  data: (event: E) => Record<string, unknown>,
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db.selectFrom('market_apps').select(['app_id', 'primary_genre_id']).where('country', '=', country).where('app_id', 'in', events.map((e) => String(e.appId))).execute();
  const genres = new Map(rows.map((r) => [Number(r.app_id), r.primary_genre_id]));
  await recordMonitorEvents(db, country, events.map((e) => ({ kind: e.kind, appId: e.appId, at: e.at, genre: genres.get(e.appId) ?? 0, data: data(e) })));
  return events.length;
}

/**
 * The apps on sale at `asOf`: every app seen by then that its latest lookup by then returned (its
 * latest status change, if any, is back on sale). Read as of a time, not from the current state,
 * so a backfill's lookups may run ahead of its analytics.
 */
export async function onSaleApps(db: Db, country: string, asOf: Date): Promise<Set<number>> {
  const rows = await sql<{ app_id: string }>`
    SELECT m.app_id FROM market_apps m
    WHERE m.country = ${country} AND m.first_seen_at <= ${asOf}
      AND coalesce((
        SELECT s.on_sale FROM app_status_changes s
        WHERE s.app_id = m.app_id AND s.country = m.country AND s.at <= ${asOf}
        ORDER BY s.at DESC LIMIT 1
      ), true)`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.app_id)));
}

/** Clear-words (清词) events of `day`: coverage against the day before (analytics detectClearWords). */
export async function detectDayClearWords(db: Db, country: string, day: string, onSale: ReadonlySet<number>): Promise<number> {
  const start = chinaDayStart(day);
  const before = new Date(start.getTime() - DAY_MS);
  const rows = await db
    .selectFrom('app_coverage_daily')
    .select(['app_id', 'day', 'total'])
    .where('country', '=', country)
    .where('day', 'in', [formatDate(before), day])
    .execute();
  const points: CoveragePoint[] = rows.map((r) => {
    const appId = Number(r.app_id);
    return { appId, at: chinaDayStart(r.day), total: r.total, onSale: onSale.has(appId) };
  });
  // An app that dropped out of every result has no row today: its coverage is 0.
  const today = new Set(points.filter((p) => p.at.getTime() === start.getTime()).map((p) => p.appId));
  for (const p of points.filter((q) => q.at.getTime() !== start.getTime())) {
    if (!today.has(p.appId)) points.push({ appId: p.appId, at: start, total: 0, onSale: onSale.has(p.appId) });
  }
  const events = detectClearWords(points);
  return recordEvents(db, country, events, (e) => ({ coverageBefore: e.coverageBefore, coverageAfter: e.coverageAfter }));
}

/**
 * Clear-chart (清榜) events up to the end of `day`: rounds are the times at which every chart was
 * collected (the all-genre collections) over the last three days (analytics detectClearChart).
 */
export async function detectDayClearChart(db: Db, country: string, day: string, onSale: ReadonlySet<number>, fullRound: number): Promise<number> {
  // Three days of rounds: the round an app was charted in, then two it is absent from.
  const end = new Date(chinaDayStart(day).getTime() + DAY_MS);
  const from = new Date(end.getTime() - 3 * DAY_MS);
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['at', 'chart_type', 'genre', 'app_ids'])
    .where('country', '=', country)
    .where('at', '>=', from)
    .where('at', '<', end)
    .orderBy('at')
    .execute();
  const byTime = new Map<number, ChartRound['charts'][number][]>();
  for (const row of rows) {
    const list = byTime.get(row.at.getTime()) ?? [];
    list.push({ type: row.chart_type, genre: row.genre, appIds: row.app_ids.map(Number) });
    byTime.set(row.at.getTime(), list);
  }
  // Only complete rounds: in a partial one (the hourly main charts) an app would look absent.
  const rounds: ChartRound[] = [...byTime.entries()]
    .filter(([, charts]) => charts.length >= fullRound)
    .map(([t, charts]) => ({ at: new Date(t), charts, onSale }));
  const events = detectClearChart(rounds);
  return recordEvents(db, country, events, (e) => ({ rankBefore: e.rankBefore, chartType: e.chartType, rankBeforeAt: e.rankBeforeAt.toISOString() }));
}

/**
 * The daily analytics of one China day: estimates and the monitors that need a whole day, and
 * the clear-chart monitor over the rounds of the day of `asOf` so far too (a clearing shows as
 * soon as its second absent round is in, not the day after). `fullRound` is how many charts one
 * complete collection of the country has; `asOf` is when it runs (the on-sale state the monitors
 * read is as of then).
 */
export async function analyzeDay(db: Db, country: string, day: string, fullRound: number, asOf: Date): Promise<number> {
  const onSale = await onSaleApps(db, country, asOf);
  const estimated = await estimateDay(db, country, day);
  const clearWords = await detectDayClearWords(db, country, day, onSale);
  let clearChart = await detectDayClearChart(db, country, day, onSale, fullRound);
  const today = formatDate(asOf);
  if (today !== day) clearChart += await detectDayClearChart(db, country, today, onSale, fullRound);
  return estimated + clearWords + clearChart;
}
