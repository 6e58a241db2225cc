/**
 * A stand-in for WeChat's official-account API: /cgi-bin/token issues access tokens to the right
 * appid and secret, /cgi-bin/message/template/send checks the token, the body's shape, the template,
 * the `thing` fields' 20-character limit and that the openid follows the account, and answers with
 * WeChat's errcodes. Tests can revoke the tokens issued so far (as when another server fetched a new
 * one) or make the API busy, fail or hang.
 */
import { jsonBody, startStandIn, type StandInServer } from './standInServer.ts';

export const MP = { appId: 'wx-test-app', secret: 'mp-secret-1', alertTemplateId: 'tmpl-alert-1' };
export const FOLLOWER = 'o-follower-0001';

export type WechatMode = 'ok' | 'busy' | 'server-error' | 'hang' | 'reject-all-tokens';

export interface WechatStandIn extends StandInServer {
  mode: WechatMode;
  tokenRequests(): number;
  sendRequests(): number;
  /** The send bodies accepted, parsed. */
  accepted: Record<string, unknown>[];
  /** Every token issued so far stops working. */
  revokeTokens(): void;
}

export async function startWechatStandIn(): Promise<WechatStandIn> {
  const valid = new Set<string>();
  const accepted: Record<string, unknown>[] = [];
  const state = { mode: 'ok' as WechatMode, issued: 0 };
  const server = await startStandIn((req) => {
    const q = req.url.searchParams;
    if (req.method === 'GET' && req.url.pathname === '/cgi-bin/token') {
      if (q.get('grant_type') !== 'client_credential')
        return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
      if (q.get('appid') !== MP.appId) return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      if (q.get('secret') !== MP.secret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      const token = `token-${++state.issued}`;
      valid.add(token);
      return { json: { access_token: token, expires_in: 7200 } };
    }
    if (req.method !== 'POST' || req.url.pathname !== '/cgi-bin/message/template/send')
      return { status: 404, json: { errcode: 404, errmsg: 'not found' } };
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'server-error') return { status: 502, json: { errcode: -1, errmsg: 'bad gateway' } };
    if (state.mode === 'busy') return { json: { errcode: -1, errmsg: 'system error' } };
    const token = q.get('access_token') ?? '';
    if (state.mode === 'reject-all-tokens' || !valid.has(token))
      return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' } };
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
  });
  const count = (path: string) => () => server.requests.filter((r) => r.url.pathname === path).length;
  return {
    ...server,
    accepted,
    tokenRequests: count('/cgi-bin/token'),
    sendRequests: count('/cgi-bin/message/template/send'),
    revokeTokens: () => valid.clear(),
    get mode() {
      return state.mode;
    },
    set mode(mode: WechatMode) {
      state.mode = mode;
    },
  };
}
