/**
 * The App Store monitors (spec 2.4 "Today's App Store monitoring", 3 "Monitor item", 7 "Monitor
 * lists", data.md "Monitors"): one list endpoint per monitor, today's counts for Home, and daily
 * counts for the monitor pages' date pickers.
 *
 * Every list holds each app once per China day (its latest event of that kind that day), newest
 * first, so a day's count equals the rows of its list. Instants are China time strings
 * ('YYYY-MM-DD HH:mm', dates 'YYYY-MM-DD'); `clearTime` is unix seconds as the spec has it.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { GENRE_ALL } from '../constants/genres.ts';
import { MONITOR_RANGE_MAX_DAYS } from '../constants/monitors.ts';
import { dayParam } from '../fields/dates.ts';
import { genreField } from '../fields/genre.ts';
import { pageField, pagedSchema, pageSizeField } from '../fields/paging.ts';
import { DAY_MS, parseYmd } from '../time/index.ts';

/** Spec 7: the lists are asked for 20 rows a page; a caller may ask for up to 100. */
export const MONITOR_PAGE_SIZE = 20;
export const MONITOR_PAGE_SIZE_MAX = 100;
/** Spec 9: Home shows 5 rows per slide of the first 20 fetched. */
export const HOME_MONITOR_PER_SLIDE = 5;

export const MONITOR_TEXTS = {
  date: FIELD_TEXTS.date,
  future: FIELD_TEXTS.future,
  range: '开始日期不能晚于结束日期',
  rangeTooLong: `日期范围不能超过${MONITOR_RANGE_MAX_DAYS}天`,
  genre: FIELD_TEXTS.genre,
  page: FIELD_TEXTS.page,
  pageSize: FIELD_TEXTS.pageSize(MONITOR_PAGE_SIZE_MAX),
  type: '榜单类型只能是 0、2、3 或 4',
} as const;

/** 0 all, 6014 every game, 5000 every app, or one genre id (spec 9 genre classification). */
const genre = genreField(MONITOR_TEXTS.genre, GENRE_ALL);
const paging = {
  page: pageField(MONITOR_TEXTS.page, 10_000),
  pageSize: pageSizeField(MONITOR_TEXTS.pageSize, MONITOR_PAGE_SIZE_MAX, MONITOR_PAGE_SIZE),
};

/** One China day (default: today at the market's now) of one genre, a page of it. */
export const monitorDayQuery = z.object({ genre, date: dayParam.optional(), ...paging });

/** A range of China days, date1 to date2 (YYYYMMDD, both included; each defaults to today). */
const range = { date1: dayParam.optional(), date2: dayParam.optional() };

/** What every monitor item shows of its app (spec 3 "Monitor item"). */
const monitorApp = z.object({
  trackId: z.string(),
  trackName: z.string(),
  artistName: z.string(),
  sellerName: z.string(),
  artworkUrl60: z.string(),
  /** The app's primary genre when the event was recorded, and its name. */
  genre: z.number().int(),
  genreName: z.string(),
  /** 1 on sale now, 0 offline now (spec 4 "App status": 0 shows the 已下架 tag). */
  status: z.union([z.literal(0), z.literal(1)]),
});

/** 'YYYY-MM-DD', or '' when the store never gave the date. */
const day = z.string();
const flag = z.union([z.literal(0), z.literal(1)]);

export const offlineItem = monitorApp.extend({
  /** When lookup first missed it (the first of the consecutive misses). */
  offlineDate: z.string(),
  /** Best overall rank in the 24 h before going offline; null when it was on no overall chart. */
  offlineRank: z.number().int().nullable(),
  userRatingCount: z.number().int(),
  releaseDate: day,
  updateDate: day,
});

export const newItem = monitorApp.extend({
  /** Its release on the store. */
  onlineDateFull: z.string(),
  price: z.number(),
  /** 1 when it had a pre-order version before it went on sale. */
  is_book: flag,
});

export const clearChartItem = monitorApp.extend({
  /** Its overall rank in the last snapshot it was charted in before the clearing. */
  hisRank: z.number().int(),
  bangStatus: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  userRatingCount: z.number().int(),
  clearTime: z.number().int(),
  clearDateFull: z.string(),
  releaseDate: day,
  updateDate: day,
});

export const clearWordsItem = monitorApp.extend({
  /** Best overall rank at the end of the clearing's day (or now, today); null when on no overall chart. */
  rank: z.number().int().nullable(),
  /** Keyword coverage the day before, the day of the clearing, and the change. */
  countYesterday: z.number().int(),
  countToday: z.number().int(),
  countDiff: z.number().int(),
  userRatingCount: z.number().int(),
  clearTime: z.number().int(),
  clearDateFull: z.string(),
  releaseDate: day,
  updateDate: day,
});

export const bookedItem = monitorApp.extend({
  price: z.number(),
  is_book: flag,
  /** When it was seen on pre-order. */
  bookDateFull: z.string(),
  /** Its expected release. */
  release_time: z.string(),
});

export type OfflineItem = z.infer<typeof offlineItem>;
export type NewItem = z.infer<typeof newItem>;
export type ClearChartItem = z.infer<typeof clearChartItem>;
export type ClearWordsItem = z.infer<typeof clearWordsItem>;
export type BookedItem = z.infer<typeof bookedItem>;

/** A day's page of `item`s. */
const page = <T extends z.ZodType>(item: T) => z.object({ date: z.string(), ...pagedSchema(item).shape });

