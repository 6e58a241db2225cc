/** The operator console's shared fields: paging, a required reason, ids, an order's row. */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_TEXTS } from '../constants/admin.ts';
import { ADMIN_OPS_TEXTS, ADMIN_REASON_MAX } from '../constants/adminOps.ts';
import { ORDER_STATUSES, PAID_TIERS } from '../constants/membership.ts';
import { boundedText } from './form.ts';
import { pageField, pageSizeField } from './paging.ts';

/** A console list's page and its size. */
export const adminPaging = {
  page: pageField(ADMIN_TEXTS.page, 100_000),
  pageSize: pageSizeField(ADMIN_TEXTS.pageSize, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
};

/** Why an operator makes a change: required, trimmed, at most ADMIN_REASON_MAX characters. */
export const adminReason = boundedText(ADMIN_REASON_MAX, ADMIN_OPS_TEXTS.reasonTooLong).refine((s) => s !== '', {
  message: ADMIN_OPS_TEXTS.reason,
});

/** A positive whole-number id in digits (a uid, a request or an operator), kept as text. */
export const digitsId = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[1-9]\d{0,17}$/, message);

/** A yes/no form flag: '1' or '0'. */
export const flagField = (message: string) => z.enum(['1', '0'], message).transform((v) => v === '1');

/** One order as the console lists it (times ISO 8601, amounts in fen); a user's detail and the orders list show it. */
export const adminOrderSchema = z.object({
  orderNo: z.string(),
  uid: z.string(),
  nickname: z.string(),
  planId: z.string(),
  tier: z.enum(PAID_TIERS),
  months: z.number().int(),
  amountFen: z.number().int(),
  /** A pending order past its expiry reads as closed. */
  status: z.enum(ORDER_STATUSES),
  provider: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
