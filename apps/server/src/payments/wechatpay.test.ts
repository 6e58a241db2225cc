import { createCipheriv, createSign, randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notification,
  startWechatPayStandIn,
  wechatpayHeaders,
  wechatPayEnv,
  WECHATPAY_APPID,
  WECHATPAY_FORGER_KEY,
  WECHATPAY_MCHID,
  WECHATPAY_PUBLIC_KEY_ID,
  WECHATPAY_SERIAL_NO,
  type Signer,
  type WechatPayStandIn,
} from '../../test/wechatPayStandIn.ts';
import { loadConfig, type WechatPayConfig } from '../config.ts';
import { NOT_PAID } from './alipay.ts';
import type { PaymentProvider } from './payment.ts';
import {
  answerMessage,
  decryptResource,
  requestMessage,
  WechatPayError,
  wechatpayAuthorization,
  wechatPayProvider,
  wechatpayTime,
} from './wechatpay.ts';

const NOTIFY_URL = 'https://bangyan.example.com/v1/vip/notify/wechat';
const EXPIRES_AT = new Date('2030-01-02T03:04:05Z');

/** The provider against its stand-in: every request's signature and fields checked there, every answer verified here. */
describe('WeChat Pay (API v3, Native) provider', () => {
  let standIn: WechatPayStandIn;
  let config: WechatPayConfig;
  let wechat: Required<PaymentProvider>;
  let genuineSigner: Signer;
  beforeAll(async () => {
    standIn = await startWechatPayStandIn();
    genuineSigner = standIn.answerSigner;
    config = loadConfig(wechatPayEnv(standIn.baseUrl)).wechatPay!;
    wechat = wechatPayProvider(config, NOTIFY_URL, { timeoutMs: 300 }) as Required<PaymentProvider>;
  });
  afterAll(async () => {
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.mode = 'ok';
    standIn.answerSigner = genuineSigner;
    standIn.refundStatus = 'PROCESSING';
  });

  const newOrderNo = () => `BY${Date.now()}${String(randomInt(1e8)).padStart(8, '0')}`;
  const order = (orderNo = newOrderNo(), amountFen = 9900) => ({
    orderNo,
    amountFen,
    subject: '榜眼 SVIP 3个月',
    expiresAt: EXPIRES_AT,
  });
  const ordered = async (amountFen = 9900) => {
    const o = order(newOrderNo(), amountFen);
    await wechat.createPayment(o);
    return o.orderNo;
  };
  const lastRequest = () => standIn.requests.at(-1)!;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a refusal'),
      (err: unknown) => {
        expect(err).toBeInstanceOf(WechatPayError);
        return err as WechatPayError;
      },
    );

  describe('signing', () => {
    it('signs the Authorization header over the five documented lines (a known vector, signed apart here)', () => {
      // The documented example: GET /v3/certificates at 1554208460 with nonce 593BEC0C930BF1AFEB40B4A08C8FB242.
      const message = 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
      expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
        message,
      );
      const expected = createSign('RSA-SHA256').update(message, 'utf8').sign(config.privateKey, 'base64');
      const header = wechatpayAuthorization(config, {
        method: 'GET',
        pathWithQuery: '/v3/certificates',
        timestamp: '1554208460',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
        body: '',
      });
      expect(header).toBe(
        `WECHATPAY2-SHA256-RSA2048 mchid="${WECHATPAY_MCHID}",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",` +
          `signature="${expected}",timestamp="1554208460",serial_no="${WECHATPAY_SERIAL_NO}"`,
      );
      // An answer's lines: timestamp, nonce, body (the documented example's).
      expect(answerMessage('1722850421', 'd824f2e086d3c1df967785d13fcd22ef', '{"code_url":"weixin://x"}')).toBe(
        '1722850421\nd824f2e086d3c1df967785d13fcd22ef\n{"code_url":"weixin://x"}\n',
      );
    });

    it('writes times as RFC 3339 in China time', () => {
      expect(wechatpayTime(new Date('2026-11-27T07:04:05.678Z'))).toBe('2026-11-27T15:04:05+08:00');
      expect(wechatpayTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01T00:30:00+08:00');
    });

    it('decrypts AEAD_AES_256_GCM resources: the APIv3 key, nonce and associated data as UTF-8, the tag last', () => {
      const key = 'abcdefghijklmnopqrstuvwxyz012345';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from('0123456789ab'));
      cipher.setAAD(Buffer.from('transaction'));
      const sealed = Buffer.concat([cipher.update('{"ok":true}', 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const resource = { ciphertext: sealed.toString('base64'), nonce: '0123456789ab', associated_data: 'transaction' };
      expect(decryptResource(key, resource)).toBe('{"ok":true}');
      expect(() => decryptResource(key, { ...resource, associated_data: 'refund' })).toThrow();
    });
  });

  describe('ordering', () => {
    it('places a Native order the stand-in verifies, and shows its code_url', async () => {
      const o = order();
      const payment = await wechat.createPayment(o);
      expect(payment.qrText).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      expect(payment).toEqual({ payUrl: standIn.trades.get(o.orderNo)!.codeUrl, qrText: payment.qrText });
      const sent = lastRequest();
      expect(sent.method).toBe('POST');
      expect(sent.url.pathname).toBe('/v3/pay/transactions/native');
      expect(sent.headers).toMatchObject({
        accept: 'application/json',
        'content-type': 'application/json',
        'wechatpay-serial': WECHATPAY_PUBLIC_KEY_ID,
      });
      expect(sent.headers['user-agent']).toBeTruthy();
      expect(sent.headers.authorization).toMatch(
        new RegExp(
          `^WECHATPAY2-SHA256-RSA2048 mchid="${WECHATPAY_MCHID}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/=]+",` +
            `timestamp="\\d{10}",serial_no="${WECHATPAY_SERIAL_NO}"$`,
        ),
      );
      expect(JSON.parse(sent.body)).toEqual({
        appid: WECHATPAY_APPID,
        mchid: WECHATPAY_MCHID,
        description: '榜眼 SVIP 3个月',
        out_trade_no: o.orderNo,
        time_expire: '2030-01-02T11:04:05+08:00',
        notify_url: NOTIFY_URL,
        amount: { total: 9900, currency: 'CNY' },
      });
    });

    it('keeps a long description within 127 bytes, whole characters', async () => {
      await wechat.createPayment({ ...order(), subject: '榜'.repeat(60) });
      expect(JSON.parse(lastRequest().body).description).toBe('榜'.repeat(42));
    });

    it('refuses answers that are unsigned, signed by another key, or name another key id', async () => {
      standIn.mode = 'unsigned';
      expect((await refusal(wechat.createPayment(order()))).message).toBe('微信支付下单失败：应答缺少微信支付签名');
      standIn.mode = 'ok';
      standIn.answerSigner = { ...genuineSigner, key: WECHATPAY_FORGER_KEY };
      expect((await refusal(wechat.createPayment(order()))).message).toBe('微信支付下单失败：应答签名无效');
      standIn.answerSigner = { ...genuineSigner, serial: 'PUB_KEY_ID_0119000001092026010100000000000999' };
      expect((await refusal(wechat.queryPayment(newOrderNo()))).message).toBe('微信支付查询订单失败：应答签名无效');
    });

    it("names WeChat Pay's code and message when it refuses (PARAM_ERROR, NO_AUTH)", async () => {
      const param = await refusal(wechat.createPayment(order('BY1')));
      expect(param.code).toBe('PARAM_ERROR');
      expect(param.message).toMatch(/^微信支付下单失败：out_trade_no .+（PARAM_ERROR）$/);
      standIn.mode = 'refuse';
      const noAuth = await refusal(wechat.createPayment(order()));
      expect(noAuth.code).toBe('NO_AUTH');
      expect(noAuth.message).toMatch(/^微信支付下单失败：.+（NO_AUTH）$/);
    });

    it('gives up on an API that does not answer', async () => {
      standIn.mode = 'hang';
      const err = await refusal(wechat.createPayment(order()));
      expect(err.message).toMatch(/^微信支付下单失败：.*没有应答$/);
      expect(err.code).toBeNull();
    });
  });

  describe('query and close', () => {
    it('queries: unpaid is null, paid is the payment with its time, unknown is null', async () => {
      const orderNo = await ordered(2990);
      expect(await wechat.queryPayment(orderNo)).toBeNull();
      expect(lastRequest().url.search).toBe(`?mchid=${WECHATPAY_MCHID}`);
      const paidAt = new Date('2026-03-15T06:22:08Z');
      standIn.pay(orderNo, paidAt);
      expect(await wechat.queryPayment(orderNo)).toEqual({
        orderNo,
        tradeNo: standIn.trades.get(orderNo)!.transactionId,
        amountFen: 2990,
        paidAt,
      });
      expect(await wechat.queryPayment(newOrderNo())).toBeNull();
    });

    it('closes an unpaid order; a paid one is refused with ORDERPAID', async () => {
      const unpaid = await ordered();
      await wechat.closePayment(unpaid);
      expect(standIn.trades.get(unpaid)!.state).toBe('CLOSED');
      expect(JSON.parse(lastRequest().body)).toEqual({ mchid: WECHATPAY_MCHID });
      const paid = await ordered();
      standIn.pay(paid);
      const err = await refusal(wechat.closePayment(paid));
      expect(err.code).toBe('ORDERPAID');
    });
  });

  describe('refunds', () => {
    it('refunds the whole amount once, however often asked', async () => {
      const orderNo = await ordered(4990);
      standIn.pay(orderNo);
      await wechat.refund({ orderNo, amountFen: 4990, reason: '用户申请退款' });
      await wechat.refund({ orderNo, amountFen: 4990, reason: '用户申请退款' });
      expect(standIn.refunds.filter((r) => r.outTradeNo === orderNo)).toHaveLength(1);
      expect(JSON.parse(lastRequest().body)).toEqual({
        out_trade_no: orderNo,
        out_refund_no: `${orderNo}R`,
        reason: '用户申请退款',
        amount: { refund: 4990, total: 4990, currency: 'CNY' },
      });
    });

    it('says in Chinese why a refund was refused or failed', async () => {
      const orderNo = await ordered();
      standIn.pay(orderNo);
      standIn.mode = 'refuse';
      const refused = await refusal(wechat.refund({ orderNo, amountFen: 9900, reason: '重复购买' }));
      expect(refused.message).toMatch(/^微信支付退款失败：商户无权限.*（NO_AUTH）$/);
      standIn.mode = 'ok';
      standIn.refundStatus = 'ABNORMAL';
      const abnormal = await refusal(wechat.refund({ orderNo, amountFen: 9900, reason: '重复购买' }));
      expect(abnormal.code).toBe('ABNORMAL');
      expect(abnormal.message).toMatch(/^微信支付退款失败：退款异常/);
    });
  });

  describe('notifications', () => {
    const parse = (n: { headers: Record<string, string>; body: string }) =>
      wechat.parseNotification({ ...n.headers, body: n.body });

    it('takes a genuine TRANSACTION.SUCCESS notification', async () => {
      const orderNo = await ordered(1990);
      const posted = standIn.pay(orderNo, new Date('2026-03-15T06:22:08Z'));
      expect(parse(posted)).toEqual({
        ok: true,
        notification: {
          orderNo,
          tradeNo: standIn.trades.get(orderNo)!.transactionId,
          amountFen: 1990,
          paidAt: new Date('2026-03-15T06:22:08Z'),
        },
      });
    });

    it('refuses forged, stale, altered, misencrypted, incomplete and foreign notifications', async () => {
      const orderNo = await ordered();
      standIn.pay(orderNo);
      const transaction = standIn.transaction(orderNo);
      const genuine = notification(transaction);
      const tampered = JSON.parse(genuine.body) as { resource: { ciphertext: string } };
      const sealed = Buffer.from(tampered.resource.ciphertext, 'base64');
      sealed[0] = sealed[0]! ^ 1;
      tampered.resource.ciphertext = sealed.toString('base64');
      const { 'wechatpay-signature': _dropped, ...unsignedHeaders } = genuine.headers;
      const cases: [string, { headers: Record<string, string>; body: string }, string][] = [
        ['a forger key', notification(transaction, { key: WECHATPAY_FORGER_KEY }), '支付通知签名无效'],
        ['another key id', notification(transaction, { serial: 'PUB_KEY_ID_0999' }), '支付通知签名无效'],
        [
          '6 minutes old',
          notification(transaction, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
          '支付通知已过期',
        ],
        ['altered ciphertext', { headers: genuine.headers, body: JSON.stringify(tampered) }, '支付通知签名无效'],
        [
          'another APIv3 key',
          notification(transaction, { apiV3Key: randomBytes(16).toString('hex') }),
          '支付通知无法解密',
        ],
        ['no signature header', { headers: unsignedHeaders, body: genuine.body }, '支付通知格式不正确'],
        ['a body not JSON', { headers: wechatpayHeaders('success'), body: 'success' }, '支付通知格式不正确'],
        ['another merchant', notification({ ...transaction, mchid: '1900000999' }), '支付通知不属于本商户'],
        ['another AppID', notification({ ...transaction, appid: 'wx0000000000000000' }), '支付通知不属于本商户'],
      ];
      for (const [what, posted, reason] of cases) expect(parse(posted), what).toEqual({ ok: false, reason });
      expect(parse(genuine).ok).toBe(true);
    });

    it('answers NOT_PAID to a genuine notification of a transaction not paid', async () => {
      const orderNo = await ordered();
      expect(parse(notification(standIn.transaction(orderNo)))).toEqual({ ok: false, reason: NOT_PAID });
    });
  });
});
