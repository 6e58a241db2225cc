/**
 * WeChat's OAuth logins, which both send the browser to a callback of this server with a code and the login ticket as
 * the state, from the browser the ticket was issued to (wechat.ts):
 * - the Open Platform website app (网站应用, snsapi_login): the login dialog shows WeChat's own QR page (qrconnect, in a
 *   frame, `self_redirect`); once the person confirms on the phone, WeChat sends the frame to `/wechat/callback`;
 * - inside WeChat's browser, the official account's web authorization (网页授权, snsapi_userinfo,
 *   https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html): the whole page
 *   goes to WeChat's oauth2/authorize and comes back to `/wechat/callback/page`, which logs in or opens the bind page.
 * Either app's code is exchanged once for the person's openid (sns/oauth2/access_token with that app's AppID and
 * secret; with the UnionID when both apps are under one Open Platform account, the same for the person in either) and
 * their nickname and avatar (sns/userinfo, which a new account starts with). The dialog's polling, or the
 * callback itself, then logs in, or offers to bind or register (spec 2.5, 4: code 2001).
 */
import { outbound } from '../../alerts/channels/delivery.ts';
import type { WechatMpConfig, WechatOpenConfig } from '../../config.ts';
import { escapeHtml } from '../../http/html.ts';
import type { WechatIdentity, WechatProfile } from './wechat.ts';

export const WECHAT_CALLBACK_PATH = '/wechat/callback';
/** Web authorization's callback inside WeChat (under the QR's, so the browser's nonce cookie reaches both). */
export const WECHAT_PAGE_CALLBACK_PATH = `${WECHAT_CALLBACK_PATH}/page`;
/** How long a call to WeChat's API may take. */
const WECHAT_TIMEOUT_MS = 8_000;

/** The app a code was issued for: its AppID, secret and API origin (the website app's or the official account's). */
type WechatApp = Pick<WechatOpenConfig, 'appId' | 'secret' | 'api'>;

/** WeChat's QR page for a ticket: the frame's address. */
export function connectUrl(open: WechatOpenConfig, siteUrl: string, ticket: string): string {
  const params = new URLSearchParams({
    appid: open.appId,
    redirect_uri: `${siteUrl}${WECHAT_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'snsapi_login',
    state: ticket,
    self_redirect: 'true',
  });
  return `${open.qr}/connect/qrconnect?${params}#wechat_redirect`;
}

/** WeChat's web authorization for a ticket, inside WeChat's browser: where the page goes. */
export function authorizeUrl(mp: WechatMpConfig, siteUrl: string, ticket: string): string {
  const params = new URLSearchParams({
    appid: mp.appId,
    redirect_uri: `${siteUrl}${WECHAT_PAGE_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: ticket,
  });
  return `${mp.authorize}/connect/oauth2/authorize?${params}#wechat_redirect`;
}

/** A code WeChat did not honour (expired, used, forged), or WeChat unreachable: the reason, for the log. */
export class WechatCodeError extends Error {
  override name = 'WechatCodeError';
}

/** An openid or UnionID as WeChat writes them (28 letters, digits, '-' and '_'; room to spare). */
const WECHAT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The person's openid, UnionID (null when WeChat tells none) and a token to read their profile, for the code WeChat
 * sent (each code works once).
 */
export async function exchangeCode(app: WechatApp, code: string): Promise<WechatIdentity & { token: string }> {
  const query = new URLSearchParams({ appid: app.appId, secret: app.secret, code, grant_type: 'authorization_code' });
  const answer = await wechatGet(`${app.api}/sns/oauth2/access_token?${query}`);
  const { openid, unionid, access_token: token } = answer;
  if (typeof openid === 'string' && WECHAT_ID.test(openid) && typeof token === 'string' && answer.errcode === undefined)
    return { openid, unionid: typeof unionid === 'string' && WECHAT_ID.test(unionid) ? unionid : null, token };
  throw new WechatCodeError(`WeChat refused the code: ${String(answer.errcode)} ${String(answer.errmsg ?? '')}`);
}

/** The person's WeChat nickname and avatar (sns/userinfo); null when WeChat will not say (the login goes on). */
export async function wechatProfile(
  app: WechatApp,
  login: { openid: string; token: string },
): Promise<WechatProfile | null> {
  const query = new URLSearchParams({ access_token: login.token, openid: login.openid });
  const answer = await wechatGet(`${app.api}/sns/userinfo?${query}`).catch(() => null);
  if (!answer || answer.openid !== login.openid || typeof answer.nickname !== 'string') return null;
  const avatar = typeof answer.headimgurl === 'string' && /^https:\/\/[^\s"'<>]{1,480}$/.test(answer.headimgurl);
  return { nickname: answer.nickname, avatar: avatar ? (answer.headimgurl as string) : '' };
}

async function wechatGet(url: string): Promise<Record<string, unknown>> {
  try {
    return (await outbound(url, { method: 'GET' }, WECHAT_TIMEOUT_MS, '微信')).json ?? {};
  } catch (err) {
    throw new WechatCodeError(`WeChat unreachable: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * The page that takes the person on to `to` (a path of this site) once web authorization is done. Not a redirect: a
 * browser would carry the authorization address's '#wechat_redirect' over to the page a Location names.
 */
export function continuePage(to: string): string {
  const href = escapeHtml(to);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${href}"><title>微信登录</title></head>
<body><p data-testid="wechat-callback" data-ok="true"><a href="${href}">继续</a></p></body></html>`;
}

/**
 * The page the callback shows: what happened, in the login dialog's frame in place of the QR; inside WeChat, a page
 * of its own, with `back` (a path of this site) to start again.
 */
export function callbackPage(ok: boolean, message: string, back?: { href: string; label: string }): string {
  const colour = ok ? '#07c160' : '#f5483b';
  const link = back
    ? `<a href="${escapeHtml(back.href)}" data-testid="wechat-callback-back" style="color:#1a6cff">${back.label}</a>`
    : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信登录</title></head>
<body style="margin:0;display:flex;flex-direction:column;gap:16px;align-items:center;justify-content:center;
height:100vh;font:15px -apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;color:${colour}">
<p data-testid="wechat-callback" data-ok="${ok}" style="margin:0 24px">${message}</p>${link}</body></html>`;
}
