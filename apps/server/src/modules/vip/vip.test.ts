import { DAY_MS, formatDate, MEMBERSHIP_TEXTS, MINUTE_MS, TIER_BENEFITS, VIP_TO_SVIP_RATIO } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { sandboxProvider } from '../../payments/payment.ts';
import { markPaid } from './queries.ts';
import { registerTestUser } from '../../../test/users.ts';
import { giftEnd } from '../../access/membership.ts';
/** The last day of a membership with this exclusive end, as user info shows it. */
const lastDay = (end: Date) => formatDate(new Date(end.getTime() - 1));

describe.each(testDatabaseKinds())('membership and orders on %s', (kind) => {
  let t: TestApp;
  let a: { cookie: string; uid: string };
  let b: { cookie: string; uid: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await registerTestUser(t, '13900000001');
    b = await registerTestUser(t, '13900000002');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const createOrder = async (planId: string, cookie: string) =>
    (await post('/v1/vip/createOrder', { planId }, cookie)).json();
  const confirm = async (orderNo: string, cookie: string) =>
    (await post('/v1/vip/sandboxConfirm', { orderNo }, cookie)).json();
  const status = async (orderNo: string, cookie: string) =>
    (await get(`/v1/vip/orderStatus?orderNo=${orderNo}`, cookie)).json();
  const me = async (cookie: string) => (await get('/v1/user/userData', cookie)).json().data;
  const userRow = (uid: string) =>
    t.handle.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  const orderRow = (orderNo: string) =>
    t.handle.db.selectFrom('vip_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const orderCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('vip_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setMembership = (uid: string, role: 'normal' | 'vip' | 'svip', end: Date | null, trial: Date | null = null) =>
    t.handle.db
      .updateTable('users')
      .set({ role, role_end_at: end, svip_trial_until: trial })
      .where('uid', '=', uid)
      .execute();

  it('answers the plans, the tier comparison and the ways to pay to anyone, with no user data', async () => {
    const res = (await get('/v1/vip/plans')).json();
    expect(res.code).toBe(0);
    expect(Object.keys(res.data).sort()).toEqual(['benefits', 'plans', 'providers']);
    expect(res.data.plans).toHaveLength(6);
    expect(res.data.plans[4]).toEqual({ id: 'svip-3m', tier: 'svip', months: 3, amountFen: 269_800 });
    expect(res.data.benefits).toEqual(TIER_BENEFITS);
    expect(res.data.providers).toEqual(['sandbox']);
  });

  it('needs a login for orders', async () => {
    expect((await post('/v1/vip/createOrder', { planId: 'vip-1m' })).json()).toMatchObject({ code: 401 });
    expect((await post('/v1/vip/sandboxConfirm', { orderNo: 'BY202603151000123456789' })).json().code).toBe(401);
    expect((await get('/v1/vip/orderStatus?orderNo=BY202603151000123456789')).json().code).toBe(401);
    expect((await get('/v1/vip/orders')).json().code).toBe(401);
  });

  it('refuses a bad plan or order number in Chinese and creates nothing', async () => {
    const before = await orderCount();
    expect(await createOrder('vip-2m', a.cookie)).toEqual({ code: 400, msg: '请选择有效的会员套餐', data: null });
    expect((await post('/v1/vip/createOrder', {}, a.cookie)).json()).toMatchObject({
      code: 400,
      msg: '请选择有效的会员套餐',
    });
    expect(await status('nonsense', a.cookie)).toMatchObject({ code: 400, msg: '订单不存在' });
    expect((await get('/v1/vip/orders?page=0', a.cookie)).json()).toMatchObject({ code: 400, msg: '页码不正确' });
    expect(await orderCount()).toBe(before);
  });

  it('creates a pending order, completes it on the sandbox confirmation, and applies it once', async () => {
    await setMembership(a.uid, 'normal', null);
    const created = await createOrder('svip-3m', a.cookie);
    expect(created.code).toBe(0);
    const order = created.data;
    expect(order).toMatchObject({
      planId: 'svip-3m',
      tier: 'svip',
      months: 3,
      amountFen: 269_800,
      status: 'pending',
      paidAt: null,
      sandbox: true,
    });
    expect(order.orderNo).toMatch(/^BY\d{20}$/);
    expect(order.qrText).toContain(order.orderNo);
    expect(order.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * MINUTE_MS);
    expect(await status(order.orderNo, a.cookie)).toMatchObject({
      code: 0,
      data: { status: 'pending', roleStr: null, roleEndDate: null },
    });

    const paid = await confirm(order.orderNo, a.cookie);
    const end = lastDay(giftEnd(new Date(), 3));
    expect(paid).toMatchObject({
      code: 0,
      data: { orderNo: order.orderNo, status: 'paid', roleStr: 'svip', roleEndDate: end },
    });
    expect(paid.data.paidAt).not.toBeNull();
    expect(await me(a.cookie)).toMatchObject({ roleStr: 'svip', roleEndDate: end });
    expect(await status(order.orderNo, a.cookie)).toMatchObject({
      data: { status: 'paid', roleStr: 'svip', roleEndDate: end },
    });
    const row = await orderRow(order.orderNo);
    expect(row).toMatchObject({
      status: 'paid',
      provider: 'sandbox',
      provider_trade_no: `SANDBOX${order.orderNo}`,
      role_before: 'normal',
      end_before: null,
      role_after: 'svip',
    });

    // A second confirmation (a repeated notification) changes nothing.
    const endAt = (await userRow(a.uid)).role_end_at;
    expect(await confirm(order.orderNo, a.cookie)).toMatchObject({
      code: 0,
      data: { status: 'paid', roleEndDate: end },
    });
    expect((await userRow(a.uid)).role_end_at).toEqual(endAt);
    expect((await orderRow(order.orderNo)).paid_at).toEqual(row.paid_at);
  });

  it('keeps an order to its owner', async () => {
    const order = (await createOrder('svip-1m', a.cookie)).data;
    expect(await status(order.orderNo, b.cookie)).toEqual({ code: 400, msg: '订单不存在', data: null });
    expect(await confirm(order.orderNo, b.cookie)).toEqual({ code: 400, msg: '订单不存在', data: null });
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect(
      (await get('/v1/vip/orders', b.cookie)).json().data.list.map((o: { orderNo: string }) => o.orderNo),
    ).not.toContain(order.orderNo);
  });

  it('renews the running tier from its current end', async () => {
    const before = (await userRow(a.uid)).role_end_at!;
    const order = (await createOrder('svip-1m', a.cookie)).data;
    const res = await confirm(order.orderNo, a.cookie);
    const expected = giftEnd(new Date(before.getTime() - 1), 1);
    expect(res.data.roleEndDate).toBe(lastDay(expected));
    expect((await userRow(a.uid)).role_end_at).toEqual(expected);
  });

  it('refuses VIP while SVIP runs, and creates nothing', async () => {
    const before = await orderCount();
    expect(await createOrder('vip-12m', a.cookie)).toEqual({
      code: 400,
      msg: '您当前是SVIP会员，无需购买VIP',
      data: null,
    });
    expect(await orderCount()).toBe(before);
  });

  it("shows the paid SVIP's end over a shorter trial", async () => {
    const { role_end_at: paidEnd } = await userRow(a.uid);
    await t.handle.db
      .updateTable('users')
      .set({ svip_trial_until: new Date(Date.now() + 7 * DAY_MS) })
      .where('uid', '=', a.uid)
      .execute();
    expect(await me(a.cookie)).toMatchObject({ roleStr: 'svip', roleEndDate: lastDay(paidEnd!), svipTrialUsed: true });
  });

  it('refuses an expired order and closes it, changing nothing else', async () => {
    const order = (await createOrder('vip-1m', b.cookie)).data;
    const { role_end_at: endBefore } = await userRow(b.uid);
    await t.handle.db
      .updateTable('vip_orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_no', '=', order.orderNo)
      .execute();
    expect(await status(order.orderNo, b.cookie)).toMatchObject({ code: 0, data: { status: 'closed' } });
    expect(await confirm(order.orderNo, b.cookie)).toEqual({
      code: 400,
      msg: MEMBERSHIP_TEXTS.orderExpired,
      data: null,
    });
    expect((await orderRow(order.orderNo)).status).toBe('closed');
    expect(await confirm(order.orderNo, b.cookie)).toEqual({
      code: 400,
      msg: MEMBERSHIP_TEXTS.orderClosed,
      data: null,
    });
    expect((await userRow(b.uid)).role_end_at).toEqual(endBefore);
  });

  it('upgrades VIP to SVIP from now, converting the VIP time left at 298/998', async () => {
    const vipEnd = giftEnd(new Date(), 2);
    await setMembership(b.uid, 'vip', vipEnd);
    const order = (await createOrder('svip-1m', b.cookie)).data;
    const res = await confirm(order.orderNo, b.cookie);
    const row = await orderRow(order.orderNo);
    const paidAt = row.paid_at!;
    // Through the China day that holds: one month of SVIP from now, plus the VIP time left at the ratio.
    const expected = giftEnd(
      new Date(
        giftEnd(paidAt, 1).getTime() + Math.round((vipEnd.getTime() - paidAt.getTime()) * VIP_TO_SVIP_RATIO) - 1,
      ),
      0,
    );
    expect(res.data).toMatchObject({ status: 'paid', roleStr: 'svip', roleEndDate: lastDay(expected) });
    expect(row).toMatchObject({ role_before: 'vip', end_before: vipEnd, role_after: 'svip', end_after: expected });
    // About 18 extra days for two months of VIP.
    expect((expected.getTime() - giftEnd(paidAt, 1).getTime()) / DAY_MS).toBeGreaterThan(17);
  });

  it("lists the user's own orders newest first, paged", async () => {
    const all = (await get('/v1/vip/orders?pageSize=50', a.cookie)).json().data;
    expect(all.total).toBe(3);
    expect(all.list.map((o: { status: string }) => o.status)).toEqual(['paid', 'pending', 'paid']);
    const created = all.list.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    const second = (await get('/v1/vip/orders?page=2&pageSize=2', a.cookie)).json().data;
    expect(second).toEqual({ list: [all.list[2]], total: 3 });
    expect((await get('/v1/vip/orders', b.cookie)).json().data.list.map((o: { status: string }) => o.status)).toEqual([
      'paid',
      'closed',
    ]);
  });

  it('keeps at most five unpaid orders open per user', async () => {
    await setMembership(b.uid, 'normal', null);
    const open = (await get('/v1/vip/orders', b.cookie))
      .json()
      .data.list.filter((o: { status: string }) => o.status === 'pending').length;
    for (let i = open; i < 5; i++) expect((await createOrder('vip-1m', b.cookie)).code).toBe(0);
    expect(await createOrder('vip-1m', b.cookie)).toEqual({
      code: 400,
      msg: MEMBERSHIP_TEXTS.tooManyPending,
      data: null,
    });
  });

  it('applies only a notification that is signed, for a known open order, with its amount', async () => {
    const sandbox = sandboxProvider(t.config.signSecret);
    const order = (await createOrder('svip-1m', a.cookie)).data;
    const payload = sandbox.notificationFor({
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      subject: '榜眼 SVIP 1个月',
      expiresAt: new Date(order.expiresAt),
    });
    expect(sandbox.parseNotification({ ...payload, amountFen: '1' })).toEqual({
      ok: false,
      reason: '支付通知签名无效',
    });
    expect(sandboxProvider('another secret').parseNotification(payload)).toEqual({
      ok: false,
      reason: '支付通知签名无效',
    });
    expect(sandbox.parseNotification({ orderNo: order.orderNo })).toEqual({ ok: false, reason: '支付通知格式不正确' });

    const { role_end_at: before } = await userRow(a.uid);
    const now = new Date();
    expect(
      await markPaid(t.handle.db, 'sandbox', { orderNo: order.orderNo, tradeNo: 'T1', amountFen: 1 }, now),
    ).toEqual({ ok: false, msg: MEMBERSHIP_TEXTS.amountMismatch });
    expect(await markPaid(t.handle.db, 'sandbox', { orderNo: 'BY000', tradeNo: 'T1', amountFen: 99_800 }, now)).toEqual(
      { ok: false, msg: MEMBERSHIP_TEXTS.orderUnknown },
    );
    expect(
      await markPaid(t.handle.db, 'alipay', { orderNo: order.orderNo, tradeNo: 'T1', amountFen: 99_800 }, now),
    ).toEqual({ ok: false, msg: MEMBERSHIP_TEXTS.orderUnknown });
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect((await userRow(a.uid)).role_end_at).toEqual(before);
  });
});
