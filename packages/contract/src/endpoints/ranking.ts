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
import { DEFAULT_COUNTRY, isCountryCode } from '../constants/countries.ts';
import { GENRE_ALL, isGenreId } from '../constants/genres.ts';
import { COLLECTED_MARKETS, DEFAULT_MARKET } from '../constants/markets.ts';
import { parseYmd } from '../time/format.ts';
import { MONITOR_TEXTS } from './monitor.ts';
import { RANKING_CHART_TYPES, type RankingChartType } from './temple.ts';

/** Spec 9 ranking depth: 200 rows, 500 for the China storefront's free and paid charts when asked for (deep). */
export const RANKING_DEPTH = 200;
export const RANKING_DEPTH_DEEP = 500;

/** Spec 9: "500 for the list call with country cn, non-zero second argument and type not grossing". */
export function rankingDepth(country: string, type: RankingChartType, deep: number): number {
  return country === DEFAULT_COUNTRY && deep !== 0 && type !== 'grossing' ? RANKING_DEPTH_DEEP : RANKING_DEPTH;
}

/** The Android markets' charts (data.md "Android markets"): 热门榜, 下载榜, 新品榜. */
export const ANDROID_CHART_TYPES = ['hot', 'download', 'new'] as const;
export type AndroidChartTypeKey = (typeof ANDROID_CHART_TYPES)[number];
export const ANDROID_CHART_TYPE_NAMES: Record<AndroidChartTypeKey, string> = { hot: '热门榜', download: '下载榜', new: '新品榜' };

export const RANKING_TEXTS = {
  country: '不支持的国家或地区',
  genre: MONITOR_TEXTS.genre,
  type: '榜单类型只能是 free、charge 或 grossing',
  date: MONITOR_TEXTS.date,
  future: MONITOR_TEXTS.future,
  time: '时间格式不正确，应为HH:mm',
  deep: '榜单深度参数只能是 0 或 1',
  market: '不支持的应用市场',
  androidType: '安卓榜单类型只能是 hot、download 或 new',
} as const;

/** 'HH:mm', 00:00 to 23:59. */
export const isHm = (s: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

const country = z
  .string(RANKING_TEXTS.country)
  .trim()
  .toLowerCase()
  .refine(isCountryCode, { message: RANKING_TEXTS.country })
  .default(DEFAULT_COUNTRY);
const genre = z.coerce.number(RANKING_TEXTS.genre).int(RANKING_TEXTS.genre).refine(isGenreId, { message: RANKING_TEXTS.genre }).default(GENRE_ALL);
const type = z.enum(RANKING_CHART_TYPES, RANKING_TEXTS.type).default('free');
const date = z
  .string(RANKING_TEXTS.date)
  .trim()
  .refine((s) => parseYmd(s) !== null, { message: RANKING_TEXTS.date });
const time = z.string(RANKING_TEXTS.time).trim().refine(isHm, { message: RANKING_TEXTS.time });

/** One chart: genre, country, type (spec 2.1 RankIndex query). */
const chartQuery = { genre, country, type };

/** One app's place on a chart (spec 3 ranking item, spec 4 rank change), iOS or Android. */
export const chartPlace = z.object({
  rank: z.number().int(),
  /** Rank 24 h earlier; 0 = not on that chart (新上榜); null when there is no chart 24 h earlier. */
  preRank: z.number().int().nullable(),
  /** preRank − rank (positive = climbed); +99999 newly listed; 0 without an earlier chart. */
  rankChange: z.number().int(),
  /** The App Store id, or the Android package name. */
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  developerName: z.string(),
});

/** An app on an App Store chart, with what RankIndex shows beside it. */
export const rankIndexItem = chartPlace.extend({
  /** The developer (company) id for /new/company/app?companyId=…; '' when not known yet. */
  developerId: z.string(),
  /** The app's primary genre and its name. */
  genre: z.number().int(),
  genreName: z.string(),
  /** In the storefront's currency; 0 free. */
  price: z.number(),
  /** The app's rank on the free, paid and grossing charts of the same genre at this snapshot; 0 = not on it. */
  chartRanks: z.object({ free: z.number().int(), charge: z.number().int(), grossing: z.number().int() }),
  /** Its rank on its own genre's chart of this type; 0 = not on it. */
  genreRank: z.number().int(),
  /** Keyword coverage on the latest collected day up to the snapshot's (total and top 10); null before any. */
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
    date: date.optional(),
    /** A snapshot time of that day: the chart as it stood then (its latest snapshot at or before). */
    time: time.optional(),
    deep: z.coerce.number(RANKING_TEXTS.deep).int(RANKING_TEXTS.deep).min(0, RANKING_TEXTS.deep).max(1, RANKING_TEXTS.deep).default(0),
  }),
  data: z.object({
    /** The snapshot shown: its day 'YYYYMMDD' and time 'HH:mm'; both '' when the chart has none that day. */
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
  query: z.object({ ...chartQuery, date: date.optional() }),
  /** list: 'HH:mm' in order, earliest first. */
  data: z.object({ date: z.string(), list: z.array(z.string()) }),
});

export const genreListItem = z.object({ genre: z.number().int(), genreName: z.string() });

export const bangGenreList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/genreList',
  tag: 'ranking',
  summary: '某国家或地区有榜单的分类',
  query: z.object({ country }),
  data: z.object({ list: z.array(genreListItem) }),
});

/** An app on an Android market's chart. */
export const androidRankItem = chartPlace.extend({
  category: z.string(),
  rating: z.number().nullable(),
  /** The iOS twin's App Store id; '' when none is known. */
  iosAppId: z.string(),
  /** Cumulative downloads the market published on the chart's day; that day's downloads (null when a reading is missing). */
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
    market: z
      .string(RANKING_TEXTS.market)
      .trim()
      .refine((m) => COLLECTED_MARKETS.includes(m), { message: RANKING_TEXTS.market })
      .default(DEFAULT_MARKET),
    type: z.enum(ANDROID_CHART_TYPES, RANKING_TEXTS.androidType).default('hot'),
    date: date.optional(),
  }),
  data: z.object({ date: z.string(), time: z.string(), previousTime: z.string(), list: z.array(androidRankItem) }),
});
