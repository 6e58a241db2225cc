import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { DEFAULT_MARKET, isMarketCode } from '../constants/markets.ts';
import { DEFAULT_PLATFORM, PLATFORMS } from '../constants/platform.ts';
import { searchIntentSchema, searchText } from '../fields/keywords.ts';
import { strictCountryParam as country } from '../fields/stores.ts';

/**
 * The search box (spec 2.4 search area and dropdown, 3 'Suggestions', 5 keyword selection, 7 search
 * calls) and what Home's search area shows around it: the hot-search line and the banner's icon rows.
 */

/** Spec 9: suggestions are asked for 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** How many suggestions of each group the dropdown shows. */
export const SUGGESTION_LIMITS = { kw: 5, app: 5, company: 3 } as const;
/** Recent searches kept per person (server for a user, browser for a visitor), newest first. */
export const SEARCH_HISTORY_LIMIT = 20;
/** The hot-search line: today's hottest keywords and the companies with the most charted apps. */
export const HOT_SEARCH_LIMITS = { kw: 8, company: 4 } as const;
/** The banner's scrolling icon rows (spec 2.4, 9): three rows from the latest top charts. */
export const CAROUSEL_ROWS = 3;
export const CAROUSEL_ICONS_PER_ROW = 30;

const market = z
  .string(FIELD_TEXTS.market)
  .refine(isMarketCode, { message: FIELD_TEXTS.market })
  .default(DEFAULT_MARKET);

/** Spec 3 'Suggestions': how a suggestion was found, which also says where choosing it goes. */
export const SUGGESTION_TYPES = ['kw', 'subject', 'developer', 'id', 'history'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const keywordSuggestionSchema = z.object({
  label: z.string(),
  type: z.literal('kw'),
  /** The keyword's latest heat (热度); null when not collected. */
  heat: z.number().int().nullable(),
});
export const appSuggestionSchema = z.object({
  /** App Store id, or an Android package name. */
  id: z.string(),
  label: z.string(),
  logo: z.string(),
  developer: z.string(),
  /** 'id' when the text was the app's id, 'subject' when it matched the app's name. */
  type: z.enum(['subject', 'id']),
});
export const companySuggestionSchema = z.object({
  /** The developer id the company pages are keyed by. */
  id: z.string(),
  label: z.string(),
  /** The developer's other (usually English) name; '' when it is the label. */
  alias: z.string(),
  type: z.literal('developer'),
});
export const historySuggestionSchema = z.object({ label: z.string(), type: z.literal('history') });

export type KeywordSuggestionItem = z.infer<typeof keywordSuggestionSchema>;
export type AppSuggestionItem = z.infer<typeof appSuggestionSchema>;
export type CompanySuggestionItem = z.infer<typeof companySuggestionSchema>;
export type HistorySuggestionItem = z.infer<typeof historySuggestionSchema>;

export const suggestionsSchema = z.object({
  /** What Enter opens for the typed text; the dropdown lists that group first. 'kw' in history mode. */
  intent: searchIntentSchema,
  kw: z.array(keywordSuggestionSchema),
  app: z.array(appSuggestionSchema),
  company: z.array(companySuggestionSchema),
  /** History mode only: the user's recent searches, newest first. */
  history: z.array(historySuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/**
 * Suggestions while typing (spec 3, 7): keywords, apps and companies of the chosen store. iOS reads
 * the storefront `country`; Android reads the market's apps, with China's keywords and companies.
 * History mode (`from=history`, or no text): a logged-in user's recent searches; a visitor keeps
 * theirs in the browser, so the list is empty for them.
 */
export const suggestionPC = defineEndpoint({
  method: 'GET',
  path: '/v1/search/suggestionPC',
  tag: 'search',
  summary: '搜索联想：关键词 / 应用 / 公司；from=history 为搜索历史',
  query: z.object({
    keyword: searchText.default(''),
    country,
    platform: z.enum(PLATFORMS, '平台只能是 ios 或 android').default(DEFAULT_PLATFORM),
    market,
    from: z.enum(['input', 'history'], '来源只能是 input 或 history').default('input'),
  }),
  data: suggestionsSchema,
});

/** A user's recent searches, newest first. */
export const searchHistorySchema = z.object({ history: z.array(historySuggestionSchema) });

/** Spec 7: deletes one recent search (`keyword`), or all of them when it is empty. Needs login. */
export const clearSearchHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/search/clearSearchHistory',
  tag: 'search',
  summary: '删除一条搜索历史；keyword 为空时清空全部',
  query: z.object({ keyword: searchText.default('') }),
  data: searchHistorySchema,
});

/**
 * Records a submitted search in a logged-in user's history (moved to the top when searched before;
 * the newest SEARCH_HISTORY_LIMIT are kept). The spec lists no path for it.
 */
export const addSearchHistory = defineEndpoint({
  method: 'POST',
  path: '/v1/search/addSearchHistory',
  tag: 'search',
  summary: '记录一次搜索到搜索历史',
  body: z.object({ keyword: searchText.refine((s) => s !== '', { message: FIELD_TEXTS.keyword }) }),
  data: searchHistorySchema,
});

export const hotSearchLineSchema = z.object({
  list: z.object({
    kw: z.array(z.object({ label: z.string(), heat: z.number().int() })),
    company: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
});

/**
 * Home's hot-search line (spec 2.4, 3 'Hot search'): the storefront's hottest keywords of the day by
 * heat, and the developers with the most apps in its latest overall charts.
 */
export const indexHotSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/getIndexHotSearch',
  tag: 'home',
  summary: '首页热搜：热门关键词与热门公司',
  query: z.object({ country }),
  data: hotSearchLineSchema,
});

export const carouselIconSchema = z.object({ appId: z.string(), trackName: z.string(), artworkUrl60: z.string() });
export type CarouselIcon = z.infer<typeof carouselIconSchema>;

/**
 * The banner's scrolling icon rows (spec 2.4): the apps of the storefront's latest overall free,
 * grossing and paid charts, one row each in rank order, each app in one row only.
 */
export const carouselIcon = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/carouselIcon',
  tag: 'home',
  summary: '首页横幅滚动图标 (3 rows from the latest top charts)',
  query: z.object({ country }),
  data: z.object({ list: z.array(z.array(carouselIconSchema)) }),
});
