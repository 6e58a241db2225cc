import { MEMBERSHIP_TEXTS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alipayEnv,
  FORGER_KEY,
  signNotification,
  startAlipayStandIn,
  type AlipayStandIn,
} from '../../../test/alipayStandIn.ts';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { loginTestAdmin, refundAsAdmin } from '../../../test/admins.ts';
import { registerTestUser } from '../../../test/users.ts';
import { alipayTime } from '../../payments/alipay.ts';

const SITE = 'https://bangyan.example.com';

/** Membership paid with Alipay (当面付), against its stand-in: the QR, the notification, the query. */
describe.each(testDatabaseKinds().slice(0, 1))('Alipay payments on %s', (kind) => {
  let t: TestApp;
  let alipay: AlipayStandIn;
  let buyer: { cookie: string; uid: string };
  beforeAll(async () => {
    alipay = await startAlipayStandIn();
    t = await createTestApp(kind, { ...alipayEnv(`${alipay.baseUrl}/gateway.do`), SITE_URL: SITE });
    buyer = await registerTestUser(t, '13900007001');
  });
  afterAll(async () => {
    await t?.close();
    await alipay?.close();
  });

  const createOrder = async (planId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/vip/createOrder',
        headers: { ...FORM_HEADERS, cookie: buyer.cookie },
        payload: form({ planId }),
      })
    ).json() as { code: number; msg: string; data: { orderNo: string; qrText: string; sandbox: boolean } };
  const notify = async (fields: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/vip/notify/alipay',
        headers: FORM_HEADERS,
        payload: new URLSearchParams(fields).toString(),
      })
    ).body;
  const order = (orderNo: string) =>
    t.handle.db.selectFrom('vip_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const user = () => t.handle.db.selectFrom('users').selectAll().where('uid', '=', buyer.uid).executeTakeFirstOrThrow();
  const status = async (orderNo: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/v1/vip/orderStatus?orderNo=${orderNo}`,
        headers: { cookie: buyer.cookie },
      })
    ).json().data as { status: string };

  it('opens an Alipay trade for the order: its QR, amount, expiry and notify address', async () => {
    const created = await createOrder('vip-1m');
    expect(created.code).toBe(0);
    expect(created.data.sandbox).toBe(false);
    expect(created.data.qrText).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const row = await order(created.data.orderNo);
    expect(alipay.trades.get(created.data.orderNo)).toMatchObject({
      amount: (row.amount_fen / 100).toFixed(2),
      notifyUrl: `${SITE}/v1/vip/notify/alipay`,
      timeExpire: alipayTime(row.expires_at),
    });
  });

  it('applies a signed notification once; forged, foreign, unpaid or wrong-amount ones change nothing', async () => {
    const { data } = await createOrder('vip-1m');
    const paid = alipay.pay(data.orderNo);
    const before = await user();
    const refusals = [
      // Signed by someone else.
      signNotification(Object.fromEntries(Object.entries(paid).filter(([k]) => k !== 'sign')), FORGER_KEY),
      // Altered after Alipay signed it.
      { ...paid, total_amount: '0.01' },
      // Signed by Alipay, but another app's.
      signNotification({ ...paid, app_id: '2021000000009999' }),
      // Signed, for the right order, with another amount than the order's.
      signNotification({ ...paid, total_amount: '0.01' }),
    ];
    for (const fields of refusals) expect(await notify(fields)).toBe('failure');
    // Not paid yet: acknowledged, nothing applied.
    expect(await notify(signNotification({ ...paid, trade_status: 'WAIT_BUYER_PAY' }))).toBe('success');
    expect((await order(data.orderNo)).status).toBe('pending');
    expect(await user()).toEqual(before);

    expect(await notify(paid)).toBe('success');
    const after = await order(data.orderNo);
    expect(after).toMatchObject({ status: 'paid', provider: 'alipay', provider_trade_no: paid.trade_no });
    expect((await user()).role).toBe('vip');
    // Alipay repeats a notification until it hears "success": the same again changes nothing.
    const settled = await user();
    expect(await notify(paid)).toBe('success');
    expect(await user()).toEqual(settled);
    expect(await order(data.orderNo)).toEqual(after);
  });

  it('finds a payment whose notification is late by asking Alipay; the late notification then changes nothing', async () => {
    const { data } = await createOrder('vip-1m');
    expect((await status(data.orderNo)).status).toBe('pending');
    const late = alipay.pay(data.orderNo);
    // The dialog's next poll (past the query interval) asks Alipay and applies the payment.
    await t.kv.delete(`vip:query:${data.orderNo}`);
    expect((await status(data.orderNo)).status).toBe('paid');
    const paidRow = await order(data.orderNo);
    const settled = await user();
    expect(await notify(late)).toBe('success');
    expect(await order(data.orderNo)).toEqual(paidRow);
    expect(await user()).toEqual(settled);
  });

  it('honours a payment made in time even when its notification comes after the order closed, not one made late', async () => {
    const inTime = (await createOrder('vip-1m')).data.orderNo;
    const late = (await createOrder('vip-1m')).data.orderNo;
    for (const orderNo of [inTime, late]) {
      const row = await order(orderNo);
      // The order ran out a minute ago and was closed for want of a payment.
      const expired = new Date(Date.now() - 60_000);
      await t.handle.db
        .updateTable('vip_orders')
        .set({ status: 'closed', expires_at: expired })
        .where('order_no', '=', row.order_no)
        .execute();
    }
    expect(await notify(alipay.pay(inTime, alipayTime(new Date(Date.now() - 120_000))))).toBe('success');
    expect((await order(inTime)).status).toBe('paid');
    expect(await notify(alipay.pay(late, alipayTime(new Date())))).toBe('failure');
    expect((await order(late)).status).toBe('closed');
  });

  it("returns the money through Alipay when the console refunds an Alipay order; Alipay's refusal changes nothing", async () => {
    const admin = (await loginTestAdmin(t, 'refunder', 'admin')).cookie;
    const refund = (orderNo: string) => refundAsAdmin(t, admin, orderNo);
    const { data } = await createOrder('vip-1m');
    expect(await notify(alipay.pay(data.orderNo))).toBe('success');

    alipay.mode = 'refuse';
    expect(await refund(data.orderNo)).toMatchObject({ code: 400, msg: '支付宝退款失败：卖家余额不足' });
    expect((await order(data.orderNo)).status).toBe('paid');
    alipay.mode = 'ok';

    expect((await refund(data.orderNo)).code).toBe(0);
    const row = await order(data.orderNo);
    expect(row.status).toBe('refunded');
    expect(alipay.refunds).toEqual([
      { orderNo: data.orderNo, requestNo: `${data.orderNo}R`, amount: (row.amount_fen / 100).toFixed(2) },
    ]);
    const [audit] = await t.handle.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(audit!.after).toMatchObject({ status: 'refunded', money: 'alipay' });
  });

  it('refuses the order in words when Alipay will not open the trade, and leaves no order waiting', async () => {
    alipay.mode = 'refuse';
    const pendingBefore = await t.handle.db
      .selectFrom('vip_orders')
      .select('order_no')
      .where('status', '=', 'pending')
      .execute();
    expect(await createOrder('svip-1m')).toEqual({ code: 400, msg: MEMBERSHIP_TEXTS.paymentFailed, data: null });
    const pendingAfter = await t.handle.db
      .selectFrom('vip_orders')
      .select('order_no')
      .where('status', '=', 'pending')
      .execute();
    expect(pendingAfter).toEqual(pendingBefore);
    alipay.mode = 'ok';
  });
});
