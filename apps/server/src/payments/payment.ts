import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@bangyan/contract';

/**
 * Payment providers, shared by the membership module (orders, notifications) and the console (refunds). An order asks
 * its provider for a payment (what the pay dialog's QR encodes); the provider later tells us the order was paid with a
 * notification, which `parseNotification` reads and checks before `markPaid` (modules/vip/queries.ts) applies it. The built-in sandbox provider takes
 * no money: it completes an order when the payer confirms on the page.
 */

export interface PaymentOrder {
  orderNo: string;
  amountFen: number;
  /** What the payer sees on the provider's page, e.g. '榜眼 SVIP 3个月'. */
  subject: string;
  expiresAt: Date;
}

export interface PaymentRequest {
  /** A page where the order can be paid. */
  payUrl: string;
  /** What the QR code encodes for a phone to scan. */
  qrText: string;
}

/** A paid order as the provider reports it. */
export interface PaymentNotification {
  orderNo: string;
  /** The provider's own number for the payment. */
  tradeNo: string;
  amountFen: number;
  /** When the payer paid, as the provider says (a late notification is judged by it, not by its arrival). */
  paidAt?: Date;
}

export type ParsedNotification = { ok: true; notification: PaymentNotification } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: PaymentMethod;
  createPayment(order: PaymentOrder): Promise<PaymentRequest>;
  /**
   * Reads a notification's payload, refusing one that is malformed or not signed by the provider. The payload is what
   * the provider posts: Alipay's form fields; for WeChat Pay, its `wechatpay-*` headers (names in lower case) and
   * `body`, the JSON exactly as received (the signature covers it).
   */
  parseNotification(payload: Readonly<Record<string, string>>): ParsedNotification;
  /** Asks the provider whether an order was paid (a notification may be late or lost): the payment, or null. */
  queryPayment?(orderNo: string): Promise<PaymentNotification | null>;
  /** Closes an order's unpaid payment at the provider, so it can no longer be paid; throws a PaymentError if refused. */
  closePayment?(orderNo: string): Promise<void>;
  /**
   * Returns a paid order's money to the payer, all of it, once however often asked (the order number names the
   * refund). Throws a PaymentError the operator reads when the provider refuses.
   */
  refund?(refund: { orderNo: string; amountFen: number; reason: string }): Promise<void>;
}

/** A provider's refusal, in words for the operator (the provider's own reason included). */
export class PaymentError extends Error {
  override name = 'PaymentError';
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The notification the sandbox sends when the payer confirms: what a real provider would post. */
  notificationFor(order: PaymentOrder): Record<string, string>;
}

const SANDBOX_SCHEME = 'bangyan-sandbox://pay';
const FORGED = '支付通知签名无效';

/** The sandbox provider; its notifications are signed (HMAC-SHA256) with a key derived from `secret`. */
export function sandboxProvider(secret: string): SandboxProvider {
  const key = createHmac('sha256', secret).update('sandbox-payment').digest();
  const sign = (fields: { orderNo: string; tradeNo: string; amountFen: string }) =>
    createHmac('sha256', key).update(`${fields.orderNo}\n${fields.tradeNo}\n${fields.amountFen}`).digest('hex');
  return {
    name: 'sandbox',
    async createPayment(order) {
      const query = new URLSearchParams({ orderNo: order.orderNo, amountFen: String(order.amountFen) });
      const qrText = `${SANDBOX_SCHEME}?${query}`;
      return { payUrl: qrText, qrText };
    },
    notificationFor(order) {
      // One trade number per order, so a repeated confirmation is the same notification again.
      const fields = { orderNo: order.orderNo, tradeNo: `SANDBOX${order.orderNo}`, amountFen: String(order.amountFen) };
      return { ...fields, sign: sign(fields) };
    },
    parseNotification(payload) {
      const { orderNo, tradeNo, amountFen, sign: given } = payload;
      if (!orderNo || !tradeNo || !amountFen || !given || !/^\d{1,12}$/.test(amountFen))
        return { ok: false, reason: '支付通知格式不正确' };
      const expected = Buffer.from(sign({ orderNo, tradeNo, amountFen }));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: FORGED };
      return { ok: true, notification: { orderNo, tradeNo, amountFen: Number(amountFen) } };
    },
  };
}
