/**
 * An iOS app's competitors (pages.md competitor / competitorInfo; spec 7 /v1/apps/competitor,
 * competitorAdd, competitorDel, appListRank, appListDownloadsChart): the user's competitor set of
 * the app in a storefront, suggestions from its charts, and a side-by-side of their figures.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery, APP_DETAIL_TEXTS } from './appDetail.ts';
import { viewApp } from './rankingViews.ts';

/** How many competitors one app may have (per user and storefront). */
export const COMPETITOR_LIMIT = 10;
/** How many suggestions the competitor page offers. */
export const COMPETITOR_SUGGESTIONS = 8;
/** The spans of competitorInfo's downloads chart (days). */
export const COMPETITOR_CHART_SPANS = [7, 30] as const;

export const COMPETITOR_TEXTS = {
  limit: `每个应用最多添加${COMPETITOR_LIMIT}个竞品`,
  self: '不能把应用自身添加为竞品',
  unknown: '该应用不在所选国家/地区的 App Store 中',
  days: `天数只能是 ${COMPETITOR_CHART_SPANS.join('、')}`,
} as const;

const competitorTarget = appQuery.extend({
  competitorId: z.string(APP_DETAIL_TEXTS.appId).trim().regex(/^\d{1,12}$/, APP_DETAIL_TEXTS.appId),
});

/**
 * The user's competitors of the app, newest first (empty for a visitor), and suggestions not yet
 * among them: the apps next to it on its genre's charts (the genre's first places when it is on none).
 */
export const competitorList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/competitor',
  tag: 'apps',
  summary: '竞品列表与推荐竞品',
  query: appQuery,
  data: z.object({
    list: z.array(viewApp.extend({ addedAt: z.string() })),
    suggestions: z.array(viewApp.extend({ reason: z.string() })),
    limit: z.number().int(),
  }),
});

export const competitorAdd = defineEndpoint({
  method: 'POST',
  path: '/v1/apps/competitorAdd',
  tag: 'apps',
  summary: '添加竞品（需登录；每个应用最多 COMPETITOR_LIMIT 个）',
  body: competitorTarget,
  data: z.object({ count: z.number().int() }),
});

export const competitorDel = defineEndpoint({
  method: 'POST',
  path: '/v1/apps/competitorDel',
  tag: 'apps',
  summary: '删除竞品（需登录）',
  body: competitorTarget,
  data: z.object({ count: z.number().int() }),
});

/** A column of competitorInfo: the app or a competitor with its figures now. */
export const competitorFigures = viewApp.extend({
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The overall and own-genre charts it is on as they last stood: its rank and the change against 24 h earlier. */
  ranks: z.array(z.object({ chartType: z.enum(['free', 'charge', 'grossing']), genre: z.number().int(), genreName: z.string(), rank: z.number().int(), change: z.number().int() })),
  /** Yesterday's download estimate (China day); null without one. */
  downloads: z.number().nullable(),
  /** Keyword coverage (data.md) on the latest collected day; null before any. */
  coverage: z.number().int().nullable(),
  coverageTop3: z.number().int().nullable(),
});
export type CompetitorFigures = z.infer<typeof competitorFigures>;

/** competitorInfo: the app first, then the user's competitors (a visitor's: the suggestions), side by side. */
export const competitorInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appListRank',
  tag: 'apps',
  summary: '竞品对比：应用与竞品的排名、下载量、关键词覆盖与评分',
  query: appQuery,
  data: z.object({ day: z.string(), apps: z.array(competitorFigures), suggested: z.boolean() }),
});

/** competitorInfo's chart: each of those apps' daily download estimates over the span. */
export const competitorDownloads = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appListDownloadsChart',
  tag: 'apps',
  summary: '竞品对比：每日下载量预估',
  query: appQuery.extend({
    days: z.coerce
      .number(COMPETITOR_TEXTS.days)
      .refine((d) => (COMPETITOR_CHART_SPANS as readonly number[]).includes(d), { message: COMPETITOR_TEXTS.days })
      .default(7),
  }),
  data: z.object({
    days: z.array(z.string()),
    series: z.array(z.object({ appId: z.string(), trackName: z.string(), downloads: z.array(z.number().nullable()) })),
  }),
});
