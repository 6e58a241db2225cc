/**
 * Reads for the monitor endpoints: the engine's monitor_events (market `monitorEvents`, counted by
 * `marketTrend`), each app once a day, paged or ranked for the week and presented by `items.ts`.
 */
import {
  formatHm,
  MONITOR_WEEK_TOP,
  type BookedItem,
  type ClearChartItem,
  type ClearWordsItem,
  type DayCounts,
  type MonitorCounts,
  type NewTopItem,
  type OfflineItem,
  chinaDayStart,
  chinaDayEnd,
} from '@bangyan/contract';
import { marketTrend, monitorEvents, type MonitorEventRow, latestMonitorRun } from '@bangyan/market';

import {
  bangStatusOf,
  bookedItems,
  clearChartItems,
  clearWordsItems,
  COUNTRY,
  dayEndBefore,
  newItems,
  offlineItems,
  overallRanksAt,
  type Db,
  type ListedKind,
} from './items.ts';

/** Each app once: its newest event (events come newest first), so a day's rows equal its count. */
function latestPerApp<R extends { appId: number }>(rows: readonly R[]): R[] {
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.appId) ? false : (seen.add(r.appId), true)));
}

/** One day's events of a kind, each app once, newest first. */
async function dayEvents<K extends ListedKind>(
  db: Db,
  kind: K,
  day: string,
  genre: number,
): Promise<MonitorEventRow<K>[]> {
  return latestPerApp(await monitorEvents(db, { kind, country: COUNTRY, day, genre }));
}

export interface Page<T> {
  total: number;
  list: T[];
}

/** Rows `page` of `pageSize`, with the total before paging. */
function pageOf<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  return { total: rows.length, list: rows.slice((page - 1) * pageSize, page * pageSize) };
}

export interface DayListInput {
  /** Engine day, 'YYYY-MM-DD'. */
  day: string;
  genre: number;
  page: number;
  pageSize: number;
}

/** A page of one day's list of a monitor, presented by `items`. */
async function dayPage<K extends ListedKind, T>(
  db: Db,
  kind: K,
  q: DayListInput,
  items: (rows: readonly MonitorEventRow<K>[]) => Promise<T[]>,
): Promise<Page<T>> {
  const { total, list } = pageOf(await dayEvents(db, kind, q.day, q.genre), q.page, q.pageSize);
  return { total, list: await items(list) };
}

export const offlineList = (db: Db, q: DayListInput) => dayPage(db, 'offline', q, (rows) => offlineItems(db, rows));
export const newList = (db: Db, q: DayListInput) => dayPage(db, 'new', q, (rows) => newItems(db, rows));
export const bookedList = (db: Db, q: DayListInput) => dayPage(db, 'booked', q, (rows) => bookedItems(db, rows));
/** The clear-words list; `now` caps the time its overall ranks are read at. */
export const clearWordsList = (db: Db, q: DayListInput, now: Date) =>
  dayPage(db, 'clear-words', q, (rows) => clearWordsItems(db, rows, now));

/** A monitor's events over engine days (newest first): each app once a day, newest first. */
async function daysEvents<K extends ListedKind>(
  db: Db,
  kind: K,
  days: readonly string[],
  genre: number,
): Promise<MonitorEventRow<K>[]> {
  const rows: MonitorEventRow<K>[] = [];
  for (const day of days) rows.push(...(await dayEvents(db, kind, day, genre)));
  return rows;
}

/** The clear-chart list over engine days (newest first), each app once a day; `type` 0 or a bangStatus. */
export async function clearChartList(
  db: Db,
  q: { days: readonly string[]; genre: number; type: number; page: number; pageSize: number },
): Promise<Page<ClearChartItem>> {
  const rows = await daysEvents(db, 'clear-chart', q.days, q.genre);
  const kept = q.type === 0 ? rows : rows.filter((r) => bangStatusOf(r.data.chartType) === q.type);
  const { total, list } = pageOf(kept, q.page, q.pageSize);
  return { total, list: await clearChartItems(db, list) };
}

/** The five monitors' counts with their sum (an app in two monitors counts in each). */
const withTotal = (c: Omit<MonitorCounts, 'total'>): MonitorCounts => ({
  ...c,
  total: c.offline + c.new + c.clearChart + c.clearWords + c.booked,
});

