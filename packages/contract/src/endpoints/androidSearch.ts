/**
 * AndroidSearch (pages.md "Search": android; spec 7 /v1/Androidsearch/indexPC,
 * /v1/androidchart/keywordResultHistory, keywordRankHistory): a keyword's search results in one
 * Android market, and its result count and an app's rank per China day. The engine searches the
 * markets daily for China's hottest keywords (ANDROID_KEYWORDS in the market engine); any other
 * keyword answers empty with `collected: false`. Heat is China's (the App Store's) heat.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { androidPackage } from '../fields/apps.ts';
import { chartPlace } from '../fields/charts.ts';
import { numberChoice } from '../fields/dates.ts';
import { keywordParam as keyword } from '../fields/keywords.ts';
import { androidMarket } from '../fields/stores.ts';

/** The spans of days the history charts show. */
export const ANDROID_HISTORY_SPANS = [7, 30] as const;

export const ANDROID_SEARCH_TEXTS = {
  market: FIELD_TEXTS.market,
  keyword: FIELD_TEXTS.keyword,
  appId: FIELD_TEXTS.appId,
  days: FIELD_TEXTS.days(ANDROID_HISTORY_SPANS),
} as const;

const days = numberChoice(ANDROID_HISTORY_SPANS, ANDROID_SEARCH_TEXTS.days, 7);

/**
 * An app in a keyword's Android results: rank, the change against the list 24 h earlier (preRank 0 /
 * +99999: newly in the results).
 */
export type AndroidSearchItem = z.infer<typeof chartPlace>;

export const androidSearchIndex = defineEndpoint({
  method: 'GET',
  path: '/v1/Androidsearch/indexPC',
  tag: 'search',
  summary: '安卓应用市场关键词搜索结果（最近一次采集）',
  query: z.object({ keyword, market: androidMarket }),
  data: z.object({
    keyword: z.string(),
    market: z.string(),
    /** Whether the engine searches the market for this keyword (China's hottest keywords). */
    collected: z.boolean(),
    /** When the results were collected, China time 'YYYY-MM-DD HH:mm'; '' when not collected. */
    time: z.string(),
    /** How many results the market returned then; 0 when not collected. */
    resultCount: z.number().int(),
    /** China's heat (热度) of the keyword; null when unknown. */
    heat: z.number().int().nullable(),
    list: z.array(chartPlace),
  }),
});

export const androidKeywordResultHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/androidchart/keywordResultHistory',
  tag: 'search',
  summary: '安卓关键词每日搜索结果数（近 7 / 30 天）',
  query: z.object({ keyword, market: androidMarket, days }),
  data: z.object({
    /** The China days up to today, oldest first, 'YYYYMMDD'; resultCount null where not collected. */
    list: z.array(z.object({ date: z.string(), resultCount: z.number().int().nullable() })),
  }),
});

export const androidKeywordRankHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/androidchart/keywordRankHistory',
  tag: 'search',
  summary: '应用在安卓关键词搜索结果中的每日排名（近 7 / 30 天）',
  query: z.object({ keyword, market: androidMarket, appId: androidPackage, days }),
  data: z.object({
    /**
     * The China days up to today, oldest first, 'YYYYMMDD'; rank at the end of the day, 0 when not in
     * the results, null where not collected.
     */
    list: z.array(z.object({ date: z.string(), rank: z.number().int().nullable() })),
  }),
});

/** The keyword's results in the market as a spreadsheet (members; spec 7 /v1/export/ansearchResult). */
export const exportAndroidSearchResult = defineEndpoint({
  method: 'GET',
  path: '/v1/export/ansearchResult',
  tag: 'search',
  summary: '导出安卓关键词搜索结果 (XLSX, members)',
  query: z.object({ keyword, market: androidMarket }),
  data: z.null(),
  file: 'xlsx',
});
