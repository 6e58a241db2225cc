import { MEMBERSHIP_TEXTS, type Notice } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { sandboxProvider } from '../../payments/payment.ts';
import { markPaid } from './queries.ts';

describe.each(testDatabaseKinds())('the paid order notice on %s', (kind) => {
  let t: TestApp;
  let user: { cookie: string; uid: string };
  const { data } = jsonGetters(() => t.app);
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await registerTestUser(t, '13700002001');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (url: string, fields: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...FORM_HEADERS, cookie: user.cookie },
        payload: form(fields),
      })
    ).json();
  const orderNotices = async () => (await data<{ list: Notice[] }>('/v1/message/list?kind=order', user.cookie)).list;

  it('tells the user once, however often the payment notification comes', async () => {
    const order = (await post('/v1/vip/createOrder', { planId: 'svip-3m' })).data;
    expect(await orderNotices()).toEqual([]);
    expect((await post('/v1/vip/sandboxConfirm', { orderNo: order.orderNo })).code).toBe(0);
    expect((await post('/v1/vip/sandboxConfirm', { orderNo: order.orderNo })).code).toBe(0);
    // The provider's notification again, straight to markPaid: the order stays paid, no second notice.
    const sandbox = sandboxProvider(t.config.signSecret);
    const payload = sandbox.notificationFor({
      ...order,
      subject: '榜眼 SVIP 3个月',
      expiresAt: new Date(order.expiresAt),
    });
    const parsed = sandbox.parseNotification(payload);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(await markPaid(t.handle.db, 'sandbox', parsed.notification, new Date())).toMatchObject({ applied: false });

    const me = await data<{ roleStr: string; roleEndDate: string }>('/v1/user/userData', user.cookie);
    expect(me.roleStr).toBe('svip');
    const notices = await orderNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'order', title: '会员开通成功', link: '/user/orders', read: false });
    expect(notices[0]!.body).toBe(
      `您购买的「SVIP 3个月」已支付成功，当前会员等级为SVIP，有效期至${me.roleEndDate}。感谢您对榜眼的支持！`,
    );
    expect((await data<{ kinds: { order: number } }>('/v1/message/unread', user.cookie)).kinds.order).toBe(1);
  });

  it('writes no notice for a payment it refuses', async () => {
    const order = (await post('/v1/vip/createOrder', { planId: 'svip-1m' })).data;
    const wrong = { orderNo: order.orderNo, tradeNo: 'T-WRONG', amountFen: 1 };
    expect(await markPaid(t.handle.db, 'sandbox', wrong, new Date())).toEqual({
      ok: false,
      msg: MEMBERSHIP_TEXTS.amountMismatch,
    });
    expect(await orderNotices()).toHaveLength(1);
  });
});
