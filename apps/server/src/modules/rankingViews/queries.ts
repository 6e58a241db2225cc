/**
 * Reads for the ranking analysis endpoints (vsbang, seven_day, summary, hotindustry, vshow): the
 * market's chart views (chartComparison, chartDays, chartRankSeries, chartsMovement,
 * top10VolatilitySeries) over the China days asked for, presented in the contract's shapes. The
 * chart leaders' reads are in leaders.ts.
 */
import {
  apiDayStart,
  ApiFailure,
  classifyGenre,
  computeRankChange,
  ErrorCode,
  engineDay,
  formatDateYmd,
  formatHm,
  GENRE_ALL,
  GENRE_APPS,
  GENRE_GAMES,
  GENRES,
  minuteWithin,
  RANKING_CHART_TYPES,
  RANKING_VIEW_TEXTS,
  VS_MOVERS_TOP,
  type ChartDigest,
  type DayWindow,
  type GenreKindFilter,
  type RankingChartType,
  type VsKind,
  type VsRow,
  apiDay,
} from '@bangyan/contract';
import {
  chartComparison,
  chartDays,
  chartRankSeries,
  chartsMovement,
  comparisonSummary,
  top10VolatilitySeries,
  type ComparedChartEntry,
  type TimeWindow,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { viewApp } from '../../present/apps.ts';
import { chartDigest } from './digest.ts';
import { timeText } from '../../present/times.ts';

type Db = Deps['db'];

export interface ChartQuery {
  country: string;
  genre: number;
  type: RankingChartType;
}

const chartKey = (c: ChartQuery) => ({ country: c.country, type: c.type, genre: c.genre });

/** The overall, games and apps charts: the summary's main charts, left out of the genre rankings. */
const MAIN_GENRES: readonly number[] = [GENRE_ALL, GENRE_GAMES, GENRE_APPS];
/** Genres in the order the store lists them (GenreSelect's order). */
const GENRE_ORDER = new Map(GENRES.map((g, i) => [g.id, i]));
const byGenreOrder = (x: number, y: number) => (GENRE_ORDER.get(x) ?? 0) - (GENRE_ORDER.get(y) ?? 0);

const snapshotOf = (s: { at: Date } | null) =>
  s === null ? null : { date: formatDateYmd(s.at), time: formatHm(s.at) };

/* ---- vsbang ---- */

function vsRow(e: ComparedChartEntry): VsRow {
  return { ...viewApp(e), rankBefore: e.rankBefore, rankAfter: e.rankAfter, rankChange: e.change, kind: e.kind };
}

/** The two windows compared: each its day up to its time (the earlier must not be after the later). */
export function vsWindows(
  before: DayWindow,
  time1: string | undefined,
  after: DayWindow,
  time2: string | undefined,
): { before: TimeWindow; after: TimeWindow } {
  const windows = {
    before: { from: before.from, to: minuteWithin(before, time1) },
    after: { from: after.from, to: minuteWithin(after, time2) },
  };
  if (windows.before.to.getTime() > windows.after.to.getTime())
    throw new ApiFailure(ErrorCode.BAD_REQUEST, RANKING_VIEW_TEXTS.vsOrder);
  return windows;
}

export async function chartVs(db: Db, chart: ChartQuery, windows: { before: TimeWindow; after: TimeWindow }) {
  const result = await chartComparison(db, { chart: chartKey(chart), ...windows });
  return { before: snapshotOf(result.before), after: snapshotOf(result.after), entries: result.entries };
}

export function vsSummary(entries: readonly ComparedChartEntry[]) {
  const { counts, risers, fallers } = comparisonSummary(entries, VS_MOVERS_TOP);
  return { counts, risers: risers.map(vsRow), fallers: fallers.map(vsRow) };
}

export const vsDetail = (entries: readonly ComparedChartEntry[], kind: VsKind): VsRow[] =>
  entries.filter((e) => kind === 'all' || e.kind === kind).map(vsRow);

/* ---- seven_day ---- */

export async function sevenDayData(db: Db, chart: ChartQuery, window: DayWindow, from: string, top: number) {
  const result = await chartDays(db, {
    chart: chartKey(chart),
    from: engineDay(from),
    to: engineDay(window.day),
    until: window.to,
    limit: top,
  });
  const charted = result.days.map((d, i) => (d.at === null ? -1 : i)).filter((i) => i >= 0);
  return {
    days: result.days.map((d) => apiDay(d.day)),
    times: result.days.map((d) => (d.at === null ? '' : formatHm(d.at))),
    list: result.entries.map((e) => {
      const first = e.ranks[charted[0]!] ?? 0;
      const last = e.ranks[charted.at(-1)!] ?? 0;
      return { ...viewApp(e), ranks: e.ranks, rankChange: charted.length < 2 ? 0 : computeRankChange(last, first) };
    }),
  };
}

export async function sevenDayPoints(
  db: Db,
  chart: ChartQuery,
  window: DayWindow,
  from: string,
  appIds: readonly string[],
) {
  const result = await chartRankSeries(db, {
    chart: chartKey(chart),
    appIds: appIds.map(Number),
    from: apiDayStart(from),
    to: window.to,
  });
  return {
    times: result.times.map(timeText),
    list: result.series.map((s) => ({
      appId: String(s.appId),
      trackName: s.name,
      artworkUrl60: s.iconUrl,
      ranks: s.ranks.map((r) => (r === 0 ? null : r)),
    })),
  };
}

/* ---- summary, hotindustry, vshow ---- */

const sortDigests = (x: ChartDigest, y: ChartDigest) =>
  byGenreOrder(x.genre, y.genre) || RANKING_CHART_TYPES.indexOf(x.type) - RANKING_CHART_TYPES.indexOf(y.type);

/** Every chart of the day: the main ones with their top 3, every other genre's with its leader. */
export async function daySummary(db: Db, country: string, window: DayWindow) {
  const rows = await chartsMovement(db, { country, window, leaders: 3 });
  const main = rows.filter((r) => MAIN_GENRES.includes(r.genre)).map((r) => chartDigest(r, 3));
  const genres = rows.filter((r) => !MAIN_GENRES.includes(r.genre)).map((r) => chartDigest(r, 1));
  return { date: window.day, main: main.sort(sortDigests), genres: genres.sort(sortDigests) };
}

/** Genres of one chart type with a comparison, most movement first (then most entered, then store order). */
export async function hotIndustry(
  db: Db,
  input: { country: string; type: RankingChartType; kind: GenreKindFilter },
  window: DayWindow,
) {
  const rows = await chartsMovement(db, { country: input.country, window, chartTypes: [input.type], leaders: 1 });
  const list = rows
    .filter(
      (r) =>
        r.movement !== null &&
        !MAIN_GENRES.includes(r.genre) &&
        (input.kind === 'all' || classifyGenre(r.genre) === input.kind),
    )
    .map((r) => chartDigest(r, 1))
    .sort(
      (x, y) =>
        y.movement!.index - x.movement!.index ||
        y.movement!.entered - x.movement!.entered ||
        byGenreOrder(x.genre, y.genre),
    );
  return { date: window.day, list };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Each chart of a type: its top-10 volatility day by day, the most volatile on the last day first. */
export async function volatility(
  db: Db,
  input: { country: string; type: RankingChartType },
  window: DayWindow,
  from: string,
) {
  const series = await top10VolatilitySeries(db, {
    country: input.country,
    chartType: input.type,
    from: engineDay(from),
    to: engineDay(window.day),
    until: window.to,
  });
  const list = series.charts.map((c) => {
    const known = c.values.filter((v): v is number => v !== null);
    return {
      genre: c.genre,
      genreName: GENRES.find((g) => g.id === c.genre)?.name ?? '',
      values: c.values,
      latest: c.values.at(-1) ?? null,
      average: known.length === 0 ? null : round1(known.reduce((a, b) => a + b, 0) / known.length),
      max: known.length === 0 ? null : Math.max(...known),
    };
  });
  list.sort((x, y) => (y.latest ?? -1) - (x.latest ?? -1) || byGenreOrder(x.genre, y.genre));
  return { days: series.days.map(apiDay), list };
}
