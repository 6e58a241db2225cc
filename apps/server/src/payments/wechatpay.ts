/**
 * WeChat Pay (API v3, Native 扫码支付, a directly connected merchant): an order becomes a transaction whose `code_url`
 * the pay dialog shows; WeChat Pay notifies `/v1/vip/notify/wechat` when it is paid (the transaction encrypted with
 * the APIv3 key), the query by out_trade_no asks when a notification is late, closing keeps an expired order from
 * being paid, and a domestic refund returns the money when the console refunds the order. Every request is signed
 * SHA256withRSA with the merchant's API private key (the Authorization header); every answer and notification is
 * verified with WeChat Pay's public key (its Wechatpay-* headers) before it is believed.
 */
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { outbound, type HttpAnswer } from '../alerts/channels/delivery.ts';
import type { WechatPayConfig } from '../config.ts';
import { NOT_PAID } from './alipay.ts';
import { PaymentError, type ParsedNotification, type PaymentNotification, type PaymentProvider } from './payment.ts';

const SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** How far a signed answer's or notification's timestamp may be from now. */
const MAX_SKEW_MS = 5 * 60_000;
const TIMEOUT_MS = 8_000;
const USER_AGENT = 'bangyan-server (WeChat Pay API v3)';
/** The GCM tag at the end of a resource's ciphertext. */
const TAG_BYTES = 16;
/** WeChat Pay's limits on the order's description and the refund's reason (string(127), string(80)). */
const DESCRIPTION_MAX_BYTES = 127;
const REASON_MAX_BYTES = 80;

/** A moment as WeChat Pay writes it: RFC 3339 in China time, '2026-11-27T15:04:05+08:00'. */
export function wechatpayTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The text a request's signature covers: method, path with query, timestamp, nonce and body, each line ended. */
export const requestMessage = (method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The text an answer's or a notification's signature covers (the body is empty for 204 No Content). */
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** The Authorization header of one request, signed with the merchant's API private key. */
export function wechatpayAuthorization(
  merchant: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  request: { method: string; pathWithQuery: string; timestamp: string; nonce: string; body: string },
): string {
  const { method, pathWithQuery, timestamp, nonce, body } = request;
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(method, pathWithQuery, timestamp, nonce, body), 'utf8')
    .sign(merchant.privateKey, 'base64');
  const fields = { mchid: merchant.mchId, nonce_str: nonce, signature, timestamp, serial_no: merchant.serialNo };
  const pairs = Object.entries(fields).map(([name, value]) => `${name}="${value}"`);
  return `${SCHEME} ${pairs.join(',')}`;
}

