import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  MEMBERSHIP_TEXTS,
  ORDER_STATUSES,
  PAID_TIERS,
  PAYMENT_METHODS,
  PLAN_IDS,
  PLAN_MONTHS,
} from '../constants/membership.ts';
import { TIERS } from '../constants/tiers.ts';

const planId = z.enum(PLAN_IDS, MEMBERSHIP_TEXTS.planUnknown);
const paymentMethod = z.enum(PAYMENT_METHODS, MEMBERSHIP_TEXTS.methodUnknown);
/** Order numbers are 'BY' and digits (see the server's newOrderNo). */
const orderNo = z
  .string(MEMBERSHIP_TEXTS.orderUnknown)
  .trim()
  .regex(/^BY\d{12,30}$/, MEMBERSHIP_TEXTS.orderUnknown);

export const membershipPlanSchema = z.object({
  id: planId,
  tier: z.enum(PAID_TIERS),
  months: z.union(PLAN_MONTHS.map((m) => z.literal(m))),
  amountFen: z.number().int(),
});

export const tierBenefitSchema = z.object({
  key: z.enum(['follow', 'keyword', 'monitor', 'appKeyword', 'asoKeyword', 'history', 'export']),
  label: z.string(),
  values: z.record(z.enum(TIERS), z.union([z.string(), z.boolean()])),
});

/** An order as the owner sees it; instants are ISO 8601 strings. */
export const vipOrderSchema = z.object({
  orderNo: z.string(),
  planId,
  tier: z.enum(PAID_TIERS),
  months: z.number().int(),
  amountFen: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});
export type VipOrder = z.infer<typeof vipOrderSchema>;

/** An order's state; once paid, the user's paid membership (tier and last day) after it was applied. */
const orderState = vipOrderSchema.extend({
  roleStr: z.enum(TIERS).nullable(),
  roleEndDate: z.string().nullable(),
});

export const vipPlans = defineEndpoint({
  method: 'GET',
  path: '/v1/vip/plans',
  tag: 'vip',
  summary: '会员套餐、价格与权益对比，可用的支付方式 (public)',
  data: z.object({
    plans: z.array(membershipPlanSchema),
    benefits: z.array(tierBenefitSchema),
    /** The ways to pay on offer, the default first; empty when payments are off. */
    providers: z.array(paymentMethod),
  }),
});

export const vipCreateOrder = defineEndpoint({
  method: 'POST',
  path: '/v1/vip/createOrder',
  tag: 'vip',
  summary:
    "创建会员订单 (login; method: one of the plans answer's providers, the first by default; refused when the " +
    'purchase rule refuses, e.g. VIP while SVIP)',
  body: z.object({ planId, method: paymentMethod.optional() }),
  data: vipOrderSchema.extend({
    payUrl: z.string(),
    /** What the QR code encodes, and the QR as a PNG data URL. */
    qrText: z.string(),
    qrImage: z.string(),
    /** Whether the order can be completed with the sandbox confirmation. */
    sandbox: z.boolean(),
    /** Who collects the payment (PAYMENT_METHOD_LABELS names it). */
    provider: paymentMethod,
  }),
});

export const vipOrderStatus = defineEndpoint({
  method: 'GET',
  path: '/v1/vip/orderStatus',
  tag: 'vip',
  summary: "查询订单状态 (the owner's order only; the pay dialog polls it every second)",
  query: z.object({ orderNo }),
  data: orderState,
});

export const vipSandboxConfirm = defineEndpoint({
  method: 'POST',
  path: '/v1/vip/sandboxConfirm',
  tag: 'vip',
  summary:
    "沙箱支付确认 (the owner's order; only with the sandbox provider; completes it as a payment notification would)",
  body: z.object({ orderNo }),
  data: orderState,
});

export const vipOrders = defineEndpoint({
  method: 'GET',
  path: '/v1/vip/orders',
  tag: 'vip',
  summary: '我的订单 (newest first, paged)',
  query: z.object({
    page: z.coerce.number('页码不正确').int('页码不正确').min(1, '页码不正确').default(1),
    pageSize: z.coerce
      .number('每页条数不正确')
      .int('每页条数不正确')
      .min(1, '每页条数不正确')
      .max(50, '每页最多50条')
      .default(10),
  }),
  data: z.object({ list: z.array(vipOrderSchema), total: z.number().int() }),
});
