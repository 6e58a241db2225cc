/**
 * A stand-in for WeChat's official-account API: /cgi-bin/token issues access tokens to the right
 * appid and secret; /cgi-bin/message/template/send checks the token, the body's shape, the template,
 * the `thing` fields' 20-character limit and that the openid follows the account, and answers with
 * WeChat's errcodes; /cgi-bin/ticket/getticket checks the token and the type and issues JS-SDK tickets
 * (jsapi_ticket, 7200 s). Tests can revoke the tokens issued so far (as when another server fetched a new
 * one) or make the template API busy, fail or hang (and the code exchange busy or fail).
 *
 * Web authorization (网页授权) as WeChat's browser sees it: /connect/oauth2/authorize checks the appid, the
 * response type, the scope, the state's form (letters and digits, at most 128) and that the callback is on the
 * account's registered domain, then sends the browser (a 302) to the callback with a code and the state as the
 * person `consentAs` (or, when null, declined: the state alone); the code exchange is the account's
 * (wechatSnsStandIn.ts).
 */
import {
  jsonBody,
  startStandIn,
  type ReceivedRequest,
  type StandInReply,
  type StandInServer,
} from './standInServer.ts';
import { snsStandIn, type SnsStandIn } from './wechatSnsStandIn.ts';

export const MP = { appId: 'wx-test-app', secret: 'mp-secret-1', alertTemplateId: 'tmpl-alert-1' };
export const FOLLOWER = 'o-follower-0001';

export type WechatMode = 'ok' | 'busy' | 'server-error' | 'hang' | 'reject-all-tokens';

export interface WechatStandIn extends StandInServer, Omit<SnsStandIn, 'handle'> {
  mode: WechatMode;
  tokenRequests(): number;
  sendRequests(): number;
  ticketRequests(): number;
  /** The JS-SDK tickets issued, in order. */
  tickets: string[];
  /** The send bodies accepted, parsed. */
  accepted: Record<string, unknown>[];
  /** Every token issued so far stops working. */
  revokeTokens(): void;
  /** Who agrees on the authorization page (an openid), or null: the person declines. */
  consentAs: string | null;
}

/** The settings that point the server at the stand-in as its official account (with the alert template). */
export const mpEnv = (wx: StandInServer): Record<string, string> => ({
  WECHAT_MP_APPID: MP.appId,
  WECHAT_MP_SECRET: MP.secret,
  WECHAT_MP_ALERT_TEMPLATE_ID: MP.alertTemplateId,
  WECHAT_MP_API: wx.baseUrl,
  WECHAT_MP_AUTHORIZE: wx.baseUrl,
});

/** The official account's configuration against the stand-in. */
export const mpConfig = (wx: StandInServer) => ({ ...MP, api: wx.baseUrl, authorize: wx.baseUrl });

