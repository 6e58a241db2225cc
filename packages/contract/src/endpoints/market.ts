/**
 * Market pages (pages.md "Rankings"): market trends (RankOverview: spec 7's /v1/chart/ count series,
 * genresAppsCnt and iosScaleCake), the monthly download / income lists (RankHotApp), the soaring and
 * falling lists (RankTop), and the ASO lists: hot searches by time group, keywords by heat, apps by
 * keyword coverage. Days are China days, 'YYYYMMDD' in and out; months 'YYYY-MM'.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MONTHLY_TYPES } from '../constants/charts.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { GENRE_ALL, GENRE_GAMES } from '../constants/genres.ts';
import { MONITOR_KINDS, MONITOR_RANGE_MAX_DAYS } from '../constants/monitors.ts';
import { viewApp } from '../fields/apps.ts';
import { hotSearchGroupSchema, iosVersionParam, monthlyItemSchema } from '../fields/boards.ts';
import { chartTypeParam } from '../fields/charts.ts';
import { dayParam } from '../fields/dates.ts';
import { chartGenreField, genreCountSchema } from '../fields/genre.ts';
import { intBetween, pageField, pagedSchema, pageSizeField } from '../fields/paging.ts';
import { strictCountryParam as country } from '../fields/stores.ts';
import { isMonth } from '../time/index.ts';

/** Trend charts show the last 30 days unless asked for a range (at most MONITOR_RANGE_MAX_DAYS). */
export const TREND_DEFAULT_DAYS = 30;
/** RankHotApp ranks the month's top 200; RankTop lists up to 200 movers (100 by default). */
export const HOT_APP_DEPTH = 200;
export const RANK_TOP_DEFAULT = 100;
export const RANK_TOP_MAX = 200;
/** Lists paged by the server: 50 rows a page by default, at most 100. */
export const MARKET_PAGE_SIZE = 50;
export const MARKET_PAGE_SIZE_MAX = 100;

/** RankTop's spans (query day): movement over 1 (24 h), 3 or 7 days. */
export const RANK_TOP_DAYS = [1, 3, 7] as const;
export type RankTopDay = (typeof RANK_TOP_DAYS)[number];
export const RANK_TOP_TYPES = ['rise', 'fall'] as const;
export type RankTopType = (typeof RANK_TOP_TYPES)[number];
/** RankHotApp's period (query dateType): a calendar month. */
export const HOT_APP_DATE_TYPES = ['month'] as const;
/** The keyword heat lists: every keyword by heat, new keywords, rising keywords. */
export const KEYWORD_LIST_TYPES = ['hot', 'new', 'rise'] as const;
export type KeywordListType = (typeof KEYWORD_LIST_TYPES)[number];
/** What the coverage ranking orders by. */
export const COVER_RANK_ORDERS = ['total', 'top3', 'top10', 'asoIndex'] as const;
export type CoverRankOrder = (typeof COVER_RANK_ORDERS)[number];

/** The count series of spec 7's market-trend chart calls, and what each counts. */
export const TREND_COUNTS = [
  'releaseAppsCnt',
  'offlineAppsCnt',
  'clearWordGenreAppsCnt',
  'clearBangGenreAppsCnt',
  'bookAppsCnt',
] as const;
export type TrendCount = (typeof TREND_COUNTS)[number];
export const TREND_COUNT_NAMES: Record<TrendCount, string> = {
  releaseAppsCnt: '新品',
  offlineAppsCnt: '下架',
  clearWordGenreAppsCnt: '清词',
  clearBangGenreAppsCnt: '清榜',
  bookAppsCnt: '预订',
};

export const MARKET_TEXTS = {
  date: FIELD_TEXTS.date,
  future: FIELD_TEXTS.future,
  month: '月份格式不正确，应为YYYY-MM',
  futureMonth: '月份不能晚于本月',
  country: FIELD_TEXTS.country,
  genre: FIELD_TEXTS.genre,
  type: FIELD_TEXTS.chartType,
  monthlyType: '榜单类型只能是 download 或 income',
  dateType: '时间类型只能是 month',
  rankTopType: '榜单类型只能是 rise 或 fall',
  day: `时间范围只能是 ${RANK_TOP_DAYS.join('、')} 天`,
  kind: '不支持的监控类型',
  iosVersion: FIELD_TEXTS.iosVersion,
  listType: '榜单类型只能是 hot、new 或 rise',
  orderBy: '排序方式只能是 total、top3、top10 或 asoIndex',
  page: FIELD_TEXTS.page,
  pageSize: FIELD_TEXTS.pageSize(MARKET_PAGE_SIZE_MAX),
  top: FIELD_TEXTS.top(RANK_TOP_MAX),
} as const;

