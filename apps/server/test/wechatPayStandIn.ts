/**
 * A stand-in for WeChat Pay's API v3 (a directly connected merchant, Native 扫码支付): the Native order, the query by
 * out_trade_no, closing, and domestic refunds (whole amounts, once per out_refund_no). Each request is checked as
 * WeChat Pay checks it, with its own parsing, signing and verifying apart from the server's: the Authorization scheme
 * and its five fields, the merchant, the API certificate's serial, a timestamp within 5 minutes, a nonce not seen
 * before, the SHA256withRSA signature over the method, path and query, timestamp, nonce and body with the merchant's
 * public key; the headers JSON needs; then the body's fields and types (400 PARAM_ERROR, 401 SIGN_ERROR, …). Every
 * answer, refusals included, is signed with "WeChat Pay's" key and names its public key's id (Wechatpay-* headers).
 * The test plays the payer: `pay` marks a transaction paid and answers the notification WeChat Pay would post (the
 * transaction encrypted with the APIv3 key, signed); `notification` and `wechatpayHeaders` build others (forged,
 * stale, another key); `mode` makes ordering and refunds refuse, the API hang, or its successes come unsigned.
 */
import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import {
  jsonBody,
  startStandIn,
  type ReceivedRequest,
  type StandInReply,
  type StandInServer,
} from './standInServer.ts';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const MERCHANT_KEYS = pair();
const PLATFORM_KEYS = pair();
/** Another key, for answers and notifications a forger signs. */
export const WECHATPAY_FORGER_KEY = pair().privateKey;

export const WECHATPAY_MCHID = '1900000109';
export const WECHATPAY_APPID = 'wxd678efe567a1b2c3';
/** The serial number of the merchant's API certificate. */
export const WECHATPAY_SERIAL_NO = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
/** The id of WeChat Pay's public key, which its answers and notifications name (Wechatpay-Serial). */
export const WECHATPAY_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092026010100000000000001';
export const WECHATPAY_APIV3_KEY = randomBytes(16).toString('hex');

const SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const pem = (key: { export(o: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') =>
  String(key.export({ type, format: 'pem' }));

/** The environment that points the server at the stand-in. */
export const wechatPayEnv = (api: string): Record<string, string> => ({
  PAYMENT_PROVIDER: 'wechat',
  WECHATPAY_MCHID,
  WECHATPAY_APPID,
  WECHATPAY_SERIAL_NO,
  WECHATPAY_PRIVATE_KEY: pem(MERCHANT_KEYS.privateKey, 'pkcs8'),
  WECHATPAY_APIV3_KEY,
  WECHATPAY_PUBLIC_KEY_ID,
  WECHATPAY_PUBLIC_KEY: pem(PLATFORM_KEYS.publicKey, 'spki'),
  WECHATPAY_API: api,
});

/** Who signs an answer or a notification, and the public key id it names. */
export interface Signer {
  key: KeyObject;
  serial: string;
}
const WECHATPAY_SIGNER: Signer = { key: PLATFORM_KEYS.privateKey, serial: WECHATPAY_PUBLIC_KEY_ID };

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** RFC 3339 in China time, as WeChat Pay writes its times. */
const chinaTime = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** The Wechatpay-* headers (names in lower case) that sign `body` as WeChat Pay does, at `timestamp` (Unix seconds). */
export function wechatpayHeaders(
  body: string,
  signer: Signer = WECHATPAY_SIGNER,
  timestamp = nowSeconds(),
): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
    .sign(signer.key, 'base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': signer.serial,
    'wechatpay-signature-type': SCHEME,
  };
}

export interface NotificationOptions {
  /** Signed with this key instead of WeChat Pay's (a forger's). */
  key?: KeyObject;
  /** The public key id named instead of WeChat Pay's. */
  serial?: string;
  /** Wechatpay-Timestamp, Unix seconds (default now). */
  timestamp?: number;
  /** The resource encrypted with this key instead of the merchant's APIv3 key. */
  apiV3Key?: string;
}

/**
 * The TRANSACTION.SUCCESS notification of `transaction` as WeChat Pay posts it: the JSON body, its resource the
 * transaction encrypted (AEAD_AES_256_GCM with the APIv3 key), and the headers that sign it.
 */
export function notification(
  transaction: Record<string, unknown>,
  opts: NotificationOptions = {},
): { headers: Record<string, string>; body: string } {
  const nonce = randomBytes(6).toString('hex');
  const associatedData = 'transaction';
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(opts.apiV3Key ?? WECHATPAY_APIV3_KEY, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: chinaTime(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: associatedData,
      nonce,
    },
  });
  const signer = { key: opts.key ?? WECHATPAY_SIGNER.key, serial: opts.serial ?? WECHATPAY_SIGNER.serial };
  return { headers: { 'content-type': 'application/json', ...wechatpayHeaders(body, signer, opts.timestamp) }, body };
}

type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
const TRADE_STATE_DESCS: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭',
  REFUND: '订单发生过退款',
};

