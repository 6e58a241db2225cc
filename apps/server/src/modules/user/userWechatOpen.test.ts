import { ACCOUNT_TEXTS, ErrorCode, WECHAT_BROWSER_COOKIE } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuite } from '../../../test/accounts.ts';
import { createTestApp, testDatabaseKinds } from '../../../test/app.ts';
import { clientConfig } from '../../http/web.ts';
import { OPEN_APP, startWechatOpenStandIn, type WechatOpenStandIn } from '../../../test/wechatOpenStandIn.ts';

const SITE = 'http://127.0.0.1:4173';

/** WeChat website login through the Open Platform, against its stand-in (spec 2.5, 4). */
describe.each(testDatabaseKinds().slice(0, 1))('WeChat Open Platform login on %s', (kind) => {
  let wechat: WechatOpenStandIn;
  beforeAll(async () => {
    wechat = await startWechatOpenStandIn(new URL(SITE).host);
  });
  afterAll(async () => {
    await wechat.close();
  });
  const { world, encrypt, sendCode, outboxCode, registerUser } = accountSuite(kind, {
    env: () => ({
      SITE_URL: SITE,
      WECHAT_OPEN_APPID: OPEN_APP.appId,
      WECHAT_OPEN_SECRET: OPEN_APP.secret,
      WECHAT_OPEN_API: wechat.baseUrl,
      WECHAT_OPEN_QR: wechat.baseUrl,
    }),
  });

  /** A QR for a fresh browser: its ticket, WeChat's page and the browser's nonce cookie. */
  const newQr = async () => {
    const res = await world().t.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' });
    const cookie = res.cookies.find((c) => c.name === WECHAT_BROWSER_COOKIE)!;
    const data = res.json().data as { ticket: string; qrcodeUrl: string; connectUrl: string };
    return { ...data, cookie: `${cookie.name}=${cookie.value}`, cookieAttrs: cookie };
  };
  const callback = async (query: Record<string, string>, cookie?: string) => {
    const res = await world().t.app.inject({
      method: 'GET',
      url: `/wechat/callback?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    });
    const page = res.body;
    return { ok: /data-ok="true"/.test(page), text: /<p[^>]*>([^<]*)<\/p>/.exec(page)?.[1] ?? '' };
  };
  const check = async (ticket: string) =>
    (await world().t.app.inject({ method: 'GET', url: `/v1/user/checkLogin?ticket=${ticket}` })).json() as {
      code: number;
    };

  it("shows WeChat's own QR page for a ticket bound to this browser", async () => {
    const qr = await newQr();
    expect(qr.qrcodeUrl).toBe('');
    const url = new URL(qr.connectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.baseUrl}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: OPEN_APP.appId,
      redirect_uri: `${SITE}/wechat/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
      state: qr.ticket,
      self_redirect: 'true',
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(qr.cookieAttrs).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wechat/callback' });
  });

  it('refuses a callback from another browser, without its cookie, with a forged code, or a state used once', async () => {
    const qr = await newQr();
    const other = await newQr();
    const code = () => wechat.codeFor('o-person-1');
    expect(await callback({ code: code(), state: qr.ticket })).toEqual({
      ok: false,
      text: ACCOUNT_TEXTS.wechatForeign,
    });
    expect(await callback({ code: code(), state: qr.ticket }, other.cookie)).toEqual({
      ok: false,
      text: ACCOUNT_TEXTS.wechatForeign,
    });
    expect(await callback({ code: 'forged-code', state: qr.ticket }, qr.cookie)).toEqual({
      ok: false,
      text: ACCOUNT_TEXTS.wechatCodeRefused,
    });
    expect(await callback({ state: qr.ticket }, qr.cookie)).toMatchObject({ ok: false });
    // None of it confirmed the ticket.
    expect((await check(qr.ticket)).code).toBe(ErrorCode.WECHAT_WAITING);

    const used = code();
    expect(await callback({ code: used, state: qr.ticket }, qr.cookie)).toEqual({
      ok: true,
      text: ACCOUNT_TEXTS.wechatConfirmed,
    });
    // The state again (a replayed callback), even with a fresh code; and the same code for another ticket.
    expect(await callback({ code: code(), state: qr.ticket }, qr.cookie)).toMatchObject({ ok: false });
    expect(await callback({ code: used, state: other.ticket }, other.cookie)).toEqual({
      ok: false,
      text: ACCOUNT_TEXTS.wechatCodeRefused,
    });
  });

  it("a new WeChat registers with a phone code, starting with WeChat's nickname and avatar, then logs in by the QR alone", async () => {
    const avatar = 'https://wx.qlogo.cn/mmopen/person-2/132';
    wechat.profiles.set('o-person-2', { nickname: '小王', headimgurl: avatar });
    const first = await newQr();
    expect((await callback({ code: wechat.codeFor('o-person-2'), state: first.ticket }, first.cookie)).ok).toBe(true);
    expect((await check(first.ticket)).code).toBe(ErrorCode.WECHAT_NOT_BOUND);
    await sendCode('13700003333');
    const { code } = await outboxCode('13700003333');
    const registered = await registerUser({
      phone: '13700003333',
      phoneCode: code,
      password: encrypt('abc12345'),
      wechatTicket: first.ticket,
    });
    expect(registered.json()).toMatchObject({ code: 0 });

    const again = await newQr();
    expect((await callback({ code: wechat.codeFor('o-person-2'), state: again.ticket }, again.cookie)).ok).toBe(true);
    expect(await check(again.ticket)).toMatchObject({ code: 0, data: { nickname: '小王' } });
    const row = await world()
      .t.handle.db.selectFrom('users')
      .select(['avatar_url', 'wechat_openid'])
      .where('phone', '=', '13700003333')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ avatar_url: avatar, wechat_openid: 'o-person-2' });
  });

  it('is refused and hidden in production without a website app, instead of showing the development scan', async () => {
    const prod = await createTestApp(kind, { NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/v1/user/wechatLogin' });
      expect(res.json()).toEqual({ code: 400, msg: ACCOUNT_TEXTS.wechatUnavailable, data: null });
      // The pages read this and offer no WeChat login or binding.
      expect(clientConfig(prod.config).wechatLogin).toBe(false);
      expect(clientConfig(world().t.config).wechatLogin).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
