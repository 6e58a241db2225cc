import { MEMBERSHIP_TEXTS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('membership with payments off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_PROVIDER: 'none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the plans but opens no order and confirms nothing', async () => {
    const { cookie } = await registerTestUser(t, '13900000003');
    expect((await t.app.inject({ method: 'GET', url: '/v1/vip/plans' })).json().data.providers).toEqual([]);
    const create = await t.app.inject({
      method: 'POST',
      url: '/v1/vip/createOrder',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ planId: 'vip-1m' }),
    });
    expect(create.json()).toEqual({ code: 400, msg: MEMBERSHIP_TEXTS.paymentUnavailable, data: null });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/v1/vip/sandboxConfirm',
      headers: { ...FORM_HEADERS, cookie },
      payload: form({ orderNo: 'BY202603151000123456789' }),
    });
    expect(confirm.json()).toEqual({ code: 400, msg: MEMBERSHIP_TEXTS.sandboxOnly, data: null });
    expect(await t.handle.db.selectFrom('vip_orders').selectAll().execute()).toEqual([]);
  });
});
