/**
 * Reads for the monitor endpoints: the engine's monitor_events (market `monitorEvents`, counted by
 * `marketTrend`), with what the tables show of each app from market_apps and the overall charts.
 */
import {
  BANG_STATUS,
  DEFAULT_COUNTRY,
  formatDate,
  formatDateTime,
  formatHm,
  genreName,
  parseYmd,
  type BangStatus,
  type BookedItem,
  type ClearChartItem,
  type ClearWordsItem,
  type MonitorCounts,
  type NewItem,
  type OfflineItem,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { marketTrend, monitorEvents, type MonitorEventRow } from '@bangyan/market';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;
type ListedKind = 'offline' | 'new' | 'clear-chart' | 'clear-words' | 'booked';

/** The monitors watch the China storefront (spec 9 default country). */
const COUNTRY = DEFAULT_COUNTRY;
const DAY_MS = 86_400_000;
/** Jobs whose runs record monitor events: lookups (offline, new, booked) and analytics (clear-chart, clear-words). */
const MONITOR_JOBS = ['apps', 'analytics'];

/** 'YYYYMMDD' → 'YYYY-MM-DD' (the engine's day keys); the input is already validated. */
export function engineDay(ymd: string): string {
  return formatDate(parseYmd(ymd)!);
}

/** Every China day from `date1` to `date2` (YYYYMMDD, both included), newest first, as engine days. */
export function engineDaysDesc(date1: string, date2: string): string[] {
  const days: string[] = [];
  const from = parseYmd(date1)!.getTime();
  for (let t = parseYmd(date2)!.getTime(); t >= from; t -= DAY_MS) days.push(formatDate(t));
  return days;
}

/** Each app once: its newest event (events come newest first), so a day's rows equal its count. */
function latestPerApp<R extends { appId: number }>(rows: readonly R[]): R[] {
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.appId) ? false : (seen.add(r.appId), true)));
}

/** One day's events of a kind, each app once, newest first. */
async function dayEvents<K extends ListedKind>(db: Db, kind: K, day: string, genre: number): Promise<MonitorEventRow<K>[]> {
  return latestPerApp(await monitorEvents(db, { kind, country: COUNTRY, day, genre }));
}

interface AppState {
  sellerName: string;
  status: 0 | 1;
  userRatingCount: number;
  releaseDate: Date | null;
  updateDate: Date | null;
}

