/**
 * The keyword's page (pages.md "Search": /new/search/index, vs, summary30; spec 7 /v1/search/
 * index, related, vs, summary, /v1/keyword/extend, /v1/chart/popularityHistory,
 * keywordresulthistory, /v1/export/searchResult): a storefront's keyword with its App Store
 * results, its figures over time, the keywords around it, and its results between two times and
 * over 30 days. Days are China days 'YYYYMMDD', times China wall-clock 'HH:mm'.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { viewApp } from '../fields/apps.ts';
import { vsCountsSchema } from '../fields/charts.ts';
import { hmField, numberChoice, ymdField } from '../fields/dates.ts';
import { keywordQuery, searchIntentSchema } from '../fields/keywords.ts';

/** The spans (days) the heat and result-count charts look back over. */
export const KEYWORD_HISTORY_SPANS = [7, 30, 90] as const;
/** Keywords listed as related (sharing top results) and as extended (containing the keyword). */
export const RELATED_KEYWORDS_LIMIT = 20;
export const EXTEND_KEYWORDS_LIMIT = 50;
/** Apps and companies matching the text that the search page lists. */
export const SEARCH_MATCH_LIMIT = 20;
/** summary30: the days of the digest and the top apps it draws. */
export const KEYWORD_SUMMARY_DAYS = 30;
export const KEYWORD_SUMMARY_TOP = 10;

export const KEYWORD_TEXTS = {
  keyword: FIELD_TEXTS.keyword,
  country: FIELD_TEXTS.country,
  date: '日期格式应为YYYYMMDD',
  time: '时间格式应为HH:mm',
  future: '不能查看未来的日期',
  days: FIELD_TEXTS.days(KEYWORD_HISTORY_SPANS),
  vsOrder: FIELD_TEXTS.vsOrder,
  unknown: '暂未收录该关键词',
} as const;

const date = ymdField(KEYWORD_TEXTS.date).optional();
const time = hmField(KEYWORD_TEXTS.time).optional();
const days = numberChoice(KEYWORD_HISTORY_SPANS, KEYWORD_TEXTS.days, 30);

/** An app of a keyword's results as the keyword page lists it. */
export const keywordResultRow = viewApp.extend({
  rank: z.number().int(),
  /** Rank in the list in force 24 h earlier: 0 = not in the results (新进); null without an earlier list. */
  preRank: z.number().int().nullable(),
  /** preRank − rank; +99999 new in the results; 0 without an earlier list (spec 4). */
  rankChange: z.number().int(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The app's keyword coverage (covered keywords with heat ≥ 4605); null when not computed yet. */
  coverage: z.number().int().nullable(),
});
export type KeywordResultRow = z.infer<typeof keywordResultRow>;

export const keywordInfo = z.object({
  /** Heat (热度) and Apple Ads popularity (5..100) of the list's day; null when not collected. */
  heat: z.number().int().nullable(),
  popularity: z.number().int().nullable(),
  /** How many apps the store returns for it. */
  resultCount: z.number().int().nullable(),
  /** How much the top 10 changed against 24 h earlier, 0..100 (top-10 volatility); null without an earlier list. */
  changeRate: z.number().nullable(),
  /** When the list shown was stored and the one compared with ('YYYY-MM-DD HH:mm'); '' when none. */
  time: z.string(),
  previousTime: z.string(),
});
export type KeywordInfo = z.infer<typeof keywordInfo>;

export const matchedApp = z.object({
  appId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  developerName: z.string(),
});
export const matchedCompany = z.object({
  companyId: z.string(),
  companyName: z.string(),
  alias: z.string(),
  apps: z.number().int(),
});
export type MatchedApp = z.infer<typeof matchedApp>;
export type MatchedCompany = z.infer<typeof matchedCompany>;

/**
 * The search page (Search): the text as a keyword of the storefront (its figures, its organic
 * results now with each app's rank change, rating and coverage, the ad slot's app), and the apps
 * and companies whose names contain it (dataType tabs). `info` is null when the storefront's
 * keywords do not include the text; the lists are then empty. `intent` says which tab the text
 * means (the suggestions' rule), `namedApp` the app the text names, shown first.
 */
export const searchIndex = defineEndpoint({
  method: 'GET',
  path: '/v1/search/index',
  tag: 'keyword',
  summary: '关键词搜索结果：热度、结果数、变化率、排名结果，及名称匹配的应用与公司',
  query: keywordQuery,
  data: z.object({
    keyword: z.string(),
    info: keywordInfo.nullable(),
    list: z.array(keywordResultRow),
    ad: viewApp.nullable(),
    apps: z.array(matchedApp),
    appTotal: z.number().int(),
    companies: z.array(matchedCompany),
    intent: searchIntentSchema,
    namedApp: matchedApp.nullable(),
  }),
});

const historyQuery = keywordQuery.extend({ days, date });

/**
 * A keyword's heat and popularity per China day over `days` days ending `date` (default today); null
 * where not collected.
 */
export const popularityHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/popularityHistory',
  tag: 'keyword',
  summary: '关键词热度历史（每日）',
  query: historyQuery,
  data: z.object({
    days: z.array(z.string()),
    heat: z.array(z.number().int().nullable()),
    popularity: z.array(z.number().int().nullable()),
  }),
});

