import {
  ApiFailure,
  ErrorCode,
  findPlan,
  MAX_PENDING_ORDERS,
  MEMBERSHIP_PLANS,
  MEMBERSHIP_TEXTS,
  TIER_BENEFITS,
  vipCreateOrder,
  vipOrders,
  vipOrderStatus,
  vipPlans,
  vipSandboxConfirm,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { NOT_PAID } from '../../payments/alipay.ts';
import { ALIPAY_NOTIFY_PATH, isSandbox, paymentProvider } from '../../payments/providers.ts';
import { purchaseOutcome } from './purchase.ts';
import {
  closeExpiredOrders,
  closeOrder,
  findOrder,
  insertOrder,
  listOrders,
  markPaid,
  paymentOrder,
  pendingOrderCount,
  presentOrder,
  type OrderRow,
} from './queries.ts';
import { presentUser } from '../../present/user.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);
/** How often an open pay dialog's polling may ask the provider about its order. */
const QUERY_EVERY_SECONDS = 5;

/** An order's state for its owner; once paid, with the tier and last day the user has now. */
function orderState(order: OrderRow, user: Parameters<typeof presentUser>[0], now: Date) {
  const presented = presentOrder(order, now);
  if (presented.status !== 'paid') return { ...presented, roleStr: null, roleEndDate: null };
  const { roleStr, roleEndDate } = presentUser(user, now);
  return { ...presented, roleStr, roleEndDate };
}

/** Membership: plans and benefits, orders, and payment through the configured provider. */
export function vipRoutes(app: FastifyInstance): void {
  route(app, vipPlans, async ({ deps }) => ({
    plans: [...MEMBERSHIP_PLANS],
    benefits: [...TIER_BENEFITS],
    provider: deps.config.paymentProvider,
  }));

  route(app, vipCreateOrder, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const provider = paymentProvider(deps.config);
    if (provider === null) throw fail(MEMBERSHIP_TEXTS.paymentUnavailable);
    const plan = findPlan(body.planId);
    if (!plan) throw fail(MEMBERSHIP_TEXTS.planUnknown);
    const now = new Date();
    const outcome = purchaseOutcome({ role: user.role, endsAt: user.role_end_at }, plan, now);
    if (!outcome.ok) throw fail(outcome.msg);
    if ((await pendingOrderCount(deps.db, user.uid, now)) >= MAX_PENDING_ORDERS)
      throw fail(MEMBERSHIP_TEXTS.tooManyPending);

    const order = await insertOrder(deps.db, { uid: user.uid, plan, provider: provider.name, now });
    let payment;
    try {
      payment = await provider.createPayment(paymentOrder(order));
    } catch (err) {
      req.log.warn({ orderNo: order.order_no, detail: (err as Error).message }, 'payment not created');
      await closeOrder(deps.db, order.order_no);
      throw fail(MEMBERSHIP_TEXTS.paymentFailed);
    }
    const qrImage = await QRCode.toDataURL(payment.qrText, { margin: 1, width: 220 });
    return { ...presentOrder(order, now), ...payment, qrImage, sandbox: isSandbox(provider), provider: provider.name };
  });

  route(app, vipOrderStatus, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const order = await findOrder(deps.db, user.uid, query.orderNo);
    if (!order) throw fail(MEMBERSHIP_TEXTS.orderUnknown);
    const now = new Date();
    // Unpaid here: ask the provider (at most every QUERY_EVERY_SECONDS an order), in case its notification is late.
    const provider = paymentProvider(deps.config);
    if (order.status !== 'paid' && provider?.queryPayment && provider.name === order.provider) {
      if (await deps.kv.setIfAbsent(`vip:query:${order.order_no}`, QUERY_EVERY_SECONDS)) {
        const paid = await provider.queryPayment(order.order_no).catch((err: unknown) => {
          req.log.warn({ orderNo: order.order_no, detail: (err as Error).message }, 'payment query failed');
          return null;
        });
        if (paid && paid.orderNo === order.order_no) {
          const result = await markPaid(deps.db, provider.name, paid, now);
          if (result.ok) return orderState(result.order, result.user, now);
        }
      }
    }
    return orderState(order, user, now);
  });

  // A provider's notification of a payment (its own format; Alipay wants the word "success" back).
  app.post(ALIPAY_NOTIFY_PATH, async (req, reply) => {
    const provider = paymentProvider(app.deps.config);
    const answer = (ok: boolean) => reply.type('text/plain; charset=utf-8').send(ok ? 'success' : 'failure');
    if (provider?.name !== 'alipay') return answer(false);
    const body = req.body;
    if (body === null || typeof body !== 'object') return answer(false);
    const payload = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const parsed = provider.parseNotification(payload);
    if (!parsed.ok) {
      req.log.warn({ reason: parsed.reason, orderNo: payload.out_trade_no }, 'payment notification refused');
      // A trade not paid (yet) is a notification to acknowledge, not to retry.
      return answer(parsed.reason === NOT_PAID);
    }
    const result = await markPaid(app.deps.db, provider.name, parsed.notification, new Date());
    if (!result.ok) req.log.warn({ orderNo: parsed.notification.orderNo, msg: result.msg }, 'payment not applied');
    return answer(result.ok);
  });

  // The sandbox's "payer confirmed": its notification goes through the same markPaid a real
  // provider's notification would.
  route(app, vipSandboxConfirm, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const provider = paymentProvider(deps.config);
    if (!isSandbox(provider)) throw fail(MEMBERSHIP_TEXTS.sandboxOnly);
    const order = await findOrder(deps.db, user.uid, body.orderNo);
    if (!order) throw fail(MEMBERSHIP_TEXTS.orderUnknown);
    const parsed = provider.parseNotification(provider.notificationFor(paymentOrder(order)));
    if (!parsed.ok) throw fail(parsed.reason);
    const now = new Date();
    const result = await markPaid(deps.db, provider.name, parsed.notification, now);
    if (!result.ok) throw fail(result.msg);
    return orderState(result.order, result.user, now);
  });

  route(app, vipOrders, async ({ query, req, deps }) => {
    const user = await currentUser(req, deps);
    const now = new Date();
    await closeExpiredOrders(deps.db, user.uid, now);
    const { rows, total } = await listOrders(deps.db, user.uid, query.page, query.pageSize);
    return { list: rows.map((r) => presentOrder(r, now)), total };
  });
}
