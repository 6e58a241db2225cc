/**
 * Keyword monitors (spec 8 'Subscribe', pages.md /new/apps/subscribedetail; spec 7 /v1/apps/
 * subscribeKeywordList, subscribeDetail): a user subscribes to a storefront's keyword, within the
 * tier's quota (TIER_LIMITS.monitor, codes 2 / 3 / 4), and is told each day what changed: heat,
 * result count, the apps that came into or left its top 10, in the daily digest at the user's push
 * time when a channel reaches them (the alert settings); otherwise no push time is set yet. Every
 * call needs login (401).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { viewApp } from '../fields/apps.ts';
import { keywordQuery } from '../fields/keywords.ts';

/** The days a monitor's detail shows, and the top of the results it watches. */
export const MONITOR_DAYS = 7;
export const MONITOR_TOP = 10;

export const KEYWORD_MONITOR_TEXTS = {
  isMonitor: FIELD_TEXTS.isMonitor,
  failed: '订阅失败',
  pushAt: (time: string) => `订阅成功！每天 ${time} 将提醒您该关键词的变化，推送时间可在微信监控中修改。`,
  noPushTime: '订阅成功！您尚未设置推送时间（开启微信、邮件或群机器人推送后每天推送），可在微信监控中设置。',
} as const;

/** A user's monitor quota: how many they have, and the tier's limit. */
const monitorQuota = z.object({ follow: z.number().int(), limit: z.number().int() });

/** Subscribes to (isMonitor=1) or drops (-1) a keyword monitor; the answer says the push time ('' when none is set). */
export const subscribeKeyword = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/subscribeKeyword',
  tag: 'keyword',
  summary: '订阅 / 取消订阅关键词监控 (tier quota: codes 2 / 3 / 4)',
  query: keywordQuery.extend({
    isMonitor: z.enum(['1', '-1'], KEYWORD_MONITOR_TEXTS.isMonitor).transform((v) => v === '1'),
  }),
  data: monitorQuota.extend({ isMonitor: z.boolean(), pushTime: z.string() }),
});

/** The user's keyword monitors, newest first, with the quota and the push time. */
export const subscribeKeywordList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/subscribeKeywordList',
  tag: 'keyword',
  summary: '我订阅的关键词监控',
  data: monitorQuota.extend({
    pushTime: z.string(),
    list: z.array(z.object({ keyword: z.string(), country: z.string(), subscribedAt: z.string() })),
  }),
});

export const monitorDay = z.object({
  date: z.string(),
  heat: z.number().int().nullable(),
  previousHeat: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
  /** Whether the day's report was sent to the user (a day since they subscribed). */
  alerted: z.boolean(),
  entered: z.array(viewApp.extend({ rank: z.number().int() })),
  /** Rank the day before, and now (0 = out of the results). */
  left: z.array(viewApp.extend({ previousRank: z.number().int(), rank: z.number().int() })),
});
export type MonitorDay = z.infer<typeof monitorDay>;

/**
 * One monitor's detail: the last MONITOR_DAYS days' reports, newest first (a keyword not subscribed to
 * shows them as a preview).
 */
export const subscribeDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/subscribeDetail',
  tag: 'keyword',
  summary: '关键词监控详情：近7天每日变化',
  query: keywordQuery,
  data: z.object({
    keyword: z.string(),
    country: z.string(),
    subscribed: z.boolean(),
    /** 'YYYY-MM-DD HH:mm'; '' when not subscribed. */
    subscribedAt: z.string(),
    pushTime: z.string(),
    /** False when the storefront does not have the keyword. */
    known: z.boolean(),
    days: z.array(monitorDay),
  }),
});
