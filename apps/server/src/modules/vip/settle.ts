/**
 * Catching up with a provider about unpaid orders, since a notification may be late or lost. While the buyer's pay
 * dialog is open its polling asks the provider about the order (at most every QUERY_EVERY_SECONDS); once an order
 * has expired the sweep asks one last time and, still unpaid, closes the payment at the provider (so a late scan
 * cannot pay it) and the order here. A payment found either way goes through `markPaid` like a notification.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { Config } from '../../config.ts';
import { paymentProvider } from '../../payments/providers.ts';
import { closeOrder, markPaid, type MarkPaidResult, type OrderRow } from './queries.ts';

type Db = Kysely<Database>;
type Log = (detail: { orderNo: string; detail: string }, message: string) => void;

/** How often an open pay dialog's polling may ask the provider about its order. */
export const QUERY_EVERY_SECONDS = 5;
/** How often the sweep looks for expired unpaid orders, and how many it settles a round. */
export const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 50;

/**
 * Asks the order's provider about an unpaid order (pending, or closed: a payment made in time still counts): paid, it
 * is applied (the result); unpaid and expired, a pending order's payment is closed at the provider and the order here. Null when nothing was paid; a provider's failure is logged and
 * leaves the order as it was, for the next attempt.
 */
export async function settleWithProvider(
  db: Db,
  config: Config,
  order: OrderRow,
  now: Date,
  log: Log,
): Promise<Extract<MarkPaidResult, { ok: true }> | null> {
  const provider = paymentProvider(config, order.provider);
  if (!provider?.queryPayment || (order.status !== 'pending' && order.status !== 'closed')) return null;
  const orderNo = order.order_no;
  try {
    const paid = await provider.queryPayment(orderNo);
    if (paid && paid.orderNo === orderNo) {
      const result = await markPaid(db, provider.name, paid, now);
      if (!result.ok) log({ orderNo, detail: result.msg }, 'payment not applied');
      return result.ok ? result : null;
    }
    if (order.status !== 'pending' || order.expires_at.getTime() > now.getTime()) return null;
    // Closing fails when the payer paid meanwhile (WeChat Pay's ORDERPAID): the order stays open for the next query.
    await provider.closePayment?.(orderNo);
    await closeOrder(db, orderNo);
  } catch (err) {
    log({ orderNo, detail: (err as Error).message }, 'payment check failed');
  }
  return null;
}

/** One round of the sweep: the expired unpaid orders of the providers configured, oldest first. */
export async function sweepExpiredOrders(db: Db, config: Config, now: Date, log: Log): Promise<void> {
  const expired = await db
    .selectFrom('vip_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const order of expired) {
    if (paymentProvider(config, order.provider)?.queryPayment) await settleWithProvider(db, config, order, now, log);
    // No provider to ask (the sandbox, or one no longer configured): the order simply closes.
    else await closeOrder(db, order.order_no);
  }
}
