import { ACCOUNT_TEXTS, DAY_MS, SESSION_COOKIE, VALIDATION_MESSAGES as M, formatDate } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountSuite } from '../../../test/accounts.ts';

describe.each(testDatabaseKinds())('sessions, email accounts, trial and list mode on %s', (kind) => {
  const { world, encrypt, pass, loginUser, cookieOf } = accountSuite(kind, { member: true });
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('registers, logs in and resets a password by email', async () => {
    // From an address of its own: the suite sends more codes than one visitor may in ten minutes.
    const send = async (path: string, q: Record<string, string>, withPass = true) =>
      (
        await t.app.inject({
          method: 'GET',
          remoteAddress: '10.0.0.2',
          url: `${path}?${new URLSearchParams({ ...q, ...(withPass ? await pass() : {}) })}`,
        })
      ).json();
    expect((await send('/v1/code/registerCode', { email: '' }, false)).msg).toBe(M.emailEmpty);
    expect((await send('/v1/code/registerCode', { email: 'not-an-email' }, false)).msg).toBe(M.emailInvalid);
    expect((await send('/v1/code/registerCode', { email: 'Li.Lei@Example.com' }, false)).msg).toBe(M.slideRequired);
    expect((await send('/v1/code/registerCode', { email: 'Li.Lei@Example.com' })).code).toBe(0);
    const mail = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=li.lei%40example.com' })).json().data[0];
    expect(mail).toMatchObject({ channel: 'email', purpose: 'register' });

    const reg = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/user/register', headers: FORM_HEADERS, payload: form(fields) });
    expect((await reg({ email: 'li.lei@example.com', emailCode: '', password: '' })).json().msg).toBe(
      M.verifyCodeEmpty,
    );
    const res = await reg({ email: 'Li.Lei@Example.com', emailCode: mail.code, password: encrypt('mail2026x') });
    expect(res.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户Li.Lei', roleStr: 'vip' } });
    expect((await send('/v1/code/registerCode', { email: 'li.lei@example.com' })).msg).toBe(ACCOUNT_TEXTS.emailTaken);

    // Any case of the address logs in.
    expect((await loginUser('LI.LEI@example.com', 'mail2026x')).json().code).toBe(0);

    expect((await send('/v1/code/forgetEmailCode', { email: 'nobody@example.com' })).msg).toBe(
      ACCOUNT_TEXTS.emailUnknown,
    );
    expect((await send('/v1/code/forgetEmailCode', { email: 'li.lei@example.com' })).code).toBe(0);
    const resetMail = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=li.lei%40example.com' })).json()
      .data[0];
    expect(resetMail.purpose).toBe('reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/user/resetPassword',
      headers: FORM_HEADERS,
      payload: form({ email: 'li.lei@example.com', emailCode: resetMail.code, password: encrypt('mail2027y') }),
    });
    expect(reset.json().code).toBe(0);
    expect((await loginUser('li.lei@example.com', 'mail2027y')).json().code).toBe(0);
  });

  it('gives the one-time 7-day SVIP trial, then the VIP underneath again', async () => {
    const claim = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/svipTrial',
        headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: '',
      });
    expect((await claim()).json().code).toBe(401);
    const cookie = cookieOf(await loginUser('13800138000', 'abc12345'));
    const vipEnd = (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json().data
      .roleEndDate;
    const res = await claim(cookie);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { roleStr: 'svip', svipTrialUsed: true, roleEndDate: formatDate(new Date(Date.now() + 7 * DAY_MS)) },
    });
    expect((await claim(cookie)).json()).toEqual({ code: 400, msg: ACCOUNT_TEXTS.trialUsed, data: null });
    // When the trial is over, the registration gift applies again.
    await t.handle.db
      .updateTable('users')
      .set({ svip_trial_until: new Date(Date.now() - 1000) })
      .where('phone', '=', '13800138000')
      .execute();
    const after = (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json().data;
    expect(after).toMatchObject({ roleStr: 'vip', roleEndDate: vipEnd, svipTrialUsed: true });
  });

  it('keeps the list mode a logged-in user chose', async () => {
    const save = (type: string, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/user/saveUserBangListType?type=${type}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await save('list')).json().code).toBe(401);
    const cookie = cookieOf(await loginUser('13800138000', 'abc12345'));
    expect((await save('table', cookie)).json()).toEqual({ code: 400, msg: '列表模式只能是 card 或 list', data: null });
    expect((await save('list', cookie)).json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json().data.bangListType,
    ).toBe('list');
  });

  it('answers code 401 without a session (as HTTP 200, so a visitor’s browser logs no error), and logs out', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/v1/user/userData' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ code: 401, msg: '请先登录', data: null });
    // Every other endpoint that needs a login keeps its HTTP 401.
    const other = await t.app.inject({ method: 'GET', url: '/v1/user/saveUserBangListType?type=list' });
    expect([other.statusCode, other.json().code]).toEqual([401, 401]);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: `${SESSION_COOKIE}=forged` } })
      ).json().code,
    ).toBe(401);
    const res = await loginUser('13800138000', 'abc12345');
    const cookie = cookieOf(res);
    const out = await t.app.inject({ method: 'GET', url: '/v1/user/logout', headers: { cookie } });
    expect(out.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json().code).toBe(
      401,
    );
  });

  it('ends every session of the account when its password is reset', async () => {
    const userData = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json();
    const first = cookieOf(await loginUser('13800138000', 'abc12345'));
    const second = cookieOf(await loginUser('13800138000', 'abc12345'));
    expect((await userData(first)).code).toBe(0);
    expect((await userData(second)).code).toBe(0);
    const sent = await t.app.inject({
      method: 'GET',
      remoteAddress: '10.0.0.3',
      url: `/v1/code/forgetCode?${new URLSearchParams({ regionNum: '86', phone: '13800138000', ...(await pass()) })}`,
    });
    expect(sent.json().code).toBe(0);
    const sms = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800138000' })).json().data[0];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/user/resetPassword',
      headers: FORM_HEADERS,
      payload: form({ regionNum: '86', phone: '13800138000', phoneCode: sms.code, password: encrypt('abc12345x') }),
    });
    expect(reset.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(await userData(first)).toEqual({ code: 401, msg: '请先登录', data: null });
    expect(await userData(second)).toEqual({ code: 401, msg: '请先登录', data: null });
    expect((await userData(cookieOf(await loginUser('13800138000', 'abc12345x')))).code).toBe(0);
  });
});
