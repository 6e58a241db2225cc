/** Reads for Home's market boards (China App Store): charts, hot search, ASO index, soaring apps, monthly tops. */
import {
  chartGenre,
  DEFAULT_COUNTRY,
  HOME_MONTHLY_TOP,
  previousMonth,
  RANKING_CHART_TYPES,
  relativeTime,
  type AsoItem,
  type HotSearchGroup,
  type IosVersion,
  type MonthlyItem,
  type MonthlyType,
  type RankingList,
  type SoaringItem,
} from '@bangyan/contract';
import {
  asoIndexTop,
  chartRanking,
  hotSearch,
  latestComparableChartAt,
  monthlyTop,
  soaringApps,
} from '@bangyan/market';
import type { Deps } from '../../http/deps.ts';
import { hotSearchGroupItem, monthlyItem } from '../../present/boards.ts';

/** Home's boards are the China App Store's (spec 2.4; the links carry country=cn). */
const COUNTRY = DEFAULT_COUNTRY;

type Db = Deps['db'];

/** The real-time free, paid and grossing charts of `genre` as they stood at `now`, top `top` each. */
export async function homeRankings(
  db: Db,
  input: { genre: number; top: number },
  now: Date,
): Promise<Record<(typeof RANKING_CHART_TYPES)[number], RankingList>> {
  const lists = [];
  for (const chartType of RANKING_CHART_TYPES) {
    const chart = await chartRanking(db, { country: COUNTRY, chartType, genre: chartGenre(input.genre), at: now });
    lists.push({
      timeFormat: chart === null ? '' : relativeTime(chart.at, now),
      list: (chart?.entries ?? []).slice(0, input.top).map((e) => ({
        appId: String(e.appId),
        trackName: e.name,
        sellerName: e.developerName,
        artworkUrl60: e.iconUrl,
        ranking: e.rank,
      })),
    });
  }
  const [free, charge, grossing] = lists as [RankingList, RankingList, RankingList];
  return { free, charge, grossing };
}

/** The newest 3 hot search groups at `now` for the iOS version tab. */
export async function homeHotSearch(db: Db, iosVersion: IosVersion, now: Date): Promise<HotSearchGroup[]> {
  return (await hotSearch(db, { country: COUNTRY, at: now, iosVersion })).map(hotSearchGroupItem);
}

/** The highest ASO indexes of the latest collected day up to `now`. */
export async function homeAsoList(db: Db, top: number, now: Date): Promise<AsoItem[]> {
  const { entries } = await asoIndexTop(db, { country: COUNTRY, at: now, limit: top });
  return entries.map((e) => ({
    appId: String(e.appId),
    trackName: e.name,
    artistName: e.developerName,
    artworkUrl60: e.iconUrl,
    rankAll: { ranking: e.overallRank },
    asoIndex: e.asoIndex,
  }));
}

/**
 * The biggest 24 h rises of the free chart of `genre`, at the newest snapshot up to `now` that has
 * one 24 h before it (within the day), labelled with that snapshot's time.
 */
export async function homeSoaring(
  db: Db,
  input: { genre: number; top: number },
  now: Date,
): Promise<{ timeFormat: string; list: SoaringItem[] }> {
  const genre = chartGenre(input.genre);
  const at = await latestComparableChartAt(db, { country: COUNTRY, chartType: 'free', genre, at: now });
  if (at === null) return { timeFormat: '', list: [] };
  const soaring = await soaringApps(db, { country: COUNTRY, genre, at, limit: input.top });
  if (soaring === null) return { timeFormat: '', list: [] };
  return {
    timeFormat: relativeTime(soaring.at, now),
    list: soaring.items.map((i) => ({
      trackId: String(i.appId),
      trackName: i.name,
      artworkUrl60: i.iconUrl,
      rank: i.rank,
      diff: i.diff,
    })),
  };
}

/** The previous month's (China calendar, spec 9) download or income top 10 of `genre`. */
export async function homeMonthly(
  db: Db,
  input: { genre: number; type: MonthlyType },
  now: Date,
): Promise<{ monthName: string; list: MonthlyItem[] }> {
  const month = previousMonth(now);
  const top = await monthlyTop(db, {
    country: COUNTRY,
    month,
    metric: input.type === 'download' ? 'downloads' : 'revenue',
    limit: HOME_MONTHLY_TOP,
    genre: chartGenre(input.genre),
  });
  return { monthName: top.month, list: top.entries.map(monthlyItem) };
}
