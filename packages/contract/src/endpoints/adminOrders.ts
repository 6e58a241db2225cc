/** The console's 订单 section (/v1/admin/orders/*): every order with filters, one order, a refund mark. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_OPS_TEXTS } from '../constants/adminOps.ts';
import { TIERS } from '../constants/tiers.ts';
import { ORDER_STATUSES, PLAN_IDS } from '../constants/membership.ts';
import { adminOrderSchema, adminPaging, adminReason, digitsId } from '../fields/admin.ts';
import { ymdField } from '../fields/dates.ts';
import { pagedSchema } from '../fields/paging.ts';
import { parseYmd } from '../time/index.ts';

const membership = z.object({ role: z.enum(TIERS), endsAt: z.string().nullable() }).nullable();

/** One order with its payment, the membership it set, and a refund's mark. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  expiresAt: z.string(),
  providerTradeNo: z.string().nullable(),
  before: membership,
  after: membership,
  refund: z.object({ reason: z.string(), by: z.string(), at: z.string(), membershipAfter: membership }).nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const orderNo = z
  .string(ADMIN_OPS_TEXTS.orderNo)
  .trim()
  .regex(/^[A-Za-z0-9]{6,40}$/, ADMIN_OPS_TEXTS.orderNo);

export const adminOrderList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/orders/list',
  tag: 'admin',
  summary: '订单列表 (orders.read; by status, plan, China days created from and to, and user; newest first, paged)',
  query: z
    .object({
      status: z.enum(ORDER_STATUSES, ADMIN_OPS_TEXTS.orderStatus).optional(),
      planId: z
        .string(ADMIN_OPS_TEXTS.plan)
        .refine((p) => (PLAN_IDS as readonly string[]).includes(p), { message: ADMIN_OPS_TEXTS.plan })
        .optional(),
      from: ymdField(ADMIN_OPS_TEXTS.dateFrom).optional(),
      to: ymdField(ADMIN_OPS_TEXTS.dateTo).optional(),
      uid: digitsId(ADMIN_OPS_TEXTS.uid).optional(),
      ...adminPaging,
    })
    .refine((q) => q.from === undefined || q.to === undefined || parseYmd(q.from)! <= parseYmd(q.to)!, {
      message: ADMIN_OPS_TEXTS.dateOrder,
      path: ['from'],
    }),
  data: pagedSchema(adminOrderSchema).extend({
    /** What the filtered orders add up to: paid (refunded ones apart) and refunded, in fen. */
    paidFen: z.number().int(),
    refundedFen: z.number().int(),
  }),
});

export const adminOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/orders/detail',
  tag: 'admin',
  summary: '订单详情 (orders.read)',
  query: z.object({ orderNo }),
  data: adminOrderDetailSchema,
});

export const adminOrderRefund = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/orders/refund',
  tag: 'admin',
  summary:
    '标记退款 (orders.refund; a paid order, with a reason; the membership it bought is taken back; audited, the user notified; no money moves)',
  body: z.object({ orderNo, reason: adminReason }),
  data: adminOrderDetailSchema,
});