const month = z.string(MARKET_TEXTS.month).trim().refine(isMonth, { message: MARKET_TEXTS.month });
/** A chart's genre (36 read as the overall charts, 0). */
const genreOf = (fallback: number) => chartGenreField(MARKET_TEXTS.genre, fallback);
const paging = {
  page: pageField(MARKET_TEXTS.page, 10_000),
  pageSize: pageSizeField(MARKET_TEXTS.pageSize, MARKET_PAGE_SIZE_MAX, MARKET_PAGE_SIZE),
};

/* ---- Market trends (RankOverview) ---- */

/** A range of China days (date1..date2, YYYYMMDD; default the last 30 days to today), one genre. */
const trendQuery = z.object({
  country,
  genre: genreOf(GENRE_ALL),
  date1: dayParam.optional(),
  date2: dayParam.optional(),
});
const trendData = z.object({
  date1: z.string(),
  date2: z.string(),
  /** A day's count; null when the collection that sees its events did not run that day as it runs live (no data). */
  list: z.array(z.object({ date: z.string(), count: z.number().int().nullable() })),
  /** The first day of the range's last run of days with data ('YYYYMMDD'); null when no day has data. */
  completeFrom: z.string().nullable(),
});

const trendEndpoint = <P extends TrendCount>(name: P) =>
  defineEndpoint({
    method: 'GET',
    path: `/v1/chart/${name}`,
    tag: 'market',
    summary: `市场趋势：每日${TREND_COUNT_NAMES[name]}应用数 (date1..date2, at most ${MONITOR_RANGE_MAX_DAYS} days)`,
    query: trendQuery,
    data: trendData,
  });

export const releaseAppsCnt = trendEndpoint('releaseAppsCnt');
export const offlineAppsCnt = trendEndpoint('offlineAppsCnt');
export const clearWordGenreAppsCnt = trendEndpoint('clearWordGenreAppsCnt');
export const clearBangGenreAppsCnt = trendEndpoint('clearBangGenreAppsCnt');
export const bookAppsCnt = trendEndpoint('bookAppsCnt');
/** Each count series' endpoint. */
export const TREND_ENDPOINTS: Record<TrendCount, typeof releaseAppsCnt> = {
  releaseAppsCnt,
  offlineAppsCnt,
  clearWordGenreAppsCnt,
  clearBangGenreAppsCnt,
  bookAppsCnt,
};

export const genresAppsCnt = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/genresAppsCnt',
  tag: 'market',
  summary: '市场趋势：某日某类事件的应用数按分类 (kind: offline, new, clear-chart, clear-words, booked)',
  query: z.object({
    country,
    date: dayParam.optional(),
    kind: z.enum(MONITOR_KINDS, MARKET_TEXTS.kind).default('new'),
  }),
  // total null (list empty): the day was not collected as live, its counts would not be figures.
  data: z.object({ date: z.string(), total: z.number().int().nullable(), list: z.array(genreCountSchema) }),
});

export const iosScaleCake = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/iosScaleCake',
  tag: 'market',
  summary: 'iOS市场规模：某日在架应用数按分类',
  query: z.object({ country, date: dayParam.optional(), genre: genreOf(GENRE_ALL) }),
  data: z.object({ date: z.string(), total: z.number().int(), list: z.array(genreCountSchema) }),
});

/* ---- Top lists ---- */

/** A monthly top entry (Home's board item) with the app's developer id, genre and price. */
export const hotAppItemSchema = monthlyItemSchema.extend(viewApp.shape);
export type HotAppItem = z.infer<typeof hotAppItemSchema>;

export const hotAppList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/hotAppList',
  tag: 'market',
  summary: `月度下载 / 收入榜 (top ${HOT_APP_DEPTH}; genreId, dateType=month, date YYYY-MM, default last month)`,
  query: z.object({
    country,
    genreId: genreOf(GENRE_GAMES),
    dateType: z.enum(HOT_APP_DATE_TYPES, MARKET_TEXTS.dateType).default('month'),
    date: month.optional(),
    type: z.enum(MONTHLY_TYPES, MARKET_TEXTS.monthlyType).default('download'),
    ...paging,
  }),
  data: pagedSchema(hotAppItemSchema).extend({ month: z.string() }),
});