/** A notification's encrypted resource (its `original_type` and `algorithm` aside). */
export interface EncryptedResource {
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/**
 * The plaintext of a notification's resource, AEAD_AES_256_GCM: the APIv3 key as the key, the resource's nonce as the
 * IV and its associated data as the AAD (all UTF-8); the ciphertext is base64 with the 16-byte tag at its end. Throws
 * when it does not decrypt (another key, or altered).
 */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const iv = Buffer.from(resource.nonce, 'utf8');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, -TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** A refusal by WeChat Pay, or of what came from it. */
export class WechatPayError extends PaymentError {
  override name = 'WechatPayError';
  constructor(
    message: string,
    /** WeChat Pay's error code (ORDERPAID, NO_AUTH, …) or a failed refund's status; null when it named none. */
    readonly code: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A refund that will not happen, by the status WeChat Pay reports. */
const REFUND_FAILURES: Record<string, string> = {
  CLOSED: '退款已关闭',
  ABNORMAL: '退款异常，请到微信支付商户平台处理',
};

/** The Wechatpay-* signature of an answer or a notification. */
interface Signed {
  timestamp?: string;
  nonce?: string;
  signature?: string;
  serial?: string;
  type?: string;
}
const signedBy = (header: (name: string) => string | null | undefined): Signed => ({
  timestamp: header('wechatpay-timestamp') ?? undefined,
  nonce: header('wechatpay-nonce') ?? undefined,
  signature: header('wechatpay-signature') ?? undefined,
  serial: header('wechatpay-serial') ?? undefined,
  type: header('wechatpay-signature-type') ?? undefined,
});

/** Why a signature is not believed: missing or malformed, forged (another key or key id), stale. */
type Doubt = 'malformed' | 'forged' | 'stale';
const ANSWER_DOUBTS: Record<Doubt, string> = {
  malformed: '应答缺少微信支付签名',
  forged: '应答签名无效',
  stale: '应答已过期',
};
const NOTIFICATION_DOUBTS: Record<Doubt, string> = {
  malformed: '支付通知格式不正确',
  forged: '支付通知签名无效',
  stale: '支付通知已过期',
};
const MALFORMED: ParsedNotification = { ok: false, reason: NOTIFICATION_DOUBTS.malformed };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const jsonObject = (text: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The longest start of `text` within `max` UTF-8 bytes, never splitting a character. */
function utf8Prefix(text: string, max: number): string {
  let kept = '';
  let size = 0;
  for (const char of text) {
    size += Buffer.byteLength(char, 'utf8');
    if (size > max) break;
    kept += char;
  }
  return kept;
}

const tradePath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

export function wechatPayProvider(
  config: WechatPayConfig,
  notifyUrl: string,
  options: { timeoutMs?: number } = {},
): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  /** Why a signature is not WeChat Pay's over this body, now; null when it is. */
  function doubt(signed: Signed, body: string): Doubt | null {
    const { timestamp, nonce, signature, serial, type } = signed;
    if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return 'malformed';
    if (type !== undefined && type !== SCHEME) return 'malformed';
    if (serial !== config.publicKeyId) return 'forged';
    if (Math.abs(Date.now() - Number(timestamp) * 1000) > MAX_SKEW_MS) return 'stale';
    const genuine = createVerify('RSA-SHA256')
      .update(answerMessage(timestamp, nonce, body), 'utf8')
      .verify(config.publicKey, signature, 'base64');
    return genuine ? null : 'forged';
  }

  /** A transaction of this merchant and its AppID. */
  const ours = (transaction: Record<string, unknown>) =>
    transaction.mchid === config.mchId && transaction.appid === config.appId;

  /** One API call: its answer, once its signature checks out and its status says it succeeded. */
  async function call(what: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const failed = (detail: string, code: string | null = null, cause?: unknown) =>
      new WechatPayError(`微信支付${what}失败：${detail}`, code, cause === undefined ? undefined : { cause });
    const url = new URL(path, config.api);
    const text = body === undefined ? '' : JSON.stringify(body);
    const authorization = wechatpayAuthorization(config, {
      method,
      pathWithQuery: `${url.pathname}${url.search}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      nonce: randomBytes(16).toString('hex').toUpperCase(),
      body: text,
    });
    const headers = {
      authorization,
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'wechatpay-serial': config.publicKeyId,
    };
    let answer: HttpAnswer;
    try {
      answer = await outbound(url.href, { method, headers, ...(body && { body: text }) }, timeoutMs, '');
    } catch (err) {
      throw failed((err as Error).message, null, err);
    }
    const succeeded = answer.status >= 200 && answer.status < 300;
    // A success must be signed; a refusal is checked when signed (one made before our signature was checked may not be).
    if (succeeded || answer.headers.has('wechatpay-signature')) {
      const signed = signedBy((name) => answer.headers.get(name));
      const why = doubt(signed, answer.text);
      if (why) throw failed(ANSWER_DOUBTS[why]);
    }
    if (!succeeded) {
      const code = typeof answer.json?.code === 'string' ? answer.json.code : null;
      const message = typeof answer.json?.message === 'string' ? answer.json.message : `HTTP ${answer.status}`;
      throw failed(code ? `${message}（${code}）` : message, code);
    }
    return answer.json ?? {};
  }

  return {
    name: 'wechat',
    async createPayment(order) {
      const answer = await call('下单', 'POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: utf8Prefix(order.subject, DESCRIPTION_MAX_BYTES),
        out_trade_no: order.orderNo,
        time_expire: wechatpayTime(order.expiresAt),
        notify_url: notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      if (typeof answer.code_url !== 'string' || !answer.code_url)
        throw new WechatPayError('微信支付下单失败：应答缺少 code_url', null);
      return { payUrl: answer.code_url, qrText: answer.code_url };
    },
    async queryPayment(orderNo) {
      let transaction: Record<string, unknown>;
      try {
        transaction = await call('查询订单', 'GET', `${tradePath(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`);
      } catch (err) {
        // Never ordered there (the order failed before it reached WeChat Pay): nothing was paid.
        if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
      if (!ours(transaction)) throw new WechatPayError('微信支付查询订单失败：应答不属于本商户', null);
      if (transaction.trade_state !== 'SUCCESS') return null;
      const paid = paymentOf(transaction);
      if (!paid) throw new WechatPayError('微信支付查询订单失败：应答格式不正确', null);
      return paid;
    },
    async closePayment(orderNo) {
      // 204 No Content; a paid order is refused with ORDERPAID, for the caller to query instead.
      await call('关闭订单', 'POST', `${tradePath(orderNo)}/close`, { mchid: config.mchId });
    },
    async refund({ orderNo, amountFen, reason }) {
      // The order number names the refund (out_refund_no): asking again returns the same refund, not a second one.
      const answer = await call('退款', 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: orderNo,
        out_refund_no: `${orderNo}R`,
        reason: utf8Prefix(reason, REASON_MAX_BYTES),
        amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
      });
      const status = typeof answer.status === 'string' ? answer.status : '';
      if (status !== 'SUCCESS' && status !== 'PROCESSING')
        throw new WechatPayError(
          `微信支付退款失败：${REFUND_FAILURES[status] ?? '退款状态未知'}（${status || '无状态'}）`,
          status || null,
        );
    },
    parseNotification(payload): ParsedNotification {
      const body = payload.body;
      if (body === undefined) return MALFORMED;
      const signed = signedBy((name) => payload[name]);
      const why = doubt(signed, body);
      if (why) return { ok: false, reason: NOTIFICATION_DOUBTS[why] };
      const event = jsonObject(body);
      const resource = event && encryptedResource(event);
      if (!event || !resource) return MALFORMED;
      let transaction: Record<string, unknown> | null;
      try {
        transaction = jsonObject(decryptResource(config.apiV3Key, resource));
      } catch {
        return { ok: false, reason: '支付通知无法解密' };
      }
      if (!transaction) return MALFORMED;
      if (!ours(transaction)) return { ok: false, reason: '支付通知不属于本商户' };
      if (event.event_type !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS')
        return { ok: false, reason: NOT_PAID };
      const paid = paymentOf(transaction);
      return paid ? { ok: true, notification: paid } : MALFORMED;
    },
  };
}

/** A notification's resource when it is what WeChat Pay sends (encrypt-resource, AEAD_AES_256_GCM), else null. */
function encryptedResource(event: Record<string, unknown>): EncryptedResource | null {
  const resource = event.resource;
  if (event.resource_type !== 'encrypt-resource' || !isObject(resource)) return null;
  const { algorithm, ciphertext, nonce, associated_data: associatedData = '' } = resource;
  if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') return null;
  return typeof associatedData === 'string' ? { ciphertext, nonce, associated_data: associatedData } : null;
}

/** The payment a transaction in SUCCESS reports, or null when its fields are not as WeChat Pay documents them. */
function paymentOf(transaction: Record<string, unknown>): PaymentNotification | null {
  const { out_trade_no: orderNo, transaction_id: tradeNo, amount, success_time: successTime } = transaction;
  const total = isObject(amount) ? amount.total : undefined;
  if (typeof orderNo !== 'string' || typeof tradeNo !== 'string' || !orderNo || !tradeNo) return null;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0) return null;
  const paidAt = typeof successTime === 'string' ? new Date(successTime) : undefined;
  return { orderNo, tradeNo, amountFen: total, paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : undefined };
}
