import {
  ADMIN_COOKIE,
  ADMIN_LOGIN_MAX_FAILURES,
  ADMIN_PERMISSIONS,
  ADMIN_TEXTS,
  ErrorCode,
  SECOND_MS,
  TOTP_PERIOD_SECONDS,
  type AdminAudit,
  type AdminFeedback,
  type AdminInfo,
  type Notice,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, loginTestAdmin, postAdminLogin, wrongTotpCode } from '../../../test/admins.ts';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { totpCode } from '../../credentials/totp.ts';

type Page<T> = { total: number; page: number; pageSize: number; list: T[] };

describe.each(testDatabaseKinds())('operator console on %s', (kind) => {
  let t: TestApp;
  let member: { cookie: string; uid: string };
  let operator: string;
  let editor: string;
  let root: string;
  const { get, data } = jsonGetters(() => t.app);
  const post = async (url: string, fields: Record<string, string>, cookie?: string, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
  };
  const auditRows = () => t.handle.db.selectFrom('admin_audit').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await registerTestUser(t, '13700002001');
    operator = (await loginTestAdmin(t, 'operator1', 'operator')).cookie;
    editor = (await loginTestAdmin(t, 'editor1', 'editor')).cookie;
    root = (await loginTestAdmin(t, 'root1', 'admin')).cookie;
    // The member's feedback (logged in) and a visitor's, who leaves only a WeChat contact.
    const sent = await post('/v1/public/advice', { type: '2', content: '排名数据不准' }, member.cookie, '10.1.0.1');
    expect(sent.body.code).toBe(0);
    await post(
      '/v1/public/advice',
      { func_type: '3', content: '希望加导出', wechat: 'wx_guest' },
      undefined,
      '10.1.0.2',
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with username, password and the TOTP code, in an HttpOnly SameSite=Strict cookie of its own', async () => {
    const admin = await createTestAdmin(t, 'ops', 'admin');
    const wrong = await postAdminLogin(t, admin, { code: wrongTotpCode(admin.totpSecret) });
    expect(wrong).toMatchObject({ status: 400, body: { code: 400, msg: ADMIN_TEXTS.loginFailed } });
    expect(wrong.setCookie).toBeUndefined();
    const badPassword = await postAdminLogin(t, admin, { password: 'not-the-password' });
    expect(badPassword.body).toMatchObject({ code: 400, msg: ADMIN_TEXTS.loginFailed });

    const code = totpCode(admin.totpSecret, Date.now());
    const ok = await postAdminLogin(t, admin, { code });
    expect(ok.body).toMatchObject({ code: 0, data: { username: 'ops', role: 'admin', lastLoginAt: null } });
    expect(ok.setCookie).toMatchObject({ name: ADMIN_COOKIE, httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await data<AdminInfo>('/v1/admin/me', ok.cookie);
    // The admin has every permission.
    expect(me).toMatchObject({ username: 'ops', permissions: Object.keys(ADMIN_PERMISSIONS) });
    const logins = (await auditRows()).filter((r) => r.action === 'login' && r.target === `admin:${admin.id}`);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.before).toEqual({ lastLoginAt: null });

    // A code works once: the same code again is refused even with the right password.
    const replay = await postAdminLogin(t, admin, { code });
    expect(replay.body).toMatchObject({ code: 400, msg: ADMIN_TEXTS.loginFailed });
    // The next step's code is accepted already (a phone's clock a little ahead).
    const next = totpCode(admin.totpSecret, Date.now() + TOTP_PERIOD_SECONDS * SECOND_MS);
    expect((await postAdminLogin(t, admin, { code: next })).body.code).toBe(0);

    await post('/v1/admin/logout', {}, ok.cookie);
    expect((await get('/v1/admin/me', ok.cookie)).body).toMatchObject({ code: 0, data: null });
    expect((await get('/v1/admin/feedback/list', ok.cookie)).body).toMatchObject({
      code: 401,
      msg: ADMIN_TEXTS.notLoggedIn,
    });
  });

  it('locks the login after repeated failures, the right code included', async () => {
    const admin = await createTestAdmin(t, 'locked', 'operator');
    const far = wrongTotpCode(admin.totpSecret);
    for (let i = 0; i < ADMIN_LOGIN_MAX_FAILURES; i++) {
      const res = await postAdminLogin(t, admin, { code: far, remoteAddress: '10.2.0.1' });
      expect(res.body.msg).toBe(ADMIN_TEXTS.loginFailed);
    }
    const locked = await postAdminLogin(t, admin, { remoteAddress: '10.2.0.2' });
    expect(locked).toMatchObject({ status: 429, body: { code: ErrorCode.TOO_FREQUENT, msg: ADMIN_TEXTS.loginLocked } });
    expect(locked.setCookie).toBeUndefined();
    // The address that failed is locked for another username too.
    const other = await createTestAdmin(t, 'neighbour', 'operator');
    expect((await postAdminLogin(t, other, { remoteAddress: '10.2.0.1' })).body.msg).toBe(ADMIN_TEXTS.loginLocked);
  });

  it('checks at most the allowed failures of many tries sent at once; successes do not count against the address', async () => {
    const admin = await createTestAdmin(t, 'raced', 'operator');
    const far = wrongTotpCode(admin.totpSecret);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => postAdminLogin(t, admin, { code: far, remoteAddress: '10.2.1.1' })),
    );
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((m) => m === ADMIN_TEXTS.loginFailed)).toHaveLength(ADMIN_LOGIN_MAX_FAILURES);
    expect(messages.filter((m) => m === ADMIN_TEXTS.loginLocked)).toHaveLength(30 - ADMIN_LOGIN_MAX_FAILURES);
    // An office address where operators log in all day is not locked by their successes.
    for (let i = 0; i < ADMIN_LOGIN_MAX_FAILURES + 2; i++) {
      const colleague = await createTestAdmin(t, `colleague${i}`, 'operator');
      expect((await postAdminLogin(t, colleague, { remoteAddress: '10.2.1.2' })).body.code).toBe(0);
    }
  });

  it('keeps users and operators apart: a user session never reaches /v1/admin, an operator is no user', async () => {
    const notLoggedIn = { code: 401, msg: ADMIN_TEXTS.notLoggedIn, data: null };
    expect((await get('/v1/admin/me', member.cookie)).body).toEqual({ code: 0, msg: 'success', data: null });
    for (const url of ['/v1/admin/feedback/list', '/v1/admin/audit/list'])
      expect(await get(url, member.cookie)).toEqual({ status: 401, body: notLoggedIn });
    expect((await post('/v1/admin/feedback/reply', { id: '1', reply: '你好' }, member.cookie)).body).toEqual(
      notLoggedIn,
    );
    // The user's token under the console's cookie name is no console session either.
    const forged = `${ADMIN_COOKIE}=${member.cookie.split('=')[1]}`;
    expect((await get('/v1/admin/me', forged)).body).toMatchObject({ code: 0, data: null });
    expect((await get('/v1/admin/feedback/list', forged)).body).toEqual(notLoggedIn);
    expect((await get('/v1/message/unread', operator)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses a role without the permission, in Chinese, and changes nothing', async () => {
    const inbox = await data<Page<AdminFeedback>>('/v1/admin/feedback/list', editor);
    const id = String(inbox.list[0]!.id);
    const refused = await post('/v1/admin/feedback/reply', { id, reply: '编辑来回复' }, editor);
    expect(refused).toEqual({
      status: 403,
      body: { code: ErrorCode.NO_PERMISSION, msg: '没有权限：回复反馈（需要管理员或运营角色）', data: null },
    });
    expect((await get('/v1/admin/audit/list', operator)).body).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
      msg: '没有权限：查看操作日志（需要管理员角色）',
    });
    const row = await t.handle.db.selectFrom('feedback').selectAll().where('id', '=', Number(id)).executeTakeFirst();
    expect(row).toMatchObject({ reply: null, replied_at: null, replied_by: null });
  });

  it('lists the inbox by type codes and replied or not, newest first, a page at a time', async () => {
    const all = await data<Page<AdminFeedback>>('/v1/admin/feedback/list', operator);
    expect(all.total).toBe(2);
    expect(all.list.map((f) => f.content)).toEqual(['希望加导出', '排名数据不准']);
    expect(all.list[0]).toMatchObject({ user: null, wechat: 'wx_guest', funcTypes: [3], reply: null });
    expect(all.list[1]).toMatchObject({ user: { uid: member.uid }, types: [2] });
    const byType = await data<Page<AdminFeedback>>('/v1/admin/feedback/list?type=2', operator);
    expect(byType.list.map((f) => f.content)).toEqual(['排名数据不准']);
    const byFunc = await data<Page<AdminFeedback>>('/v1/admin/feedback/list?funcType=3', operator);
    expect(byFunc.list.map((f) => f.content)).toEqual(['希望加导出']);
    const second = await data<Page<AdminFeedback>>('/v1/admin/feedback/list?pageSize=1&page=2', operator);
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.list.map((f) => f.content)).toEqual(['排名数据不准']);
    expect((await get('/v1/admin/feedback/list?type=3', operator)).body).toMatchObject({
      code: 400,
      msg: ADMIN_TEXTS.feedbackType,
    });
    expect((await get('/v1/admin/feedback/list?replied=maybe', operator)).body.msg).toBe(ADMIN_TEXTS.replyFilter);
  });

  it("replies once: the reply is stored, reaches the sender's message centre and is audited", async () => {
    const inbox = await data<Page<AdminFeedback>>('/v1/admin/feedback/list', operator);
    const mine = inbox.list.find((f) => f.user !== null)!;
    const guest = inbox.list.find((f) => f.user === null)!;
    expect((await post('/v1/admin/feedback/reply', { id: String(mine.id), reply: '  ' }, operator)).body).toMatchObject(
      {
        code: 400,
        msg: ADMIN_TEXTS.replyEmpty,
      },
    );

    const replied = await post(
      '/v1/admin/feedback/reply',
      { id: String(mine.id), reply: '已修正，感谢反馈' },
      operator,
    );
    expect(replied.body).toMatchObject({
      code: 0,
      data: { notified: true, feedback: { id: mine.id, reply: '已修正，感谢反馈', repliedBy: 'operator1' } },
    });
    const notices = await data<Page<Notice>>('/v1/message/list?kind=system', member.cookie);
    expect(notices.list[0]).toMatchObject({ kind: 'system', title: ADMIN_TEXTS.replyNoticeTitle, read: false });
    expect(notices.list[0]!.body).toBe('你的反馈：排名数据不准\n\n回复：已修正，感谢反馈');

    const again = await post('/v1/admin/feedback/reply', { id: String(mine.id), reply: '再回复' }, root);
    expect(again.body).toMatchObject({ code: 400, msg: ADMIN_TEXTS.alreadyReplied });

    // A visitor's feedback: the reply is kept, and no one can be notified.
    const toGuest = await post('/v1/admin/feedback/reply', { id: String(guest.id), reply: '已加入计划' }, root);
    expect(toGuest.body).toMatchObject({ code: 0, data: { notified: false, feedback: { reply: '已加入计划' } } });

    const unreplied = await data<Page<AdminFeedback>>('/v1/admin/feedback/list?replied=unreplied', operator);
    expect(unreplied.total).toBe(0);
    expect((await data<Page<AdminFeedback>>('/v1/admin/feedback/list?replied=replied', operator)).total).toBe(2);

    const log = await data<Page<AdminAudit>>('/v1/admin/audit/list', root);
    expect(log.list[0]).toMatchObject({
      admin: 'root1',
      action: 'feedback.reply',
      target: `feedback:${guest.id}`,
      before: { reply: null, repliedAt: null },
      after: { reply: '已加入计划', repliedBy: 'root1', notified: false },
      ip: '127.0.0.1',
    });
    expect(log.list[1]).toMatchObject({ admin: 'operator1', target: `feedback:${mine.id}`, after: { notified: true } });
    expect((await auditRows()).filter((r) => r.action === 'feedback.reply')).toHaveLength(2);
  });
});
