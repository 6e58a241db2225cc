/**
 * A stand-in for WeChat's Open Platform website login: the QR page (`/connect/qrconnect`, checking the appid, the
 * scope, the response type and that the callback is on the app's registered domain), which waits for the phone and
 * then sends its frame to the callback with a code and the state; `/sns/oauth2/access_token`, which honours each
 * code once for the right appid and secret, with WeChat's errcodes otherwise; and `/sns/userinfo` for the token's
 * openid. The test plays the phone: `scan`
 * confirms the QR of a state as a WeChat account.
 */
import { randomBytes } from 'node:crypto';
import { startStandIn, type StandInServer } from './standInServer.ts';

export const OPEN_APP = { appId: 'wx1234567890abcdef', secret: 'open-secret-1' };

export interface WechatOpenStandIn extends StandInServer {
  /** The phone scans the QR shown for `state` and confirms as `openid`: answers whether such a QR was open. */
  scan(state: string, openid: string): boolean;
  /** A code for `openid` as WeChat would send it (for a callback the test makes itself). */
  codeFor(openid: string): string;
  /** The callback domain registered for the app (授权回调域), host[:port]. */
  callbackHost: string;
  /** What sns/userinfo tells of `openid` (default: 微信用户, no avatar). */
  profiles: Map<string, { nickname: string; headimgurl: string }>;
}

export async function startWechatOpenStandIn(callbackHost: string): Promise<WechatOpenStandIn> {
  /** state → the redirect the QR page will make once confirmed ('' while waiting). */
  const pages = new Map<string, { redirect: string; next: string }>();
  const codes = new Map<string, { openid: string; used: boolean }>();
  /** access_token → the openid it reads. */
  const tokens = new Map<string, string>();
  const profiles = new Map<string, { nickname: string; headimgurl: string }>();
  const codeFor = (openid: string) => {
    const code = randomBytes(12).toString('base64url');
    codes.set(code, { openid, used: false });
    return code;
  };
  const server = await startStandIn((req) => {
    const q = req.url.searchParams;
    if (req.url.pathname === '/connect/qrconnect') {
      const redirect = q.get('redirect_uri') ?? '';
      let host = '';
      try {
        host = new URL(redirect).host;
      } catch {
        // an unparseable redirect is refused below
      }
      const refuse = (why: string) => ({
        status: 200,
        html: `<!doctype html><p data-testid="wechat-error">${why}</p>`,
      });
      if (q.get('appid') !== OPEN_APP.appId) return refuse('AppID 参数错误');
      if (q.get('scope') !== 'snsapi_login' || q.get('response_type') !== 'code') return refuse('Scope 参数错误');
      if (host !== stand.callbackHost) return refuse('redirect_uri 参数错误');
      const state = q.get('state') ?? '';
      pages.set(state, { redirect, next: '' });
      const poll = `/connect/poll?state=${encodeURIComponent(state)}`;
      return {
        html: `<!doctype html><meta charset="utf-8"><div data-testid="wechat-qr" style="font:14px sans-serif">
微信扫码（替身）</div><script>
setInterval(async () => { const r = await fetch(${JSON.stringify(poll)}); const j = await r.json();
if (j.next) ${q.get('self_redirect') === 'true' ? 'location' : 'top.location'}.href = j.next; }, 200);
</script>`,
      };
    }
    if (req.url.pathname === '/connect/poll') return { json: { next: pages.get(q.get('state') ?? '')?.next ?? '' } };
    if (req.url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== OPEN_APP.appId) return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      if (q.get('secret') !== OPEN_APP.secret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      if (q.get('grant_type') !== 'authorization_code')
        return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
      const entry = codes.get(q.get('code') ?? '');
      if (!entry) return { json: { errcode: 40029, errmsg: 'invalid code' } };
      if (entry.used) return { json: { errcode: 40163, errmsg: 'code been used' } };
      entry.used = true;
      const token = randomBytes(16).toString('hex');
      tokens.set(token, entry.openid);
      return {
        json: {
          access_token: token,
          expires_in: 7200,
          refresh_token: randomBytes(16).toString('hex'),
          openid: entry.openid,
          scope: 'snsapi_login',
          unionid: `union-${entry.openid}`,
        },
      };
    }
    if (req.url.pathname === '/sns/userinfo') {
      const openid = tokens.get(q.get('access_token') ?? '');
      if (!openid) return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' } };
      if (q.get('openid') !== openid) return { json: { errcode: 40003, errmsg: 'invalid openid' } };
      const profile = profiles.get(openid) ?? { nickname: '微信用户', headimgurl: '' };
      return {
        json: {
          openid,
          ...profile,
          sex: 0,
          province: '',
          city: '',
          country: '',
          privilege: [],
          unionid: `union-${openid}`,
        },
      };
    }
    return { status: 404, json: { errcode: 404, errmsg: 'not found' } };
  });
  const stand: WechatOpenStandIn = Object.assign(server, {
    callbackHost,
    profiles,
    codeFor,
    scan(state: string, openid: string) {
      const page = pages.get(state);
      if (!page) return false;
      const url = new URL(page.redirect);
      url.searchParams.set('code', codeFor(openid));
      url.searchParams.set('state', state);
      page.next = url.toString();
      return true;
    },
  });
  return stand;
}
