/**
 * keywordsmonitor (pages.md): the keywords a user watches for one app in a storefront, with the
 * app's rank for each now and over time (spec 7 /v1/apps/userKeywordsMonitor, userKeywordsResult).
 * The per-app quota is the tier's appKeyword limit (codes 2 / 3 / 4).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';

/** The spans of the rank chart (days). */
export const KEYWORD_WATCH_SPANS = [7, 30, 90] as const;

export const KEYWORD_WATCH_TEXTS = {
  keyword: '请输入关键词（1-100个字符）',
  unknown: '该关键词不在所选国家/地区的关键词库中',
  isMonitor: FIELD_TEXTS.isMonitor,
  days: FIELD_TEXTS.days(KEYWORD_WATCH_SPANS),
} as const;

/** A watched keyword with the app's rank for it now (null: not in the results) against 24 h earlier. */
export const watchedKeyword = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  rank: z.number().int().nullable(),
  /** Rank 24 h earlier: 0 = not in the results then; null without a list then. */
  previousRank: z.number().int().nullable(),
  /** previousRank − rank; ±99999 entering / leaving the results (data.md "Rank change"). */
  change: z.number().int(),
  heat: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
  addedAt: z.string(),
});
export type WatchedKeyword = z.infer<typeof watchedKeyword>;

/** The user's watched keywords of the app, newest first, and the quota (login needed). */
export const userKeywordsMonitor = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/userKeywordsMonitor',
  tag: 'apps',
  summary: '应用关键词监控列表（需登录）',
  query: appQuery,
  data: z.object({ list: z.array(watchedKeyword), count: z.number().int(), limit: z.number().int() }),
});

/** Watches (isMonitor 1) or stops watching (-1) a keyword of the storefront for the app. */
export const userKeywordsMonitorChange = defineEndpoint({
  method: 'POST',
  path: '/v1/apps/userKeywordsMonitorChange',
  tag: 'apps',
  summary: '添加 / 取消应用关键词监控（配额：codes 2 / 3 / 4）',
  body: appQuery.extend({
    keyword: z
      .string(KEYWORD_WATCH_TEXTS.keyword)
      .trim()
      .min(1, KEYWORD_WATCH_TEXTS.keyword)
      .max(100, KEYWORD_WATCH_TEXTS.keyword),
    isMonitor: z.enum(['1', '-1'], KEYWORD_WATCH_TEXTS.isMonitor).transform((v) => v === '1'),
  }),
  data: z.object({ count: z.number().int(), limit: z.number().int() }),
});

/** The app's rank for each watched keyword at the end of each China day of the span (null: not in the results). */
export const userKeywordsResult = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/userKeywordsResult',
  tag: 'apps',
  summary: '应用关键词监控：每日排名',
  query: appQuery.extend({
    days: numberChoice(KEYWORD_WATCH_SPANS, KEYWORD_WATCH_TEXTS.days, 7),
  }),
  data: z.object({
    days: z.array(z.string()),
    series: z.array(
      z.object({ keywordId: z.number().int(), keyword: z.string(), ranks: z.array(z.number().int().nullable()) }),
    ),
  }),
});

/** An app the user watches keywords of, with them (newest first) and the per-app quota. */
export const watchedAppSchema = z.object({
  appId: z.string(),
  country: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  sellerName: z.string(),
  keywords: z.array(watchedKeyword),
  limit: z.number().int(),
});
export type WatchedApp = z.infer<typeof watchedAppSchema>;

/** Every app the user watches keywords of (the account centre's 应用关键词), the latest watched first. */
export const userWatchedApps = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/userWatchedApps',
  tag: 'apps',
  summary: '应用关键词：监控了关键词的应用及其关键词排名（需登录）',
  data: z.object({ list: z.array(watchedAppSchema) }),
});
