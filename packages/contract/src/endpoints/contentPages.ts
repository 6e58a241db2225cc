/**
 * The content pages' reads (spec 2.1, pages.md "Content pages"): /new/about, /brand and /brand/about,
 * /new/service/api, /new/events/detail; and /new/test's checks. Every text comes from the server's content tables.
 * Times are unix seconds; bodies are the blog's Markdown subset; list fields are arrays of lines.
 */
import { z } from 'zod';
import { LEAD_TEXTS } from '../constants/contentPages.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  brandMilestoneSchema,
  brandProductSchema,
  eventSchema,
  partnershipKindSchema,
} from '../fields/contentPages.ts';
import { rowId } from '../fields/leads.ts';

export const pageBlockSchema = z.object({ key: z.string(), title: z.string(), body: z.string() });
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const jobOpeningSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  email: z.string(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const aboutPage = defineEndpoint({
  method: 'GET',
  path: '/v1/pages/about',
  tag: 'pages',
  summary: '关于我们：介绍文字、招聘职位（#join）、合作类型（#partner）',
  data: z.object({
    blocks: z.array(pageBlockSchema),
    jobs: z.array(jobOpeningSchema),
    partnerKinds: z.array(partnershipKindSchema),
  }),
});

export const brandPage = defineEndpoint({
  method: 'GET',
  path: '/v1/pages/brand',
  tag: 'pages',
  summary: '品牌：榜眼是什么、旗下产品、发展历程（时间正序）',
  data: z.object({
    blocks: z.array(pageBlockSchema),
    products: z.array(brandProductSchema),
    milestones: z.array(brandMilestoneSchema),
  }),
});

export const apiGroupSchema = z.object({
  tag: z.string(),
  name: z.string(),
  description: z.string(),
  /** How many endpoints of the API document carry the tag, and a few of their paths. */
  endpointCount: z.number().int(),
  examples: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })),
});
export const apiPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  quota: z.string(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
});
export type ApiGroup = z.infer<typeof apiGroupSchema>;
export type ApiPlan = z.infer<typeof apiPlanSchema>;

export const apiServicePage = defineEndpoint({
  method: 'GET',
  path: '/v1/pages/api',
  tag: 'pages',
  summary: '数据API产品页：介绍、接口分组（按API文档统计）、套餐、文档地址',
  data: z.object({
    blocks: z.array(pageBlockSchema),
    groups: z.array(apiGroupSchema),
    plans: z.array(apiPlanSchema),
    docsUrl: z.string(),
    endpointTotal: z.number().int(),
  }),
});

export const eventDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/events/detail',
  tag: 'pages',
  summary: '活动详情（id，不传则为最新发布的活动；不存在为404）',
  query: z.object({ id: rowId(LEAD_TEXTS.eventId).optional() }),
  data: eventSchema,
});

/** /new/test: the server's clock, for the round trip and the clock offset. */
export const networkPing = defineEndpoint({
  method: 'GET',
  path: '/v1/test/ping',
  tag: 'pages',
  summary: '网络检测：服务器时间（毫秒）',
  data: z.object({ serverTime: z.number().int() }),
});

/** /new/test: a signed request (spec 9); a wrong or stale signature is refused as any signed call's. */
export const signCheck = defineEndpoint({
  method: 'GET',
  path: '/v1/test/signCheck',
  tag: 'pages',
  summary: '网络检测：请求签名校验（签名请求）',
  signed: true,
  data: z.object({ serverTime: z.number().int() }),
});