/** What market_apps holds now of the given apps beyond their summary: seller, on-sale state, reviews, dates. */
async function appStates(db: Db, appIds: readonly number[]): Promise<(appId: number) => AppState> {
  const ids = [...new Set(appIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('market_apps')
          .select(['app_id', 'seller_name', 'status', 'rating_count', 'release_date', 'current_version_date'])
          .where('country', '=', COUNTRY)
          .where(sql<boolean>`app_id = ANY(${ids.map(String)}::bigint[])`)
          .execute();
  const known = new Map(
    rows.map((r) => [
      Number(r.app_id),
      { sellerName: r.seller_name, status: r.status === 0 ? 0 : 1, userRatingCount: r.rating_count, releaseDate: r.release_date, updateDate: r.current_version_date } as AppState,
    ]),
  );
  return (appId) => known.get(appId) ?? { sellerName: '', status: 1, userRatingCount: 0, releaseDate: null, updateDate: null };
}

/**
 * Each app's best overall rank (free, paid or grossing, genre 0) in those charts' latest
 * snapshots at or before `at` (within the day before it), for the clear-words list's 总榜排名.
 */
async function overallRanksAt(db: Db, at: Date): Promise<Map<number, number>> {
  const rows = await sql<{ app_ids: string[] }>`
    SELECT DISTINCT ON (chart_type) app_ids FROM chart_snapshots
    WHERE country = ${COUNTRY} AND genre = 0 AND at <= ${at} AND at > ${new Date(at.getTime() - DAY_MS)}
    ORDER BY chart_type, at DESC`.execute(db);
  const best = new Map<number, number>();
  for (const { app_ids } of rows.rows) {
    app_ids.forEach((id, index) => {
      const appId = Number(id);
      const known = best.get(appId);
      if (known === undefined || index + 1 < known) best.set(appId, index + 1);
    });
  }
  return best;
}

const dayText = (d: Date | null): string => (d === null ? '' : formatDate(d));

/** The app columns every monitor item carries. */
function appFields(row: MonitorEventRow<ListedKind>, state: AppState) {
  return {
    trackId: String(row.appId),
    trackName: row.name,
    artistName: row.developerName,
    sellerName: state.sellerName || row.developerName,
    artworkUrl60: row.iconUrl,
    genre: row.genre,
    genreName: genreName(row.genre) ?? '',
    status: state.status,
  };
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

export async function offlineList(db: Db, q: DayListInput): Promise<Page<OfflineItem>> {
  const { total, list } = pageOf(await dayEvents(db, 'offline', q.day, q.genre), q.page, q.pageSize);
  const state = await appStates(db, list.map((r) => r.appId));
  return {
    total,
    list: list.map((r) => ({
      ...appFields(r, state(r.appId)),
      offlineDate: formatDateTime(r.at),
      offlineRank: r.data.offlineRank,
      userRatingCount: r.data.userRatingCount,
      releaseDate: dayText(r.data.releaseDate),
      updateDate: dayText(r.data.updateDate),
    })),
  };
}

export async function newList(db: Db, q: DayListInput): Promise<Page<NewItem>> {
  const { total, list } = pageOf(await dayEvents(db, 'new', q.day, q.genre), q.page, q.pageSize);
  const state = await appStates(db, list.map((r) => r.appId));
  return {
    total,
    list: list.map((r) => ({
      ...appFields(r, state(r.appId)),
      onlineDateFull: formatDateTime(r.at),
      price: r.data.price,
      is_book: r.data.hadPreOrder ? 1 : 0,
    })),
  };
}

export async function bookedList(db: Db, q: DayListInput): Promise<Page<BookedItem>> {
  const { total, list } = pageOf(await dayEvents(db, 'booked', q.day, q.genre), q.page, q.pageSize);
  const state = await appStates(db, list.map((r) => r.appId));
  return {
    total,
    list: list.map((r) => ({
      ...appFields(r, state(r.appId)),
      price: r.data.price,
      is_book: 1,
      bookDateFull: formatDateTime(r.at),
      release_time: formatDateTime(r.data.expectedReleaseAt),
    })),
  };
}

/** The clear-words list; `now` caps the time its overall ranks are read at. */
export async function clearWordsList(db: Db, q: DayListInput, now: Date): Promise<Page<ClearWordsItem>> {
  const { total, list } = pageOf(await dayEvents(db, 'clear-words', q.day, q.genre), q.page, q.pageSize);
  const state = await appStates(db, list.map((r) => r.appId));
  const dayEnd = new Date(parseYmd(q.day.replaceAll('-', ''))!.getTime() + DAY_MS - 1);
  const ranks = list.length === 0 ? new Map<number, number>() : await overallRanksAt(db, dayEnd < now ? dayEnd : now);
  return {
    total,
    list: list.map((r) => {
      const s = state(r.appId);
      return {
        ...appFields(r, s),
        rank: ranks.get(r.appId) ?? null,
        countYesterday: r.data.coverageBefore,
        countToday: r.data.coverageAfter,
        countDiff: r.data.coverageAfter - r.data.coverageBefore,
        userRatingCount: s.userRatingCount,
        clearTime: Math.floor(r.at.getTime() / 1000),
        clearDateFull: formatDateTime(r.at),
        releaseDate: dayText(s.releaseDate),
        updateDate: dayText(s.updateDate),
      };
    }),
  };
}

/** bangStatus of a cleared app: the overall chart its rank before was on. */
function bangStatusOf(chartType: string): BangStatus {
  return chartType === 'charge' ? BANG_STATUS.charge : chartType === 'grossing' ? BANG_STATUS.grossing : BANG_STATUS.free;
}

/** The clear-chart list over engine days (newest first), each app once a day; `type` 0 or a bangStatus. */
export async function clearChartList(db: Db, q: { days: readonly string[]; genre: number; type: number; page: number; pageSize: number }): Promise<Page<ClearChartItem>> {
  const rows: MonitorEventRow<'clear-chart'>[] = [];
  for (const day of q.days) rows.push(...(await dayEvents(db, 'clear-chart', day, q.genre)));
  const kept = q.type === 0 ? rows : rows.filter((r) => bangStatusOf(r.data.chartType) === q.type);
  const { total, list } = pageOf(kept, q.page, q.pageSize);
  const state = await appStates(db, list.map((r) => r.appId));
  return {
    total,
    list: list.map((r) => {
      const s = state(r.appId);
      return {
        ...appFields(r, s),
        hisRank: r.data.rankBefore,
        bangStatus: bangStatusOf(r.data.chartType),
        userRatingCount: s.userRatingCount,
        clearTime: Math.floor(r.at.getTime() / 1000),
        clearDateFull: formatDateTime(r.at),
        releaseDate: dayText(s.releaseDate),
        updateDate: dayText(s.updateDate),
      };
    }),
  };
}

/** Per engine day from `from` to `to`, how many apps each monitor caught (distinct apps, market `marketTrend`). */
export async function monitorCountsByDay(db: Db, q: { from: string; to: string; genre: number }): Promise<(MonitorCounts & { day: string })[]> {
  const trend = await marketTrend(db, { country: COUNTRY, from: q.from, to: q.to, genre: q.genre });
  return trend.map((t) => {
    const counts = { offline: t.offlineAppsCnt, new: t.releaseAppsCnt, clearChart: t.clearBangGenreAppsCnt, clearWords: t.clearWordGenreAppsCnt, booked: t.bookAppsCnt };
    return { day: t.day, ...counts, total: counts.offline + counts.new + counts.clearChart + counts.clearWords + counts.booked };
  });
}

/**
 * 'HH:mm' of the latest monitor run (lookups or analytics) on the engine day `day`, at or before
 * `now`; '' when none ran that day yet.
 */
export async function monitorUpdateTime(db: Db, day: string, now: Date): Promise<string> {
  const start = parseYmd(day.replaceAll('-', ''))!;
  const end = new Date(Math.min(start.getTime() + DAY_MS - 1, now.getTime()));
  const row = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('target_at').as('latest'))
    .where('status', '=', 'done')
    .where('job', 'in', MONITOR_JOBS)
    .where('target_at', '>=', start)
    .where('target_at', '<=', end)
    .executeTakeFirst();
  return row?.latest ? formatHm(new Date(row.latest)) : '';
}
