import {
  ADMIN_OPS_TEXTS,
  ADMIN_TEXTS,
  SESSION_COOKIE,
  type AdminUser,
  type AdminUserDetail,
  type Notice,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { loginTestUser, registerTestUser } from '../../../test/users.ts';

type Page<T> = { total: number; list: T[] };

describe.each(testDatabaseKinds())('console users on %s', (kind) => {
  let t: TestApp;
  let alice: { cookie: string; uid: string };
  let bob: { cookie: string; uid: string };
  let root: string;
  let operator: string;
  let editor: string;
  const post = formPoster(() => t.app);
  const { get, data } = jsonGetters(() => t.app);
  const userRow = (uid: string) =>
    t.handle.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  const audit = (action: string) =>
    t.handle.db.selectFrom('admin_audit').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await registerTestUser(t, '13700005001');
    bob = await registerTestUser(t, '13700005002');
    await t.handle.db
      .updateTable('users')
      .set({ nickname: '爱丽丝运营', email: 'alice@example.com' })
      .where('uid', '=', alice.uid)
      .execute();
    root = (await loginTestAdmin(t, 'usersroot', 'admin')).cookie;
    operator = (await loginTestAdmin(t, 'usersop', 'operator')).cookie;
    editor = (await loginTestAdmin(t, 'usersed', 'editor')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds users by uid, phone, email or nickname, for operators and admins', async () => {
    expect((await get('/v1/admin/users/search', alice.cookie)).body.code).toBe(401);
    expect((await get('/v1/admin/users/search', editor)).body).toMatchObject({
      code: 4030,
      msg: ADMIN_TEXTS.noPermission('users.read'),
    });
    const all = await data<Page<AdminUser>>('/v1/admin/users/search', operator);
    expect(all.list.map((u) => u.uid)).toEqual([bob.uid, alice.uid]);
    for (const q of [alice.uid, '5001', 'ALICE@example', '爱丽丝']) {
      const found = await data<Page<AdminUser>>(`/v1/admin/users/search?q=${encodeURIComponent(q)}`, operator);
      expect(found.list.map((u) => u.uid)).toEqual([alice.uid]);
    }
    expect(all.list[1]).toMatchObject({ phone: '13700005001', tier: 'vip', disabled: false });
    expect((await get(`/v1/admin/users/search?q=${'x'.repeat(65)}`, operator)).body.msg).toBe(ADMIN_OPS_TEXTS.search);
  });

  it("shows a user's follows, keywords, orders and logins", async () => {
    await post('/v1/vip/createOrder', { planId: 'svip-1m' }, alice.cookie);
    const detail = await data<AdminUserDetail>(`/v1/admin/users/detail?uid=${alice.uid}`, operator);
    expect(detail.user).toMatchObject({ uid: alice.uid, paidRole: 'vip', wechatBound: false, disabledAt: null });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ planId: 'svip-1m', status: 'pending', uid: alice.uid });
    expect(detail.logins[0]).toMatchObject({ method: 'register', endedAt: null });
    expect(detail).toMatchObject({ follows: [], keywords: [] });
    expect((await get('/v1/admin/users/detail?uid=999999', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.userMissing);
    expect((await get('/v1/admin/users/detail?uid=abc', operator)).body.msg).toBe(ADMIN_OPS_TEXTS.uid);
  });

  it('sets a membership: admins only, with a reason, audited, the user notified', async () => {
    const before = await userRow(bob.uid);
    const grant = (fields: Record<string, string>, cookie = root) =>
      post('/v1/admin/users/membership', { uid: bob.uid, ...fields }, cookie);
    const ok = { tier: 'svip', endDate: '20991231', reason: '活动赠送' };
    expect((await grant(ok, editor)).msg).toBe(ADMIN_TEXTS.noPermission('membership.grant'));
    expect((await grant(ok, operator)).code).toBe(4030);
    expect((await grant(ok, bob.cookie)).code).toBe(401);
    expect((await grant({ ...ok, reason: ' ' })).msg).toBe(ADMIN_OPS_TEXTS.reason);
    expect((await grant({ ...ok, reason: '长'.repeat(201) })).msg).toBe(ADMIN_OPS_TEXTS.reasonTooLong);
    expect((await grant({ ...ok, tier: 'gold' })).msg).toBe(ADMIN_OPS_TEXTS.tier);
    expect((await grant({ tier: 'vip', reason: '补偿' })).msg).toBe(ADMIN_OPS_TEXTS.endDate);
    expect((await grant({ ...ok, endDate: '20200101' })).msg).toBe(ADMIN_OPS_TEXTS.endDatePast);
    expect(await userRow(bob.uid)).toEqual(before);
    expect(await audit('membership.grant')).toEqual([]);

    const answer = await grant(ok);
    expect(answer).toMatchObject({
      code: 0,
      data: { tier: 'svip', paidRole: 'svip', tierEndsAt: '2099-12-31T16:00:00.000Z' },
    });
    const info = (await get<{ roleStr: string }>('/v1/user/userData', bob.cookie)).body.data;
    expect(info.roleStr).toBe('svip');
    const notices = await data<Page<Notice>>('/v1/message/list?kind=system', bob.cookie);
    expect(notices.list[0]).toMatchObject({ title: ADMIN_OPS_TEXTS.membershipNoticeTitle, link: '/vip/index' });
    expect(notices.list[0]!.body).toContain('SVIP，有效期至 2099-12-31');
    const [row] = await audit('membership.grant');
    expect(row).toMatchObject({
      target: `user:${bob.uid}`,
      before: { role: 'vip', roleEndAt: before.role_end_at!.toISOString() },
      after: { role: 'svip', roleEndAt: '2099-12-31T16:00:00.000Z', reason: '活动赠送' },
    });
    expect((await grant({ tier: 'normal', reason: '误开通' })).data).toMatchObject({
      tier: 'normal',
      paidEndsAt: null,
    });
  });

  it('disables a user: sessions end, logins refused in Chinese; enabling lets them in again', async () => {
    const status = (fields: Record<string, string>, cookie = operator) =>
      post('/v1/admin/users/status', { uid: alice.uid, ...fields }, cookie);
    expect((await status({ disabled: '1', reason: '违规' }, editor)).code).toBe(4030);
    expect((await status({ disabled: 'yes', reason: '违规' })).msg).toBe(ADMIN_OPS_TEXTS.disabledFlag);
    expect((await status({ disabled: '1', reason: '' })).msg).toBe(ADMIN_OPS_TEXTS.reason);
    expect((await status({ disabled: '0', reason: '误操作' })).msg).toBe(ADMIN_OPS_TEXTS.alreadyEnabled);
    expect((await userRow(alice.uid)).disabled_at).toBeNull();
    expect((await get('/v1/user/userData', alice.cookie)).body.code).toBe(0);

    expect(await status({ disabled: '1', reason: '批量注册刷数据' })).toMatchObject({
      code: 0,
      data: { disabled: true, disabledReason: '批量注册刷数据' },
    });
    expect((await get('/v1/user/userData', alice.cookie)).body.code).toBe(401);
    const sessions = await t.handle.db.selectFrom('user_sessions').selectAll().where('uid', '=', alice.uid).execute();
    expect(sessions.every((s) => s.ended_at !== null)).toBe(true);
    const login = await loginTestUser(t, '13700005001');
    expect(login.json()).toMatchObject({ code: 400, msg: ADMIN_OPS_TEXTS.accountDisabled });
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await audit('user.disable'))[0]).toMatchObject({
      target: `user:${alice.uid}`,
      before: { disabledAt: null },
      after: { reason: '批量注册刷数据' },
    });

    expect((await status({ disabled: '0', reason: '申诉通过' }, root)).data).toMatchObject({ disabled: false });
    expect((await loginTestUser(t, '13700005001')).json().code).toBe(0);
    expect(await audit('user.enable')).toHaveLength(1);
  });
});
