import { DAY_MS, formatDate } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { giftEnd } from '../../access/membership.ts';

/** The last day of a membership with this exclusive end, as user info shows it. */
const lastDay = (end: Date) => formatDate(new Date(end.getTime() - 1));

/** VIP during the SVIP trial: bought, it runs beneath the trial from the day of purchase; user info lists both. */
describe.each(testDatabaseKinds())('memberships beside the SVIP trial on %s', (kind) => {
  let t: TestApp;
  let user: { cookie: string; uid: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await registerTestUser(t, '13900000026');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { ...FORM_HEADERS, cookie: user.cookie }, payload: form(fields) });
  const me = async () =>
    (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: user.cookie } })).json().data;
  const userRow = () =>
    t.handle.db.selectFrom('users').selectAll().where('uid', '=', user.uid).executeTakeFirstOrThrow();

  it('lists the registration gift alone, then the trial over it', async () => {
    const gift = (await userRow()).role_end_at!;
    expect((await me()).memberships).toEqual([{ tier: 'vip', kind: 'paid', endDate: lastDay(gift) }]);
    const claimed = (await post('/v1/user/svipTrial', {})).json();
    expect(claimed.code).toBe(0);
    const trial = (await userRow()).svip_trial_until!;
    expect(claimed.data.memberships).toEqual([
      { tier: 'svip', kind: 'trial', endDate: lastDay(trial) },
      { tier: 'vip', kind: 'paid', endDate: lastDay(gift) },
    ]);
    expect(claimed.data).toMatchObject({ roleStr: 'svip', roleEndDate: lastDay(trial) });
  });

  it('sells VIP during the trial: it counts from the purchase and runs beneath the trial', async () => {
    // No paid membership left: the trial alone.
    await t.handle.db
      .updateTable('users')
      .set({ role: 'normal', role_end_at: null })
      .where('uid', '=', user.uid)
      .execute();
    const trial = (await userRow()).svip_trial_until!;
    expect((await me()).memberships).toEqual([{ tier: 'svip', kind: 'trial', endDate: lastDay(trial) }]);

    const order = (await post('/v1/vip/createOrder', { planId: 'vip-1m' })).json();
    expect(order.code).toBe(0);
    const before = new Date();
    const paid = (await post('/v1/vip/sandboxConfirm', { orderNo: order.data.orderNo })).json();
    const after = new Date();
    const row = await userRow();
    // From the day of purchase, not from the trial's end; the trial is untouched.
    expect([giftEnd(before, 1), giftEnd(after, 1)]).toContainEqual(row.role_end_at);
    expect(row.svip_trial_until).toEqual(trial);
    // The order answers what was bought; user info the trial in force, and both tiers.
    expect(paid.data).toMatchObject({ status: 'paid', roleStr: 'vip', roleEndDate: lastDay(row.role_end_at!) });
    expect(await me()).toMatchObject({
      roleStr: 'svip',
      roleEndDate: lastDay(trial),
      memberships: [
        { tier: 'svip', kind: 'trial', endDate: lastDay(trial) },
        { tier: 'vip', kind: 'paid', endDate: lastDay(row.role_end_at!) },
      ],
    });

    // Once the trial is over, the paid VIP goes on alone.
    await t.handle.db
      .updateTable('users')
      .set({ svip_trial_until: new Date(Date.now() - DAY_MS) })
      .where('uid', '=', user.uid)
      .execute();
    expect(await me()).toMatchObject({
      roleStr: 'vip',
      roleEndDate: lastDay(row.role_end_at!),
      memberships: [{ tier: 'vip', kind: 'paid', endDate: lastDay(row.role_end_at!) }],
    });
  });

  it('puts a paid SVIP that outlasts the trial first, and still refuses VIP beside a paid SVIP', async () => {
    const paidEnd = new Date(Date.now() + 90 * DAY_MS);
    const trial = new Date(Date.now() + 5 * DAY_MS);
    await t.handle.db
      .updateTable('users')
      .set({ role: 'svip', role_end_at: paidEnd, svip_trial_until: trial })
      .where('uid', '=', user.uid)
      .execute();
    expect((await me()).memberships).toEqual([
      { tier: 'svip', kind: 'paid', endDate: lastDay(paidEnd) },
      { tier: 'svip', kind: 'trial', endDate: lastDay(trial) },
    ]);
    expect((await post('/v1/vip/createOrder', { planId: 'vip-1m' })).json()).toEqual({
      code: 400,
      msg: '您当前是SVIP会员，无需购买VIP',
      data: null,
    });
  });
});
