/** Orders as the console lists them (the user's detail and the orders section): their rows and their shape. */
import { orderStatusAt, type AdminOrder } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

/** The orders with their user's nickname; a caller adds its filters, order and paging. */
export function orderRows(db: Kysely<Database>) {
  return db.selectFrom('vip_orders as o').innerJoin('users as u', 'u.uid', 'o.uid').selectAll('o').select('u.nickname');
}
export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>;

export function presentAdminOrder(r: AdminOrderRow, now: Date): AdminOrder {
  return {
    orderNo: r.order_no,
    uid: r.uid,
    nickname: r.nickname,
    planId: r.plan_id,
    tier: r.tier,
    months: r.months,
    amountFen: r.amount_fen,
    status: orderStatusAt({ status: r.status, expiresAt: r.expires_at }, now),
    provider: r.provider,
    createdAt: r.created_at.toISOString(),
    paidAt: r.paid_at?.toISOString() ?? null,
    refundedAt: r.refunded_at?.toISOString() ?? null,
  };
}
