import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isCountryCode } from '../constants/countries.ts';
import { isMarketCode } from '../constants/markets.ts';

/** 'ios', or an Android market code (spec 7 follow payloads). */
const market = z.string().refine((m) => m === 'ios' || isMarketCode(m), { message: '不支持的应用市场' });
const country = z.string().refine(isCountryCode, { message: '不支持的国家或地区' });
const appId = z.string().trim().regex(/^[A-Za-z0-9._]{1,200}$/, '应用ID格式不正确');
const isFollow = z.enum(['1', '-1'], 'isFollow 只能是 1 或 -1').transform((v) => v === '1');

export const followTarget = z.object({ appId, market: market.default('ios'), country: country.default('cn') });
export type FollowTarget = z.infer<typeof followTarget>;

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
  body: z.object({ sortList: z.string('缺少排序列表').regex(/^\d+(,\d+){0,199}$/, '排序列表格式不正确').transform((s) => s.split(',')) }),
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

export const userAppAlmighty = defineEndpoint({
  method: 'GET',
  path: '/v1/user/userAppAlmighty',
  tag: 'follow',
  summary: '关注的应用 (in the user\'s order)',
  query: z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(100) }),
  data: z.object({ list: z.array(followedAppSchema), hasFollow: z.boolean() }),
});
