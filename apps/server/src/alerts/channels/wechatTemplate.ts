/**
 * WeChat official-account template messages
 * (https://developers.weixin.qq.com/doc/offiaccount/Message_Management/Template_Message_Interface.html):
 * POST /cgi-bin/message/template/send?access_token=… with {touser, template_id, url, data: {key:
 * {value}}}, answered {errcode, errmsg, msgid}. The access token comes from
 * GET /cgi-bin/token?grant_type=client_credential&appid&secret
 * (https://developers.weixin.qq.com/doc/offiaccount/Basic_Information/Get_access_token.html), is kept
 * in the key/value store (shared by every server process) until shortly before it expires, and is
 * fetched anew once when WeChat calls it invalid or expired (40001, 40014, 42001).
 */
import type { Database } from '@bangyan/db';
import { formatDateTime } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Config, WechatMpConfig } from '../../config.ts';
import type { KvStore } from '../../infra/kv.ts';
import {
  DELIVERY_TIMEOUT_MS,
  DeliveryError,
  outbound,
  safeLink,
  statusFailure,
  type AlertMessage,
} from './delivery.ts';

/**
 * One template message: to a follower's openid, the template, the page it opens, the template's fields, and the id
 * WeChat sends once per openid (client_msg_id, kept by WeChat for 10 minutes).
 */
export interface WechatTemplateMessage {
  openid: string;
  templateId: string;
  url?: string;
  clientMsgId?: string;
  data: Record<string, { value: string }>;
}

export interface WechatTemplateProvider {
  /** 'api': WeChat itself; 'dev': recorded in dev_wechat_messages; 'none': production unconfigured, every send fails. */
  readonly kind: 'api' | 'dev' | 'none';
  /** The template alerts are sent with (WECHAT_MP_ALERT_TEMPLATE_ID). */
  readonly alertTemplateId: string;
  /** Resolves once WeChat accepted the message; otherwise throws a DeliveryError. */
  send(message: WechatTemplateMessage): Promise<void>;
}

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const DEV_ALERT_TEMPLATE_ID = 'dev-alert-template';

/** A template `thing` field holds at most 20 characters. */
const THING_CHARS = 20;
function thing(text: string): string {
  const chars = [...text];
  return chars.length > THING_CHARS ? `${chars.slice(0, THING_CHARS - 1).join('')}…` : text;
}

/**
 * An alert in the alert template, whose fields are thing1 (the alert: its title), thing2 (the detail:
 * its first line, or how many changes there are) and time3 (when); the template chosen in the
 * official account's back office must have these three fields.
 */
export function alertTemplateMessage(
  templateId: string,
  openid: string,
  message: AlertMessage,
  now: Date,
): WechatTemplateMessage {
  const detail = message.lines.length === 1 ? message.lines[0]! : `共 ${message.lines.length} 项变化，点击查看详情`;
  const link = safeLink(message);
  return {
    openid,
    templateId,
    ...(link ? { url: link } : {}),
    ...(message.id ? { clientMsgId: message.id } : {}),
    data: {
      thing1: { value: thing(message.title) },
      thing2: { value: thing(detail) },
      time3: { value: formatDateTime(now) },
    },
  };
}

/** The JSON body WeChat's send API takes. */
function templateBody(message: WechatTemplateMessage) {
  return {
    touser: message.openid,
    template_id: message.templateId,
    url: message.url,
    data: message.data,
    client_msg_id: message.clientMsgId,
  };
}

/** The provider the configuration asks for: the API when configured, else the development record (not in production). */
export function createWechatTemplateProvider(
  config: Config,
  db: Kysely<Database>,
  kv: KvStore,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): WechatTemplateProvider {
  if (config.wechatMp) return wechatApiProvider(config.wechatMp, kv, options);
  if (config.env !== 'production') return devWechatProvider(db);
  return {
    kind: 'none',
    alertTemplateId: '',
    async send() {
      throw new DeliveryError('未配置微信公众号（WECHAT_MP_APPID 等），无法发送微信提醒', false);
    },
  };
}

/** Development: each message is recorded in dev_wechat_messages (GET /dev/wechat-messages) as WeChat would get it. */
export function devWechatProvider(db: Kysely<Database>): WechatTemplateProvider {
  return {
    kind: 'dev',
    alertTemplateId: DEV_ALERT_TEMPLATE_ID,
    async send(message) {
      await db
        .insertInto('dev_wechat_messages')
        .values({
          openid: message.openid,
          template_id: message.templateId,
          payload: JSON.stringify(templateBody(message)),
        })
        .execute();
    },
  };
}

const NAME = '微信公众号';
/** Codes meaning the access token is no longer good: fetch a new one and send once more. */
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
/** Seconds before WeChat's expiry that a kept token is dropped. */
const TOKEN_MARGIN_SECONDS = 300;

/** WeChat's own API (base URL overridable for tests). */
export function wechatApiProvider(
  mp: WechatMpConfig,
  kv: KvStore,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): WechatTemplateProvider {
  const base = options.baseUrl ?? WECHAT_API_BASE;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const tokenKey = `wechat:mp:token:${mp.appId}`;

  async function call(url: string, body?: string): Promise<Record<string, unknown>> {
    const init = body === undefined ? { method: 'GET' as const } : { method: 'POST' as const, body };
    const answer = await outbound(url, { ...init, headers: { 'content-type': 'application/json' } }, timeoutMs, NAME);
    const failure = statusFailure(answer, NAME);
    if (failure) throw failure;
    if (!answer.json) throw new DeliveryError(`${NAME}的应答无法识别`, true);
    return answer.json;
  }

  function refusal(json: Record<string, unknown>): DeliveryError {
    const code = Number(json.errcode);
    const hint = HINTS[code];
    return new DeliveryError(
      `${NAME}返回错误 ${code}（${String(json.errmsg ?? '')}）${hint ? `：${hint}` : ''}`,
      RETRYABLE.has(code),
    );
  }

  async function freshToken(): Promise<string> {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: mp.appId, secret: mp.secret });
    const json = await call(`${base}/cgi-bin/token?${query}`);
    if (typeof json.access_token !== 'string') throw refusal(json);
    const ttl = Math.max(60, Number(json.expires_in ?? 7200) - TOKEN_MARGIN_SECONDS);
    await kv.set(tokenKey, json.access_token, ttl);
    return json.access_token;
  }

  return {
    kind: 'api',
    alertTemplateId: mp.alertTemplateId,
    async send(message) {
      const body = JSON.stringify(templateBody(message));
      const sendWith = (token: string) =>
        call(`${base}/cgi-bin/message/template/send?access_token=${encodeURIComponent(token)}`, body);
      let json = await sendWith((await kv.get(tokenKey)) ?? (await freshToken()));
      if (STALE_TOKEN.has(Number(json.errcode))) json = await sendWith(await freshToken());
      if (Number(json.errcode ?? 0) !== 0) throw refusal(json);
    },
  };
}
