/**
 * Home's market boards (spec 2.4, 3, 7, 9): real-time iOS rankings, hot search, ASO index top 5,
 * 24 h soaring and the monthly top 10. China App Store figures, asked at the market's now.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MONTHLY_TYPES } from '../constants/charts.ts';
import { GENRE_GAMES } from '../constants/genres.ts';
import { hotSearchGroupSchema, iosVersionParam, monthlyItemSchema } from '../fields/boards.ts';
import { chartGenreField } from '../fields/genre.ts';
import { topField } from '../fields/paging.ts';

/** Spec 9: each real-time ranking list shows its top 10. */
export const HOME_RANKING_TOP = 10;
/** The deepest a ranking list can be asked for (spec 9: ranking depth 200). */
export const HOME_RANKING_MAX = 200;
/** Spec 9: 24 h soaring fetches the top 32 and shows them 8 per slide. */
export const HOME_SOARING_TOP = 32;
export const HOME_SOARING_PER_SLIDE = 8;
/** Spec 2.4: ASO index top 5. */
export const HOME_ASO_TOP = 5;
/** Spec 9: the monthly boards show the top 10. */
export const HOME_MONTHLY_TOP = 10;

/** A chart's genre: any genre id (36 read as the overall charts, 0); Home defaults to games. */
const genre = chartGenreField('不支持的分类', GENRE_GAMES);

/** Spec 3 'Ranking list item'. */
export const rankingItemSchema = z.object({
  appId: z.string(),
  trackName: z.string(),
  sellerName: z.string(),
  artworkUrl60: z.string(),
  ranking: z.number().int(),
});
export type RankingItem = z.infer<typeof rankingItemSchema>;

/** One chart's list with its snapshot time as a relative-day label ('今日 18:00'; '' without a chart). */
export const rankingListSchema = z.object({ timeFormat: z.string(), list: z.array(rankingItemSchema) });
export type RankingList = z.infer<typeof rankingListSchema>;

export const bangRanking = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/bangRanking',
  tag: 'home',
  summary: '实时榜单 (free, charge, grossing; top 10 by default)',
  query: z.object({ genre, top: topField(HOME_RANKING_MAX, HOME_RANKING_TOP) }),
  data: z.object({
    list: z.object({ free: rankingListSchema, charge: rankingListSchema, grossing: rankingListSchema }),
  }),
});

export const templeHotSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/hotSearch',
  tag: 'home',
  summary: 'iOS实时热搜 (the newest 3 groups; iosVersion 13 or 12)',
  query: z.object({ iosVersion: iosVersionParam }),
  data: z.object({ list: z.array(hotSearchGroupSchema) }),
});

/** Spec 3 'ASO item'. */
export const asoItemSchema = z.object({
  appId: z.string(),
  trackName: z.string(),
  artistName: z.string(),
  artworkUrl60: z.string(),
  /** Overall rank (on the overall chart of the app's price); 0 when not on it, shown '-'. */
  rankAll: z.object({ ranking: z.number().int() }),
  asoIndex: z.number(),
});
export type AsoItem = z.infer<typeof asoItemSchema>;

export const asoList = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/asoList',
  tag: 'home',
  summary: 'ASO指数 TOP5',
  query: z.object({ top: topField(50, HOME_ASO_TOP) }),
  data: z.object({ list: z.array(asoItemSchema) }),
});

/** Spec 3 'Soaring item', with the icon the board shows. */
export const soaringItemSchema = z.object({
  trackId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  rank: z.number().int(),
  /** Places risen in 24 h (a newcomer counts from just below the chart). */
  diff: z.number().int(),
});
export type SoaringItem = z.infer<typeof soaringItemSchema>;

export const soaredList = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/soaredList',
  tag: 'home',
  summary: '24小时排名飙升 (free chart of the genre; top 32)',
  query: z.object({ genre, top: topField(100, HOME_SOARING_TOP) }),
  /** timeFormat: the compared snapshot's time as a relative-day label; '' without one. */
  data: z.object({ timeFormat: z.string(), list: z.array(soaringItemSchema) }),
});

export const monthlyList = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/monthlyList',
  tag: 'home',
  summary: '月度下载 / 收入榜 TOP10 (the previous month, China App Store)',
  query: z.object({
    genre,
    type: z.enum(MONTHLY_TYPES, '榜单类型只能是 download 或 income').default('download'),
  }),
  /** monthName: the month shown, 'YYYY-MM'. */
  data: z.object({ monthName: z.string(), list: z.array(monthlyItemSchema) }),
});
