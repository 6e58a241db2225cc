import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  DAY_MS,
  LOGIN_MAX_FAILURES,
  SESSION_COOKIE,
  SLIDE_APP_KEY,
  SLIDE_SCENE,
  VALIDATION_MESSAGES as M,
  formatDate,
} from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { humanDrag, trackText } from '../../../test/slide.ts';
import { giftEnd } from '../../access/membership.ts';

describe('giftEnd', () => {
  it("runs through the same day two months on, China time, or the month's last day", () => {
    expect(giftEnd(new Date('2026-11-22T10:00:00+08:00'), 2).toISOString()).toBe('2027-01-22T16:00:00.000Z');
    expect(giftEnd(new Date('2026-12-31T23:30:00+08:00'), 2).toISOString()).toBe('2027-02-28T16:00:00.000Z');
  });
});

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  let spki: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    spki = (await t.app.inject({ method: 'GET', url: '/v1/user/publicKey' })).json().data.spki;
  });
  afterAll(async () => {
    await t.close();
  });

  const encrypt = (password: string) =>
    publicEncrypt(
      {
        key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(password),
    ).toString('base64');
  const pass = async () => {
    const token = (await t.app.inject({ method: 'GET', url: `/v1/slide/challenge?scene=${SLIDE_SCENE}` })).json().data
      .token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/slide/verify',
      headers: FORM_HEADERS,
      payload: form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) }),
    });
    const { sessionId, sig } = res.json().data;
    return { csessionid: sessionId, nc_token: token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY };
  };
  const sendCode = async (phone: string, withPass = true) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/code/registerCode?${new URLSearchParams({ regionNum: '86', phone, ...(withPass ? await pass() : {}) })}`,
    });
  const outboxCode = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(`+86 ${phone}`)}` });
    return res.json().data[0] as { code: string; body: string; purpose: string };
  };
  const registerUser = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      headers: FORM_HEADERS,
      payload: form({ regionNum: '86', ...fields }),
    });
  const loginUser = async (username: string, password: string, withPass = true) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: FORM_HEADERS,
      payload: form({ username, password: encrypt(password), ...(withPass ? await pass() : {}) }),
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    return `${c.name}=${c.value}`;
  };
  const userCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers by phone with an SMS code, with two months of VIP, and logs the new user in', async () => {
    const sent = await sendCode('13800138000');
    expect(sent.json()).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } });
    const sms = await outboxCode('13800138000');
    expect(sms.purpose).toBe('register');
    expect(sms.body).toContain(sms.code);
    expect((await sendCode('13800138000')).json()).toEqual({ code: 400, msg: ACCOUNT_TEXTS.codeTooSoon, data: null });

    const res = await registerUser({ phone: '13800138000', phoneCode: sms.code, password: encrypt('abc12345') });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { nickname: '榜眼用户8000', roleStr: 'vip', firstLogin: true, bangListType: 'card' },
    });
    expect(res.json().data.roleEndDate).toBe(formatDate(new Date(giftEnd(new Date(), 2).getTime() - 1)));
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: cookieOf(res) } });
    expect(me.json().data).toEqual(res.json().data);
    const row = await t.handle.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', '13800138000')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('abc12345');
  });

  it("refuses registration input in spec 5's order, a used code and a taken phone, and creates nothing", async () => {
    const before = await userCount();
    expect((await registerUser({ phone: '', phoneCode: '1', password: '' })).json().msg).toBe(M.phoneEmpty);
    expect((await registerUser({ phone: '1380013', phoneCode: '', password: '' })).json().msg).toBe(M.phoneInvalid);
    expect((await registerUser({ phone: '13900139000', phoneCode: '', password: '' })).json().msg).toBe(
      M.verifyCodeEmpty,
    );
    expect((await registerUser({ phone: '13900139000', phoneCode: '123456', password: '' })).json().msg).toBe(
      M.passwordEmpty,
    );
    expect(
      (await registerUser({ phone: '13900139000', phoneCode: '123456', password: encrypt('short') })).json().msg,
    ).toBe(M.passwordRule);
    expect(
      (await registerUser({ phone: '13900139000', phoneCode: '123456', password: 'not-encrypted' })).json().msg,
    ).toBe(ACCOUNT_TEXTS.passwordUnreadable);
    expect(
      (await registerUser({ phone: '13900139000', phoneCode: '123456', password: encrypt('abc12345') })).json().msg,
    ).toBe(ACCOUNT_TEXTS.codeWrong);
    expect(
      (await registerUser({ phone: '13800138000', phoneCode: '123456', password: encrypt('abc12345') })).json().msg,
    ).toBe(ACCOUNT_TEXTS.phoneTaken);
    expect((await sendCode('13800138000')).json().msg).toBe(ACCOUNT_TEXTS.phoneTaken);
    expect(await userCount()).toBe(before);
  });

  it('sends a code only after the phone checks and a slide pass', async () => {
    const send = (q: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/v1/code/registerCode?${new URLSearchParams(q)}` });
    expect((await send({ regionNum: '86', phone: '' })).json().msg).toBe('手机号不能为空');
    expect((await send({ regionNum: '86', phone: '12345' })).json().msg).toBe('手机号格式不正确！');
    expect((await send({ regionNum: '86', phone: '13700137000' })).json().msg).toBe('请先滑动验证');
    expect((await send({ regionNum: '999', phone: '13700137000' })).json().msg).toBe('不支持的手机区号');
    // Other regions have no format check.
    expect((await send({ regionNum: '852', phone: '91234567', ...(await pass()) })).json().code).toBe(0);
  });

  it('logs in by phone with the password and a slide pass; firstLogin only on the first', async () => {
    const res = await loginUser('13800138000', 'abc12345');
    expect(res.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户8000', roleStr: 'vip', firstLogin: true } });
    const again = await loginUser('13800138000', 'abc12345');
    expect(again.json().data.firstLogin).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: cookieOf(again) } });
    expect(me.json().data.firstLogin).toBe(false);
  });

  it("refuses login input in spec 5's order and a wrong password with one message", async () => {
    const post = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/user/login', headers: FORM_HEADERS, payload: form(fields) });
    expect((await post({ username: '  ', password: 'x' })).json().msg).toBe(M.usernameEmpty);
    expect((await post({ username: '13800138000', password: '' })).json().msg).toBe(M.passwordEmpty);
    expect((await post({ username: '13800138000', password: encrypt('abc12345') })).json().msg).toBe(M.slideRequired);
    expect((await loginUser('13800138000', 'wrong123')).json()).toEqual({
      code: 400,
      msg: ACCOUNT_TEXTS.loginFailed,
      data: null,
    });
    expect((await loginUser('13011112222', 'abc12345')).json()).toEqual({
      code: 400,
      msg: ACCOUNT_TEXTS.loginFailed,
      data: null,
    });
  });

  it('locks an account after repeated failures', async () => {
    const phone = '13600136000';
    await sendCode(phone);
    const reg = await registerUser({ phone, phoneCode: (await outboxCode(phone)).code, password: encrypt('lock1234') });
    expect(reg.json().code).toBe(0);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await loginUser(phone, 'nope1234')).json().msg).toBe(ACCOUNT_TEXTS.loginFailed);
    expect((await loginUser(phone, 'lock1234')).json().msg).toBe(ACCOUNT_TEXTS.loginLocked);
  });

  it('logs in with an SMS code, for a registered phone only', async () => {
    const code = async (path: string, phone: string) =>
      t.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams({ regionNum: '86', phone, ...(await pass()) })}`,
      });
    expect((await code('/v1/code/loginCode', '13099998888')).json().msg).toBe(ACCOUNT_TEXTS.phoneUnknown);
    expect((await code('/v1/code/loginCode', '13800138000')).json().code).toBe(0);
    const sms = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=13800138000' })).json().data[0];
    expect(sms.purpose).toBe('login');
    const quick = (phoneCode: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/user/quickLogin?${new URLSearchParams({ regionNum: '86', phone: '13800138000', phoneCode })}`,
      });
    expect((await quick('')).json().msg).toBe(M.verifyCodeEmpty);
    expect((await quick('000000' === sms.code ? '111111' : '000000')).json().msg).toBe(ACCOUNT_TEXTS.codeWrong);
    const res = await quick(sms.code);
    expect(res.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户8000' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: cookieOf(res) } })).json().code,
    ).toBe(0);
    // A code works once.
    expect((await quick(sms.code)).json().msg).toBe(ACCOUNT_TEXTS.codeWrong);
  });

  it('resets a password with an SMS code, which also lifts a login lock', async () => {
    const phone = '13600136000';
    expect((await loginUser(phone, 'lock1234')).json().msg).toBe(ACCOUNT_TEXTS.loginLocked);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/v1/code/forgetCode?${new URLSearchParams({ regionNum: '86', phone, ...(await pass()) })}`,
    });
    expect(sent.json().code).toBe(0);
    const sms = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(`+86 ${phone}`)}` })
    ).json().data[0];
    expect(sms.purpose).toBe('reset');
    const reset = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/resetPassword',
        headers: FORM_HEADERS,
        payload: form({ regionNum: '86', phone, ...fields }),
      });
    expect((await reset({ phoneCode: sms.code, password: encrypt('weak') })).json().msg).toBe(M.passwordRule);
    expect((await reset({ phoneCode: sms.code, password: encrypt('newpass99') })).json()).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await loginUser(phone, 'lock1234')).json().msg).toBe(ACCOUNT_TEXTS.loginFailed);
    expect((await loginUser(phone, 'newpass99')).json().code).toBe(0);
  });

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

  it('logs in by WeChat QR: waiting, not bound, bound to an account, then straight in', async () => {
    const qr = async () => (await t.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' })).json().data;
    const check = (ticket: string) => t.app.inject({ method: 'GET', url: `/v1/user/checkLogin?ticket=${ticket}` });
    const scan = (ticket: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/dev/wechat/confirm',
        headers: FORM_HEADERS,
        payload: form({ ticket, name }),
      });

    const first = await qr();
    expect(first.qrcodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(first.scanUrl).toContain(`/dev/wechat/scan?ticket=${first.ticket}`);
    expect((await t.app.inject({ method: 'GET', url: `/dev/wechat/scan?ticket=${first.ticket}` })).body).toContain(
      '确认登录',
    );
    expect((await check(first.ticket)).json()).toEqual({ code: 2002, msg: '等待微信扫码确认', data: null });
    expect((await scan(first.ticket, '李雷')).body).toContain('已确认登录');
    expect((await check(first.ticket)).json()).toEqual({ code: 2001, msg: '该微信尚未绑定账号', data: null });

    // Bind it to an existing account (password and slide check), which logs in.
    const bind = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/user/wechatBindAccount', headers: FORM_HEADERS, payload: form(fields) });
    expect(
      (
        await bind({ ticket: first.ticket, username: '13800138000', password: encrypt('wrong999'), ...(await pass()) })
      ).json().msg,
    ).toBe(ACCOUNT_TEXTS.loginFailed);
    const bound = await bind({
      ticket: first.ticket,
      username: '13800138000',
      password: encrypt('abc12345'),
      ...(await pass()),
    });
    expect(bound.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户8000' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie: cookieOf(bound) } })).json()
        .code,
    ).toBe(0);
    // The scan was used up.
    expect((await check(first.ticket)).json().msg).toBe(ACCOUNT_TEXTS.wechatExpired);

    // The same WeChat next time: straight in.
    const second = await qr();
    await scan(second.ticket, '李雷');
    const res = await check(second.ticket);
    expect(res.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户8000' } });
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);

    // Another WeChat, registering a new account with the scan.
    const third = await qr();
    await scan(third.ticket, '韩梅梅');
    expect((await check(third.ticket)).json().code).toBe(2001);
    await t.app.inject({
      method: 'GET',
      remoteAddress: '10.0.0.3',
      url: `/v1/code/registerCode?${new URLSearchParams({ regionNum: '86', phone: '13311112222', ...(await pass()) })}`,
    });
    const reg = await registerUser({
      phone: '13311112222',
      phoneCode: (await outboxCode('13311112222')).code,
      password: encrypt('wx2026abc'),
      wechatTicket: third.ticket,
    });
    expect(reg.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户2222', firstLogin: true } });
    const fourth = await qr();
    await scan(fourth.ticket, '韩梅梅');
    expect((await check(fourth.ticket)).json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户2222' } });
  });

  it('binds a WeChat to the logged-in account (bindWechat, checkBind), once each way', async () => {
    const scan = (ticket: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/dev/wechat/confirm',
        headers: FORM_HEADERS,
        payload: form({ ticket, name }),
      });
    await t.app.inject({
      method: 'GET',
      remoteAddress: '10.0.0.4',
      url: `/v1/code/registerCode?${new URLSearchParams({ regionNum: '86', phone: '13944445555', ...(await pass()) })}`,
    });
    const reg = await registerUser({
      phone: '13944445555',
      phoneCode: (await outboxCode('13944445555')).code,
      password: encrypt('bind2026x'),
    });
    expect(reg.json().data.wechatBound).toBe(false);
    const cookie = cookieOf(reg);
    const qr = async (withCookie = true) =>
      (await t.app.inject({ method: 'GET', url: '/v1/user/bindWechat', headers: withCookie ? { cookie } : {} })).json();
    const check = (ticket: string, withCookie = true) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/user/checkBind?ticket=${ticket}`,
        headers: withCookie ? { cookie } : {},
      });

    expect((await qr(false)).code).toBe(401);
    const first = (await qr()).data;
    expect(first.qrcodeUrl).toMatch(/^data:image\/png;base64,/);
    expect((await check(first.ticket, false)).json().code).toBe(401);
    expect((await check(first.ticket)).json().code).toBe(2002);
    // A WeChat bound to another account (李雷's) is refused, and nothing changes.
    await scan(first.ticket, '李雷');
    expect((await check(first.ticket)).json()).toEqual({ code: 400, msg: ACCOUNT_TEXTS.wechatUsed, data: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/user/userData', headers: { cookie } })).json().data.wechatBound,
    ).toBe(false);

    const second = (await qr()).data;
    await scan(second.ticket, '王小明');
    const bound = await check(second.ticket);
    expect(bound.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户5555', wechatBound: true } });
    // The scan was used up, and the account keeps its one WeChat.
    expect((await check(second.ticket)).json().msg).toBe(ACCOUNT_TEXTS.wechatExpired);
    const third = (await qr()).data;
    await scan(third.ticket, '另一个微信');
    expect((await check(third.ticket)).json().msg).toBe(ACCOUNT_TEXTS.wechatTaken);
    // WeChat login now finds the account.
    const login = (await t.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' })).json().data;
    await scan(login.ticket, '王小明');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/user/checkLogin?ticket=${login.ticket}` })).json(),
    ).toMatchObject({ code: 0, data: { nickname: '榜眼用户5555' } });
    expect((await check('x'.repeat(32))).json().msg).toBe(ACCOUNT_TEXTS.wechatExpired);
    expect((await check('bad')).json().msg).toBe(ACCOUNT_TEXTS.wechatExpired);
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

  it('answers 401 without a session, and logs out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/userData' })).json()).toEqual({
      code: 401,
      msg: '请先登录',
      data: null,
    });
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
});
