/**
 * The WeChat official account's server API (api.weixin.qq.com, answers `{errcode, errmsg, …}`), called with its access
 * token. The token comes from GET /cgi-bin/token?grant_type=client_credential&appid&secret
 * (https://developers.weixin.qq.com/doc/offiaccount/Basic_Information/Get_access_token.html), is kept in the key/value
 * store (shared by every server process) until shortly before it expires, and is fetched anew once when WeChat calls
 * it invalid or expired (40001, 40014, 42001). Template messages (alerts/channels/wechatTemplate.ts) and the JS-SDK's
 * ticket (jsapi.ts) share it.
 */
import { DELIVERY_TIMEOUT_MS, DeliveryError, outbound, statusFailure } from '../alerts/channels/delivery.ts';
import type { WechatMpConfig } from '../config.ts';
import type { KvStore } from '../infra/kv.ts';

export const MP_NAME = '微信公众号';
/** Codes meaning the access token is no longer good: fetch a new one and call once more. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);
/** -1 system busy, 45009 the daily call quota: worth trying later. */
const RETRYABLE = new Set([-1, 45009]);
const HINTS: Readonly<Record<number, string>> = {
  40003: 'openid 无效',
  40013: 'AppID 无效',
  40037: '模板 ID 无效',
  40125: 'AppSecret 无效',
  40164: '服务器 IP 不在公众号的 IP 白名单内',
  43004: '该用户未关注公众号',
  47003: '模板字段不符合模板要求',
};
/** Seconds before WeChat's expiry that a kept token or ticket is dropped. */
const EXPIRY_MARGIN_SECONDS = 300;

/** How long to keep a credential WeChat says lives `expiresIn` seconds (7200 when it does not say). */
export const keepSeconds = (expiresIn: unknown): number =>
  Math.max(60, Number(expiresIn ?? 7200) - EXPIRY_MARGIN_SECONDS);

export interface OfficialAccount {
  /**
   * GET `path` with `query` (POST when there is a `body`, JSON) and the access token; once more with a fresh token
   * when WeChat calls the kept one stale. Answers WeChat's JSON, errcode and all; throws a DeliveryError when WeChat
   * cannot be reached or answers no JSON.
   */
  call(path: string, options?: { query?: Record<string, string>; body?: string }): Promise<Record<string, unknown>>;
  /** The failure an answer with a non-zero errcode means, in Chinese, with a hint for the codes a person can fix. */
  refusal(json: Record<string, unknown>): DeliveryError;
}

export function officialAccount(mp: WechatMpConfig, kv: KvStore, timeoutMs = DELIVERY_TIMEOUT_MS): OfficialAccount {
  const tokenKey = `wechat:mp:token:${mp.appId}`;

  async function request(path: string, query: Record<string, string>, body?: string) {
    const url = `${mp.api}${path}?${new URLSearchParams(query)}`;
    const init = body === undefined ? { method: 'GET' as const } : { method: 'POST' as const, body };
    const answer = await outbound(
      url,
      { ...init, headers: { 'content-type': 'application/json' } },
      timeoutMs,
      MP_NAME,
    );
    const failure = statusFailure(answer, MP_NAME);
    if (failure) throw failure;
    if (!answer.json) throw new DeliveryError(`${MP_NAME}的应答无法识别`, true);
    return answer.json;
  }

  function refusal(json: Record<string, unknown>): DeliveryError {
    const code = Number(json.errcode);
    const hint = HINTS[code];
    return new DeliveryError(
      `${MP_NAME}返回错误 ${code}（${String(json.errmsg ?? '')}）${hint ? `：${hint}` : ''}`,
      RETRYABLE.has(code),
    );
  }

  async function freshToken(): Promise<string> {
    const json = await request('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: mp.appId,
      secret: mp.secret,
    });
    if (typeof json.access_token !== 'string') throw refusal(json);
    await kv.set(tokenKey, json.access_token, keepSeconds(json.expires_in));
    return json.access_token;
  }

  return {
    refusal,
    async call(path, { query = {}, body } = {}) {
      const callWith = (token: string) => request(path, { ...query, access_token: token }, body);
      const json = await callWith((await kv.get(tokenKey)) ?? (await freshToken()));
      return STALE_TOKEN.has(Number(json.errcode)) ? callWith(await freshToken()) : json;
    },
  };
}
