/**
 * An iOS app's competitors (pages.md competitor / competitorInfo; spec 7 /v1/apps/competitor,
 * competitorAdd, competitorDel, appListRank, appListDownloadsChart): the user's competitor set of
 * the app in a storefront, suggestions from its charts, and a side-by-side of their figures.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { RANKING_CHART_TYPES } from '../constants/charts.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appIdParam, appQuery, viewApp } from '../fields/apps.ts';
import { chartRankRow } from '../fields/charts.ts';
import { numberChoice } from '../fields/dates.ts';

/** How many competitors one app may have (per user and storefront). */
export const COMPETITOR_LIMIT = 10;
/** How many suggestions the competitor page offers. */
export const COMPETITOR_SUGGESTIONS = 8;
/** The spans of competitorInfo's downloads chart (days). */
export const COMPETITOR_CHART_SPANS = [7, 30] as const;
/** The spans of competitorInfo's download totals table (days). */
export const COMPETITOR_TOTAL_SPANS = [7, 30, 90] as const;

export const COMPETITOR_TEXTS = {
  limit: `每个应用最多添加${COMPETITOR_LIMIT}个竞品`,
  self: '不能把应用自身添加为竞品',
  unknown: '该应用不在所选国家/地区的 App Store 中',
  days: FIELD_TEXTS.days(COMPETITOR_CHART_SPANS),
  totalDays: FIELD_TEXTS.days(COMPETITOR_TOTAL_SPANS),
  chartType: FIELD_TEXTS.chartType,
  genre: '分类只能是总榜或该应用所属的分类',
} as const;

const competitorTarget = appQuery.extend({ competitorId: appIdParam });

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
  /** The overall and own-genre charts it is on as they last stood: rank and change against 24 h earlier. */
  ranks: z.array(chartRankRow),
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
  query: appQuery.extend({ days: numberChoice(COMPETITOR_CHART_SPANS, COMPETITOR_TEXTS.days, 7) }),
  data: z.object({
    days: z.array(z.string()),
    series: z.array(z.object({ appId: z.string(), trackName: z.string(), downloads: z.array(z.number().nullable()) })),
  }),
});

/** How many competitors the logged-in user has for the app in the storefront, and the limit (login needed). */
export const competitorCount = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/competitorCount',
  tag: 'apps',
  summary: '已添加的竞品数与上限（需登录）',
  query: appQuery,
  data: z.object({ count: z.number().int(), limit: z.number().int() }),
});

/**
 * competitorInfo's rank comparison: the apps appListRank shows, each one's best rank of every China
 * day (the last `days` ending today) on one chart: overall (genre 0) or the app's own genre's (the
 * genres offered are in `genres`); null for a day it was not on the chart.
 */
export const competitorRankHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appListRankHistory',
  tag: 'apps',
  summary: '竞品对比：每日最高排名',
  query: appQuery.extend({
    chartType: z.enum(RANKING_CHART_TYPES, COMPETITOR_TEXTS.chartType).default('free'),
    genre: z.coerce.number(COMPETITOR_TEXTS.genre).int(COMPETITOR_TEXTS.genre).default(0),
    days: numberChoice(COMPETITOR_CHART_SPANS, COMPETITOR_TEXTS.days, 7),
  }),
  data: z.object({
    /** The charts' genres that may be asked: overall, then the app's own (its family's outside China). */
    genres: z.array(z.object({ genre: z.number().int(), genreName: z.string() })),
    /** China days 'YYYY-MM-DD', oldest first. */
    days: z.array(z.string()),
    series: z.array(
      z.object({ appId: z.string(), trackName: z.string(), ranks: z.array(z.number().int().nullable()) }),
    ),
  }),
});

/**
 * competitorInfo's download table: the same apps' download estimates summed over the `days` China
 * days ending yesterday (`day`) and yesterday's, with each app's share of the group's total; sorted
 * by total, apps without estimates (nulls) last. A span beyond the tier's history depth answers its limit.
 */
export const competitorDownloadTotals = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appListDownloads',
  tag: 'apps',
  summary: '竞品对比：下载量预估合计与占比',
  query: appQuery.extend({ days: numberChoice(COMPETITOR_TOTAL_SPANS, COMPETITOR_TEXTS.totalDays, 7) }),
  data: z.object({
    day: z.string(),
    list: z.array(
      z.object({
        appId: z.string(),
        trackName: z.string(),
        iconUrl: z.string(),
        yesterday: z.number().nullable(),
        total: z.number().nullable(),
        /** total ÷ the group's total, 0..1; null without a total (or when the group has none). */
        share: z.number().nullable(),
      }),
    ),
  }),
});
