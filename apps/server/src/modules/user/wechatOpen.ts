/**
 * WeChat website login through the Open Platform (网站应用, snsapi_login). The login dialog shows WeChat's own QR page
 * (qrconnect, in a frame, `self_redirect`) with the ticket as its `state`; once the person confirms on the phone,
 * WeChat sends the frame to `/wechat/callback?code&state`, where the code is exchanged once for the person's openid
 * (sns/oauth2/access_token) and the ticket confirmed, with the person's nickname and avatar (sns/userinfo, which a
 * new account starts with), only from the browser the QR was shown in. The dialog's
 * polling then logs in, or offers to bind or register (spec 2.5, 4: code 2001).
 */
import { outbound } from '../../alerts/channels/delivery.ts';
import type { WechatOpenConfig } from '../../config.ts';
import type { WechatProfile } from './wechat.ts';

export const WECHAT_CALLBACK_PATH = '/wechat/callback';
/** How long a call to WeChat's API may take. */
const WECHAT_TIMEOUT_MS = 8_000;

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

/** A code WeChat did not honour (expired, used, forged), or WeChat unreachable: the reason, for the log. */
export class WechatCodeError extends Error {
  override name = 'WechatCodeError';
}

/** The person's openid and a token to read their profile, for the code WeChat sent (each code works once). */
export async function exchangeCode(open: WechatOpenConfig, code: string): Promise<{ openid: string; token: string }> {
  const query = new URLSearchParams({
    appid: open.appId,
    secret: open.secret,
    code,
    grant_type: 'authorization_code',
  });
  const answer = await wechatGet(`${open.api}/sns/oauth2/access_token?${query}`);
  const { openid, access_token: token } = answer;
  if (typeof openid === 'string' && openid !== '' && typeof token === 'string' && answer.errcode === undefined)
    return { openid, token };
  throw new WechatCodeError(`WeChat refused the code: ${String(answer.errcode)} ${String(answer.errmsg ?? '')}`);
}

/** The person's WeChat nickname and avatar (sns/userinfo); null when WeChat will not say (the login goes on). */
export async function wechatProfile(
  open: WechatOpenConfig,
  login: { openid: string; token: string },
): Promise<WechatProfile | null> {
  const query = new URLSearchParams({ access_token: login.token, openid: login.openid });
  const answer = await wechatGet(`${open.api}/sns/userinfo?${query}`).catch(() => null);
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

/** The page the frame shows after WeChat's callback: what happened, in the dialog's place of the QR. */
export function callbackPage(ok: boolean, message: string): string {
  const colour = ok ? '#07c160' : '#f5483b';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head>
<body style="margin:0;display:flex;align-items:center;justify-content:center;height:100vh;
font:15px -apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;color:${colour}">
<p data-testid="wechat-callback" data-ok="${ok}">${message}</p></body></html>`;
}
