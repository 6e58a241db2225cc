/**
 * A stand-in for Alipay's open gateway (当面付): `alipay.trade.precreate`, `alipay.trade.query` and
 * `alipay.trade.refund` (whole amounts, once per out_request_no), each request's
 * RSA2 signature checked with the app's public key (its own sorting and verifying, apart from the server's), the
 * app_id, the timestamp (within 10 minutes, China time), the required business fields; answers signed with
 * "Alipay's" private key as Alipay signs them (the JSON of `<method>_response` exactly as written). The test plays the
 * payer: `pay` marks a trade paid and answers the notification Alipay would post, signed; `mode` makes precreate and
 * refund refuse or the gateway hang.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { startStandIn, type StandInServer } from './standInServer.ts';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_KEYS = pair();
const ALIPAY_KEYS = pair();
/** Another key, for notifications a forger signs. */
export const FORGER_KEY = pair().privateKey;

export const ALIPAY_APP_ID = '2021000000000001';
const pem = (key: { export(o: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') =>
  String(key.export({ type, format: 'pem' }));

/** The environment that points the server at the stand-in. */
export const alipayEnv = (gateway: string): Record<string, string> => ({
  PAYMENT_PROVIDER: 'alipay',
  ALIPAY_APP_ID,
  ALIPAY_PRIVATE_KEY: pem(APP_KEYS.privateKey, 'pkcs8'),
  ALIPAY_PUBLIC_KEY: pem(ALIPAY_KEYS.publicKey, 'spki'),
  ALIPAY_GATEWAY: gateway,
});

const content = (params: Record<string, string>, omit: string[]) =>
  Object.entries(params)
    .filter(([k, v]) => !omit.includes(k) && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** Signs a notification's fields as Alipay does (with `key`: a forger's instead). */
export function signNotification(fields: Record<string, string>, key = ALIPAY_KEYS.privateKey): Record<string, string> {
  const params = { ...fields, sign_type: 'RSA2' };
  const sign = createSign('RSA-SHA256')
    .update(content(params, ['sign', 'sign_type']), 'utf8')
    .sign(key, 'base64');
  return { ...params, sign };
}

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  amount: string;
  subject: string;
  notifyUrl: string;
  timeExpire: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS';
  paidAt: string;
}

export interface AlipayStandIn extends StandInServer {
  mode: 'ok' | 'refuse' | 'hang';
  trades: Map<string, Trade>;
  /** The refunds made, once each. */
  refunds: { orderNo: string; requestNo: string; amount: string }[];
  /** The payer pays the trade of `orderNo` at `at` (China time, 'yyyy-MM-dd HH:mm:ss'): the notification, signed. */
  pay(orderNo: string, at?: string): Record<string, string>;
}

const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

export async function startAlipayStandIn(): Promise<AlipayStandIn> {
  const trades = new Map<string, Trade>();
  const answer = (method: string, body: Record<string, unknown>) => {
    const json = JSON.stringify(body);
    const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(ALIPAY_KEYS.privateKey, 'base64');
    return { raw: `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}` };
  };
  const tradeAnswer = (method: string, trade: Trade, fields: Record<string, string>) =>
    answer(method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      ...fields,
    });
  const error = (method: string, code: string, msg: string, subCode: string, subMsg: string) =>
    answer(method, { code, msg, sub_code: subCode, sub_msg: subMsg });
  const server = await startStandIn((req) => {
    if (self.mode === 'hang') return 'hang';
    const params = Object.fromEntries(new URLSearchParams(req.body));
    const method = params.method ?? '';
    // The stand-in server writes the JSON again; JSON.stringify gives back the same text that was signed.
    const reply = (r: { raw: string }) => ({ json: JSON.parse(r.raw) as unknown });
    if (params.app_id !== ALIPAY_APP_ID)
      return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数'));
    if (
      params.sign_type !== 'RSA2' ||
      params.charset !== 'utf-8' ||
      params.version !== '1.0' ||
      params.format !== 'JSON'
    )
      return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-parameter', '参数无效'));
    const at = Date.parse(`${(params.timestamp ?? '').replace(' ', 'T')}+08:00`);
    if (Number.isNaN(at) || Math.abs(Date.now() - at) > 10 * 60_000)
      return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数'));
    const verified = createVerify('RSA-SHA256')
      .update(content(params, ['sign']), 'utf8')
      .verify(APP_KEYS.publicKey, params.sign ?? '', 'base64');
    if (!verified) return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错'));
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    } catch {
      return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-parameter', 'biz_content 不合法'));
    }
    if (method === 'alipay.trade.precreate') {
      if (self.mode === 'refuse')
        return reply(error(method, '40004', 'Business Failed', 'ACQ.ACCESS_FORBIDDEN', '无权限使用接口'));
      if (!biz.out_trade_no || !biz.subject || !/^\d+\.\d{2}$/.test(biz.total_amount ?? '') || !params.notify_url)
        return reply(error(method, '40002', 'Invalid Arguments', 'isv.missing-parameter', '缺少必选参数'));
      if (trades.has(biz.out_trade_no))
        return reply(error(method, '40004', 'Business Failed', 'ACQ.TRADE_HAS_SUCCESS', '交易已存在'));
      trades.set(biz.out_trade_no, {
        outTradeNo: biz.out_trade_no,
        tradeNo: `2026${randomBytes(10).toString('hex')}`,
        amount: biz.total_amount!,
        subject: biz.subject,
        notifyUrl: params.notify_url,
        timeExpire: biz.time_expire ?? '',
        status: 'WAIT_BUYER_PAY',
        paidAt: '',
      });
      const qr = `https://qr.alipay.com/${randomBytes(9).toString('base64url')}`;
      return reply(answer(method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: qr }));
    }
    if (method === 'alipay.trade.query') {
      const trade = trades.get(biz.out_trade_no ?? '');
      if (!trade) return reply(error(method, '40004', 'Business Failed', 'ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return reply(
        tradeAnswer(method, trade, {
          trade_status: trade.status,
          total_amount: trade.amount,
          ...(trade.paidAt ? { send_pay_date: trade.paidAt } : {}),
        }),
      );
    }
    if (method === 'alipay.trade.refund') {
      const trade = trades.get(biz.out_trade_no ?? '');
      if (!trade) return reply(error(method, '40004', 'Business Failed', 'ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (self.mode === 'refuse')
        return reply(error(method, '40004', 'Business Failed', 'ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足'));
      if (trade.status !== 'TRADE_SUCCESS')
        return reply(error(method, '40004', 'Business Failed', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      if (!biz.out_request_no || biz.refund_amount !== trade.amount)
        return reply(error(method, '40004', 'Business Failed', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
      // The same out_request_no again is the same refund: no money moves twice.
      const again = self.refunds.some((r) => r.requestNo === biz.out_request_no);
      if (!again) self.refunds.push({ orderNo: trade.outTradeNo, requestNo: biz.out_request_no, amount: trade.amount });
      return reply(
        tradeAnswer(method, trade, {
          refund_fee: trade.amount,
          fund_change: again ? 'N' : 'Y',
        }),
      );
    }
    return reply(error(method, '40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名'));
  });
  const self: AlipayStandIn = Object.assign(server, {
    mode: 'ok' as AlipayStandIn['mode'],
    trades,
    refunds: [],
    pay(orderNo: string, at = chinaTime(new Date())) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`no trade ${orderNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = at;
      return signNotification({
        notify_time: chinaTime(new Date()),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: ALIPAY_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: trade.amount,
        subject: trade.subject,
        gmt_payment: at,
        buyer_logon_id: '159****0000',
      });
    },
  });
  return self;
}
