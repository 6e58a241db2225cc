/**
 * An iOS app's status (pages.md "iOS app detail" appstatus; spec 7 /v1/apps/appStatusSummary,
 * appStatusList): where it stands now, and the timeline of its offline and online changes, its
 * release or pre-order, and the clear-chart and clear-words events (data.md "Monitors").
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery } from '../fields/apps.ts';

/**
 * The timeline's event kinds: the monitors' and 'missing' (lookup missed it once; two misses in a row
 * make it offline).
 */
export const APP_STATUS_KINDS = [
  'offline',
  'missing',
  'online',
  'new',
  'booked',
  'clear-chart',
  'clear-words',
] as const;
export type AppStatusKind = (typeof APP_STATUS_KINDS)[number];

/** What each kind is called on the page. */
export const APP_STATUS_KIND_NAMES: Record<AppStatusKind, string> = {
  offline: '下架',
  missing: '查询不到',
  online: '重新上架',
  new: '新品上架',
  booked: '开放预订',
  'clear-chart': '清榜',
  'clear-words': '清词',
};

export const appStatusSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appStatusSummary',
  tag: 'apps',
  summary: '应用当前状态与事件统计',
  query: appQuery,
  data: z.object({
    /** False when the storefront does not have the app. */
    found: z.boolean(),
    onSale: z.boolean(),
    isBook: z.boolean(),
    /** Spec 4's tag: 已下架, 预订 or ''. */
    statusTag: z.string(),
    /** Missed by the latest lookup while still counted on sale (one more miss makes it offline). */
    missing: z.boolean(),
    /** 'YYYY-MM-DD HH:mm': first seen, and the latest event ('' without one). */
    firstSeenAt: z.string(),
    latestEventAt: z.string(),
    /** Events per kind, every kind listed. */
    counts: z.array(z.object({ kind: z.enum(APP_STATUS_KINDS), count: z.number().int() })),
  }),
});

export const appStatusList = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appStatusList',
  tag: 'apps',
  summary: '应用状态变化时间线（上下架、清榜、清词）',
  query: appQuery,
  data: z.object({
    /** Newest first; times 'YYYY-MM-DD HH:mm' China time. */
    list: z.array(
      z.object({
        time: z.string(),
        kind: z.enum(APP_STATUS_KINDS),
        /** offline: best overall rank in the 24 h before (null: not charted); clear-chart: the rank before. */
        rank: z.number().int().nullable(),
        /** clear-chart: free / charge / grossing. */
        chartType: z.string().nullable(),
        coverageBefore: z.number().int().nullable(),
        coverageAfter: z.number().int().nullable(),
        price: z.number().nullable(),
        /** booked: 'YYYY-MM-DD HH:mm'. */
        expectedRelease: z.string().nullable(),
      }),
    ),
  }),
});
