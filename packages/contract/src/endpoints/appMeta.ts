/**
 * baseinfo and version (pages.md "iOS app detail"; spec 7 /v1/apps/appChangeHistory, packageDetail,
 * appVersionSummary, appVersionChart): the app's metadata changes, its package as the storefront
 * lists it, and its release figures. Every answer says `found: false` when the storefront does not
 * have the app.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';
import { inAppItemSchema } from '../fields/inApp.ts';
import { coverPaging } from '../fields/paging.ts';

/** The metadata fields whose changes the change history shows, by their names on the page. */
export const APP_CHANGE_FIELDS: Record<string, string> = {
  name: '名称',
  subtitle: '副标题',
  icon_url: '图标',
  description: '描述',
  price: '价格',
  version: '版本',
};

/** The spans (months) the release cadence chart looks back over. */
export const VERSION_CHART_MONTHS = [12, 24] as const;

export const APP_META_TEXTS = {
  field: '不支持的变更项',
  months: `月数只能是 ${VERSION_CHART_MONTHS.join('、')}`,
} as const;

const found = z.boolean();
/** 'YYYY-MM-DD HH:mm' China time. */
const time = z.string();

/**
 * The app's metadata changes (APP_CHANGE_FIELDS), newest first, of one field when `field` is given
 * ('' = every field); a page of `pageSize` (default 20, at most 100) and how many there are.
 */
export const appChangeHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appChangeHistory',
  tag: 'apps',
  summary: '应用元数据变更历史（名称、副标题、图标、描述、价格、版本）',
  query: appQuery.extend({
    field: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string(APP_META_TEXTS.field)
        .refine((f) => Object.hasOwn(APP_CHANGE_FIELDS, f), { message: APP_META_TEXTS.field })
        .optional(),
    ),
    ...coverPaging,
  }),
  data: z.object({
    found,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(
      z.object({ time, field: z.string(), fieldName: z.string(), oldValue: z.string(), newValue: z.string() }),
    ),
  }),
});

const release = z.object({ version: z.string(), time }).nullable();

/**
 * The version page's summary strip: how many versions, the first and the latest, how often and how
 * lately the app updates.
 */
export const appVersionSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appVersionSummary',
  tag: 'apps',
  summary: '应用版本概况（版本数、首个与最新版本、平均更新间隔、近90天更新次数）',
  query: appQuery,
  data: z.object({
    found,
    versionCount: z.number().int(),
    firstVersion: release,
    latestVersion: release,
    /** Mean days between consecutive versions, one decimal; null with fewer than 2 versions. */
    avgIntervalDays: z.number().nullable(),
    /** Versions released in the 90 days up to now. */
    updatesLast90Days: z.number().int(),
    /** China calendar days since the latest version's day (0 = today); null without versions. */
    daysSinceLastUpdate: z.number().int().nullable(),
  }),
});

/** The release cadence: versions released per China month over the last `months` months to this one, oldest first. */
export const appVersionChart = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/appVersionChart',
  tag: 'apps',
  summary: '应用版本发布频率（每月发布版本数）',
  query: appQuery.extend({
    months: numberChoice(VERSION_CHART_MONTHS, APP_META_TEXTS.months, VERSION_CHART_MONTHS[0]),
  }),
  data: z.object({
    found,
    /** 'YYYY-MM'; empty when not found. */
    months: z.array(z.string()),
    counts: z.array(z.number().int()),
  }),
});

/**
 * The app's package as the storefront lists it: bundle id, size (and each version's size where the
 * lookup that recorded the version kept it, newest first), languages (ISO codes), age rating, price,
 * and the in-app purchase items App Store search has shown for it (appSubscribeList's items).
 */
export const packageDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/packageDetail',
  tag: 'apps',
  summary: '应用安装包信息（大小、语言、年龄分级、价格、内购项目）',
  query: appQuery,
  data: z.object({
    found,
    bundleId: z.string(),
    fileSizeBytes: z.number(),
    sizeHistory: z.array(z.object({ version: z.string(), time, fileSizeBytes: z.number() })),
    languages: z.array(z.string()),
    contentRating: z.string(),
    price: z.number(),
    formattedPrice: z.string(),
    inAppPurchases: z.array(inAppItemSchema.pick({ id: true, name: true, price: true, formattedPrice: true })),
  }),
});
