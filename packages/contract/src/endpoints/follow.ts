/**
 * Following apps and saving search keywords (spec 2.4 'Apps I follow', 2.5, 3, 6, 7, 8): follow and
 * unfollow within the tier's quota, the followed apps (with their figures for the list mode), their
 * order, the add-app dialog's search, requests to link an app's other markets, and saved keywords.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { DEFAULT_MARKET, isMarketCode } from '../constants/markets.ts';
import { appPlacesSchema, followTarget } from '../fields/follow.ts';

const isFollow = z.enum(['1', '-1'], 'isFollow 只能是 1 或 -1').transform((v) => v === '1');
const country = followTarget.shape.country;

/** Follow quota (spec 3): how many apps are followed and how many the tier allows. */
export const followQuota = z.object({ follow: z.number().int(), limit: z.number().int() });

export const followAppAlmighty = defineEndpoint({
  method: 'POST',
  path: '/v1/user/followAppAlmighty',
  tag: 'follow',
  summary: '关注 / 取消关注一个应用 (tier quota: codes 2 / 3 / 4)',
  body: followTarget.extend({ isFollow }),
  data: followQuota,
});

export const followAppAlmightyBatch = defineEndpoint({
  method: 'POST',
  path: '/v1/user/followAppAlmightyBatch',
  tag: 'follow',
  summary: '批量关注 / 取消关注 (all or nothing within the quota)',
  body: z.object({
    isFollow,
    list: z
      .string('缺少应用列表')
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: '应用列表格式不正确' });
          return z.NEVER;
        }
      })
      .pipe(z.array(followTarget, '应用列表格式不正确').min(1, '请选择要关注的应用').max(100, '一次最多100个应用')),
  }),
  data: followQuota,
});

export const userFollowSituation = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userFollowSituation',
  tag: 'follow',
  summary: '关注配额 (follow, limit)',
  data: followQuota,
});

export const sortUserApp = defineEndpoint({
  method: 'POST',
  path: '/v1/user/sortUserApp',
  tag: 'follow',
  summary: '关注应用排序 (sortList: followIds in the new order)',
  body: z.object({
    sortList: z
      .string('缺少排序列表')
      .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, '排序列表格式不正确')
      .transform((s) => s.split(',')),
  }),
  data: z.null(),
});

export const followedAppSchema = z.object({
  followId: z.number().int(),
  trackId: z.string(),
  trackName: z.string(),
  artworkUrl60: z.string(),
  sellerName: z.string(),
  market: z.string(),
  country: z.string(),
  platform: z.enum(['ios', 'android']),
});
export type FollowedApp = z.infer<typeof followedAppSchema>;

const followListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  /**
   * Home's list (spec 7 'from=index'): a visitor gets the demo apps and a user without follows the
   * recommended ones, both with hasFollow false; elsewhere the list needs a login.
   */
  from: z.enum(['index'], 'from 只能是 index').optional(),
});

export const userAppAlmighty = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userAppAlmighty',
  tag: 'follow',
  summary: "关注的应用 (in the user's order; from=index: demo or recommended apps when there are none)",
  query: followListQuery,
  data: z.object({ list: z.array(followedAppSchema), hasFollow: z.boolean() }),
});

/** A chart place in a followed app's row: rank, change and the chart's name (spec 3 bangAll, bangGenre). */
const rankCell = z.object({ rank: z.number().int(), rankChange: z.number().int(), genreName: z.string() }).nullable();

/** A followed app with its figures for the list mode table (spec 3 'Followed app', 2.4 list mode). */
export const followedAppDeepSchema = followedAppSchema.merge(appPlacesSchema).extend({
  genreName1: z.string(),
  genreIds1: z.number().int(),
  bangAll: rankCell,
  bangGenre: rankCell,
  yesterdayDownloads: z.number().nullable(),
  keywordCoverAll: z.number().int().nullable(),
  keywordCoverAllChange: z.number().int(),
  keywordCoverTop3: z.number().int().nullable(),
  keywordCoverTop3Change: z.number().int(),
  averageUserRating: z.number().nullable(),
  status: z.number().int(),
  is_book: z.boolean(),
  priceStr: z.string(),
  versionName: z.string(),
  versionDate: z.string(),
});
export type FollowedAppDeep = z.infer<typeof followedAppDeepSchema>;

export const userAppAlmightyDeep = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userAppAlmightyDeep',
  tag: 'follow',
  summary: '关注的应用及其数据 (list mode; from=index as userAppAlmighty)',
  query: followListQuery,
  data: z.object({ list: z.array(followedAppDeepSchema), hasFollow: z.boolean() }),
});

/**
 * Spec 2.5, 7 apply-to-link-app: the user gives the app's address in markets it is not linked to
 * yet (urlList: JSON [{code, url}]); the server keeps the request for review. The path is ours.
 */
