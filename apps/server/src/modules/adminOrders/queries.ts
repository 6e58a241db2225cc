/** 订单: every order with filters, one order in full. */
import {
  ADMIN_OPS_TEXTS,
  ApiFailure,
  chinaDayEnd,
  chinaDayStart,
  engineDay,
  ErrorCode,
  type AdminOrderDetail,
  type OrderStatus,
} from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { orderRows, presentAdminOrder, type AdminOrderRow } from '../../admin/orders.ts';

type Db = Kysely<Database>;

export interface OrderFilter {
  status?: OrderStatus | undefined;
  planId?: string | undefined;
  /** China days 'YYYYMMDD' the orders were opened from and to (both included). */
  from?: string | undefined;
  to?: string | undefined;
  uid?: string | undefined;
  page: number;
  pageSize: number;
}

/** The orders the filter keeps, at `now` (a pending order past its expiry counts as closed). */
function filtered(db: Db, f: OrderFilter, now: Date) {
  let q = orderRows(db);
  if (f.status === 'pending') q = q.where('o.status', '=', 'pending').where('o.expires_at', '>', now);
  if (f.status === 'closed')
    q = q.where((eb) =>
      eb.or([eb('o.status', '=', 'closed'), eb.and([eb('o.status', '=', 'pending'), eb('o.expires_at', '<=', now)])]),
    );
  if (f.status === 'paid' || f.status === 'refunded') q = q.where('o.status', '=', f.status);
  if (f.planId !== undefined) q = q.where('o.plan_id', '=', f.planId);
  if (f.from !== undefined) q = q.where('o.created_at', '>=', chinaDayStart(engineDay(f.from)));
  if (f.to !== undefined) q = q.where('o.created_at', '<', chinaDayEnd(engineDay(f.to)));
  if (f.uid !== undefined) q = q.where('o.uid', '=', f.uid);
  return q;
}

export async function listOrders(db: Db, f: OrderFilter, now: Date) {
  const q = filtered(db, f, now);
  const [sums, rows] = await Promise.all([
    q
      .clearSelect()
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`coalesce(sum(o.amount_fen) FILTER (WHERE o.status = 'paid'), 0)`.as('paid'),
        sql<string>`coalesce(sum(o.amount_fen) FILTER (WHERE o.status = 'refunded'), 0)`.as('refunded'),
      ])
      .executeTakeFirstOrThrow(),
    q
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_no', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
  ]);
  return {
    total: Number(sums.total),
    page: f.page,
    pageSize: f.pageSize,
    list: rows.map((r) => presentAdminOrder(r, now)),
    paidFen: Number(sums.paid),
    refundedFen: Number(sums.refunded),
  };
}

const membership = (role: AdminOrderRow['role_before'], endsAt: Date | null) =>
  role === null ? null : { role, endsAt: endsAt?.toISOString() ?? null };

export function presentDetail(r: AdminOrderRow & { refunded_by_name: string | null }, now: Date): AdminOrderDetail {
  return {
    ...presentAdminOrder(r, now),
    expiresAt: r.expires_at.toISOString(),
    providerTradeNo: r.provider_trade_no,
    before: membership(r.role_before, r.end_before),
    after: membership(r.role_after, r.end_after),
    refund:
      r.refunded_at === null
        ? null
        : {
            reason: r.refund_reason,
            by: r.refunded_by_name ?? '',
            at: r.refunded_at.toISOString(),
            membershipAfter: membership(r.refund_role, r.refund_end),
          },
  };
}

export async function orderDetail(db: Db, orderNo: string, now: Date): Promise<AdminOrderDetail> {
  const row = await orderRows(db)
    .leftJoin('admins as a', 'a.id', 'o.refunded_by')
    .select('a.username as refunded_by_name')
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.orderMissing);
  return presentDetail(row, now);
}
