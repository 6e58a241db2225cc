/**
 * asa (pages.md "iOS app detail"; spec 7 /v1/apps/getAsmData, topAsmKeyword, asmCountry,
 * asaSummary, /v1/chart/asmCoverHistory): the keywords an app buys in Apple Search Ads, derived from
 * the collected searches' ad slot (keyword_daily.ad_app_id). An ad keyword is one whose ad slot the
 * app held on some collected day of the span; its share of voice is the share of the keyword's
 * collected days in the span on which the app held the slot. Spans end on the market's China day.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';

/** The spans the page looks back over (days; checked against the tier's history depth). */
export const ASA_SPANS = [7, 30, 90] as const;
/** How many keywords topAsmKeyword answers. */
export const ASA_TOP = 10;

export const ASA_TEXTS = {
  days: FIELD_TEXTS.days(ASA_SPANS),
} as const;

const asaQuery = appQuery.extend({ days: numberChoice(ASA_SPANS, ASA_TEXTS.days, 30) });

/** The span answered: 'YYYY-MM-DD' China days, both included. */
const span = { from: z.string(), to: z.string() };

export const asaKeywordSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  /** Heat and Apple Ads popularity on the keyword's latest collected day of the span; null when not known. */
  heat: z.number().int().nullable(),
  popularity: z.number().int().nullable(),
  /** Days the app held the slot, and days the keyword was collected in the span. */
  adDays: z.number().int(),
  collectedDays: z.number().int(),
  /** Share of voice, percent with one decimal (adDays / collectedDays). */
  share: z.number(),
  /** 'YYYY-MM-DD': the first and last day it held the slot. */
  firstDay: z.string(),
  lastDay: z.string(),
  /** Held the slot on the span's latest collected day. */
  holdsNow: z.boolean(),
  /** Other apps that held the keyword's slot in the span. */
  rivals: z.number().int(),
});
export type AsaKeyword = z.infer<typeof asaKeywordSchema>;

/** Ad keywords of the span. */
const asaKeywordList = z.object({ ...span, list: z.array(asaKeywordSchema) });

/** The app's ad keywords in the span, by share of voice, then heat. */
export const asmData = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/getAsmData',
  tag: 'apps',
  summary: '应用 ASA 投放关键词（声量份额、投放天数、热度）',
  query: asaQuery,
  data: asaKeywordList,
});

/** The hottest ASA_TOP ad keywords of the span (heat on their latest day), hottest first. */
export const topAsmKeyword = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/topAsmKeyword',
  tag: 'apps',
  summary: '应用热门投放关键词（按热度）',
  query: asaQuery,
  data: asaKeywordList,
});

/** The span's summary: ad keywords (and hot ones, heat ≥ 4605), on the latest day, per day, the mean share of voice. */
export const asaSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/asaSummary',
  tag: 'apps',
  summary: '应用 ASA 投放概况',
  query: asaQuery,
  data: z.object({
    ...span,
    /** Collected days in the span, and the latest of them ('' without any). */
    days: z.number().int(),
    latestDay: z.string(),
    keywords: z.number().int(),
    hotKeywords: z.number().int(),
    latestCount: z.number().int(),
    averageDaily: z.number(),
    averageShare: z.number(),
  }),
});

/**
 * The storefronts whose keywords were collected in the span, with the app's ad keywords in each
 * (0 where it held none); other storefronts cannot be seen.
 */
export const asmCountry = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/asmCountry',
  tag: 'apps',
  summary: '应用 ASA 投放国家/地区（仅限已采集关键词的国家/地区）',
  query: asaQuery.omit({ country: true }),
  data: z.object({
    ...span,
    list: z.array(z.object({ country: z.string(), countryName: z.string(), keywords: z.number().int() })),
  }),
});

/** How many keywords' ad slots the app held on each collected day of the span, oldest first. */
export const asmCoverHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/chart/asmCoverHistory',
  tag: 'apps',
  summary: '应用每日投放关键词数',
  query: asaQuery,
  data: z.object({ ...span, list: z.array(z.object({ day: z.string(), count: z.number().int() })) }),
});
