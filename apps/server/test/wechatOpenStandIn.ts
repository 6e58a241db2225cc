/**
 * A stand-in for WeChat's Open Platform website login: the QR page (`/connect/qrconnect`, checking the appid, the
 * scope, the response type and that the callback is on the app's registered domain), which waits for the phone and
 * then sends its frame to the callback with a code and the state; and the code exchange for the app
 * (wechatSnsStandIn.ts). The test plays the phone: `scan` confirms the QR of a state as a WeChat account.
 */
import { startStandIn, type StandInServer } from './standInServer.ts';
import { snsStandIn, type SnsStandIn } from './wechatSnsStandIn.ts';

export const OPEN_APP = { appId: 'wx1234567890abcdef', secret: 'open-secret-1' };

export interface WechatOpenStandIn extends StandInServer, Omit<SnsStandIn, 'handle'> {
  /** The phone scans the QR shown for `state` and confirms as `openid`: answers whether such a QR was open. */
  scan(state: string, openid: string): boolean;
  /** The callback domain registered for the app (授权回调域), host[:port]. */
  callbackHost: string;
}

export async function startWechatOpenStandIn(callbackHost: string): Promise<WechatOpenStandIn> {
  /** state → the redirect the QR page will make once confirmed ('' while waiting). */
  const pages = new Map<string, { redirect: string; next: string }>();
  const sns = snsStandIn(OPEN_APP, 'snsapi_login');
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
    return sns.handle(req) ?? { status: 404, json: { errcode: 404, errmsg: 'not found' } };
  });
  const stand: WechatOpenStandIn = Object.assign(server, {
    callbackHost,
    profiles: sns.profiles,
    unionids: sns.unionids,
    codeFor: sns.codeFor,
    scan(state: string, openid: string) {
      const page = pages.get(state);
      if (!page) return false;
      const url = new URL(page.redirect);
      url.searchParams.set('code', sns.codeFor(openid));
      url.searchParams.set('state', state);
      page.next = url.toString();
      return true;
    },
  });
  return stand;
}
