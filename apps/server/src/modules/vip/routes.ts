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
  type DataOf,
  vipPlans,
  vipSandboxConfirm,
} from '@bangyan/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { route } from '../../http/route.ts';
import { orWithout } from '../../infra/kv.ts';
import { currentUser } from '../../session/current.ts';
import { NOT_PAID } from '../../payments/alipay.ts';
import type { PaymentProvider } from '../../payments/payment.ts';
import { isSandbox, NOTIFY_PATHS, paymentProvider } from '../../payments/providers.ts';
import { purchaseOutcome } from './purchase.ts';
import { QUERY_EVERY_SECONDS, settleWithProvider } from './settle.ts';
import {
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
import { lastDayText } from '../../present/user.ts';
import { runningMemberships } from '../../access/membership.ts';
import type { UserRow } from '../../session/users.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/**
 * An order's state for its owner; once paid, the paid membership it went into, with its last day (an SVIP trial
 * running beside it is not what was bought).
 */
function orderState(order: OrderRow, user: UserRow, now: Date): DataOf<typeof vipOrderStatus> {
  const presented = presentOrder(order, now);
  if (presented.status !== 'paid') return { ...presented, roleStr: null, roleEndDate: null };
  const paid = runningMemberships(user, now).find((m) => m.kind === 'paid');
  return { ...presented, roleStr: paid?.tier ?? 'normal', roleEndDate: paid ? lastDayText(paid.endsAt) : '' };
}

/** Membership: plans and benefits, orders, and payment through the configured provider. */
export function vipRoutes(app: FastifyInstance): void {
  route(app, vipPlans, async ({ deps }) => ({
    plans: [...MEMBERSHIP_PLANS],
    benefits: [...TIER_BENEFITS],
    providers: deps.config.paymentProviders,
  }));

  route(app, vipCreateOrder, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const offered = deps.config.paymentProviders;
    if (offered.length === 0) throw fail(MEMBERSHIP_TEXTS.paymentUnavailable);
    const provider = paymentProvider(deps.config, body.method ?? offered[0]!);
    if (provider === null) throw fail(MEMBERSHIP_TEXTS.methodUnknown);
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
    // Unpaid here: ask the provider (at most every QUERY_EVERY_SECONDS an order), in case its notification is late;
    // not while the store that spaces the questions cannot be reached (the notification and the sweep still settle).
    const open = order.status === 'pending' || order.status === 'closed';
    const due = () => orWithout(deps.kv.setIfAbsent(`vip:query:${order.order_no}`, QUERY_EVERY_SECONDS), () => false);
    if (open && (await due())) {
      const settled = await settleWithProvider(deps.db, deps.config, order, now, (detail, msg) =>
        req.log.warn(detail, msg),
      );
      if (settled) return orderState(settled.order, settled.user, now);
    }
    return orderState(order, user, now);
  });

  // Alipay's notification: its form; it wants the word "success" back, else it notifies again.
  app.post(NOTIFY_PATHS.alipay, async (req, reply) => {
    const body = req.body;
    const payload = Object.fromEntries(
      Object.entries(body !== null && typeof body === 'object' ? body : {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    );
    const ok = await applyNotification(app, req.log, paymentProvider(app.deps.config, 'alipay'), payload);
    return reply.type('text/plain; charset=utf-8').send(ok ? 'success' : 'failure');
  });

  // WeChat Pay's notification: its signature covers the JSON exactly as sent, so this route reads the body as text.
  // It wants 204 back, else an error status and {code, message}, after which it notifies again.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => done(null, text));
    scope.post(NOTIFY_PATHS.wechat, async (req, reply) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? { [name]: value } : {};
      };
      const payload = {
        ...header('wechatpay-timestamp'),
        ...header('wechatpay-nonce'),
        ...header('wechatpay-signature'),
        ...header('wechatpay-serial'),
        ...header('wechatpay-signature-type'),
        body: typeof req.body === 'string' ? req.body : '',
      };
      const ok = await applyNotification(app, req.log, paymentProvider(app.deps.config, 'wechat'), payload);
      return ok ? reply.code(204).send() : reply.code(400).send({ code: 'FAIL', message: '失败' });
    });
  });

  // The sandbox's "payer confirmed": its notification goes through the same markPaid a real
  // provider's notification would.
  route(app, vipSandboxConfirm, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const provider = paymentProvider(deps.config, 'sandbox');
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
    const { rows, total } = await listOrders(deps.db, user.uid, query.page, query.pageSize);
    return { list: rows.map((r) => presentOrder(r, now)), total };
  });
}

/**
 * A provider's notification, checked by the provider and applied by markPaid: whether to acknowledge it. A
 * notification of a trade not paid (yet) is acknowledged with nothing applied; a refused one is not, so the provider
 * sends it again (a genuine one that failed here for a passing reason then lands).
 */
async function applyNotification(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  provider: PaymentProvider | null,
  payload: Record<string, string>,
): Promise<boolean> {
  if (provider === null) return false;
  const parsed = provider.parseNotification(payload);
  if (!parsed.ok) {
    log.warn({ reason: parsed.reason, provider: provider.name }, 'payment notification refused');
    return parsed.reason === NOT_PAID;
  }
  const result = await markPaid(app.deps.db, provider.name, parsed.notification, new Date());
  if (!result.ok) log.warn({ orderNo: parsed.notification.orderNo, msg: result.msg }, 'payment not applied');
  return result.ok;
}