/** Ascending, a missing figure (null) last. */
function ascNullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** The first MONITOR_WEEK_TOP of `rows` in `order` (a stable sort: ties stay newest first). */
const topOf = <T>(rows: readonly T[], order: (a: T, b: T) => number): T[] =>
  [...rows].sort(order).slice(0, MONITOR_WEEK_TOP);

export interface WeekSummary {
  /** Distinct apps per monitor over the week. */
  week: MonitorCounts;
  top: {
    offline: OfflineItem[];
    new: NewTopItem[];
    clearChart: ClearChartItem[];
    clearWords: ClearWordsItem[];
    booked: BookedItem[];
  };
}

/**
 * 本周动态 (contract `monitorTrendSummary`): over engine days `days` (newest first), each monitor's
 * apps (each once, its latest event of the week), counted, and its notable apps ranked as the
 * contract describes; `now` caps when ranks are read.
 */
export async function weekSummary(
  db: Db,
  q: { days: readonly string[]; genre: number; now: Date },
): Promise<WeekSummary> {
  const week = async <K extends ListedKind>(kind: K) => latestPerApp(await daysEvents(db, kind, q.days, q.genre));
  const offline = await week('offline');
  const fresh = await week('new');
  const clearChart = await week('clear-chart');
  const clearWords = await week('clear-words');
  const booked = await week('booked');

  const ranks =
    fresh.length === 0 ? new Map<number, number>() : await overallRanksAt(db, dayEndBefore(q.days[0]!, q.now));
  const rankOf = (appId: number) => ranks.get(appId) ?? null;
  const topNew = topOf(fresh, (a, b) => ascNullsLast(rankOf(a.appId), rankOf(b.appId)));
  const lost = (r: MonitorEventRow<'clear-words'>) => r.data.coverageBefore - r.data.coverageAfter;
  return {
    week: withTotal({
      offline: offline.length,
      new: fresh.length,
      clearChart: clearChart.length,
      clearWords: clearWords.length,
      booked: booked.length,
    }),
    top: {
      offline: await offlineItems(
        db,
        topOf(
          offline,
          (a, b) =>
            ascNullsLast(a.data.offlineRank, b.data.offlineRank) || b.data.userRatingCount - a.data.userRatingCount,
        ),
      ),
      new: (await newItems(db, topNew)).map((item, i) => ({ ...item, rank: rankOf(topNew[i]!.appId) })),
      clearChart: await clearChartItems(
        db,
        topOf(clearChart, (a, b) => a.data.rankBefore - b.data.rankBefore),
      ),
      clearWords: await clearWordsItems(
        db,
        topOf(clearWords, (a, b) => lost(b) - lost(a)),
        q.now,
      ),
      booked: await bookedItems(
        db,
        topOf(booked, (a, b) => a.data.expectedReleaseAt.getTime() - b.data.expectedReleaseAt.getTime()),
      ),
    },
  };
}

/**
 * Per engine day from `from` to `to`, how many apps each monitor caught (distinct apps, market `marketTrend`):
 * null where the engine did not collect what sees that monitor's events that day; the total adds up the counts
 * with data (null when none has).
 */
export async function monitorCountsByDay(
  db: Db,
  q: { from: string; to: string; genre: number },
): Promise<(DayCounts & { day: string })[]> {
  const trend = await marketTrend(db, { country: COUNTRY, from: q.from, to: q.to, genre: q.genre });
  return trend.map((t) => {
    const counts = {
      offline: t.offlineAppsCnt,
      new: t.releaseAppsCnt,
      clearChart: t.clearBangGenreAppsCnt,
      clearWords: t.clearWordGenreAppsCnt,
      booked: t.bookAppsCnt,
    };
    const known = Object.values(counts).filter((n) => n !== null);
    return { day: t.day, ...counts, total: known.length === 0 ? null : known.reduce((sum, n) => sum + n, 0) };
  });
}

/**
 * 'HH:mm' of the latest monitor run (lookups or analytics) on the engine day `day`, at or before
 * `now`; '' when none ran that day yet.
 */
export async function monitorUpdateTime(db: Db, day: string, now: Date): Promise<string> {
  const start = chinaDayStart(day);
  const end = new Date(Math.min(chinaDayEnd(day).getTime() - 1, now.getTime()));
  const latest = await latestMonitorRun(db, { from: start, to: end });
  return latest === null ? '' : formatHm(latest);
}
