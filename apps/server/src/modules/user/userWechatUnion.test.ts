import { ACCOUNT_TEXTS, ErrorCode, SESSION_COOKIE, WECHAT_BROWSER_COOKIE } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';
import { OPEN_APP, startWechatOpenStandIn, type WechatOpenStandIn } from '../../../test/wechatOpenStandIn.ts';
import { mpEnv, startWechatStandIn, type WechatStandIn } from '../../../test/wechatStandIn.ts';

const SITE = 'http://127.0.0.1:4173';

/**
 * Both WeChat apps on one site (the website app's QR and the official account's web authorization inside WeChat): one
 * person across them by WeChat's UnionID, and binding inside WeChat by web authorization, against the stand-ins.
 */
describe.each(testDatabaseKinds())('WeChat UnionID and binding inside WeChat on %s', (kind) => {
  let open: WechatOpenStandIn;
  let mp: WechatStandIn;
  let t: TestApp;
  beforeAll(async () => {
    open = await startWechatOpenStandIn(new URL(SITE).host);
    mp = await startWechatStandIn(new URL(SITE).host);
    t = await createTestApp(kind, {
      SITE_URL: SITE,
      WECHAT_OPEN_APPID: OPEN_APP.appId,
      WECHAT_OPEN_SECRET: OPEN_APP.secret,
      WECHAT_OPEN_API: open.baseUrl,
      WECHAT_OPEN_QR: open.baseUrl,
      ...mpEnv(mp),
    });
  });
  afterAll(async () => {
    await t?.close();
    await open?.close();
    await mp?.close();
  });

  const get = (url: string, ...cookies: string[]) =>
    t.app.inject({ method: 'GET', url, headers: cookies.length ? { cookie: cookies.join('; ') } : {} });
  const nonceOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === WECHAT_BROWSER_COOKIE)!;
    return `${c.name}=${c.value}`;
  };
  const sessionOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
    return c ? `${c.name}=${c.value}` : null;
  };
  /** One person: an openid in each app and, when both apps are under one Open Platform account, one unionid. */
  const person = (name: string, unionid: string | null) => {
    const who = { open: `o-open-${name}`, mp: `o-mp-${name}` };
    if (unionid !== null) {
      open.unionids.set(who.open, unionid);
      mp.unionids.set(who.mp, unionid);
    }
    return who;
  };
  const wechatOf = (uid: string) =>
    t.handle.db
      .selectFrom('users')
      .select(['wechat_openid', 'wechat_unionid'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();

  /** A QR (for login, or with `session` for binding) confirmed on the phone as `openid`: its ticket. */
  const scanQr = async (openid: string, session?: string) => {
    const qr = await get(session ? '/v1/user/bindWechat' : '/v1/user/wechatLogin', ...(session ? [session] : []));
    const { ticket } = qr.json().data as { ticket: string };
    const back = await get(
      `/wechat/callback?${new URLSearchParams({ code: open.codeFor(openid), state: ticket })}`,
      nonceOf(qr),
    );
    expect(back.body).toContain('data-ok="true"');
    return ticket;
  };
  /**
   * Web authorization inside WeChat started on `referer` (with `session`, to bind), agreed to as `openid`: the
   * callback's answer, its page text and where it continues (null when it stays).
   */
  const inWechat = async (openid: string, referer: string, session?: string) => {
    const query = new URLSearchParams({ referer, ...(session ? { intent: 'bind' } : {}) });
    const start = await get(`/v1/user/wechatAuthorize?${query}`, ...(session ? [session] : []));
    mp.consentAs = openid;
    const sent = await fetch((start.json().data as { url: string }).url, { redirect: 'manual' });
    const callback = new URL(sent.headers.get('location')!);
    const res = await get(`${callback.pathname}${callback.search}`, nonceOf(start), ...(session ? [session] : []));
    const to = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(res.body)?.[1];
    return {
      res,
      text: /<p[^>]*>([^<]*)<\/p>/.exec(res.body)?.[1] ?? '',
      to: to === undefined ? null : to.replaceAll('&amp;', '&'),
    };
  };
  const uidOf = async (session: string) => String((await get('/v1/user/userData', session)).json().data.uid);

  it("an account bound by the website's QR logs in inside WeChat by the UnionID, and the other way round", async () => {
    const li = person('li', 'union-li');
    const account = await registerTestUser(t, '13700000001');
    expect(
      (await get(`/v1/user/checkBind?ticket=${await scanQr(li.open, account.cookie)}`, account.cookie)).json(),
    ).toMatchObject({ code: 0, data: { wechatBound: true } });
    expect(await wechatOf(account.uid)).toEqual({ wechat_openid: li.open, wechat_unionid: 'union-li' });
    const inside = await inWechat(li.mp, '/vip/index');
    expect(inside.to).toBe('/vip/index');
    expect(await uidOf(sessionOf(inside.res)!)).toBe(account.uid);

    const wang = person('wang', 'union-wang');
    const other = await registerTestUser(t, '13700000002');
    expect((await inWechat(wang.mp, '/user/account', other.cookie)).to).toBe('/user/account');
    expect(await wechatOf(other.uid)).toEqual({ wechat_openid: wang.mp, wechat_unionid: 'union-wang' });
    const checked = await get(`/v1/user/checkLogin?ticket=${await scanQr(wang.open)}`);
    expect(checked.json()).toMatchObject({ code: 0 });
    expect(await uidOf(sessionOf(checked)!)).toBe(other.uid);

    // Unbinding clears both: neither app knows the account any more.
    const unbind = await t.app.inject({
      method: 'POST',
      url: '/v1/account/unbindWechat',
      headers: { ...FORM_HEADERS, cookie: other.cookie },
      payload: form({}),
    });
    expect(unbind.json()).toMatchObject({ code: 0 });
    expect(await wechatOf(other.uid)).toEqual({ wechat_openid: null, wechat_unionid: null });
    expect((await get(`/v1/user/checkLogin?ticket=${await scanQr(wang.open)}`)).json().code).toBe(
      ErrorCode.WECHAT_NOT_BOUND,
    );
  });

  it('without a UnionID the apps stay strangers, and a later login records the UnionID WeChat tells', async () => {
    const zhao = person('zhao', null);
    const account = await registerTestUser(t, '13700000003');
    await get(`/v1/user/checkBind?ticket=${await scanQr(zhao.open, account.cookie)}`, account.cookie);
    expect(await wechatOf(account.uid)).toEqual({ wechat_openid: zhao.open, wechat_unionid: null });
    const inside = await inWechat(zhao.mp, '/vip/index');
    expect(new URL(inside.to!, SITE).pathname).toBe('/new/user/wechatbindaccount');
    expect(sessionOf(inside.res)).toBeNull();

    // The apps come under one Open Platform account: the next QR login records it, and WeChat's browser knows them.
    open.unionids.set(zhao.open, 'union-zhao');
    mp.unionids.set(zhao.mp, 'union-zhao');
    expect((await get(`/v1/user/checkLogin?ticket=${await scanQr(zhao.open)}`)).json()).toMatchObject({ code: 0 });
    expect(await wechatOf(account.uid)).toEqual({ wechat_openid: zhao.open, wechat_unionid: 'union-zhao' });
    expect((await inWechat(zhao.mp, '/vip/index')).to).toBe('/vip/index');
  });

  it('refuses binding a WeChat bound elsewhere, an account bound already, and a bind from another session', async () => {
    const sun = person('sun', 'union-sun');
    const owner = await registerTestUser(t, '13700000004');
    await get(`/v1/user/checkBind?ticket=${await scanQr(sun.open, owner.cookie)}`, owner.cookie);
    const taker = await registerTestUser(t, '13700000005');

    // Inside WeChat: the same person under the official account's openid, known by the UnionID.
    const refused = await inWechat(sun.mp, '/user/account', taker.cookie);
    expect(refused.text).toBe(ACCOUNT_TEXTS.wechatUsed);
    expect(refused.res.body).toContain('href="/user/account"');
    // By the QR: a new openid of the website app with the same UnionID.
    open.unionids.set('o-open-sun-2', 'union-sun');
    const qr = await get(`/v1/user/checkBind?ticket=${await scanQr('o-open-sun-2', taker.cookie)}`, taker.cookie);
    expect(qr.json()).toEqual({ code: ErrorCode.BAD_REQUEST, msg: ACCOUNT_TEXTS.wechatUsed, data: null });
    expect(await wechatOf(taker.uid)).toEqual({ wechat_openid: null, wechat_unionid: null });
    expect(await wechatOf(owner.uid)).toEqual({ wechat_openid: sun.open, wechat_unionid: 'union-sun' });

    // An account that has a WeChat is told so before WeChat is asked; a visitor cannot bind.
    expect((await get('/v1/user/wechatAuthorize?intent=bind', owner.cookie)).json()).toEqual({
      code: ErrorCode.BAD_REQUEST,
      msg: ACCOUNT_TEXTS.wechatTaken,
      data: null,
    });
    expect((await get('/v1/user/wechatAuthorize?intent=bind')).json().code).toBe(ErrorCode.NOT_LOGGED_IN);

    // A bind's callback reaching the browser without the session that asked (logged out, or another's link).
    const start = await get('/v1/user/wechatAuthorize?intent=bind&referer=%2Fuser%2Faccount', taker.cookie);
    const state = new URL((start.json().data as { url: string }).url).searchParams.get('state')!;
    const callback = `/wechat/callback/page?${new URLSearchParams({ code: mp.codeFor('o-mp-zhou'), state })}`;
    const stray = await get(callback, nonceOf(start));
    expect(/<p[^>]*>([^<]*)<\/p>/.exec(stray.body)?.[1]).toBe(ACCOUNT_TEXTS.wechatPageBindRefused);
    expect(sessionOf(stray)).toBeNull();
    // The ticket is used up: the same state with the session now changes nothing either.
    const again = await get(
      callback.replace(/code=[^&]+/, `code=${mp.codeFor('o-mp-zhou')}`),
      nonceOf(start),
      taker.cookie,
    );
    expect(/<p[^>]*>([^<]*)<\/p>/.exec(again.body)?.[1]).toBe(ACCOUNT_TEXTS.wechatPageForeign);
    expect(await wechatOf(taker.uid)).toEqual({ wechat_openid: null, wechat_unionid: null });
  });
});
