import { DEFAULT_COUNTRY, type RankingChartType } from '@bangyan/contract';

/**
 * Where Home's market boards link to (spec 1 routes, 2.4). The boards are the China App Store's, so
 * every link carries country=cn where the page takes a country.
 */

/** A full real-time chart (RankIndex). */
export const rankingIndexPath = (genre: number, type: RankingChartType) =>
  `/new/ranking/index?genre=${genre}&country=${DEFAULT_COUNTRY}&type=${type}`;

/** The 24 h soaring list of a genre's free chart (RankTop). */
export const rankTopRisePath = (genre: number) =>
  `/new/ranking/RankTop?rankTopType=rise&genre=${genre}&type=free&day=1`;

/** A month's download and income top lists (RankHotApp); `month` is 'YYYY-MM'. */
export const rankHotAppPath = (genre: number, month: string) =>
  `/new/ranking/RankHotApp?genreId=${genre}&dateType=month&date=${month}`;
