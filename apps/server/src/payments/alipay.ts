/**
 * Alipay (当面付, `alipay.trade.precreate`): an order becomes a trade whose `qr_code` the pay dialog shows; Alipay
 * notifies `/v1/vip/notify/alipay` when it is paid, `alipay.trade.query` asks when a notification is late, and
 * `alipay.trade.refund` returns the money when the console refunds the order. Every
 * request is signed RSA2 (SHA256withRSA over the sorted `key=value` pairs) with the app's private key; every answer
 * and notification is verified with Alipay's public key before it is believed.
 */
import { createSign, createVerify } from 'node:crypto';
import { outbound } from '../alerts/channels/delivery.ts';
import type { AlipayConfig } from '../config.ts';
import { PaymentError, type ParsedNotification, type PaymentNotification, type PaymentProvider } from './payment.ts';

/** A moment as Alipay writes it: 'yyyy-MM-dd HH:mm:ss', China time. */
export function alipayTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}
const parseAlipayTime = (text: string | undefined): Date | undefined =>
  text && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? new Date(`${text.replace(' ', 'T')}+08:00`) : undefined;

/** The text Alipay signs: the non-empty parameters but `sign` (and, for notifications, `sign_type`), sorted. */
export function signContent(params: Readonly<Record<string, string>>, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (amount: string | undefined) =>
  amount !== undefined && /^\d{1,10}(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : null;

/** The refusal of a notification for a trade that is not paid (WAIT_BUYER_PAY, TRADE_CLOSED). */
export const NOT_PAID = '交易未支付';
const TIMEOUT_MS = 8_000;

export class AlipayError extends PaymentError {
  override name = 'AlipayError';
}

export function alipayProvider(alipay: AlipayConfig, notifyUrl: string): PaymentProvider {
  const sign = (text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(alipay.privateKey, 'base64');
  const verified = (text: string, signature: string) =>
    createVerify('RSA-SHA256').update(text, 'utf8').verify(alipay.alipayPublicKey, signature, 'base64');

  /** One gateway call: the method's answer, once its signature checks out. */
  async function call(method: string, biz: Record<string, string>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: alipay.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(new Date()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    let text: string;
    try {
      const body = new URLSearchParams({ ...params, sign: sign(signContent(params)) }).toString();
      const headers = { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' };
      ({ text } = await outbound(
        `${alipay.gateway}?charset=utf-8`,
        { method: 'POST', headers, body },
        TIMEOUT_MS,
        '支付宝',
      ));
    } catch (err) {
      throw new AlipayError(`alipay ${method} unreachable: ${(err as Error).message}`, { cause: err });
    }
    // Alipay signs the answer's JSON exactly as written: the value of "<method>_response", up to ',"sign"'.
    const key = `"${method.replaceAll('.', '_')}_response":`;
    const start = text.indexOf(key);
    const end = text.lastIndexOf(',"sign":');
    if (start < 0 || end < start) throw new AlipayError(`alipay ${method}: unexpected answer`);
    const body = text.slice(start + key.length, end);
    const signature = (JSON.parse(text) as { sign?: unknown }).sign;
    if (typeof signature !== 'string' || !verified(body, signature))
      throw new AlipayError(`alipay ${method}: the answer's signature does not verify`);
    return JSON.parse(body) as Record<string, string | undefined>;
  }

  return {
    name: 'alipay',
    async createPayment(order) {
      const answer = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: order.orderNo,
          total_amount: yuan(order.amountFen),
          subject: order.subject,
          time_expire: alipayTime(order.expiresAt),
        },
        { notify_url: notifyUrl },
      );
      if (answer.code !== '10000' || !answer.qr_code)
        throw new AlipayError(
          `precreate refused: ${answer.code ?? ''} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`,
        );
      return { payUrl: answer.qr_code, qrText: answer.qr_code };
    },
    async queryPayment(orderNo) {
      const answer = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (answer.code !== '10000') return null;
      return paidTrade(answer);
    },
    async refund({ orderNo, amountFen, reason }) {
      // The order number names the refund (out_request_no): asking again returns the same refund, not a second one.
      const answer = await call('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: yuan(amountFen),
        refund_reason: reason,
        out_request_no: `${orderNo}R`,
      });
      if (answer.code !== '10000')
        throw new AlipayError(`支付宝退款失败：${answer.sub_msg ?? answer.msg ?? answer.code ?? ''}`);
    },
    parseNotification(payload): ParsedNotification {
      const signature = payload.sign;
      if (!signature || payload.sign_type !== 'RSA2') return { ok: false, reason: '支付通知格式不正确' };
      if (!verified(signContent(payload, ['sign', 'sign_type']), signature))
        return { ok: false, reason: '支付通知签名无效' };
      if (payload.app_id !== alipay.appId) return { ok: false, reason: '支付通知不属于本应用' };
      const paid = paidTrade(payload);
      return paid ? { ok: true, notification: paid } : { ok: false, reason: NOT_PAID };
    },
  };
}

/** A trade Alipay reports as paid (TRADE_SUCCESS, or TRADE_FINISHED), else null. */
function paidTrade(trade: Readonly<Record<string, string | undefined>>): PaymentNotification | null {
  if (trade.trade_status !== 'TRADE_SUCCESS' && trade.trade_status !== 'TRADE_FINISHED') return null;
  const amountFen = fenOf(trade.total_amount);
  if (!trade.out_trade_no || !trade.trade_no || amountFen === null) return null;
  return {
    orderNo: trade.out_trade_no,
    tradeNo: trade.trade_no,
    amountFen,
    paidAt: parseAlipayTime(trade.gmt_payment ?? trade.send_pay_date),
  };
}
