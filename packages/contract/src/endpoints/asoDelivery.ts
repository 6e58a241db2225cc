/**
 * The ASO delivery request page (/grow/create/app_id/{appId}, spec 7): the keyword cart posts its form there; the
 * page reads each keyword's heat and the app's rank, and a logged-in user submits a request with a target rank per
 * keyword, a budget and a contact. The account centre lists the user's requests.
 */
import { z } from 'zod';
import { ASO_DELIVERY_LIMITS, ASO_DELIVERY_TEXTS, CART_SUBMIT_TYPE, LEAD_LIMITS } from '../constants/contentPages.ts';
import { defineEndpoint } from '../endpoint.ts';
import { appIdParam, appQuery } from '../fields/apps.ts';
import { listParts } from '../fields/form.ts';
import {
  deliveryKeywordSchema,
  deliveryRequestSchema,
  leadPhone,
  optionalText,
  requiredText,
} from '../fields/leads.ts';

/** Comma-joined keywords (the cart's form), trimmed, de-duplicated in order, 1 to the limit. */
export const deliveryKeywords = z.preprocess(
  (raw) => [...new Set(listParts(raw))],
  z
    .array(z.string().refine((k) => [...k].length <= ASO_DELIVERY_LIMITS.keyword, ASO_DELIVERY_TEXTS.keyword))
    .min(1, ASO_DELIVERY_TEXTS.keywords)
    .max(ASO_DELIVERY_LIMITS.keywords, ASO_DELIVERY_TEXTS.keywords),
);

/** The keyword cart's browser form (spec 7), posted to the page's own path. */
export const cartSubmitForm = z.object({
  submit_type: z.literal(CART_SUBMIT_TYPE, ASO_DELIVERY_TEXTS.submitType),
  keywords: deliveryKeywords,
});
export const cartSubmitParams = z.object({ appId: appIdParam });

const targetRanks = z.preprocess(
  (raw) => listParts(raw).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
  z.array(
    z
      .number(ASO_DELIVERY_TEXTS.targetRank)
      .int(ASO_DELIVERY_TEXTS.targetRank)
      .min(1, ASO_DELIVERY_TEXTS.targetRank)
      .max(ASO_DELIVERY_LIMITS.targetRankMax, ASO_DELIVERY_TEXTS.targetRank),
  ),
);

export const asoDeliveryKeywords = defineEndpoint({
  method: 'GET',
  path: '/v1/asoDelivery/keywords',
  tag: 'asoDelivery',
  summary: 'ASO投放：关键词热度与应用当前排名（keywords 逗号分隔）',
  query: appQuery.extend({ keywords: deliveryKeywords }),
  data: z.object({ list: z.array(deliveryKeywordSchema) }),
});

export const asoDeliveryCreate = defineEndpoint({
  method: 'POST',
  path: '/v1/asoDelivery/create',
  tag: 'asoDelivery',
  summary: '提交ASO投放需求（需登录；keywords 与 targetRanks 逗号分隔、一一对应；预算单位元）',
  body: appQuery
    .extend({
      keywords: deliveryKeywords,
      targetRanks,
      budget: z.coerce
        .number(ASO_DELIVERY_TEXTS.budget)
        .int(ASO_DELIVERY_TEXTS.budget)
        .min(ASO_DELIVERY_LIMITS.budgetMin, ASO_DELIVERY_TEXTS.budget)
        .max(ASO_DELIVERY_LIMITS.budgetMax, ASO_DELIVERY_TEXTS.budget),
      contactName: requiredText(LEAD_LIMITS.name, ASO_DELIVERY_TEXTS.contactName),
      contactPhone: leadPhone,
      note: optionalText(ASO_DELIVERY_LIMITS.note, ASO_DELIVERY_TEXTS.note),
    })
    .refine((b) => b.targetRanks.length === b.keywords.length, {
      message: ASO_DELIVERY_TEXTS.targetRanks,
      path: ['targetRanks'],
    }),
  data: deliveryRequestSchema,
});

export const asoDeliveryMine = defineEndpoint({
  method: 'GET',
  path: '/v1/asoDelivery/mine',
  tag: 'asoDelivery',
  summary: '我的投放：当前用户的ASO投放需求（需登录，最新在前）',
  data: z.object({ list: z.array(deliveryRequestSchema) }),
});
