/**
 * Reads for the chart endpoints: the market's RankIndex chart (`rankIndexChart`), snapshot times
 * (`chartSnapshotAt`, `chartSnapshotTimes`), genres with charts and the Android charts
 * (`androidRanking`), presented in the contract's shapes.
 */
import {
  chartGenre,
  formatDateTime,
  formatDateYmd,
  formatHm,
  genreName,
  type AndroidChartTypeKey,
  type AndroidRankItem,
  type DayWindow,
  type RankIndexItem,
  type RankingChartType,
} from '@bangyan/contract';
import {
  androidRanking,
  chartGenres,
  chartSnapshotAt,
  chartSnapshotTimes,
  rankIndexChart,
  type AndroidMarket,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];

export interface ChartInput {
  country: string;
  type: RankingChartType;
  genre: number;
}

const chartKey = (c: ChartInput) => ({ country: c.country, type: c.type, genre: chartGenre(c.genre) });

/** The snapshot a RankIndex view shows: the chart's latest taken on the day up to `at`; null when none. */
export function snapshotShown(db: Db, chart: ChartInput, window: DayWindow, at: Date): Promise<Date | null> {
  return chartSnapshotAt(db, { chart: chartKey(chart), from: window.from, to: at });
}

/** The 'HH:mm' times of the chart's snapshots on the day, earliest first. */
export async function snapshotTimes(db: Db, chart: ChartInput, window: DayWindow): Promise<string[]> {
  return (await chartSnapshotTimes(db, { chart: chartKey(chart), from: window.from, to: window.to })).map((t) =>
    formatHm(t),
  );
}

/** What every chart row shows of its place and app, iOS or Android. */
const place = (e: {
  rank: number;
  previousRank: number | null;
  change: number;
  appId: number | string;
  name: string;
  iconUrl: string;
  developerName: string;
}) => ({
  rank: e.rank,
  preRank: e.previousRank,
  rankChange: e.change,
  appId: String(e.appId),
  trackName: e.name,
  artworkUrl60: e.iconUrl,
  developerName: e.developerName,
});

export interface RankIndexData {
  date: string;
  time: string;
  previousTime: string;
  depth: number;
  list: RankIndexItem[];
}

/** The RankIndex answer of a chart at its snapshot `at`, `depth` rows at most. */
export async function rankIndexData(db: Db, chart: ChartInput, at: Date, depth: number): Promise<RankIndexData> {
  const data = await rankIndexChart(db, {
    country: chart.country,
    chartType: chart.type,
    genre: chartGenre(chart.genre),
    at,
    limit: depth,
  });
  if (data === null) return { date: '', time: '', previousTime: '', depth, list: [] };
  return {
    date: formatDateYmd(data.at),
    time: formatHm(data.at),
    previousTime: data.previousAt ? formatDateTime(data.previousAt) : '',
    depth,
    list: data.entries.map((e) => ({
      ...place(e),
      developerId: e.developerId === 0 ? '' : String(e.developerId),
      genre: e.primaryGenreId,
      genreName: genreName(e.primaryGenreId) ?? '',
      price: e.price,
      chartRanks: e.chartRanks,
      genreRank: e.genreRank,
      coverage: e.coverage && { total: e.coverage.total, top10: e.coverage.top10 },
    })),
  };
}

/** The genres `country` has charts of at `now`, named. */
export async function genresWithCharts(
  db: Db,
  country: string,
  now: Date,
): Promise<{ genre: number; genreName: string }[]> {
  return (await chartGenres(db, { country, at: now })).map((genre) => ({ genre, genreName: genreName(genre) ?? '' }));
}

/** An Android market's chart as it stood at the end of the day (its latest snapshot that day); empty when none. */
export async function androidChartData(
  db: Db,
  input: { market: string; type: AndroidChartTypeKey },
  window: DayWindow,
) {
  const chart = await androidRanking(db, {
    market: input.market as AndroidMarket,
    chartType: input.type,
    at: window.to,
  });
  if (chart === null || chart.at < window.from) return { date: window.day, time: '', previousTime: '', list: [] };
  const list: AndroidRankItem[] = chart.entries.map((e) => ({
    ...place(e),
    category: e.category,
    rating: e.rating,
    iosAppId: e.iosAppId === null ? '' : String(e.iosAppId),
    totalDownloads: e.totalDownloads,
    dailyDownloads: e.dailyDownloads,
  }));
  return {
    date: window.day,
    time: formatHm(chart.at),
    previousTime: chart.previousAt ? formatDateTime(chart.previousAt) : '',
    list,
  };
}