export const rankTopItemSchema = viewApp.extend({
  /** Rank now; 0 when the app dropped off the chart (falls only). */
  rank: z.number().int(),
  /** Rank `day` days earlier; 0 when it was not on the chart (新上榜, rises only). */
  previousRank: z.number().int(),
  /** Places moved, off-chart counting as the chart's depth + 1: positive up, negative down. */
  diff: z.number().int(),
});
export type RankTopItem = z.infer<typeof rankTopItemSchema>;

export const rankTop = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/rankTop',
  tag: 'market',
  summary: '排名飙升 / 下降榜 (rankTopType rise|fall, genre, type, day 1|3|7)',
  query: z.object({
    country,
    rankTopType: z.enum(RANK_TOP_TYPES, MARKET_TEXTS.rankTopType).default('rise'),
    genre: genreOf(GENRE_ALL),
    type: chartTypeParam,
    day: z.coerce.number(MARKET_TEXTS.day).pipe(z.literal(RANK_TOP_DAYS, MARKET_TEXTS.day)).default(1),
    top: intBetween(1, RANK_TOP_MAX, MARKET_TEXTS.top).default(RANK_TOP_DEFAULT),
  }),
  /** time / previousTime: the two snapshots compared ('YYYY-MM-DD HH:mm'), '' without a comparable pair. */
  data: z.object({ time: z.string(), previousTime: z.string(), list: z.array(rankTopItemSchema) }),
});

/* ---- ASO lists ---- */

export const asoHotSearchGroupSchema = hotSearchGroupSchema.extend({ updateTime: z.string() });
export type AsoHotSearchGroup = z.infer<typeof asoHotSearchGroupSchema>;

export const asoHotSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/aso/hotSearch',
  tag: 'market',
  summary: 'iOS实时热搜：某日的全部热搜更新 (newest first; iosVersion 13 or 12)',
  query: z.object({
    country,
    date: dayParam.optional(),
    iosVersion: iosVersionParam,
  }),
  data: z.object({ date: z.string(), list: z.array(asoHotSearchGroupSchema) }),
});

export const keywordRankItemSchema = z.object({
  rank: z.number().int(),
  keyword: z.string(),
  heat: z.number().int(),
  /** Heat the day before; null when it had none. */
  previousHeat: z.number().int().nullable(),
  popularity: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
});
export type KeywordRankItem = z.infer<typeof keywordRankItemSchema>;

export const keywordRank = defineEndpoint({
  method: 'GET',
  path: '/v1/aso/keywordRank',
  tag: 'market',
  summary: '关键词热度榜 (listType hot | new | rise; the latest collected day up to date)',
  query: z.object({
    country,
    date: dayParam.optional(),
    listType: z.enum(KEYWORD_LIST_TYPES, MARKET_TEXTS.listType).default('hot'),
    ...paging,
  }),
  /** date: the day shown (YYYYMMDD, '' before any); previousDate: the day compared with, '' when not collected. */
  data: pagedSchema(keywordRankItemSchema).extend({ date: z.string(), previousDate: z.string() }),
});

const coverFigure = { total: z.number().int(), diff: z.number().int() };
export const coverRankItemSchema = viewApp.extend({
  rank: z.number().int(),
  total: z.object(coverFigure),
  top3: z.object(coverFigure),
  top10: z.object(coverFigure),
  asoIndex: z.number(),
});
export type CoverRankItem = z.infer<typeof coverRankItemSchema>;

export const coverRank = defineEndpoint({
  method: 'GET',
  path: '/v1/keyword/coverRank',
  tag: 'market',
  summary: '关键词覆盖榜 (apps by keyword coverage; orderBy total | top3 | top10 | asoIndex)',
  query: z.object({
    country,
    date: dayParam.optional(),
    genre: genreOf(GENRE_ALL),
    orderBy: z.enum(COVER_RANK_ORDERS, MARKET_TEXTS.orderBy).default('total'),
    ...paging,
  }),
  /** date: the day ranked (YYYYMMDD), '' before any coverage. */
  data: pagedSchema(coverRankItemSchema).extend({ date: z.string() }),
});
