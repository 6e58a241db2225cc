import { MEMBERSHIP_TEXTS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayEnv, startAlipayStandIn, type AlipayStandIn } from '../../../test/alipayStandIn.ts';
import { loginTestAdmin, refundAsAdmin } from '../../../test/admins.ts';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import {
  notification,
  startWechatPayStandIn,
  WECHATPAY_FORGER_KEY,
  wechatPayEnv,
  type WechatPayStandIn,
} from '../../../test/wechatPayStandIn.ts';
import { wechatpayTime } from '../../payments/wechatpay.ts';
import { sweepExpiredOrders } from './settle.ts';

const SITE = 'https://bangyan.example.com';
const ignore = () => undefined;

/** Membership paid with WeChat Pay (Native) beside Alipay, against their stand-ins: choice, notification, query, sweep. */
describe.each(testDatabaseKinds().slice(0, 1))('WeChat Pay payments on %s', (kind) => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  let alipay: AlipayStandIn;
  let buyer: { cookie: string; uid: string };
  beforeAll(async () => {
    [wechat, alipay] = await Promise.all([startWechatPayStandIn(), startAlipayStandIn()]);
    t = await createTestApp(kind, {
      ...alipayEnv(`${alipay.baseUrl}/gateway.do`),
      ...wechatPayEnv(wechat.baseUrl),
      PAYMENT_PROVIDER: 'wechat,alipay',
      SITE_URL: SITE,
    });
    buyer = await registerTestUser(t, '13900007002');
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([wechat?.close(), alipay?.close()]);
  });

  const createOrder = async (planId: string, method?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/vip/createOrder',
        headers: { ...FORM_HEADERS, cookie: buyer.cookie },
        payload: form(method ? { planId, method } : { planId }),
      })
    ).json() as { code: number; msg: string; data: { orderNo: string; qrText: string; provider: string } };
  const notify = async (posted: { headers: Record<string, string>; body: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vip/notify/wechat',
      headers: posted.headers,
      payload: posted.body,
    });
    return res.statusCode;
  };
  const order = (orderNo: string) =>
    t.handle.db.selectFrom('vip_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const user = () => t.handle.db.selectFrom('users').selectAll().where('uid', '=', buyer.uid).executeTakeFirstOrThrow();
  const notices = async () =>
    (await t.handle.db.selectFrom('notices').select('dedupe_key').where('uid', '=', buyer.uid).execute()).length;
  const status = async (orderNo: string) => {
    await t.kv.delete(`vip:query:${orderNo}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/vip/orderStatus?orderNo=${orderNo}`,
      headers: { cookie: buyer.cookie },
    });
    return (res.json().data as { status: string }).status;
  };
  /** The order ran out `minutes` ago. */
  const expire = (orderNo: string, minutes = 1) =>
    t.handle.db
      .updateTable('vip_orders')
      .set({ expires_at: new Date(Date.now() - minutes * 60_000) })
      .where('order_no', '=', orderNo)
      .execute();

  it('offers WeChat Pay first and Alipay; an order goes to the way chosen, a way not offered is refused', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/v1/vip/plans' })).json().data as { providers: string[] };
    expect(plans.providers).toEqual(['wechat', 'alipay']);

    const byDefault = await createOrder('vip-1m');
    expect(byDefault.data).toMatchObject({ provider: 'wechat' });
    expect(byDefault.data.qrText).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const row = await order(byDefault.data.orderNo);
    expect(row.provider).toBe('wechat');
    const sent = JSON.parse(wechat.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      out_trade_no: row.order_no,
      notify_url: `${SITE}/v1/vip/notify/wechat`,
      time_expire: wechatpayTime(row.expires_at),
      amount: { total: row.amount_fen, currency: 'CNY' },
    });

    const byAlipay = await createOrder('vip-1m', 'alipay');
    expect(byAlipay.data.provider).toBe('alipay');
    expect(alipay.trades.has(byAlipay.data.orderNo)).toBe(true);
    expect(await createOrder('vip-1m', 'sandbox')).toEqual({
      code: 400,
      msg: MEMBERSHIP_TEXTS.methodUnknown,
      data: null,
    });
    expect(await createOrder('vip-1m', 'paypal')).toMatchObject({ code: 400, msg: MEMBERSHIP_TEXTS.methodUnknown });
  });

  it('applies a signed notification once; forged, stale, foreign-key, tampered or wrong-amount ones change nothing', async () => {
    const { data } = await createOrder('vip-1m');
    const genuine = wechat.pay(data.orderNo);
    const transaction = wechat.transaction(data.orderNo);
    const before = await user();
    const noticesBefore = await notices();
    const refusals = [
      notification(transaction, { key: WECHATPAY_FORGER_KEY }),
      notification(transaction, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      notification(transaction, { apiV3Key: 'x'.repeat(32) }),
      notification(transaction, { serial: 'PUB_KEY_ID_0000000000000000000000000000000000' }),
      { headers: genuine.headers, body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      // Signed and encrypted by WeChat Pay, for this order, with another amount than the order's.
      notification({ ...transaction, amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } }),
      { headers: {}, body: genuine.body },
    ];
    for (const posted of refusals) expect(await notify(posted)).toBe(400);
    expect((await order(data.orderNo)).status).toBe('pending');
    expect(await user()).toEqual(before);

    expect(await notify(genuine)).toBe(204);
    const after = await order(data.orderNo);
    expect(after).toMatchObject({ status: 'paid', provider: 'wechat', provider_trade_no: transaction.transaction_id });
    expect((await user()).role).toBe('vip');
    expect(await notices()).toBe(noticesBefore + 1);
    // WeChat Pay repeats a notification until it hears 204: the same again (a replay) changes nothing.
    const settled = await user();
    expect(await notify(genuine)).toBe(204);
    expect(await notify(notification(transaction))).toBe(204);
    expect(await user()).toEqual(settled);
    expect(await order(data.orderNo)).toEqual(after);
    expect(await notices()).toBe(noticesBefore + 1);
  });

  it('finds a paid order by asking WeChat Pay; the delayed notification after it changes nothing', async () => {
    const { data } = await createOrder('vip-1m');
    expect(await status(data.orderNo)).toBe('pending');
    const late = wechat.pay(data.orderNo);
    expect(await status(data.orderNo)).toBe('paid');
    const paidRow = await order(data.orderNo);
    const settled = await user();
    expect(await notify(late)).toBe(204);
    expect(await order(data.orderNo)).toEqual(paidRow);
    expect(await user()).toEqual(settled);
  });

  it('closes an expired unpaid order at WeChat Pay and here; one paid in time is applied instead', async () => {
    const unpaid = (await createOrder('vip-1m')).data.orderNo;
    const paidInTime = (await createOrder('vip-1m')).data.orderNo;
    wechat.pay(paidInTime, new Date(Date.now() - 3 * 60_000));
    await expire(unpaid);
    await expire(paidInTime);
    await sweepExpiredOrders(t.handle.db, t.config, new Date(), ignore);
    expect((await order(unpaid)).status).toBe('closed');
    expect(wechat.trades.get(unpaid)!.state).toBe('CLOSED');
    expect((await order(paidInTime)).status).toBe('paid');
    // Closed at WeChat Pay: the phone can no longer pay it.
    expect(() => wechat.pay(unpaid)).toThrow(/closed/);
  });

  it('leaves an expired order open when WeChat Pay cannot be reached, for the next sweep', async () => {
    const orderNo = (await createOrder('vip-1m')).data.orderNo;
    await expire(orderNo);
    const problems: string[] = [];
    wechat.mode = 'unsigned';
    await sweepExpiredOrders(t.handle.db, t.config, new Date(), (detail) => problems.push(detail.detail));
    wechat.mode = 'ok';
    expect(problems.join()).toContain('应答缺少微信支付签名');
    expect((await order(orderNo)).status).toBe('pending');
    await sweepExpiredOrders(t.handle.db, t.config, new Date(), ignore);
    expect((await order(orderNo)).status).toBe('closed');
  });

  it('returns the money through WeChat Pay when the console refunds a WeChat Pay order', async () => {
    const admin = (await loginTestAdmin(t, 'wxrefunder', 'admin')).cookie;
    const refund = (orderNo: string) => refundAsAdmin(t, admin, orderNo);
    const { data } = await createOrder('vip-1m');
    expect(await notify(wechat.pay(data.orderNo))).toBe(204);

    wechat.mode = 'refuse';
    expect((await refund(data.orderNo)).msg).toMatch(/^微信支付退款失败：.*（NO_AUTH）$/);
    expect((await order(data.orderNo)).status).toBe('paid');
    wechat.mode = 'ok';

    expect((await refund(data.orderNo)).code).toBe(0);
    const row = await order(data.orderNo);
    expect(row.status).toBe('refunded');
    expect(wechat.refunds).toMatchObject([{ outTradeNo: data.orderNo, outRefundNo: `${data.orderNo}R` }]);
    // A notification arriving after the refund gives nothing back.
    const settled = await user();
    expect(await notify(notification(wechat.transaction(data.orderNo)))).toBe(204);
    expect(await user()).toEqual(settled);
    expect((await order(data.orderNo)).status).toBe('refunded');
  });
});
