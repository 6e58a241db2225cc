import {
  ACCOUNT_TEXTS,
  LOGIN_MAX_FAILURES,
  SESSION_COOKIE,
  VALIDATION_MESSAGES as M,
  formatDate,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { giftEnd } from '../../access/membership.ts';
import { accountSuite } from '../../../test/accounts.ts';

describe('giftEnd', () => {
  it("runs through the same day two months on, China time, or the month's last day", () => {
    expect(giftEnd(new Date('2026-11-22T10:00:00+08:00'), 2).toISOString()).toBe('2027-01-22T16:00:00.000Z');
    expect(giftEnd(new Date('2026-12-31T23:30:00+08:00'), 2).toISOString()).toBe('2027-02-28T16:00:00.000Z');
  });
});

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  const { world, encrypt, pass, sendCode, outboxCode, registerUser, loginUser, cookieOf, userCount } =
    accountSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

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

  it(`checks at most ${LOGIN_MAX_FAILURES} of many wrong passwords sent at once; the lock refuses the rest`, async () => {
    const phone = '13600136001';
    await sendCode(phone);
    const reg = await registerUser({ phone, phoneCode: (await outboxCode(phone)).code, password: encrypt('race1234') });
    expect(reg.json().code).toBe(0);
    const tries = [];
    for (let i = 0; i < 30; i++)
      tries.push(form({ username: phone, password: encrypt('nope1234'), ...(await pass()) }));
    // Each from an address of its own, as a spread-out attacker would: the per-address login limit is not in the way.
    const answers = await Promise.all(
      tries.map((payload, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/user/login',
          remoteAddress: `10.6.0.${i + 1}`,
          headers: FORM_HEADERS,
          payload,
        }),
      ),
    );
    const messages = answers.map((res) => res.json().msg);
    expect(messages.filter((msg) => msg === ACCOUNT_TEXTS.loginFailed)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(messages.filter((msg) => msg === ACCOUNT_TEXTS.loginLocked)).toHaveLength(30 - LOGIN_MAX_FAILURES);
    expect((await loginUser(phone, 'race1234')).json().msg).toBe(ACCOUNT_TEXTS.loginLocked);
    // Binding a WeChat scan to the account checks its password under the same lock.
    const { ticket } = (await t.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' })).json().data;
    const bind = await t.app.inject({
      method: 'POST',
      url: '/v1/user/wechatBindAccount',
      headers: FORM_HEADERS,
      payload: form({ ticket, username: phone, password: encrypt('race1234'), ...(await pass()) }),
    });
    expect(bind.json().msg).toBe(ACCOUNT_TEXTS.loginLocked);
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
});
