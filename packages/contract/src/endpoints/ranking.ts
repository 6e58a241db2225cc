/**
 * The real-time charts (spec 2.1 RankIndex, screenshot, androidindex; spec 7 /v1/bang/ lists,
 * point, genreList; data.md "Chart", "Rank change", "Keyword coverage"): a whole chart at a snapshot
 * with each app's rank change, its ranks in the other charts and its keyword coverage, the snapshot
 * times of a day, the genres with charts, and the Android markets' charts.
 *
 * Days are China days ('YYYYMMDD'), times China wall-clock times ('HH:mm'), as every other page has them.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ANDROID_CHART_TYPES, RANKING_TEXTS, type RankingChartType } from '../constants/charts.ts';
import { DEFAULT_COUNTRY } from '../constants/countries.ts';
import { chartGenreParam, chartPlace, chartTimeParam, chartTypeParam } from '../fields/charts.ts';
import { dayParam } from '../fields/dates.ts';
import { intBetween } from '../fields/paging.ts';
import { androidMarket, countryParam } from '../fields/stores.ts';

/** Spec 9 ranking depth: 200 rows, 500 for the China storefront's free and paid charts when asked for (deep). */
export const RANKING_DEPTH = 200;
export const RANKING_DEPTH_DEEP = 500;

/** Spec 9: "500 for the list call with country cn, non-zero second argument and type not grossing". */
export function rankingDepth(country: string, type: RankingChartType, deep: number): number {
  return country === DEFAULT_COUNTRY && deep !== 0 && type !== 'grossing' ? RANKING_DEPTH_DEEP : RANKING_DEPTH;
}

/** One chart: genre, country, type (spec 2.1 RankIndex query). */
const chartQuery = { genre: chartGenreParam, country: countryParam, type: chartTypeParam };

/** An app on an App Store chart, with what RankIndex shows beside it. */
export const rankIndexItem = chartPlace.extend({
  /** The developer (company) id for /new/company/app?companyId=…; '' when not known yet. */
  developerId: z.string(),
  /** The app's primary genre and its name. */
  genre: z.number().int(),
  genreName: z.string(),
  /** In the storefront's currency; 0 free. */
  price: z.number(),
  /** Its rank on the free, paid and grossing charts of the same genre at this snapshot; 0 = not on it. */
  chartRanks: z.object({ free: z.number().int(), charge: z.number().int(), grossing: z.number().int() }),
  /** Its rank on its own genre's chart of this type; 0 = not on it. */
  genreRank: z.number().int(),
  /** Keyword coverage on the latest collected day up to the snapshot's (total, top 10); null before any. */
  coverage: z.object({ total: z.number().int(), top10: z.number().int() }).nullable(),
});
export type RankIndexItem = z.infer<typeof rankIndexItem>;

export const bangLists = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/lists',
  tag: 'ranking',
  summary: '实时排行榜：一个榜单在某一快照的全部应用（排名变化、其他榜单排名、关键词覆盖）',
  query: z.object({
    ...chartQuery,
    /** The day (default today); without `time` its latest snapshot. */
    date: dayParam.optional(),
    /** A snapshot time of that day: the chart as it stood then (its latest snapshot at or before). */
    time: chartTimeParam.optional(),
    deep: intBetween(0, 1, RANKING_TEXTS.deep).default(0),
  }),
  data: z.object({
    /** The snapshot shown: day 'YYYYMMDD' and time 'HH:mm'; both '' when the chart has none that day. */
    date: z.string(),
    time: z.string(),
    /** When the snapshot compared with was taken ('YYYY-MM-DD HH:mm'); '' without one. */
    previousTime: z.string(),
    /** How many rows the list may hold (spec 9 ranking depth). */
    depth: z.number().int(),
    list: z.array(rankIndexItem),
  }),
});

export const bangPoint = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/point',
  tag: 'ranking',
  summary: '榜单某天的快照时间点（时间选择器）',
  query: z.object({ ...chartQuery, date: dayParam.optional() }),
  /** list: 'HH:mm' in order, earliest first. */
  data: z.object({ date: z.string(), list: z.array(z.string()) }),
});

export const genreListItem = z.object({ genre: z.number().int(), genreName: z.string() });

export const bangGenreList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/genreList',
  tag: 'ranking',
  summary: '某国家或地区有榜单的分类',
  query: z.object({ country: countryParam }),
  data: z.object({ list: z.array(genreListItem) }),
});

/** An app on an Android market's chart. */
export const androidRankItem = chartPlace.extend({
  category: z.string(),
  rating: z.number().nullable(),
  /** The iOS twin's App Store id; '' when none is known. */
  iosAppId: z.string(),
  /**
   * Cumulative downloads the market published on the chart's day; that day's downloads (null when a
   * reading is missing).
   */
  totalDownloads: z.number(),
  dailyDownloads: z.number().nullable(),
});
export type AndroidRankItem = z.infer<typeof androidRankItem>;

export const bangAndroidList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/androidList',
  tag: 'ranking',
  summary: '安卓应用市场榜单（热门、下载、新品；某天最新的一次）',
  query: z.object({
    market: androidMarket,
    type: z.enum(ANDROID_CHART_TYPES, RANKING_TEXTS.androidType).default('hot'),
    date: dayParam.optional(),
  }),
  data: z.object({
    date: z.string(),
    time: z.string(),
    previousTime: z.string(),
    list: z.array(androidRankItem),
  }),
});