/** A keyword's result count per China day, like popularityHistory. */
export const keywordResultHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/keywordresulthistory',
  tag: 'keyword',
  summary: '关键词搜索结果数历史（每日）',
  query: historyQuery,
  data: z.object({ days: z.array(z.string()), resultCount: z.array(z.number().int().nullable()) }),
});

const keywordList = z.object({ list: z.array(z.object({ keyword: z.string(), heat: z.number().int().nullable() })) });

/** Keywords whose top 10 results share apps with this one's, most shared first (`shared` of 10). */
export const searchRelated = defineEndpoint({
  method: 'GET',
  path: '/v1/search/related',
  tag: 'keyword',
  summary: '相关关键词：搜索结果前10名有相同应用的关键词',
  query: keywordQuery,
  data: z.object({
    list: z.array(z.object({ keyword: z.string(), heat: z.number().int().nullable(), shared: z.number().int() })),
  }),
});

/** Longer keywords containing this one, hottest first. */
export const keywordExtend = defineEndpoint({
  method: 'GET',
  path: '/v1/keyword/extend',
  tag: 'keyword',
  summary: '拓展关键词：包含该关键词的更长关键词',
  query: keywordQuery,
  data: keywordList,
});

export const KEYWORD_VS_KINDS = ['entered', 'left', 'up', 'down', 'same'] as const;

/** An app of either side of a keyword comparison. */
export const keywordVsRow = viewApp.extend({
  /** Rank at the earlier and the later time; 0 = not in the results then. */
  rankBefore: z.number().int(),
  rankAfter: z.number().int(),
  /** rankBefore − rankAfter; ±99999 entered / left. */
  change: z.number().int(),
  kind: z.enum(KEYWORD_VS_KINDS),
});
export type KeywordVsRow = z.infer<typeof keywordVsRow>;

/**
 * vs: the keyword's results at two times (date1 time1, date2 time2; the second defaults to now, the
 * first to 24 h before the second), every app of either with both ranks, and the counts.
 */
export const searchVs = defineEndpoint({
  method: 'GET',
  path: '/v1/search/vs',
  tag: 'keyword',
  summary: '关键词搜索结果对比：两个时间的排名',
  query: keywordQuery.extend({ date1: date, time1: time, date2: date, time2: time }),
  data: z.object({
    /** The lists compared, as stored ('YYYY-MM-DD HH:mm'; '' when the keyword had none yet). */
    time1: z.string(),
    time2: z.string(),
    counts: vsCountsSchema,
    list: z.array(keywordVsRow),
  }),
});

export const keywordMover = viewApp.extend({
  /** The day it came in or went out ('YYYYMMDD'), its rank then, and its rank at the span's end (0 = out). */
  date: z.string(),
  rank: z.number().int(),
  rankNow: z.number().int(),
});
export type KeywordMover = z.infer<typeof keywordMover>;

/**
 * summary30: the keyword's results over the 30 days ending `date`: apps that came into them
 * (newInApps), apps cleared out of them (clearapps), and the end's top 10 day by day (summaryChart).
 */
export const searchSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/search/summary',
  tag: 'keyword',
  summary: '关键词30天概况：新进应用、清出应用、前10名排名走势',
  query: keywordQuery.extend({ date }),
  data: z.object({
    days: z.array(z.string()),
    entered: z.array(keywordMover),
    cleared: z.array(keywordMover),
    top: z.array(viewApp.extend({ ranks: z.array(z.number().int()) })),
  }),
});

/** The keyword's current results as a spreadsheet (members; spec 7 /v1/export/searchResult). */
export const exportSearchResult = defineEndpoint({
  method: 'GET',
  path: '/v1/export/searchResult',
  tag: 'keyword',
  summary: '导出关键词搜索结果 (XLSX, members)',
  query: keywordQuery,
  data: z.null(),
  file: 'xlsx',
});
