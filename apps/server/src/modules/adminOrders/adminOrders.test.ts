import {
  ADMIN_OPS_TEXTS,
  ADMIN_TEXTS,
  formatDateYmd,
  type AdminOrder,
  type AdminOrderDetail,
  type Notice,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

type Orders = { total: number; list: AdminOrder[]; paidFen: number; refundedFen: number };

describe.each(testDatabaseKinds())('console orders on %s', (kind) => {
  let t: TestApp;
  let buyer: { cookie: string; uid: string };
  let other: { cookie: string; uid: string };
  let root: string;
  let operator: string;
  let paidNo: string;
  let pendingNo: string;
  const post = formPoster(() => t.app);
  const { get, data } = jsonGetters(() => t.app);
  const order = (no: string) =>
    t.handle.db.selectFrom('vip_orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
  const user = (uid: string) =>
    t.handle.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await registerTestUser(t, '13700006001');
    other = await registerTestUser(t, '13700006002');
    root = (await loginTestAdmin(t, 'ordersroot', 'admin')).cookie;
    operator = (await loginTestAdmin(t, 'ordersop', 'operator')).cookie;
    // The buyer (two months of VIP from registration) buys three more months and pays; the other leaves one unpaid.
    paidNo = (await post('/v1/vip/createOrder', { planId: 'vip-3m' }, buyer.cookie)).data.orderNo;
    expect((await post('/v1/vip/sandboxConfirm', { orderNo: paidNo }, buyer.cookie)).code).toBe(0);
    pendingNo = (await post('/v1/vip/createOrder', { planId: 'svip-1m' }, other.cookie)).data.orderNo;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists orders with filters for operators and admins, never for a user', async () => {
    expect((await get('/v1/admin/orders/list', buyer.cookie)).body.code).toBe(401);
    const all = await data<Orders>('/v1/admin/orders/list', operator);
    expect(all.list.map((o) => o.orderNo)).toEqual([pendingNo, paidNo]);
    expect(all).toMatchObject({ total: 2, refundedFen: 0 });
    expect(all.paidFen).toBe(all.list[1]!.amountFen);
    const today = formatDateYmd(Date.now());
    const cases: [string, string[]][] = [
      ['status=paid', [paidNo]],
      ['status=pending', [pendingNo]],
      ['status=closed', []],
      ['planId=svip-1m', [pendingNo]],
      [`uid=${buyer.uid}`, [paidNo]],
      [`from=${today}&to=${today}`, [pendingNo, paidNo]],
      ['to=20200101', []],
    ];
    for (const [query, expected] of cases) {
      expect((await data<Orders>(`/v1/admin/orders/list?${query}`, operator)).list.map((o) => o.orderNo)).toEqual(
        expected,
      );
    }
    expect((await get('/v1/admin/orders/list?status=lost', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.orderStatus);
    expect((await get('/v1/admin/orders/list?planId=gold', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.plan);
    expect((await get('/v1/admin/orders/list?from=20261301', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.dateFrom);
    expect((await get('/v1/admin/orders/list?from=20260302&to=20260301', operator)).body.msg).toBe(
      ADMIN_OPS_TEXTS.dateOrder,
    );
    const detail = await data<AdminOrderDetail>(`/v1/admin/orders/detail?orderNo=${paidNo}`, operator);
    expect(detail).toMatchObject({ status: 'paid', before: { role: 'vip' }, after: { role: 'vip' }, refund: null });
    expect(detail.providerTradeNo).not.toBeNull();
    expect((await get('/v1/admin/orders/detail?orderNo=BY000000000', operator)).body.msg).toBe(
      ADMIN_OPS_TEXTS.orderMissing,
    );
  });

  it('marks a refund: admins only, with a reason; the membership bought is taken back; audited and notified', async () => {
    const paid = await order(paidNo);
    const before = await user(buyer.uid);
    expect(before.role_end_at).toEqual(paid.end_after);
    const refund = (fields: Record<string, string>, cookie = root) =>
      post('/v1/admin/orders/refund', { orderNo: paidNo, ...fields }, cookie);
    expect((await refund({ reason: '重复购买' }, operator)).msg).toBe(ADMIN_TEXTS.noPermission('orders.refund'));
    expect((await refund({ reason: '重复购买' }, buyer.cookie)).code).toBe(401);
    expect((await refund({ reason: '' })).msg).toBe(ADMIN_OPS_TEXTS.reason);
    expect((await refund({ orderNo: 'x', reason: '重复购买' })).msg).toBe(ADMIN_OPS_TEXTS.orderNo);
    expect((await post('/v1/admin/orders/refund', { orderNo: pendingNo, reason: '重复' }, root)).msg).toBe(
      ADMIN_OPS_TEXTS.notRefundable,
    );
    expect(await order(paidNo)).toEqual(paid);
    expect(await user(buyer.uid)).toEqual(before);

    const answer = await refund({ reason: '重复购买' });
    // Nothing changed since the payment: the membership is what it was before the order.
    expect(answer).toMatchObject({
      code: 0,
      data: {
        status: 'refunded',
        refund: {
          reason: '重复购买',
          by: 'ordersroot',
          membershipAfter: { role: 'vip', endsAt: paid.end_before!.toISOString() },
        },
      },
    });
    expect((await user(buyer.uid)).role_end_at).toEqual(paid.end_before);
    expect((await refund({ reason: '再退' })).msg).toBe(ADMIN_OPS_TEXTS.notRefundable);
    const list = await data<Orders>('/v1/admin/orders/list?status=refunded', operator);
    expect(list).toMatchObject({ total: 1, paidFen: 0, refundedFen: paid.amount_fen });
    // The buyer's own orders say so, and the message centre tells them.
    const mine = (await get<{ list: { orderNo: string; status: string }[] }>('/v1/vip/orders', buyer.cookie)).body.data;
    expect(mine.list.find((o) => o.orderNo === paidNo)?.status).toBe('refunded');
    const notices = (await data<{ list: Notice[] }>('/v1/message/list?kind=order', buyer.cookie)).list;
    expect(notices[0]).toMatchObject({ title: ADMIN_OPS_TEXTS.refundNoticeTitle, link: '/user/orders' });
    const rows = await t.handle.db.selectFrom('admin_audit').selectAll().where('action', '=', 'order.refund').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target: `order:${paidNo}`,
      before: { status: 'paid', membership: { role: 'vip', endsAt: paid.end_after!.toISOString() } },
      after: { status: 'refunded', reason: '重复购买' },
    });
  });
});
