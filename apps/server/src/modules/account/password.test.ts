import {
  ACCOUNT_TEXTS,
  LOGIN_MAX_FAILURES,
  PROFILE_TEXTS as T,
  VALIDATION_MESSAGES as M,
  type AccountProfile,
} from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountCentreSuite } from '../../../test/accountCentre.ts';

describe.each(testDatabaseKinds())('account centre password on %s', (kind) => {
  const { world, get, post, pass, encrypt, account, loginFrom, loginUser, codeFor } = accountCentreSuite(kind);
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  const isIn = async (cookie: string) => (await get('/v1/user/userData', cookie)).code === 0;
  const change = (cookie: string, oldPassword: string, password: string) =>
    post('/v1/account/changePassword', { oldPassword, password }, cookie);

  it('changes the password with the old one; the new one logs in, the old one and the other devices not', async () => {
    const me = await account('13400000001');
    const elsewhere = await loginFrom('13400000001', 'member2026');
    const refused = async (oldPassword: string, password: string, msg: string) =>
      expect(await change(me.cookie, oldPassword, password)).toEqual({ code: 400, msg, data: null });
    await refused('', encrypt('newpass2027'), T.oldPasswordEmpty);
    await refused(encrypt('member2026'), '', T.newPasswordEmpty);
    await refused(encrypt('member2026'), 'not-encrypted', ACCOUNT_TEXTS.passwordUnreadable);
    await refused(encrypt('member2026'), encrypt('short'), M.passwordRule);
    await refused(encrypt('member2026'), encrypt('onlyletters'), M.passwordRule);
    await refused(encrypt('wrong2026'), encrypt('newpass2027'), T.oldPasswordWrong);
    await refused(encrypt('member2026'), encrypt('member2026'), T.passwordSame);
    expect(await isIn(elsewhere)).toBe(true);

    expect(await change(me.cookie, encrypt('member2026'), encrypt('newpass2027'))).toEqual({
      code: 0,
      msg: 'success',
      data: { ended: 1 },
    });
    expect(await isIn(me.cookie)).toBe(true);
    expect(await isIn(elsewhere)).toBe(false);
    expect((await loginUser('13400000001', 'member2026')).json().msg).toBe(ACCOUNT_TEXTS.loginFailed);
    expect((await loginUser('13400000001', 'newpass2027')).json().code).toBe(0);
  });

  it(`locks the form after ${LOGIN_MAX_FAILURES} wrong old passwords, until a password is set by code`, async () => {
    const me = await account('13400000002');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await change(me.cookie, encrypt(`wrong${i}abc`), encrypt('newpass2027'))).msg).toBe(T.oldPasswordWrong);
    }
    expect((await change(me.cookie, encrypt('member2026'), encrypt('newpass2027'))).msg).toBe(T.oldPasswordLocked);
    // The lock is the account's: another account's form is open, and logging in still works.
    const other = await account('13400000003');
    expect((await change(other.cookie, encrypt('member2026'), encrypt('newpass2027'))).code).toBe(0);
    expect((await loginUser('13400000002', 'member2026')).json().code).toBe(0);

    expect((await post('/v1/account/passwordCode', { channel: 'sms', ...(await pass()) }, me.cookie)).code).toBe(0);
    const { code } = await codeFor('+86 13400000002');
    const set = await post(
      '/v1/account/setPassword',
      { channel: 'sms', code, password: encrypt('bycode2027') },
      me.cookie,
    );
    expect(set.code).toBe(0);
    expect((await change(me.cookie, encrypt('bycode2027'), encrypt('again2028'))).code).toBe(0);
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} of many wrong old passwords sent at once; the lock refuses the rest`, async () => {
    const me = await account('13400000005');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(me.cookie, encrypt(`wrong${i}abc`), encrypt('newpass2027'))),
    );
    const messages = answers.map((answer) => answer.msg);
    expect(messages.filter((msg) => msg === T.oldPasswordWrong)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(messages.filter((msg) => msg === T.oldPasswordLocked)).toHaveLength(30 - LOGIN_MAX_FAILURES);
    expect((await change(me.cookie, encrypt('member2026'), encrypt('newpass2027'))).msg).toBe(T.oldPasswordLocked);
  });

  it('sets a first password with a code to the account’s own phone, for an account without one', async () => {
    const me = await account('13400000004');
    const elsewhere = await loginFrom('13400000004', 'member2026');
    await t.handle.db.updateTable('users').set({ password_hash: '' }).where('uid', '=', me.uid).execute();
    expect((await get<AccountProfile>('/v1/account/profile', me.cookie)).data.hasPassword).toBe(false);
    expect((await change(me.cookie, encrypt('member2026'), encrypt('newpass2027'))).msg).toBe(T.noPassword);

    const sendCode = async (fields: Record<string, string>, withPass = true) =>
      post('/v1/account/passwordCode', { ...fields, ...(withPass ? await pass() : {}) }, me.cookie, '10.4.0.1');
    expect((await sendCode({ channel: 'fax' })).msg).toBe(T.channelInvalid);
    expect((await sendCode({ channel: 'sms' }, false)).msg).toBe(M.slideRequired);
    expect((await sendCode({ channel: 'email' })).msg).toBe(T.noEmail);
    expect((await sendCode({ channel: 'sms' })).data).toEqual({ expiresIn: 300, resendIn: 60 });
    const sms = await codeFor('+86 13400000004');
    expect(sms.purpose).toBe('password');
    expect(sms.body).toContain(`您的设置密码验证码是${sms.code}`);
    expect((await sendCode({ channel: 'sms' })).msg).toBe(ACCOUNT_TEXTS.codeTooSoon);

    const set = (fields: Record<string, string>) => post('/v1/account/setPassword', fields, me.cookie);
    const wrong = sms.code === '000000' ? '111111' : '000000';
    expect((await set({ channel: 'sms', code: '', password: encrypt('first2027') })).msg).toBe(M.verifyCodeEmpty);
    expect((await set({ channel: 'sms', code: sms.code, password: encrypt('weak') })).msg).toBe(M.passwordRule);
    expect((await set({ channel: 'sms', code: wrong, password: encrypt('first2027') })).msg).toBe(
      ACCOUNT_TEXTS.codeWrong,
    );
    expect(await set({ channel: 'sms', code: sms.code, password: encrypt('first2027') })).toEqual({
      code: 0,
      msg: 'success',
      data: { ended: 1 },
    });
    expect(await isIn(elsewhere)).toBe(false);
    expect((await get<AccountProfile>('/v1/account/profile', me.cookie)).data.hasPassword).toBe(true);
    expect((await loginUser('13400000004', 'first2027')).json().code).toBe(0);
  });
});
