import { classifyGenre, formatDate, GENRE_APPS, GENRE_GAMES } from '@bangyan/contract';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';
import { appRankHistory } from './appRanks.ts';

/**
 * AppRank's history (pages.md "iOS app detail" view): an app's rank on the overall charts and its
 * genre's charts (free, paid, grossing) over a span, with its version releases and the times it was
 * off sale. Hourly: every snapshot; daily: the last snapshot of each China day.
 */

const CHART_TYPES: readonly ChartType[] = ['free', 'charge', 'grossing'];

export interface AppRankSeries {
  chartType: ChartType;
  genre: number;
  /**
   * The rank at each of the history's times on the chart as it stood then; null when off it (or before its first
   * snapshot in the span).
   */
  ranks: (number | null)[];
}

export interface AppRankHistory {
  times: Date[];
  series: AppRankSeries[];
  /** Versions released within the span, oldest first. */
  versions: { version: string; at: Date }[];
  /** Spans the app was off sale within the history ([from, to]; `to` null while still off sale). */
  offline: { from: Date; to: Date | null }[];
}

/**
 * The genres whose charts show an app: the overall charts, and the app's own genre where the
 * storefront's charts of every genre are collected (China), else its family's (games or apps).
 */
export function appRankGenres(primaryGenreId: number, allGenres: boolean): number[] {
  const family = classifyGenre(primaryGenreId) === 'game' ? GENRE_GAMES : GENRE_APPS;
  return [0, allGenres && primaryGenreId !== 0 ? primaryGenreId : family];
}

/**
 * The app's rank history from `from` to `to` on the given genres' charts, every snapshot (`hourly`) or each China day's
 * last.
 */
export async function appRankPage(
  db: Db,
  input: { country: string; appId: number; genres: readonly number[]; from: Date; to: Date; hourly: boolean },
): Promise<AppRankHistory> {
  const charts = input.genres.flatMap((genre) => CHART_TYPES.map((chartType) => ({ chartType, genre })));
  const history = await appRankHistory(db, {
    country: input.country,
    appId: input.appId,
    charts,
    from: input.from,
    to: input.to,
  });
  // The times: every snapshot time of the charts (hourly), or each day's last (daily).
  const key = (at: Date) => (input.hourly ? at.getTime() : formatDate(at));
  const chosen = new Map<string | number, Date>();
  for (const c of history)
    for (const p of c.points) if (!chosen.has(key(p.at)) || chosen.get(key(p.at))! < p.at) chosen.set(key(p.at), p.at);
  const times = [...chosen.values()].sort((a, b) => a.getTime() - b.getTime());
  // Each chart as it stood at each time: its latest snapshot at or before it (charts are collected at different rates).
  const series = history.map((c) => {
    let j = -1;
    const ranks = times.map((t) => {
      while (j + 1 < c.points.length && c.points[j + 1]!.at <= t) j++;
      return j >= 0 ? c.points[j]!.rank : null;
    });
    return { chartType: c.chartType, genre: c.genre, ranks };
  });
  const appId = String(input.appId);
  const [versions, statuses] = await Promise.all([
    db
      .selectFrom('app_versions')
      .select(['version', 'released_at'])
      .where('app_id', '=', appId)
      .where('country', '=', input.country)
      .where('released_at', '>=', input.from)
      .where('released_at', '<=', input.to)
      .orderBy('released_at')
      .execute(),
    db
      .selectFrom('app_status_changes')
      .select(['at', 'on_sale'])
      .where('app_id', '=', appId)
      .where('country', '=', input.country)
      .where('at', '<=', input.to)
      .orderBy('at')
      .execute(),
  ]);
  const offline: { from: Date; to: Date | null }[] = [];
  for (const s of statuses) {
    const open = offline.at(-1);
    if (!s.on_sale && (open === undefined || open.to !== null)) offline.push({ from: s.at, to: null });
    else if (s.on_sale && open !== undefined && open.to === null) open.to = s.at;
  }
  return {
    times,
    series,
    versions: versions.map((v) => ({ version: v.version, at: v.released_at })),
    offline: offline
      .filter((o) => o.to === null || o.to >= input.from)
      .map((o) => ({ from: o.from < input.from ? input.from : o.from, to: o.to })),
  };
}
