/**
 * Marking a paid order refunded: in one transaction with the order and its user locked, the membership it bought is
 * taken back (`refund.ts`), the order keeps the mark (when, why, by whom, the membership after), the user gets an
 * `order` notice and the audit log a row. `returnMoney` asks the order's provider to refund the payer first (Alipay),
 * inside the transaction: a refusal changes nothing and is shown to the operator; else the money is returned in the
 * provider's back office, which the audit row says.
 */
import { ADMIN_OPS_TEXTS, ApiFailure, ErrorCode, formatDate, planLabel, TIER_LABELS } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { AdminRow } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { notify } from '../../notices/notify.ts';
import { PaymentError } from '../../payments/payment.ts';
import { refundedMembership, type Membership } from './refund.ts';

type Db = Kysely<Database>;

const shown = (m: Membership) => ({ role: m.role, endsAt: m.endsAt?.toISOString() ?? null });

function refundNotice(order: { order_no: string; tier: 'vip' | 'svip'; months: number }, after: Membership) {
  const membership =
    after.role === 'normal' || after.endsAt === null
      ? '你的会员已结束。'
      : `你的会员现为 ${TIER_LABELS[after.role]}，有效期至 ${formatDate(after.endsAt.getTime() - 1)}。`;
  return `订单 ${order.order_no}（${planLabel(order)}）已退款，该订单开通的会员时长已收回。${membership}[查看我的订单](/user/orders)`;
}

export async function markRefunded(
  db: Db,
  admin: AdminRow,
  input: { orderNo: string; reason: string; ip: string },
  now: Date,
  /** Returns the order's money through its provider when it can (answers true), else answers false. */
  returnMoney: (order: { order_no: string; provider: string; amount_fen: number }, reason: string) => Promise<boolean>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('vip_orders')
      .selectAll()
      .where('order_no', '=', input.orderNo)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.orderMissing);
    if (order.status !== 'paid') throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.notRefundable);
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', order.uid)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let moneyReturned: boolean;
    try {
      moneyReturned = await returnMoney(order, input.reason);
    } catch (err) {
      if (err instanceof PaymentError) throw new ApiFailure(ErrorCode.BAD_REQUEST, err.message);
      throw err;
    }
    const current: Membership = { role: user.role, endsAt: user.role_end_at };
    const after = refundedMembership(
      {
        tier: order.tier,
        paidAt: order.paid_at!,
        before: { role: order.role_before ?? 'normal', endsAt: order.end_before },
        after: { role: order.role_after as 'vip' | 'svip', endsAt: order.end_after! },
      },
      current,
      now,
    );
    await trx
      .updateTable('users')
      .set({ role: after.role, role_end_at: after.endsAt })
      .where('uid', '=', user.uid)
      .execute();
    await trx
      .updateTable('vip_orders')
      .set({
        status: 'refunded',
        refunded_at: now,
        refund_reason: input.reason,
        refunded_by: admin.id,
        refund_role: after.role,
        refund_end: after.endsAt,
      })
      .where('order_no', '=', order.order_no)
      .execute();
    await notify(trx, {
      uid: user.uid,
      kind: 'order',
      title: ADMIN_OPS_TEXTS.refundNoticeTitle,
      body: refundNotice(order, after),
      link: '/user/orders',
      dedupeKey: `order-refunded:${order.order_no}`,
      at: now,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'order.refund',
      target: `order:${order.order_no}`,
      before: { status: order.status, membership: shown(current) },
      after: {
        status: 'refunded',
        membership: shown(after),
        reason: input.reason,
        // Where the money went back: through the provider now, or by hand in its back office.
        money: moneyReturned ? order.provider : 'manual',
      },
      ip: input.ip,
    });
  });
}
