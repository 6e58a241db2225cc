import { ADMIN_OPS_TEXTS, ADMIN_TEXTS, type AdminInfo, type AdminOperator } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTestAdmin, postAdminLogin } from '../../../test/admins.ts';
import { createTestApp, formPoster, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('console operators on %s', (kind) => {
  let t: TestApp;
  let root: { cookie: string; id: string };
  let operator: string;
  let member: string;
  const post = formPoster(() => t.app);
  const { get, data } = jsonGetters(() => t.app);
  const audit = () =>
    t.handle.db.selectFrom('admin_audit').selectAll().where('action', 'like', 'operator.%').orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const made = await loginTestAdmin(t, 'opsroot', 'admin');
    root = { cookie: made.cookie, id: made.admin.id };
    operator = (await loginTestAdmin(t, 'opsop', 'operator')).cookie;
    member = (await registerTestUser(t, '13700007001')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only', async () => {
    expect((await get('/v1/admin/operators/list', member)).body.code).toBe(401);
    expect((await get('/v1/admin/operators/list', operator)).body.msg).toBe(
      ADMIN_TEXTS.noPermission('operators.manage'),
    );
    expect((await post('/v1/admin/operators/create', { username: 'newbie', role: 'editor' }, operator)).code).toBe(
      4030,
    );
    expect((await data<AdminOperator[]>('/v1/admin/operators/list', root.cookie)).map((o) => o.username)).toEqual([
      'opsroot',
      'opsop',
    ]);
    expect(await audit()).toEqual([]);
  });

  it('creates an operator, who logs in with the password and secret shown once', async () => {
    expect((await post('/v1/admin/operators/create', { username: 'Bad Name', role: 'editor' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.operatorUsername,
    );
    expect((await post('/v1/admin/operators/create', { username: 'newbie', role: 'boss' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.role,
    );
    expect((await post('/v1/admin/operators/create', { username: 'opsop', role: 'editor' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.operatorTaken,
    );
    const made = await post('/v1/admin/operators/create', { username: 'newbie', role: 'editor' }, root.cookie);
    expect(made).toMatchObject({
      code: 0,
      data: { operator: { username: 'newbie', role: 'editor', disabled: false } },
    });
    expect(made.data.enrolment.otpauthUri).toContain(made.data.enrolment.totpSecret);
    expect(made.data.enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const login = await postAdminLogin(t, {
      username: 'newbie',
      password: made.data.password,
      totpSecret: made.data.enrolment.totpSecret,
    });
    expect(login.body).toMatchObject({ code: 0, data: { username: 'newbie', role: 'editor' } });
    expect((await audit()).map((r) => [r.action, r.after])).toEqual([
      ['operator.create', { username: 'newbie', role: 'editor' }],
    ]);
  });

  it("changes a role, disables and enables, resets the TOTP secret; never one's own", async () => {
    const [newbie] = (await data<AdminOperator[]>('/v1/admin/operators/list', root.cookie)).filter(
      (o) => o.username === 'newbie',
    );
    const id = newbie!.id;
    expect((await post('/v1/admin/operators/role', { id: root.id, role: 'editor' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.notSelf,
    );
    expect((await post('/v1/admin/operators/status', { id: root.id, disabled: '1' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.notSelf,
    );
    expect((await post('/v1/admin/operators/role', { id, role: 'editor' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.roleSame('editor'),
    );
    expect((await post('/v1/admin/operators/role', { id: '99999', role: 'editor' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.operatorMissing,
    );
    expect((await post('/v1/admin/operators/role', { id, role: 'operator' }, root.cookie)).data).toMatchObject({
      role: 'operator',
    });

    // Disabling ends the operator's console sessions at once.
    const session = (await t.handle.db.selectFrom('admin_sessions').select('id').where('admin_id', '=', id).execute())
      .length;
    expect(session).toBe(1);
    expect((await post('/v1/admin/operators/status', { id, disabled: '1' }, root.cookie)).data).toMatchObject({
      disabled: true,
    });
    const open = await t.handle.db
      .selectFrom('admin_sessions')
      .selectAll()
      .where('admin_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    expect((await post('/v1/admin/operators/status', { id, disabled: '1' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.operatorAlreadyDisabled,
    );
    expect((await post('/v1/admin/operators/status', { id, disabled: '0' }, root.cookie)).data).toMatchObject({
      disabled: false,
    });

    const before = (
      await t.handle.db.selectFrom('admins').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow()
    ).totp_secret;
    const reset = await post('/v1/admin/operators/resetTotp', { id }, root.cookie);
    expect(reset.code).toBe(0);
    expect(reset.data.totpSecret).not.toBe(before);
    expect((await post('/v1/admin/operators/resetTotp', { id: 'abc' }, root.cookie)).msg).toBe(
      ADMIN_OPS_TEXTS.operatorId,
    );
    expect((await audit()).map((r) => r.action)).toEqual([
      'operator.create',
      'operator.role',
      'operator.disable',
      'operator.enable',
      'operator.resetTotp',
    ]);
    const me = await data<AdminInfo>('/v1/admin/me', root.cookie);
    expect(me.permissions).toContain('operators.manage');
  });
});
