/**
 * subscribekeywordcover / activitykeywordcover (pages.md "iOS app detail"; spec 7 /v1/apps/
 * appSubscribeList, appSubscribeKeywordList, subscribeKeywordSummary, appevent; the event
 * counterparts named alike; subscribeKeywordList is the keyword monitors'): the app's in-app
 * purchase items and in-app events as App Store search shows them, the keywords whose current
 * search list shows each (its rank among that kind's entries, heat, result count), and the app's
 * in-app coverage per collected day.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';
import { inAppEventSchema, inAppItemSchema } from '../fields/inApp.ts';

/** The spans the coverage history looks back over (days; checked against the tier's history depth). */
export const INAPP_SPANS = [7, 30, 90] as const;

export const INAPP_TEXTS = {
  days: FIELD_TEXTS.days(INAPP_SPANS),
  id: '内购项目或活动ID格式不正确',
} as const;

const spanQuery = appQuery.extend({ days: numberChoice(INAPP_SPANS, INAPP_TEXTS.days, 30) });
/** An app's keywords: of all its entries, or of the entry `id`. */
const keywordsQuery = appQuery.extend({
  id: z
    .string(INAPP_TEXTS.id)
    .trim()
    .regex(/^\d{1,16}$/, INAPP_TEXTS.id)
    .optional(),
});

/**
 * A keyword whose search shows one of the app's entries: the entry, its rank among the keyword's
 * entries of that kind, the keyword's latest heat and result count.
 */
export const inAppKeywordSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  entryId: z.number().int(),
  entryName: z.string(),
  rank: z.number().int(),
  heat: z.number().int().nullable(),
  popularity: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
  /** When the keyword's list last changed ('YYYY-MM-DD HH:mm' China time). */
  listAt: z.string(),
});
export type InAppKeywordRow = z.infer<typeof inAppKeywordSchema>;

const figure = z.object({ total: z.number().int(), diff: z.number().int() });

/** The latest collected day's coverage (null without one) with its change, and every collected day of the span. */
const summaryData = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({ day: z.string(), total: figure, top3: figure, top10: figure }).nullable(),
  history: z.array(
    z.object({ day: z.string(), total: z.number().int(), top3: z.number().int(), top10: z.number().int() }),
  ),
});

const keywordList = z.object({ list: z.array(inAppKeywordSchema) });

/** The app's in-app purchase items search has shown, most keywords first. */
export const appSubscribeList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appSubscribeList',
  tag: 'apps',
  summary: '应用内购项目（搜索结果中展示过的）',
  query: appQuery,
  data: z.object({ list: z.array(inAppItemSchema) }),
});

/** Every keyword one of the app's items (or the item `id`) shows for: one row per keyword and item. */
export const appSubscribeKeywordList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appSubscribeKeywordList',
  tag: 'apps',
  summary: '内购项目覆盖的关键词（可按内购项目筛选）',
  query: keywordsQuery,
  data: keywordList,
});

/** Item keyword coverage: the latest day with its change, and the span's history. */
export const subscribeKeywordSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/subscribeKeywordSummary',
  tag: 'apps',
  summary: '内购项目关键词覆盖概况与趋势',
  query: spanQuery,
  data: summaryData,
});

/** The app's in-app events search has shown, running ones first. */
export const appEventList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appevent',
  tag: 'apps',
  summary: '应用内活动（搜索结果中展示过的）',
  query: appQuery,
  data: z.object({ list: z.array(inAppEventSchema) }),
});

/** Every keyword one of the app's events (or the event `id`) shows for. */
export const appEventKeywordList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appEventKeywordList',
  tag: 'apps',
  summary: '应用内活动覆盖的关键词（可按活动筛选）',
  query: keywordsQuery,
  data: keywordList,
});

/** Event keyword coverage: the latest day with its change, and the span's history. */
export const eventKeywordSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/eventKeywordSummary',
  tag: 'apps',
  summary: '应用内活动关键词覆盖概况与趋势',
  query: spanQuery,
  data: summaryData,
});