export const bangDelist = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/delist',
  tag: 'monitor',
  summary: '下架监控 (one day, newest first)',
  query: monitorDayQuery,
  data: page(offlineItem),
});

export const bangNewList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/newList',
  tag: 'monitor',
  summary: '新品监控 (one day, newest first)',
  query: monitorDayQuery,
  data: page(newItem),
});

export const bangClearList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/clearlist',
  tag: 'monitor',
  summary: '清词监控 (one day, newest first)',
  query: monitorDayQuery,
  data: page(clearWordsItem),
});

export const bangBookList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/booklist',
  tag: 'monitor',
  summary: '预订监控 (one day, newest first)',
  query: monitorDayQuery,
  data: page(bookedItem),
});

/**
 * What is wrong with a range of China days (YYYYMMDD, defaults applied) asked for on `today`:
 * a day after today, a start after the end, or more than MONITOR_RANGE_MAX_DAYS days; null when fine.
 */
export function monitorRangeProblem(date1: string, date2: string, today: string): string | null {
  const from = parseYmd(date1);
  const to = parseYmd(date2);
  if (from === null || to === null) return MONITOR_TEXTS.date;
  if (date1 > today || date2 > today) return MONITOR_TEXTS.future;
  if (from.getTime() > to.getTime()) return MONITOR_TEXTS.range;
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > MONITOR_RANGE_MAX_DAYS) return MONITOR_TEXTS.rangeTooLong;
  return null;
}

export const bangClearBangList = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/clearbanglist',
  tag: 'monitor',
  summary: '清榜监控 (date1..date2, newest first; type 0 every chart, else a bangStatus)',
  query: z.object({
    genre,
    ...range,
    type: z.coerce
      .number(MONITOR_TEXTS.type)
      .int(MONITOR_TEXTS.type)
      .refine((t) => t === 0 || t === 2 || t === 3 || t === 4, { message: MONITOR_TEXTS.type })
      .default(0),
    ...paging,
  }),
  data: z.object({ date1: z.string(), date2: z.string(), ...pagedSchema(clearChartItem).shape }),
});

/** One day's count of apps per monitor. */
export const monitorCounts = z.object({
  offline: z.number().int(),
  new: z.number().int(),
  clearChart: z.number().int(),
  clearWords: z.number().int(),
  booked: z.number().int(),
  /** The five counts added up (an app in two monitors counts in each). */
  total: z.number().int(),
});
export type MonitorCounts = z.infer<typeof monitorCounts>;

/**
 * One day's count of apps per monitor, each null where the collection that sees that monitor's
 * events did not run that day as it runs live (no data, not 0: e.g. before the daily lookups of
 * the history, or today's clear-words, counted the next day); total adds up the counts with data,
 * null when none has.
 */
export const dayCounts = z.object({
  offline: z.number().int().nullable(),
  new: z.number().int().nullable(),
  clearChart: z.number().int().nullable(),
  clearWords: z.number().int().nullable(),
  booked: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type DayCounts = z.infer<typeof dayCounts>;

export const monitorSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/monitorSummary',
  tag: 'monitor',
  summary: '今日App Store监控：各监控的应用数与数据更新时间',
  query: z.object({ genre, date: dayParam.optional() }),
  data: dayCounts.extend({
    date: z.string(),
    /** 'HH:mm' of the latest monitor run that day (lookups or analytics); '' before the first. */
    updateTime: z.string(),
  }),
});

export const monitorDateCount = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/monitorDateCount',
  tag: 'monitor',
  summary: '监控每日应用数 (date1..date2, for the date pickers)',
  query: z.object({ genre, ...range }),
  data: z.object({ list: z.array(dayCounts.extend({ date: z.string() })) }),
});

/** 本周动态: the week is the 7 China days ending on the day asked for (default today). */
export const MONITOR_WEEK_DAYS = 7;
/** How many apps of each monitor the week's summary ranks. */
export const MONITOR_WEEK_TOP = 10;

/** A new app of the week with its best overall rank at the end of the week (null: on no overall chart). */
export const newTopItem = newItem.extend({ rank: z.number().int().nullable() });
export type NewTopItem = z.infer<typeof newTopItem>;

/**
 * Spec 7's monitorTrendSummary, for the 本周动态 page in one call: each day's counts over the week
 * (as monitorDateCount gives them), each monitor's distinct apps over the whole week, and each
 * monitor's most notable apps of the week (each app once, with its latest event that week):
 * - offline: best overall rank in the 24 h before going offline first (apps on no chart after
 *   them, most reviewed first);
 * - new: best overall rank at the end of the week first (then the newest);
 * - clearChart: best rank before the clearing first;
 * - clearWords: most keywords lost first;
 * - booked: nearest expected release first.
 */
export const monitorTrendSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/bang/monitorTrendSummary',
  tag: 'monitor',
  summary: '本周动态：近7天每日各监控应用数与各监控本周重点应用',
  query: z.object({ genre, date: dayParam.optional() }),
  data: z.object({
    /** The week's first and last day, YYYYMMDD. */
    date1: z.string(),
    date2: z.string(),
    days: z.array(dayCounts.extend({ date: z.string() })),
    /** Distinct apps per monitor over the week (an app caught on two days counts once). */
    week: monitorCounts,
    top: z.object({
      offline: z.array(offlineItem),
      new: z.array(newTopItem),
      clearChart: z.array(clearChartItem),
      clearWords: z.array(clearWordsItem),
      booked: z.array(bookedItem),
    }),
  }),
});
