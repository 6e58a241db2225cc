import { formatDate, DAY_MS, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { detectClearChart, type ChartRound } from '../analytics/monitors/clearChart.ts';
import { detectClearWords, type CoveragePoint } from '../analytics/monitors/clearWords.ts';
import type { Db } from '../db.ts';
import { estimateDay } from './estimate.ts';
import { recordMonitorEvents } from './monitorEvents.ts';

/** Stores detected events with each app's genre (the monitor tables filter by it). Returns how many. */
async function recordEvents<E extends { kind: 'clear-words' | 'clear-chart'; appId: number; at: Date }>(
  db: Db,
  country: string,
  events: readonly E[],
  data: (event: E) => Record<string, unknown>,
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .selectFrom('market_apps')
    .select(['app_id', 'primary_genre_id'])
    .where('country', '=', country)
    .where(
      'app_id',
      'in',
      events.map((e) => String(e.appId)),
    )
    .execute();
  const genres = new Map(rows.map((r) => [Number(r.app_id), r.primary_genre_id]));
  await recordMonitorEvents(
    db,
    country,
    events.map((e) => ({ kind: e.kind, appId: e.appId, at: e.at, genre: genres.get(e.appId) ?? 0, data: data(e) })),
  );
  return events.length;
}

/** Which apps were on sale at a given time, as the lookups stored by then tell (see saleHistory). */
export interface SaleHistory {
  onSaleAt(at: Date): Set<number>;
}

/**
 * The on-sale history up to `upTo`: an app is on sale at a time when it was seen by then and its
 * latest status change by then (lookup's first miss, or its first return after) is not a miss.
 * Read as of a time, not from the current state, so a backfill's lookups may run ahead of its
 * analytics, and an app that was off sale for a while and is back is seen off sale in between.
 */
export async function saleHistory(db: Db, country: string, upTo: Date): Promise<SaleHistory> {
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'first_seen_at'])
    .where('country', '=', country)
    .where('first_seen_at', '<=', upTo)
    .execute();
  const rows = await db
    .selectFrom('app_status_changes')
    .select(['app_id', 'at', 'on_sale'])
    .where('country', '=', country)
    .where('at', '<=', upTo)
    .orderBy('at')
    .execute();
  const changes = new Map<number, { at: number; onSale: boolean }[]>();
  for (const r of rows) {
    const appId = Number(r.app_id);
    const list = changes.get(appId) ?? [];
    list.push({ at: r.at.getTime(), onSale: r.on_sale });
    changes.set(appId, list);
  }
  const seen = apps.map((a) => ({ appId: Number(a.app_id), firstSeen: a.first_seen_at.getTime() }));
  return {
    onSaleAt(at: Date): Set<number> {
      const t = at.getTime();
      const ids = new Set<number>();
      for (const { appId, firstSeen } of seen) {
        if (firstSeen > t) continue;
        const latest = changes.get(appId)?.findLast((c) => c.at <= t);
        if (latest === undefined || latest.onSale) ids.add(appId);
      }
      return ids;
    },
  };
}

/** The apps on sale at `asOf` (saleHistory). */
export async function onSaleApps(db: Db, country: string, asOf: Date): Promise<Set<number>> {
  return (await saleHistory(db, country, asOf)).onSaleAt(asOf);
}

/** Clear-words (清词) events of `day`: coverage against the day before (analytics detectClearWords). */
export async function detectDayClearWords(
  db: Db,
  country: string,
  day: string,
  onSale: ReadonlySet<number>,
): Promise<number> {
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
  return recordEvents(db, country, events, (e) => ({
    coverageBefore: e.coverageBefore,
    coverageAfter: e.coverageAfter,
  }));
}

/**
 * Clear-chart (清榜) events up to the end of `day`: rounds are the times at which every chart was
 * collected (the all-genre collections) over the last three days (analytics detectClearChart),
 * each with the apps on sale at its own time (an app off sale in a round it is absent from went
 * offline, even if it is back by now).
 */
export async function detectDayClearChart(
  db: Db,
  country: string,
  day: string,
  sales: SaleHistory,
  fullRound: number,
): Promise<number> {
  // Three days of rounds: the round an app was charted in, then two it is absent from.
  const end = chinaDayEnd(day);
  const from = new Date(end.getTime() - 3 * DAY_MS);
  const rows = await db
    .selectFrom('chart_snapshots')
    .select(['at', 'chart_type', 'genre', 'app_ids'])
    .where('country', '=', country)
    .where('at', '>=', from)
    .where('at', '<', end)
    // A round's charts in one order: an app with the same best rank on two overall charts takes the first's type.
    .orderBy('at')
    .orderBy('chart_type')
    .orderBy('genre')
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
    .map(([t, charts]) => ({ at: new Date(t), charts, onSale: sales.onSaleAt(new Date(t)) }));
  const events = detectClearChart(rounds);
  return recordEvents(db, country, events, (e) => ({
    rankBefore: e.rankBefore,
    chartType: e.chartType,
    rankBeforeAt: e.rankBeforeAt.toISOString(),
  }));
}

/**
 * The daily analytics of one China day: estimates and the monitors that need a whole day, and
 * the clear-chart monitor over the rounds of the day of `asOf` so far too (a clearing shows as
 * soon as its second absent round is in, not the day after). `fullRound` is how many charts one
 * complete collection of the country has; `asOf` is when it runs (the monitors read the on-sale
 * history stored by then: clear-words the state at `asOf`, clear-chart the state at each round).
 */
export async function analyzeDay(db: Db, country: string, day: string, fullRound: number, asOf: Date): Promise<number> {
  const sales = await saleHistory(db, country, asOf);
  const estimated = await estimateDay(db, country, day);
  const clearWords = await detectDayClearWords(db, country, day, sales.onSaleAt(asOf));
  let clearChart = await detectDayClearChart(db, country, day, sales, fullRound);
  const today = formatDate(asOf);
  if (today !== day) clearChart += await detectDayClearChart(db, country, today, sales, fullRound);
  return estimated + clearWords + clearChart;
}