export const applyLinkApp = defineEndpoint({
  method: 'POST',
  path: '/v1/user/applyLinkApp',
  tag: 'follow',
  summary: "申请关联应用 (other markets' addresses for an app)",
  body: z.object({
    ...followTarget.shape,
    urlList: z
      .string('请填写应用地址')
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: '应用地址格式不正确' });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(
            z.object({
              code: z.string().refine((c) => c === 'ios' || isMarketCode(c), { message: FIELD_TEXTS.market }),
              url: z.string().trim().max(500, '应用地址不能超过500个字符'),
            }),
            '应用地址格式不正确',
          )
          .max(20, '应用地址格式不正确')
          .transform((rows) => rows.filter((r) => r.url !== ''))
          .refine((rows) => rows.length > 0, '请至少填写一个应用地址'),
      ),
  }),
  data: z.null(),
});

/** Spec 9: the add-app dialog's search pages hold 20 apps. */
export const FOLLOW_SEARCH_PAGE_SIZE = 20;

/**
 * The add-app dialog's search (spec 3 'Search result', 7 'Search from home'): apps of an iOS
 * storefront (type store) or an Android market (type android) by name or id, each with whether
 * the user follows it. The spec names the parameters but not the path.
 */
export const followSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/user/followSearch',
  tag: 'follow',
  summary: '添加关注：按名称或ID搜索应用 (followed flag per app)',
  query: z.object({
    keyword: z.string('请输入应用名称或ID').trim().min(1, '请输入应用名称或ID').max(100, '关键词不能超过100个字符'),
    type: z.enum(['store', 'android'], '搜索类型只能是 store 或 android').default('store'),
    country,
    market: z.string().refine(isMarketCode, { message: FIELD_TEXTS.market }).default(DEFAULT_MARKET),
    page: z.coerce
      .number('页码格式不正确')
      .int('页码格式不正确')
      .min(1, '页码格式不正确')
      .max(50, '最多查看50页')
      .default(1),
    pageSize: z.coerce
      .number('每页数量格式不正确')
      .int('每页数量格式不正确')
      .min(1, '每页数量格式不正确')
      .max(FOLLOW_SEARCH_PAGE_SIZE, `每页最多${FOLLOW_SEARCH_PAGE_SIZE}个`)
      .default(FOLLOW_SEARCH_PAGE_SIZE),
  }),
  data: z.object({
    list: z.array(
      z.object({
        trackId: z.string(),
        trackName: z.string(),
        sellerName: z.string(),
        artworkUrl60: z.string(),
        followed: z.boolean(),
      }),
    ),
    hasMore: z.boolean(),
    total: z.number().int(),
  }),
});

/** A saved search keyword: trimmed, inner spaces collapsed (spec 6, 7). */
const savedKeyword = z
  .string('请输入关键词')
  .trim()
  .min(1, '请输入关键词')
  .max(100, '关键词不能超过100个字符')
  .transform((k) => k.replace(/\s+/g, ' '));

/** Saves or drops a search keyword of a storefront; saving beyond the tier's quota answers 2 / 3 / 4 (spec 6, 8). */
export const followSearchKeyword = defineEndpoint({
  method: 'GET',
  path: '/v1/user/followSearchKeyword',
  tag: 'follow',
  summary: '保存 / 取消保存搜索关键词 (tier quota: codes 2 / 3 / 4)',
  query: z.object({ keyword: savedKeyword, country, isFollow }),
  data: followQuota,
});

export const userKeywordAll = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userKeywordAll',
  tag: 'follow',
  summary: '保存的搜索关键词 (newest first) and the quota',
  data: followQuota.extend({
    list: z.array(z.object({ keyword: z.string(), country: z.string(), savedAt: z.string() })),
  }),
});

/** A saved keyword with its newest figures and the first apps of its results (the account centre's 我的关键词). */
export const savedKeywordDeepSchema = z.object({
  keyword: z.string(),
  country: z.string(),
  savedAt: z.string(),
  /** Whether the storefront collects the keyword; its figures are null when not. */
  collected: z.boolean(),
  heat: z.number().int().nullable(),
  heatChange: z.number().int().nullable(),
  resultCount: z.number().int().nullable(),
  resultCountChange: z.number().int().nullable(),
  topApps: z.array(z.object({ appId: z.string(), trackName: z.string(), artworkUrl60: z.string() })),
});
export type SavedKeywordDeep = z.infer<typeof savedKeywordDeepSchema>;

export const userKeywordDeep = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userKeywordDeep',
  tag: 'follow',
  summary: '保存的搜索关键词及其最新热度、结果数、变化与排名前三的应用 (newest first) and the quota',
  data: followQuota.extend({
    /** The China day of the figures ('YYYYMMDD', the latest collected), '' before any collection. */
    date: z.string(),
    list: z.array(savedKeywordDeepSchema),
  }),
});
