/**
 * An iOS app's pages (pages.md "iOS app detail": the shared header, view = AppRank; spec 7
 * /v1/apps/appInfo, rankHistory): the app as the storefront's catalog has it, with its status tag
 * (spec 4: offline 已下架, else pre-order 预订), and its rank history on the overall and genre charts.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { RANKING_CHART_TYPES } from '../constants/charts.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery, viewApp } from '../fields/apps.ts';
import { chartRankRow } from '../fields/charts.ts';
import { numberChoice } from '../fields/dates.ts';

/** The spans AppRank looks back over (days): 1 and 7 at every snapshot (hourly), 30 and 90 one point a day. */
export const APP_RANK_SPANS = [1, 7, 30, 90] as const;
export const APP_RANK_HOURLY_MAX_DAYS = 7;

export const APP_DETAIL_TEXTS = {
  appId: FIELD_TEXTS.appId,
  country: FIELD_TEXTS.country,
  days: FIELD_TEXTS.days(APP_RANK_SPANS),
} as const;

export const appInfoSchema = viewApp.extend({
  subtitle: z.string(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  version: z.string(),
  /** 'YYYY-MM-DD'; '' when not known yet. */
  releaseDate: z.string(),
  updateDate: z.string(),
  onSale: z.boolean(),
  isBook: z.boolean(),
  /** Spec 4: '已下架' when off sale, else '预订' for a pre-order, else ''. */
  statusTag: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/**
 * The app's header: null when the storefront's catalog does not have the app (not found, or not in
 * this country); `followed` whether the logged-in user follows it (false for a visitor).
 */
export const appInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appInfo',
  tag: 'apps',
  summary: '应用基本信息（应用详情页头部）',
  query: appQuery,
  data: z.object({ app: appInfoSchema.nullable(), followed: z.boolean() }),
});

/**
 * AppRank's table 当前排名: the overall and own-genre charts the app is on as they last stood, then
 * those it was on within the last 24 h and has left (rank null, change −99999), each with its best
 * rank over the last 7 days and the latest time it held it ('YYYY-MM-DD HH:mm').
 */
export const appRankList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/rankList',
  tag: 'apps',
  summary: '应用当前排名（总榜与分类榜，含24小时内离榜的榜单与近7天最高排名）',
  query: appQuery,
  data: z.object({
    list: z.array(
      chartRankRow.extend({
        rank: z.number().int().nullable(),
        bestRank7d: z.number().int(),
        bestRank7dTime: z.string(),
      }),
    ),
  }),
});

/** AppRank: the app's rank on the overall and its genre's free, paid and grossing charts over `days`. */
export const appRankHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/rankHistory',
  tag: 'apps',
  summary: '应用排名历史（总榜与分类榜的免费、付费、畅销榜）',
  query: appQuery.extend({
    days: numberChoice(APP_RANK_SPANS, APP_DETAIL_TEXTS.days, 7),
  }),
  data: z.object({
    hourly: z.boolean(),
    /** The points' times, China time 'YYYY-MM-DD HH:mm', oldest first. */
    times: z.array(z.string()),
    series: z.array(
      z.object({
        chartType: z.enum(RANKING_CHART_TYPES),
        genre: z.number().int(),
        genreName: z.string(),
        /** Rank at each time; null when off the chart. */
        ranks: z.array(z.number().int().nullable()),
      }),
    ),
    /**
     * Versions released in the span (markers), and the spans off sale (bands); 'YYYY-MM-DD HH:mm', to ''
     * while still off sale.
     */
    versions: z.array(z.object({ time: z.string(), version: z.string() })),
    offline: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
});

/**
 * baseinfo: the app's store metadata in the storefront (description, screenshots, developer,
 * version, release and update dates; its package is packageDetail's, its changes appChangeHistory's);
 * `app` null when the storefront does not have it.
 */
export const appView = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appView',
  tag: 'apps',
  summary: '应用基本信息（描述、截图、开发商、版本与发布日期）',
  query: appQuery,
  data: z.object({
    app: z
      .object({
        description: z.string(),
        releaseNotes: z.string(),
        screenshotUrls: z.array(z.string()),
        sellerName: z.string(),
        /** 'YYYY-MM-DD'; '' when not known yet. */
        releaseDate: z.string(),
        updateDate: z.string(),
        version: z.string(),
      })
      .nullable(),
  }),
});

/** version: the app's versions in the storefront as the lookups saw them released, newest first. */
export const appVersionList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appVersionList',
  tag: 'apps',
  summary: '应用版本历史（版本号、发布时间、更新说明）',
  query: appQuery,
  data: z.object({
    /** False when the storefront does not have the app. */
    found: z.boolean(),
    /** 'YYYY-MM-DD HH:mm' China time. */
    list: z.array(z.object({ version: z.string(), time: z.string(), releaseNotes: z.string() })),
  }),
});

/**
 * AppRank's world map (pages.md "view": globalRank): the app's rank on the overall free, paid and
 * grossing charts of every storefront whose charts are collected, as each last stood within the
 * day before the market's now; 0 = not on that chart, null = no such chart collected then.
 */
export const appGlobalRank = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/globalRank',
  tag: 'apps',
  summary: '应用全球排名（各国家/地区总榜的免费、付费、畅销榜排名）',
  query: appQuery.omit({ country: true }),
  data: z.object({
    list: z.array(
      z.object({
        country: z.string(),
        countryName: z.string(),
        free: z.number().int().nullable(),
        charge: z.number().int().nullable(),
        grossing: z.number().int().nullable(),
      }),
    ),
  }),
});
