/**
 * Market trends: per China day, how many apps were released, went offline, had their words or chart
 * places cleared, or opened pre-orders (releaseAppsCnt, offlineAppsCnt, clearWordGenreAppsCnt,
 * clearBangGenreAppsCnt, bookAppsCnt), and for one day the same by genre (genresAppsCnt).
 */
import { GENRE_ALL, GENRE_APPS, GENRE_GAMES, classifyGenre, formatDateYmd } from '@bangyan/contract';
import type { MonitorKind } from './monitors/types.ts';

/** A monitor event with the app's primary genre, as stored. */
export interface TrendEvent {
  kind: MonitorKind;
  appId: number;
  genre: number;
  at: Date;
}

export interface DayTrend {
  /** China day 'YYYYMMDD'. */
  day: string;
  releaseAppsCnt: number;
  offlineAppsCnt: number;
  clearWordGenreAppsCnt: number;
  clearBangGenreAppsCnt: number;
  bookAppsCnt: number;
}

export interface GenreCount {
  genre: number;
  count: number;
}

/** Which count each monitor kind feeds; 'online' feeds none. */
export const COUNT_OF: Partial<Record<MonitorKind, Exclude<keyof DayTrend, 'day'>>> = {
  new: 'releaseAppsCnt',
  offline: 'offlineAppsCnt',
  'clear-words': 'clearWordGenreAppsCnt',
  'clear-chart': 'clearBangGenreAppsCnt',
  booked: 'bookAppsCnt',
};

/**
 * Whether an app's genre falls under a genre filter: 0 (or 36) takes everything, 6014 every game
 * (6014 and the 7000s), 5000 every non-game app, any other id only itself (contract `classifyGenre`).
 */
export function inGenre(genre: number, filter: number): boolean {
  const kind = classifyGenre(filter);
  if (kind === 'all') return true;
  if (filter === GENRE_GAMES) return classifyGenre(genre) === 'game';
  if (filter === GENRE_APPS) return classifyGenre(genre) === 'app';
  return genre === filter;
}

/**
 * One row per requested day (in the order given, zeros where nothing happened): the number of
 * distinct apps with an event of each kind on that China day, among apps in `genre` (see `inGenre`;
 * default 0, all). An app with two events of one kind on a day counts once.
 */
export function dailyTrends(events: readonly TrendEvent[], days: readonly string[], genre = GENRE_ALL): DayTrend[] {
  const apps = new Map<string, Set<number>>();
  for (const event of events) {
    const count = COUNT_OF[event.kind];
    if (count === undefined || !inGenre(event.genre, genre)) continue;
    const key = `${formatDateYmd(event.at)}|${count}`;
    const set = apps.get(key) ?? new Set<number>();
    set.add(event.appId);
    apps.set(key, set);
  }
  const size = (day: string, count: Exclude<keyof DayTrend, 'day'>) => apps.get(`${day}|${count}`)?.size ?? 0;
  return days.map((day) => ({
    day,
    releaseAppsCnt: size(day, 'releaseAppsCnt'),
    offlineAppsCnt: size(day, 'offlineAppsCnt'),
    clearWordGenreAppsCnt: size(day, 'clearWordGenreAppsCnt'),
    clearBangGenreAppsCnt: size(day, 'clearBangGenreAppsCnt'),
    bookAppsCnt: size(day, 'bookAppsCnt'),
  }));
}

/**
 * genresAppsCnt: for one China day and one kind of event, the number of distinct apps per primary
 * genre, largest first (ties: smaller genre id first); genres without events are left out.
 */
export function genreCounts(events: readonly TrendEvent[], day: string, kind: MonitorKind): GenreCount[] {
  const apps = new Map<number, Set<number>>();
  for (const event of events) {
    if (event.kind !== kind || formatDateYmd(event.at) !== day) continue;
    const set = apps.get(event.genre) ?? new Set<number>();
    set.add(event.appId);
    apps.set(event.genre, set);
  }
  return [...apps.entries()]
    .map(([genre, set]) => ({ genre, count: set.size }))
    .sort((x, y) => y.count - x.count || x.genre - y.genre);
}
