/**
 * WeChat official-account template messages
 * (https://developers.weixin.qq.com/doc/offiaccount/Message_Management/Template_Message_Interface.html):
 * POST /cgi-bin/message/template/send?access_token=… with {touser, template_id, url, data: {key:
 * {value}}}, answered {errcode, errmsg, msgid}, through the account's API and its kept access token
 * (../../wechat/officialAccount.ts).
 */
import type { Database } from '@bangyan/db';
import { formatDateTime } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Config, WechatMpConfig } from '../../config.ts';
import type { KvStore } from '../../infra/kv.ts';
import { officialAccount } from '../../wechat/officialAccount.ts';
import { DeliveryError, safeLink, type AlertMessage } from './delivery.ts';

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

/**
 * The provider the configuration asks for: the API when the account and its alert template are configured, else the
 * development record (not in production).
 */
export function createWechatTemplateProvider(
  config: Config,
  db: Kysely<Database>,
  kv: KvStore,
  options: { timeoutMs?: number } = {},
): WechatTemplateProvider {
  const mp = config.wechatMp;
  if (mp?.alertTemplateId) return wechatApiProvider({ ...mp, alertTemplateId: mp.alertTemplateId }, kv, options);
  if (config.env !== 'production') return devWechatProvider(db);
  return {
    kind: 'none',
    alertTemplateId: '',
    async send() {
      throw new DeliveryError(
        '未配置微信公众号的提醒模板（WECHAT_MP_APPID、WECHAT_MP_ALERT_TEMPLATE_ID 等），无法发送微信提醒',
        false,
      );
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

/** WeChat's own API, with the account's kept access token. */
export function wechatApiProvider(
  mp: WechatMpConfig & { alertTemplateId: string },
  kv: KvStore,
  options: { timeoutMs?: number } = {},
): WechatTemplateProvider {
  const account = officialAccount(mp, kv, options.timeoutMs);
  return {
    kind: 'api',
    alertTemplateId: mp.alertTemplateId,
    async send(message) {
      const body = JSON.stringify(templateBody(message));
      const json = await account.call('/cgi-bin/message/template/send', { body });
      if (Number(json.errcode ?? 0) !== 0) throw account.refusal(json);
    },
  };
}