interface Trade {
  outTradeNo: string;
  description: string;
  total: number;
  codeUrl: string;
  state: TradeState;
  /** WeChat Pay's number, once paid. */
  transactionId: string;
  successTime: string;
}

type RefundStatus = 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
interface Refund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  amountFen: number;
  status: RefundStatus;
  createTime: string;
}

export interface WechatPayStandIn extends StandInServer {
  /** 'refuse': ordering and refunds answer 403 NO_AUTH; 'hang': nothing is answered; 'unsigned': successes unsigned. */
  mode: 'ok' | 'refuse' | 'hang' | 'unsigned';
  /** Who signs the answers: WeChat Pay, unless a test has a forger or another key id sign them. */
  answerSigner: Signer;
  /** The status a new refund reports. */
  refundStatus: RefundStatus;
  trades: Map<string, Trade>;
  /** The refunds made, once each. */
  refunds: Refund[];
  /** The transaction of `orderNo` as WeChat Pay reports it (the query's answer, a notification's plaintext). */
  transaction(orderNo: string): Record<string, unknown>;
  /** The payer pays the transaction of `orderNo` at `at`: the notification WeChat Pay posts, signed. */
  pay(orderNo: string, at?: Date): { headers: Record<string, string>; body: string };
}

const AUTHORIZATION_MALFORMED = 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》';
const OUT_TRADE_NO = /^[A-Za-z0-9_\-|*]{6,32}$/;
const OUT_REFUND_NO = /^[A-Za-z0-9_\-|*@]{1,64}$/;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;
const positiveInteger = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** Text WeChat Pay takes: at most `max` UTF-8 bytes, no character of four bytes (it supports 1-3 byte characters). */
const fits = (text: unknown, max: number): text is string =>
  typeof text === 'string' && Buffer.byteLength(text, 'utf8') <= max && !/[\u{10000}-\u{10FFFF}]/u.test(text);

