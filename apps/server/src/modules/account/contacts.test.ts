import {
  ACCOUNT_TEXTS,
  PROFILE_TEXTS as T,
  VALIDATION_MESSAGES as M,
  type AccountProfile,
  type UserInfo,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountCentreSuite } from '../../../test/accountCentre.ts';

describe.each(testDatabaseKinds())('account centre contacts and WeChat on %s', (kind) => {
  const { world, get, post, pass, account, codeFor, loginUser } = accountCentreSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('binds an email with a code sent to the new address, and logs in with it', async () => {
    const { cookie } = await account('13600000001');
    const ip = '10.2.0.1';
    const send = async (fields: Record<string, string>, withPass = true) =>
      post('/v1/account/contactCode', { ...fields, ...(withPass ? await pass() : {}) }, cookie, ip);
    expect((await send({ email: '' }, false)).msg).toBe(M.emailEmpty);
    expect((await send({ email: 'not-an-email' }, false)).msg).toBe(M.emailInvalid);
    expect((await send({ email: 'Wang.Fang@Example.com' }, false)).msg).toBe(M.slideRequired);
    expect(await send({ email: 'Wang.Fang@Example.com' })).toEqual({
      code: 0,
      msg: 'success',
      data: { expiresIn: 300, resendIn: 60 },
    });
    const mail = await codeFor('wang.fang@example.com');
    expect(mail.purpose).toBe('bind');
    expect(mail.body).toContain(`您的绑定验证码是${mail.code}`);
    expect((await send({ email: 'wang.fang@example.com' })).msg).toBe(ACCOUNT_TEXTS.codeTooSoon);

    const bind = (fields: Record<string, string>) => post<AccountProfile>('/v1/account/bindContact', fields, cookie);
    expect((await bind({ email: 'wang.fang@example.com', emailCode: '' })).msg).toBe(M.verifyCodeEmpty);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect((await bind({ email: 'wang.fang@example.com', emailCode: wrong })).msg).toBe(ACCOUNT_TEXTS.codeWrong);
    // The code is for the address it went to.
    expect((await bind({ email: 'other@example.com', emailCode: mail.code })).msg).toBe(ACCOUNT_TEXTS.codeWrong);
    expect((await get<AccountProfile>('/v1/account/profile', cookie)).data.email).toBe('');

    const bound = await bind({ email: 'Wang.Fang@Example.com', emailCode: mail.code });
    expect(bound.data).toMatchObject({ email: 'Wa***@Example.com', phone: '136****0001' });
    expect((await loginUser('wang.fang@example.com', 'member2026')).json().code).toBe(0);
  });

  it('changes the phone: the code goes to the new number, which then logs in instead of the old', async () => {
    const { cookie } = await account('13600000002');
    const sent = await post('/v1/account/contactCode', { phone: '13600000012', ...(await pass()) }, cookie, '10.2.0.2');
    expect(sent.code).toBe(0);
    const sms = await codeFor('+86 13600000012');
    expect(sms.purpose).toBe('bind');
    const bound = await post<AccountProfile>(
      '/v1/account/bindContact',
      { phone: '13600000012', phoneCode: sms.code },
      cookie,
    );
    expect(bound.data.phone).toBe('136****0012');
    expect((await loginUser('13600000012', 'member2026')).json().code).toBe(0);
    expect((await loginUser('13600000002', 'member2026')).json().msg).toBe(ACCOUNT_TEXTS.loginFailed);
  });

  it('refuses a phone or email another account uses, and the one already bound', async () => {
    const a = await account('13600000003');
    const b = await account('13600000004');
    const ip = '10.2.0.3';
    const send = async (fields: Record<string, string>, cookie: string) =>
      post('/v1/account/contactCode', { ...fields, ...(await pass()) }, cookie, ip);
    expect(await send({ phone: '13600000003' }, b.cookie)).toEqual({ code: 400, msg: T.phoneUsed, data: null });
    expect((await send({ phone: '13600000004' }, b.cookie)).msg).toBe(T.phoneSame);
    // An email A has, in any case.
    await t.handle.db.updateTable('users').set({ email: 'a@example.com' }).where('uid', '=', a.uid).execute();
    expect((await send({ email: 'A@Example.com' }, b.cookie)).msg).toBe(T.emailUsed);
    expect((await send({ email: 'a@example.com' }, a.cookie)).msg).toBe(T.emailSame);

    // A code got while the phone was free does not take it once another account has it.
    expect((await send({ phone: '13600000099' }, b.cookie)).code).toBe(0);
    const code = (await codeFor('+86 13600000099')).code;
    await t.handle.db.updateTable('users').set({ phone: '13600000099' }).where('uid', '=', a.uid).execute();
    const taken = await post('/v1/account/bindContact', { phone: '13600000099', phoneCode: code }, b.cookie);
    expect(taken).toEqual({ code: 400, msg: T.phoneUsed, data: null });
    expect((await get<AccountProfile>('/v1/account/profile', b.cookie)).data.phone).toBe('136****0004');
  });

  it('unbinds WeChat, unless it is the only way into the account', async () => {
    const { cookie, uid } = await account('13600000005');
    const unbind = () => post<AccountProfile>('/v1/account/unbindWechat', {}, cookie);
    expect(await unbind()).toEqual({ code: 400, msg: T.wechatNotBound, data: null });

    await t.handle.db.updateTable('users').set({ wechat_openid: 'dev-unbind-test' }).where('uid', '=', uid).execute();
    expect((await get<UserInfo>('/v1/user/userData', cookie)).data.wechatBound).toBe(true);
    const unbound = await unbind();
    expect(unbound.data).toMatchObject({ user: { wechatBound: false }, wechatOnly: false });
    expect((await get<UserInfo>('/v1/user/userData', cookie)).data.wechatBound).toBe(false);

    // An account without a password logs in by WeChat alone: its WeChat stays.
    await t.handle.db
      .updateTable('users')
      .set({ wechat_openid: 'dev-unbind-test', password_hash: '' })
      .where('uid', '=', uid)
      .execute();
    expect((await get<AccountProfile>('/v1/account/profile', cookie)).data).toMatchObject({
      hasPassword: false,
      wechatOnly: true,
    });
    expect(await unbind()).toEqual({ code: 400, msg: T.wechatOnlyLogin, data: null });
    expect((await get<UserInfo>('/v1/user/userData', cookie)).data.wechatBound).toBe(true);
  });
});
