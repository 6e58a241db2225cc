/**
 * The ranking analysis pages that follow one chart (pages.md "Rankings": vsbang, seven_day,
 * hegemony, globalranking; spec 7 /v1/bang/ listVs, listVsDetail, sevenDay, sevenDayPoint): one
 * chart at two times, a chart over seven days, who held its top longest, and the chart across the
 * storefronts. The pages that digest every chart of a day are rankingDigests.ts's.
 *
 * Days are China days ('YYYYMMDD', default today), times China wall-clock times ('HH:mm'); a day
 * without a time stands as its latest snapshot (today: the latest so far). Rank changes follow
 * spec 4: previous rank 0 = 新上榜, ±99999 = entered / left the chart.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  GLOBAL_TOP,
  GLOBAL_TOP_MAX,
  HEGEMONY_SPANS,
  RANKING_VIEW_TEXTS,
  SEVEN_DAY_MAX_APPS,
  SEVEN_DAY_TOP,
  SEVEN_DAY_TOP_MAX,
  VS_KINDS,
} from '../constants/rankingViews.ts';
import { appIdParam, isApiAppId, viewApp } from '../fields/apps.ts';
import { chartGenreParam as genre, chartTimeParam, chartTypeParam as type, vsCountsSchema } from '../fields/charts.ts';
import { dayParam, daysField } from '../fields/dates.ts';
import { topField } from '../fields/paging.ts';
import { countryParam as country } from '../fields/stores.ts';

const date = dayParam.optional();
const time = chartTimeParam.optional();

/** One chart of a storefront on a day. */
const chartDay = { country, genre, type, date };

/** A snapshot shown: its day 'YYYYMMDD' and time 'HH:mm'. */
export const snapshotTime = z.object({ date: z.string(), time: z.string() });
export type SnapshotTime = z.infer<typeof snapshotTime>;

/* ---- vsbang ---- */

/** An app of either side of a comparison. */
export const vsRow = viewApp.extend({
  /** Its rank at the earlier and the later time; 0 = not on the chart then. */
  rankBefore: z.number().int(),
  rankAfter: z.number().int(),
  /** rankBefore − rankAfter; +99999 entered, −99999 left. */
  rankChange: z.number().int(),
  kind: z.enum(['entered', 'left', 'up', 'down', 'same']),
});
export type VsRow = z.infer<typeof vsRow>;

/**
 * The chart and the two times: date1 / time1 the earlier (default: the day before date2), date2 /
 * time2 the later (default today).
 */
const vsQuery = { country, genre, type, date1: date, time1: time, date2: date, time2: time };
/** The snapshots compared (null: none at that time; then there are no rows). */
const vsSides = { before: snapshotTime.nullable(), after: snapshotTime.nullable() };

export const bangListVs = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/listVs',
  tag: 'ranking',
  summary: '榜单对比：一个榜单在两个时间的进榜、出榜、上升、下降数与变化最大的应用',
  query: z.object(vsQuery),
  data: z.object({
    ...vsSides,
    counts: vsCountsSchema,
    /** The biggest climbs and falls among apps on both (VS_MOVERS_TOP each). */
    risers: z.array(vsRow),
    fallers: z.array(vsRow),
  }),
});

export const bangListVsDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/listVsDetail',
  tag: 'ranking',
  summary: '榜单对比明细：两个时间的全部应用（可只看进榜、出榜、上升或下降）',
  query: z.object({ ...vsQuery, kind: z.enum(VS_KINDS, RANKING_VIEW_TEXTS.kind).default('all') }),
  data: z.object({ ...vsSides, list: z.array(vsRow) }),
});

/* ---- seven_day ---- */

export const sevenDayRow = viewApp.extend({
  /** Rank on each day: 0 = not on the chart; null = no chart that day. */
  ranks: z.array(z.number().int().nullable()),
  /** Its rank on the last day with a chart against the first (computeRankChange; 0 when only one day has a chart). */
  rankChange: z.number().int(),
});
export type SevenDayRow = z.infer<typeof sevenDayRow>;

export const bangSevenDay = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/sevenDay',
  tag: 'ranking',
  summary: '七日排名：榜单前列应用在最近七天每天的排名',
  query: z.object({ ...chartDay, top: topField(SEVEN_DAY_TOP_MAX, SEVEN_DAY_TOP) }),
  data: z.object({
    /** The seven days, oldest first ('YYYYMMDD'), and each one's snapshot time ('HH:mm'; '' without a chart). */
    days: z.array(z.string()),
    times: z.array(z.string()),
    /** The first `top` apps of the last day with a chart. */
    list: z.array(sevenDayRow),
  }),
});

export const bangSevenDayPoint = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/sevenDayPoint',
  tag: 'ranking',
  summary: '七日排名曲线：所选应用在最近七天每个快照的排名',
  query: z.object({
    ...chartDay,
    /** Comma-joined app ids, 1 to SEVEN_DAY_MAX_APPS. */
    appIds: z
      .string(RANKING_VIEW_TEXTS.appIds)
      .transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p !== ''),
        ),
      ])
      .refine((ids) => ids.length >= 1 && ids.length <= SEVEN_DAY_MAX_APPS, { message: RANKING_VIEW_TEXTS.appIds })
      .refine((ids) => ids.every(isApiAppId), { message: RANKING_VIEW_TEXTS.appId }),
  }),
  data: z.object({
    /** Every snapshot time of the seven days ('YYYY-MM-DD HH:mm'). */
    times: z.array(z.string()),
    /** Each app's rank at those times (null: not on the chart), in the order asked. */
    list: z.array(
      z.object({
        appId: z.string(),
        trackName: z.string(),
        artworkUrl60: z.string(),
        ranks: z.array(z.number().int().nullable()),
      }),
    ),
  }),
});

/* ---- hegemony ---- */

export const hegemonyRow = viewApp.extend({
  daysTop1: z.number().int(),
  daysTop3: z.number().int(),
  daysTop10: z.number().int(),
  /** Days at #1 in a row up to the last day (0 when not #1 then), and the longest such run. */
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});
export type HegemonyRow = z.infer<typeof hegemonyRow>;

export const bangHegemony = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/hegemony',
  tag: 'ranking',
  summary: '霸榜分析：一段时间内占据榜首与前列最久的应用',
  query: z.object({ ...chartDay, days: daysField(HEGEMONY_SPANS, 30) }),
  data: z.object({
    /** The days looked at ('YYYYMMDD', both included). */
    from: z.string(),
    to: z.string(),
    list: z.array(hegemonyRow),
  }),
});

/* ---- globalranking ---- */

export const globalCountryRow = z.object({
  /** Lowercase ISO code, and the storefront's name. */
  country: z.string(),
  countryName: z.string(),
  time: z.string(),
  size: z.number().int(),
  top: z.array(viewApp.extend({ rank: z.number().int() })),
  /** The app's rank there; 0 = not on that chart. */
  appRank: z.number().int(),
});
export type GlobalCountryRow = z.infer<typeof globalCountryRow>;

export const bangGlobalRanking = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/globalRanking',
  tag: 'ranking',
  summary: '全球排名：同一榜单在各国家或地区的前列应用与某应用的排名',
  query: z.object({ genre, type, date, appId: appIdParam.optional(), top: topField(GLOBAL_TOP_MAX, GLOBAL_TOP) }),
  data: z.object({
    /**
     * The app whose rank each country shows: the one asked for, else China's #1 (else the first
     * country's); null without any chart.
     */
    app: viewApp.nullable(),
    list: z.array(globalCountryRow),
  }),
});