export async function startWechatPayStandIn(): Promise<WechatPayStandIn> {
  const trades = new Map<string, Trade>();
  const nonces = new Set<string>();

  const reply = (status: number, json: unknown): StandInReply => ({ status, json, headers: signed(status, json) });
  const error = (status: number, code: string, message: string) => reply(status, { code, message });
  const paramError = (message: string) => error(400, 'PARAM_ERROR', message);
  const signError = (message: string) => error(401, 'SIGN_ERROR', message);
  /** The answer's signature headers, over the JSON exactly as the stand-in server writes it (nothing for 204's body). */
  function signed(status: number, json?: unknown): Record<string, string> {
    if (self.mode === 'unsigned' && status < 300) return {};
    return wechatpayHeaders(json === undefined ? '' : JSON.stringify(json), self.answerSigner);
  }

  /** A refusal of the request's Authorization or headers, as WeChat Pay answers one; null when they are right. */
  function authRefusal(req: ReceivedRequest): StandInReply | null {
    const authorization = req.headers.authorization ?? '';
    if (!authorization.startsWith(`${SCHEME} `)) return signError('错误的签名类型，请使用 WECHATPAY2-SHA256-RSA2048');
    const fields: Record<string, string> = {};
    for (const part of authorization.slice(SCHEME.length + 1).split(',')) {
      const field = /^(\w+)="([^"]*)"$/.exec(part);
      if (!field) return signError(AUTHORIZATION_MALFORMED);
      fields[field[1]!] = field[2]!;
    }
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
    if (!mchid || !nonce || !signature || !timestamp || !serial) return signError(AUTHORIZATION_MALFORMED);
    if (mchid !== WECHATPAY_MCHID) return signError('商户号不存在或与证书不匹配');
    if (serial !== WECHATPAY_SERIAL_NO) return signError('商户证书序列号有误。请使用签名私钥匹配的证书序列号');
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds() - Number(timestamp)) > 300)
      return signError('请求的时间戳已过期或无效，请检查服务器时间');
    if (nonces.has(nonce)) return signError('请求的随机串已使用过，请勿重放请求');
    const message = `${req.method}\n${req.url.pathname}${req.url.search}\n${timestamp}\n${nonce}\n${req.body}\n`;
    const genuine = createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(MERCHANT_KEYS.publicKey, signature, 'base64');
    if (!genuine) return signError('签名错误，请检查后再试');
    nonces.add(nonce);
    if (!(req.headers.accept ?? '').includes('application/json')) return paramError('Accept 请设置为 application/json');
    if (!req.headers['user-agent']) return paramError('请求缺少 User-Agent');
    if (req.method === 'POST' && !(req.headers['content-type'] ?? '').startsWith('application/json'))
      return paramError('Content-Type 请设置为 application/json');
    const wechatpaySerial = req.headers['wechatpay-serial'];
    if (wechatpaySerial !== undefined && wechatpaySerial !== WECHATPAY_PUBLIC_KEY_ID)
      return paramError('Wechatpay-Serial 不是有效的微信支付公钥ID');
    return null;
  }

  function native(req: ReceivedRequest): StandInReply {
    const body = jsonBody(req);
    if (!body) return paramError('请求体不是有效的 JSON');
    if (self.mode === 'refuse')
      return error(403, 'NO_AUTH', '商户号该产品权限未开通，请前往商户平台>产品中心检查后重试');
    const { appid, mchid, description, out_trade_no: outTradeNo, time_expire: timeExpire } = body;
    const { notify_url: notifyUrl, amount } = body;
    const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url', 'amount'].find((n) => !(n in body));
    if (missing) return paramError(`缺少必填参数 ${missing}`);
    if (mchid !== WECHATPAY_MCHID) return paramError('mchid 与请求的商户号不一致');
    if (appid !== WECHATPAY_APPID) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (!fits(description, 127) || description === '') return paramError('description 长度应为 1 到 127 个字节');
    if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo))
      return paramError('out_trade_no 应为 6 到 32 位数字、大小写字母或 _-|*');
    if (timeExpire !== undefined && (typeof timeExpire !== 'string' || !RFC3339.test(timeExpire)))
      return paramError('time_expire 应为 rfc3339 格式，如 2018-06-08T10:34:56+08:00');
    if (typeof notifyUrl !== 'string' || !/^https?:\/\/[^\s?#]+$/.test(notifyUrl) || notifyUrl.length > 256)
      return paramError('notify_url 应为可直接访问的 http(s) 地址，不能携带参数');
    if (!isObject(amount) || !positiveInteger(amount.total)) return paramError('amount.total 应为正整数（分）');
    if (amount.currency !== undefined && amount.currency !== 'CNY') return paramError('amount.currency 仅支持 CNY');
    const known = trades.get(outTradeNo);
    if (known?.state === 'SUCCESS' || known?.state === 'REFUND') return error(400, 'ORDERPAID', '该订单已支付');
    if (known?.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
    if (known && (known.total !== amount.total || known.description !== description))
      return error(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
    const trade: Trade = known ?? {
      outTradeNo,
      description,
      total: amount.total,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
      state: 'NOTPAY',
      transactionId: '',
      successTime: '',
    };
    trades.set(outTradeNo, trade);
    return reply(200, { code_url: trade.codeUrl });
  }

  function query(outTradeNo: string, req: ReceivedRequest): StandInReply {
    if (req.url.searchParams.get('mchid') !== WECHATPAY_MCHID) return paramError('mchid 与请求的商户号不一致');
    if (!trades.has(outTradeNo)) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
    return reply(200, self.transaction(outTradeNo));
  }

  function close(outTradeNo: string, req: ReceivedRequest): StandInReply {
    if (jsonBody(req)?.mchid !== WECHATPAY_MCHID) return paramError('mchid 与请求的商户号不一致');
    const trade = trades.get(outTradeNo);
    if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
    if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return error(400, 'ORDERPAID', '订单已支付');
    trade.state = 'CLOSED';
    return { status: 204, empty: true, headers: signed(204) };
  }

  function refund(req: ReceivedRequest): StandInReply {
    const body = jsonBody(req);
    if (!body) return paramError('请求体不是有效的 JSON');
    if (self.mode === 'refuse') return error(403, 'NO_AUTH', '商户无权限，请检查退款权限是否开通');
    const { out_trade_no: outTradeNo, out_refund_no: outRefundNo, reason, amount } = body;
    if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo)) return paramError('out_trade_no 格式不正确');
    if (typeof outRefundNo !== 'string' || !OUT_REFUND_NO.test(outRefundNo))
      return paramError('out_refund_no 应为 1 到 64 位数字、大小写字母或 _-|*@');
    if (reason !== undefined && !fits(reason, 80)) return paramError('reason 不能超过 80 个字节');
    if (!isObject(amount) || !positiveInteger(amount.refund) || !positiveInteger(amount.total))
      return paramError('amount.refund 和 amount.total 应为正整数（分）');
    if (amount.currency !== 'CNY') return paramError('amount.currency 必填，仅支持 CNY');
    const trade = trades.get(outTradeNo);
    if (!trade) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const earlier = self.refunds.find((r) => r.outRefundNo === outRefundNo);
    // The same out_refund_no again is the same refund: no money moves twice.
    if (earlier) {
      if (earlier.outTradeNo !== outTradeNo || earlier.amountFen !== amount.refund)
        return error(400, 'INVALID_REQUEST', '退款单号重复，请求参数与原退款不一致');
      return reply(200, refundAnswer(earlier, trade));
    }
    if (trade.state === 'REFUND') return error(400, 'INVALID_REQUEST', '订单已全额退款');
    if (trade.state !== 'SUCCESS') return error(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (amount.total !== trade.total) return error(400, 'INVALID_REQUEST', '订单金额与原订单不一致');
    if (amount.refund !== trade.total) return error(400, 'INVALID_REQUEST', '退款金额须等于订单金额（仅支持全额退款）');
    const made: Refund = {
      refundId: `50${String(randomInt(1e9)).padStart(9, '0')}${Date.now()}`,
      outRefundNo,
      outTradeNo,
      amountFen: trade.total,
      status: self.refundStatus,
      createTime: chinaTime(new Date()),
    };
    self.refunds.push(made);
    if (made.status === 'SUCCESS' || made.status === 'PROCESSING') trade.state = 'REFUND';
    return reply(200, refundAnswer(made, trade));
  }

  const refundAnswer = (r: Refund, trade: Trade) => ({
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: trade.transactionId,
    out_trade_no: r.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(r.status === 'SUCCESS' ? { success_time: r.createTime } : {}),
    create_time: r.createTime,
    status: r.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: trade.total,
      refund: r.amountFen,
      payer_total: trade.total,
      payer_refund: r.amountFen,
      settlement_total: trade.total,
      settlement_refund: r.amountFen,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
  });

  const server = await startStandIn((req) => {
    if (self.mode === 'hang') return 'hang';
    const refusal = authRefusal(req);
    if (refusal) return refusal;
    const path = req.url.pathname;
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (req.method === 'POST' && path === '/v3/pay/transactions/native') return native(req);
    if (req.method === 'GET' && trade && !trade[2]) return query(decodeURIComponent(trade[1]!), req);
    if (req.method === 'POST' && trade?.[2]) return close(decodeURIComponent(trade[1]!), req);
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(req);
    return error(404, 'NOT_FOUND', '请求的资源不存在');
  });

  const self: WechatPayStandIn = Object.assign(server, {
    mode: 'ok' as WechatPayStandIn['mode'],
    answerSigner: WECHATPAY_SIGNER,
    refundStatus: 'PROCESSING' as RefundStatus,
    trades,
    refunds: [],
    transaction(orderNo: string) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      const paid = trade.state === 'SUCCESS' || trade.state === 'REFUND';
      return {
        appid: WECHATPAY_APPID,
        mchid: WECHATPAY_MCHID,
        out_trade_no: trade.outTradeNo,
        ...(paid ? { transaction_id: trade.transactionId, trade_type: 'NATIVE', bank_type: 'OTHERS' } : {}),
        trade_state: trade.state,
        trade_state_desc: TRADE_STATE_DESCS[trade.state],
        attach: '',
        ...(paid ? { success_time: trade.successTime, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
        amount: paid
          ? { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' }
          : { total: trade.total, currency: 'CNY' },
      };
    },
    pay(orderNo: string, at = new Date()) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      if (trade.state === 'CLOSED') throw new Error(`trade ${orderNo} is closed`);
      if (trade.state === 'NOTPAY') {
        trade.state = 'SUCCESS';
        trade.transactionId = `42000${String(randomInt(1e9)).padStart(9, '0')}${Date.now()}`;
        trade.successTime = chinaTime(at);
      }
      return notification(self.transaction(orderNo));
    },
  });
  return self;
}