/** `callbackHost`: the account's registered web-authorization domain (网页授权域名), host[:port]. */
export async function startWechatStandIn(callbackHost = ''): Promise<WechatStandIn> {
  const valid = new Set<string>();
  const accepted: Record<string, unknown>[] = [];
  const tickets: string[] = [];
  const state = { mode: 'ok' as WechatMode, issued: 0, consentAs: null as string | null };
  const sns = snsStandIn(MP, 'snsapi_userinfo');
  const tokenRefused = (token: string): StandInReply | null =>
    state.mode === 'reject-all-tokens' || !valid.has(token)
      ? { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' } }
      : null;

  const authorize = (q: URLSearchParams): StandInReply => {
    const refuse = (why: string) => ({ html: `<!doctype html><p data-testid="wechat-error">${why}</p>` });
    let redirect: URL | null = null;
    try {
      redirect = new URL(q.get('redirect_uri') ?? '');
    } catch {
      // an unparseable redirect is refused below
    }
    if (q.get('appid') !== MP.appId) return refuse('AppID 参数错误');
    if (q.get('response_type') !== 'code') return refuse('response_type 参数错误');
    if (q.get('scope') !== 'snsapi_userinfo' && q.get('scope') !== 'snsapi_base') return refuse('scope 参数错误');
    if (!/^[A-Za-z0-9]{0,128}$/.test(q.get('state') ?? '')) return refuse('state 参数错误');
    if (redirect?.host !== callbackHost) return refuse('redirect_uri 域名与后台配置不一致');
    if (state.consentAs !== null) redirect.searchParams.set('code', sns.codeFor(state.consentAs));
    redirect.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, empty: true, headers: { location: redirect.toString() } };
  };

  const templateSend = (req: ReceivedRequest): StandInReply => {
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'server-error') return { status: 502, json: { errcode: -1, errmsg: 'bad gateway' } };
    if (state.mode === 'busy') return { json: { errcode: -1, errmsg: 'system error' } };
    const refused = tokenRefused(req.url.searchParams.get('access_token') ?? '');
    if (refused) return refused;
    const body = jsonBody(req);
    const data = body?.data;
    const fields = data && typeof data === 'object' ? Object.entries(data as Record<string, unknown>) : [];
    const fieldsOk =
      fields.length > 0 && fields.every(([, field]) => typeof (field as { value?: unknown })?.value === 'string');
    if (typeof body?.touser !== 'string' || !fieldsOk) return { json: { errcode: 47001, errmsg: 'data format error' } };
    if (body.template_id !== MP.alertTemplateId) return { json: { errcode: 40037, errmsg: 'invalid template_id' } };
    const tooLong = fields.find(
      ([key, field]) => key.startsWith('thing') && [...(field as { value: string }).value].length > 20,
    );
    if (tooLong) return { json: { errcode: 47003, errmsg: `argument invalid! data.${tooLong[0]}.value invalid` } };
    if (body.touser !== FOLLOWER) return { json: { errcode: 43004, errmsg: 'require subscribe' } };
    accepted.push(body);
    return { json: { errcode: 0, errmsg: 'ok', msgid: accepted.length } };
  };

  const server = await startStandIn((req) => {
    const q = req.url.searchParams;
    const route = `${req.method} ${req.url.pathname}`;
    if (route === 'GET /cgi-bin/token') {
      if (q.get('grant_type') !== 'client_credential')
        return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
      if (q.get('appid') !== MP.appId) return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      if (q.get('secret') !== MP.secret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      const token = `token-${++state.issued}`;
      valid.add(token);
      return { json: { access_token: token, expires_in: 7200 } };
    }
    if (route === 'POST /cgi-bin/message/template/send') return templateSend(req);
    if (route === 'GET /cgi-bin/ticket/getticket') {
      const refused = tokenRefused(q.get('access_token') ?? '');
      if (refused) return refused;
      if (q.get('type') !== 'jsapi' && q.get('type') !== 'wx_card')
        return { json: { errcode: 40097, errmsg: 'invalid args' } };
      const ticket = `jsapi-ticket-${tickets.length + 1}`;
      tickets.push(ticket);
      return { json: { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 } };
    }
    if (route === 'GET /connect/oauth2/authorize') return authorize(q);
    if (req.url.pathname.startsWith('/sns/') && state.mode === 'server-error')
      return { status: 502, json: { errcode: -1, errmsg: 'bad gateway' } };
    if (req.url.pathname.startsWith('/sns/') && state.mode === 'busy')
      return { json: { errcode: -1, errmsg: 'system error' } };
    return (req.method === 'GET' && sns.handle(req)) || { status: 404, json: { errcode: 404, errmsg: 'not found' } };
  });
  const count = (path: string) => () => server.requests.filter((r) => r.url.pathname === path).length;
  return {
    ...server,
    accepted,
    tickets,
    codeFor: sns.codeFor,
    profiles: sns.profiles,
    unionids: sns.unionids,
    tokenRequests: count('/cgi-bin/token'),
    sendRequests: count('/cgi-bin/message/template/send'),
    ticketRequests: count('/cgi-bin/ticket/getticket'),
    revokeTokens: () => valid.clear(),
    get mode() {
      return state.mode;
    },
    set mode(mode: WechatMode) {
      state.mode = mode;
    },
    get consentAs() {
      return state.consentAs;
    },
    set consentAs(openid: string | null) {
      state.consentAs = openid;
    },
  };
}
