import { ACCOUNT_TEXTS, SESSION_COOKIE } from '@bangyan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { accountSuite } from '../../../test/accounts.ts';

describe.each(testDatabaseKinds())('WeChat login and binding on %s', (kind) => {
  const { world, encrypt, pass, outboxCode, registerUser, cookieOf, scan } = accountSuite(kind, {
    member: true,
  });
  let t: TestApp;
  beforeAll(() => ({ t } = world()));

  it('logs in by WeChat QR: waiting, not bound, bound to an account, then straight in', async () => {
    const qr = async () => (await t.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' })).json().data;
    const check = (ticket: string) => t.app.inject({ method: 'GET', url: `/v1/user/checkLogin?ticket=${ticket}` });

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
});
