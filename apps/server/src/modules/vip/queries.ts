import { randomInt } from 'node:crypto';
import {
  ACCOUNT_ORDERS_PATH,
  formatDate,
  formatDateYmd,
  formatHm,
  MEMBERSHIP_TEXTS,
  MINUTE_MS,
  ORDER_TTL_MINUTES,
  orderStatusAt,
  planLabel,
  SITE_NAME,
  TIER_LABELS,
  type MembershipPlan,
  type PaidTier,
  type PlanId,
  type VipOrder,
} from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, VipOrdersTable } from '@bangyan/db';
import { notify } from '../../notices/notify.ts';
import type { UserRow } from '../../session/users.ts';
import type { PaymentNotification, PaymentOrder } from '../../payments/payment.ts';
import { settlePurchase } from './purchase.ts';

type Db = Kysely<Database>;
export type OrderRow = Selectable<VipOrdersTable>;

/** 'BY', the China date and minute, then eight random digits: 'BY20260315142208391742'. */
export function newOrderNo(now: Date): string {
  const serial = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `BY${formatDateYmd(now)}${formatHm(now).replace(':', '')}${serial}`;
}

export async function insertOrder(
  db: Db,
  order: { uid: string; plan: MembershipPlan; provider: string; now: Date },
): Promise<OrderRow> {
  const { plan, now } = order;
  return db
    .insertInto('vip_orders')
    .values({
      order_no: newOrderNo(now),
      uid: order.uid,
      plan_id: plan.id,
      tier: plan.tier,
      months: plan.months,
      amount_fen: plan.amountFen,
      provider: order.provider,
      created_at: now,
      expires_at: new Date(now.getTime() + ORDER_TTL_MINUTES * MINUTE_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's own order; another user's reads as absent. */
export function findOrder(db: Db, uid: string, orderNo: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('vip_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** Closes a pending order: its provider would not open the payment, or it expired unpaid. */
export async function closeOrder(db: Db, orderNo: string): Promise<void> {
  await db
    .updateTable('vip_orders')
    .set({ status: 'closed' })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .execute();
}

export async function pendingOrderCount(db: Db, uid: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('vip_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('uid', '=', uid)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listOrders(
  db: Db,
  uid: string,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('vip_orders')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('vip_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An order as its owner sees it: a pending order past its expiry reads as closed. */
export function presentOrder(row: OrderRow, now: Date): VipOrder {
  return {
    orderNo: row.order_no,
    planId: row.plan_id as PlanId,
    tier: row.tier,
    months: row.months,
    amountFen: row.amount_fen,
    status: orderStatusAt({ status: row.status, expiresAt: row.expires_at }, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at === null ? null : row.paid_at.toISOString(),
  };
}

/** What the provider is asked to collect for an order. */
export function paymentOrder(row: OrderRow): PaymentOrder {
  return {
    orderNo: row.order_no,
    amountFen: row.amount_fen,
    subject: `${SITE_NAME} ${planLabel(row)}`,
    expiresAt: row.expires_at,
  };
}

export type MarkPaidResult =
  { ok: true; order: OrderRow; user: UserRow; applied: boolean } | { ok: false; msg: string };

/**
 * Applies a provider's payment notification, the one path every provider's confirmation takes.
 * In one transaction, with the order and the user locked: an order already paid (or refunded) is left as it is
 * (a repeated notification changes nothing); an unknown order, one paid after it expired (by the provider's
 * payment time) and a wrong amount are refused; otherwise the purchase rule sets the user's membership, the order becomes paid
 * with the membership before and after, and the user gets the order notice (paidNotice).
 */
export async function markPaid(
  db: Db,
  provider: string,
  paid: PaymentNotification,
  now: Date,
): Promise<MarkPaidResult> {
  return db.transaction().execute(async (trx): Promise<MarkPaidResult> => {
    const order = await trx
      .selectFrom('vip_orders')
      .selectAll()
      .where('order_no', '=', paid.orderNo)
      .where('provider', '=', provider)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { ok: false, msg: MEMBERSHIP_TEXTS.orderUnknown };
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', order.uid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Paid already (a repeated notification), or paid and since refunded: nothing more to apply.
    if (order.status === 'paid' || order.status === 'refunded') return { ok: true, order, user, applied: false };
    // A payment is judged by when it was made: one made in time counts even when its notification comes after the
    // order closed for want of it.
    const paidAt = paid.paidAt && paid.paidAt.getTime() <= now.getTime() ? paid.paidAt : now;
    const inTime = order.expires_at.getTime() > paidAt.getTime();
    if (order.status === 'closed' && !inTime) return { ok: false, msg: MEMBERSHIP_TEXTS.orderClosed };
    if (!inTime) {
      await trx.updateTable('vip_orders').set({ status: 'closed' }).where('order_no', '=', order.order_no).execute();
      return { ok: false, msg: MEMBERSHIP_TEXTS.orderExpired };
    }
    if (paid.amountFen !== order.amount_fen) return { ok: false, msg: MEMBERSHIP_TEXTS.amountMismatch };

    const after = settlePurchase({ role: user.role, endsAt: user.role_end_at }, order, now);
    const updatedUser = await trx
      .updateTable('users')
      .set({ role: after.role, role_end_at: after.endsAt })
      .where('uid', '=', user.uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    const updatedOrder = await trx
      .updateTable('vip_orders')
      .set({
        status: 'paid',
        paid_at: now,
        provider_trade_no: paid.tradeNo,
        role_before: user.role,
        end_before: user.role_end_at,
        role_after: after.role,
        end_after: after.endsAt,
      })
      .where('order_no', '=', order.order_no)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, paidNotice(order, after));
    return { ok: true, order: updatedOrder, user: updatedUser, applied: true };
  });
}

/**
 * The message centre's notice of a paid order: the plan bought and the membership it gave, through its last day.
 * Once per order (its dedupe key), however often the provider repeats the notification.
 */
function paidNotice(order: OrderRow, after: { role: PaidTier; endsAt: Date }) {
  const lastDay = formatDate(new Date(after.endsAt.getTime() - 1));
  return {
    uid: order.uid,
    kind: 'order' as const,
    title: '会员开通成功',
    body:
      `您购买的「${planLabel(order)}」已支付成功，当前会员等级为${TIER_LABELS[after.role]}，` +
      `有效期至${lastDay}。感谢您对${SITE_NAME}的支持！`,
    link: ACCOUNT_ORDERS_PATH,
    dedupeKey: `order-paid:${order.order_no}`,
  };
}
