import { ACCOUNT_TEXTS, ADMIN_OPS_TEXTS, ErrorCode, SESSION_COOKIE, WECHAT_BROWSER_COOKIE } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuite } from '../../../test/accounts.ts';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds } from '../../../test/app.ts';
import { MP, mpEnv, startWechatStandIn, type WechatStandIn } from '../../../test/wechatStandIn.ts';

const SITE = 'http://127.0.0.1:4173';

/** Login by WeChat inside WeChat's browser: the official account's web authorization, against its stand-in. */
describe.each(testDatabaseKinds())('WeChat login inside WeChat on %s', (kind) => {
  let wx: WechatStandIn;
  beforeAll(async () => {
    wx = await startWechatStandIn(new URL(SITE).host);
  });
  afterAll(async () => {
    await wx.close();
  });
  const { world, encrypt, pass, cookieOf } = accountSuite(kind, {
    member: true,
    env: () => ({ SITE_URL: SITE, ...mpEnv(wx) }),
  });
  const inject = (url: string, cookie?: string) =>
    world().t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A browser in WeChat starts the login on `referer`: WeChat's address for it and the browser's nonce cookie. */
  const start = async (referer = '/new/apps/index?appId=1') => {
    const res = await inject(`/v1/user/wechatAuthorize?${new URLSearchParams({ referer })}`);
    const cookie = res.cookies.find((c) => c.name === WECHAT_BROWSER_COOKIE)!;
    return {
      url: (res.json().data as { url: string }).url,
      cookie: `${cookie.name}=${cookie.value}`,
      cookieAttrs: cookie,
    };
  };
  /** WeChat's authorization page, where the person agrees as `openid` (null: declines): the callback it sends to. */
  const authorize = async (url: string, openid: string | null) => {
    wx.consentAs = openid;
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const callback = new URL(res.headers.get('location')!);
    expect(callback.origin).toBe(SITE);
    return `${callback.pathname}${callback.search}`;
  };
  const callbackPageText = (body: string) => /<p[^>]*>([^<]*)<\/p>/.exec(body)?.[1] ?? '';
  /** Where the callback's page takes the browser on to (a meta refresh), or null when it stays. */
  const continuesTo = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(200);
    const to = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(res.body)?.[1];
    return to === undefined ? null : to.replaceAll('&amp;', '&');
  };
  const openidOf = async (phone: string) =>
    (
      await world()
        .t.handle.db.selectFrom('users')
        .select('wechat_openid')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).wechat_openid;

  it("sends the page to WeChat's web authorization with the account's AppID, snsapi_userinfo and a ticket", async () => {
    const { url, cookieAttrs } = await start();
    const address = new URL(url);
    expect(`${address.origin}${address.pathname}`).toBe(`${wx.baseUrl}/connect/oauth2/authorize`);
    const params = Object.fromEntries(address.searchParams);
    expect(params).toEqual({
      appid: MP.appId,
      redirect_uri: `${SITE}/wechat/callback/page`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(address.hash).toBe('#wechat_redirect');
    expect(cookieAttrs).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wechat/callback' });
  });

  it('refuses a referer of another site, and answers in words without an official account', async () => {
    for (const referer of ['https://evil.example/', '//evil.example/x', '/\t/evil.example'])
      expect((await inject(`/v1/user/wechatAuthorize?${new URLSearchParams({ referer })}`)).json()).toEqual({
        code: ErrorCode.BAD_REQUEST,
        msg: '返回地址不属于本站',
        data: null,
      });
    const plain = await createTestApp(kind, { SITE_URL: SITE });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/v1/user/wechatAuthorize' });
      expect(res.json()).toEqual({ code: ErrorCode.BAD_REQUEST, msg: ACCOUNT_TEXTS.wechatUnavailable, data: null });
      expect(res.cookies).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('a new WeChat goes to the bind page, binds an account there, and next time comes straight back logged in', async () => {
    wx.profiles.set('o-mp-person-1', { nickname: '微信小李', headimgurl: '' });
    const first = await start('/new/apps/index?appId=1&country=cn');
    const back = await inject(await authorize(first.url, 'o-mp-person-1'), first.cookie);
    const bindPage = new URL(continuesTo(back)!, SITE);
    expect(bindPage.pathname).toBe('/new/user/wechatbindaccount');
    expect(bindPage.searchParams.get('referer')).toBe('/new/apps/index?appId=1&country=cn');
    const ticket = bindPage.searchParams.get('ticket')!;
    expect(back.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);

    // The bind page asks the ticket's state, as after a QR scan: not bound; then binds an existing account.
    expect((await inject(`/v1/user/checkLogin?ticket=${ticket}`)).json().code).toBe(ErrorCode.WECHAT_NOT_BOUND);
    const bound = await world().t.app.inject({
      method: 'POST',
      url: '/v1/user/wechatBindAccount',
      headers: FORM_HEADERS,
      payload: form({ ticket, username: '13800138000', password: encrypt('abc12345'), ...(await pass()) }),
    });
    expect(bound.json()).toMatchObject({ code: 0, data: { wechatBound: true } });
    expect(await openidOf('13800138000')).toBe('o-mp-person-1');

    // Next time the callback logs in at once and returns to the page the login started on.
    const again = await start('/vip/index');
    const backAgain = await authorize(again.url, 'o-mp-person-1');
    const res = await inject(backAgain, again.cookie);
    expect(continuesTo(res)).toBe('/vip/index');
    const me = await inject('/v1/user/userData', cookieOf(res));
    expect(me.json()).toMatchObject({ code: 0, data: { nickname: '榜眼用户8000', wechatBound: true } });
    // The ticket is used up: the same callback again logs nobody in.
    const replay = await inject(backAgain, again.cookie);
    expect(continuesTo(replay)).toBeNull();
    expect(callbackPageText(replay.body)).toBe(ACCOUNT_TEXTS.wechatPageForeign);
  });

  it("refuses a forged callback, another browser's state and a declined authorization, changing nothing", async () => {
    const mine = await start('/vip/index');
    const theirs = await start('/vip/index');
    const state = new URL(mine.url).searchParams.get('state')!;
    const callback = (query: Record<string, string>, cookie?: string) =>
      inject(`/wechat/callback/page?${new URLSearchParams(query)}`, cookie);
    const refused = async (res: Awaited<ReturnType<typeof callback>>, text: string) => {
      expect(res.statusCode).toBe(200);
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
      expect(callbackPageText(res.body)).toBe(text);
      // The page offers to start again, returning where the login began.
      expect(res.body).toContain(`href="/new/user/login?referer=%2Fvip%2Findex"`);
    };
    // The bound person's code with my state, sent from another browser (an attacker's link), or from none.
    await refused(
      await callback({ code: wx.codeFor('o-mp-person-1'), state }, theirs.cookie),
      ACCOUNT_TEXTS.wechatPageForeign,
    );
    await refused(await callback({ code: wx.codeFor('o-mp-person-1'), state }), ACCOUNT_TEXTS.wechatPageForeign);
    // A code WeChat never issued, and a declined authorization (no code).
    await refused(await callback({ code: 'forged-code', state }, mine.cookie), ACCOUNT_TEXTS.wechatPageRefused);
    await refused(await callback({ state }, mine.cookie), ACCOUNT_TEXTS.wechatPageForeign);
    await refused(await inject(await authorize(mine.url, null), mine.cookie), ACCOUNT_TEXTS.wechatPageForeign);
    // None of it confirmed the ticket, which still waits.
    expect((await inject(`/v1/user/checkLogin?ticket=${state}`)).json().code).toBe(ErrorCode.WECHAT_WAITING);
    // A state this server never issued, and a QR's ticket (the website app's) brought to this callback.
    const forged = await callback({ code: wx.codeFor('o-mp-person-1'), state: 'a'.repeat(32) }, mine.cookie);
    expect(callbackPageText(forged.body)).toBe(ACCOUNT_TEXTS.wechatPageForeign);
    const qr = await inject('/v1/user/wechatLogin');
    const qrCookie = qr.cookies.find((c) => c.name === WECHAT_BROWSER_COOKIE)!;
    const crossed = await callback(
      { code: wx.codeFor('o-mp-person-1'), state: qr.json().data.ticket },
      `${qrCookie.name}=${qrCookie.value}`,
    );
    expect(callbackPageText(crossed.body)).toBe(ACCOUNT_TEXTS.wechatPageForeign);
    expect((await inject(`/v1/user/checkLogin?ticket=${qr.json().data.ticket}`)).json().code).toBe(
      ErrorCode.WECHAT_WAITING,
    );
  });

  it('shows WeChat failing at the exchange, and a disabled account, in words, logging nobody in', async () => {
    const { t } = world();
    for (const mode of ['busy', 'server-error'] as const) {
      const attempt = await start('/');
      const back = await authorize(attempt.url, 'o-mp-person-1');
      wx.mode = mode;
      try {
        const res = await inject(back, attempt.cookie);
        expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
        expect(callbackPageText(res.body)).toBe(ACCOUNT_TEXTS.wechatPageRefused);
      } finally {
        wx.mode = 'ok';
      }
    }

    const users = t.handle.db.updateTable('users').where('phone', '=', '13800138000');
    await users.set({ disabled_at: new Date() }).execute();
    try {
      const attempt = await start('/');
      const res = await inject(await authorize(attempt.url, 'o-mp-person-1'), attempt.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
      expect(callbackPageText(res.body)).toBe(ADMIN_OPS_TEXTS.accountDisabled);
    } finally {
      await users.set({ disabled_at: null }).execute();
    }
  });
});
