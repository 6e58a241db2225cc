/**
 * The monitors' list items from their events (a page of a list, or the week's top apps): each
 * event's figures with what the catalog (market `catalogApps`) and the overall charts (market
 * `overallBestRanks`) show of the app now.
 */
import {
  BANG_STATUS,
  DEFAULT_COUNTRY,
  formatDateTime,
  genreName,
  type BangStatus,
  type BookedItem,
  type ClearChartItem,
  type ClearWordsItem,
  type NewItem,
  type OfflineItem,
  chinaDayEnd,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';
import { type MonitorEventRow, catalogApps, overallBestRanks, type CatalogApp } from '@bangyan/market';
import { dayText } from '../../present/times.ts';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;
export type ListedKind = 'offline' | 'new' | 'clear-chart' | 'clear-words' | 'booked';

/** The monitors watch the China storefront (spec 9 default country). */
export const COUNTRY = DEFAULT_COUNTRY;

/** What the catalog holds now of an app beyond its summary: seller, on-sale state, reviews, dates. */
type AppState = Pick<CatalogApp, 'sellerName' | 'status' | 'ratingCount' | 'releaseDate' | 'currentVersionDate'>;
/** An app the catalog lacks: taken as on sale, nothing else known. */
const NOT_IN_CATALOG: AppState = {
  sellerName: '',
  status: 1,
  ratingCount: 0,
  releaseDate: null,
  currentVersionDate: null,
};

async function appStates(db: Db, appIds: readonly number[]): Promise<(appId: number) => AppState> {
  const known = new Map((await catalogApps(db, { country: COUNTRY, appIds })).map((r) => [r.appId, r]));
  return (appId) => known.get(appId) ?? NOT_IN_CATALOG;
}

/** Each app's best overall rank at `at` (market `overallBestRanks`), for 总榜排名. */
export const overallRanksAt = (db: Db, at: Date) => overallBestRanks(db, { country: COUNTRY, at });

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
    status: state.status === 0 ? (0 as const) : (1 as const),
  };
}

/** The end of an engine day ('YYYY-MM-DD'), capped at `now`: when that day's figures were last read. */
export function dayEndBefore(day: string, now: Date): Date {
  const end = new Date(chinaDayEnd(day).getTime() - 1);
  return end < now ? end : now;
}

/** bangStatus of a cleared app: the overall chart its rank before was on. */
export function bangStatusOf(chartType: string): BangStatus {
  return chartType === 'charge'
    ? BANG_STATUS.charge
    : chartType === 'grossing'
      ? BANG_STATUS.grossing
      : BANG_STATUS.free;
}

export async function offlineItems(db: Db, rows: readonly MonitorEventRow<'offline'>[]): Promise<OfflineItem[]> {
  const state = await appStates(
    db,
    rows.map((r) => r.appId),
  );
  return rows.map((r) => ({
    ...appFields(r, state(r.appId)),
    offlineDate: formatDateTime(r.at),
    offlineRank: r.data.offlineRank,
    userRatingCount: r.data.userRatingCount,
    releaseDate: dayText(r.data.releaseDate),
    updateDate: dayText(r.data.updateDate),
  }));
}

export async function newItems(db: Db, rows: readonly MonitorEventRow<'new'>[]): Promise<NewItem[]> {
  const state = await appStates(
    db,
    rows.map((r) => r.appId),
  );
  return rows.map((r) => ({
    ...appFields(r, state(r.appId)),
    onlineDateFull: formatDateTime(r.at),
    price: r.data.price,
    is_book: r.data.hadPreOrder ? 1 : 0,
  }));
}

export async function bookedItems(db: Db, rows: readonly MonitorEventRow<'booked'>[]): Promise<BookedItem[]> {
  const state = await appStates(
    db,
    rows.map((r) => r.appId),
  );
  return rows.map((r) => ({
    ...appFields(r, state(r.appId)),
    price: r.data.price,
    is_book: 1,
    bookDateFull: formatDateTime(r.at),
    release_time: formatDateTime(r.data.expectedReleaseAt),
  }));
}

/** Clear-words items; 总榜排名 is read at the end of each clearing's day, `now` capping it. */
export async function clearWordsItems(
  db: Db,
  rows: readonly MonitorEventRow<'clear-words'>[],
  now: Date,
): Promise<ClearWordsItem[]> {
  const state = await appStates(
    db,
    rows.map((r) => r.appId),
  );
  const ranks = new Map<string, Map<number, number>>();
  for (const day of new Set(rows.map((r) => r.day))) ranks.set(day, await overallRanksAt(db, dayEndBefore(day, now)));
  return rows.map((r) => {
    const s = state(r.appId);
    return {
      ...appFields(r, s),
      rank: ranks.get(r.day)!.get(r.appId) ?? null,
      countYesterday: r.data.coverageBefore,
      countToday: r.data.coverageAfter,
      countDiff: r.data.coverageAfter - r.data.coverageBefore,
      userRatingCount: s.ratingCount,
      clearTime: Math.floor(r.at.getTime() / 1000),
      clearDateFull: formatDateTime(r.at),
      releaseDate: dayText(s.releaseDate),
      updateDate: dayText(s.currentVersionDate),
    };
  });
}

export async function clearChartItems(
  db: Db,
  rows: readonly MonitorEventRow<'clear-chart'>[],
): Promise<ClearChartItem[]> {
  const state = await appStates(
    db,
    rows.map((r) => r.appId),
  );
  return rows.map((r) => {
    const s = state(r.appId);
    return {
      ...appFields(r, s),
      hisRank: r.data.rankBefore,
      bangStatus: bangStatusOf(r.data.chartType),
      userRatingCount: s.ratingCount,
      clearTime: Math.floor(r.at.getTime() / 1000),
      clearDateFull: formatDateTime(r.at),
      releaseDate: dayText(s.releaseDate),
      updateDate: dayText(s.currentVersionDate),
    };
  });
}
