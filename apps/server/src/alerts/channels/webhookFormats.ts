/**
 * Each webhook kind's request: the URL (DingTalk signs in the query), the headers and the JSON body,
 * in the provider's documented format, and how the provider answers.
 *
 * - WeCom group bot: https://developer.work.weixin.qq.com/document/path/91770 (msgtype markdown,
 *   content at most 4096 bytes; answer {errcode, errmsg}; 45009 is the 20-a-minute rate limit).
 * - Feishu / Lark custom bot: https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot
 *   (msg_type post; signed bots carry `timestamp` (seconds) and `sign` =
 *   base64(HMAC-SHA256(key: timestamp + "\n" + secret, message: empty)) in the body, refused when
 *   more than an hour off; answer {code, msg}; 19021 signature, 19024 keyword, 11232 rate limit).
 * - DingTalk custom bot: https://open.dingtalk.com/document/orgapp/custom-robots-send-group-messages
 *   and …/customize-robot-security-settings (msgtype markdown; signed bots add the query parameters
 *   `timestamp` (milliseconds) and `sign` = urlencode(base64(HMAC-SHA256(key: secret, message:
 *   timestamp + "\n" + secret))), refused when more than an hour off; answer {errcode, errmsg};
 *   310000 signature, keyword or IP refusal, 130101 the 20-a-minute rate limit).
 * - Generic (ours): POST of GENERIC_BODY as JSON with X-Bangyan-Timestamp (seconds) and, with a
 *   secret, X-Bangyan-Signature: sha256=hex(HMAC-SHA256(secret, timestamp + "." + body)); any 2xx
 *   answer means delivered.
 */
import { createHmac } from 'node:crypto';
import type { WebhookKind } from '@bangyan/contract';
import { safeLink, type AlertMessage } from './delivery.ts';
import { ALERT_FOOTER, fittedLines, LINK_TEXT, markdownText, plainText } from './render.ts';

export type { WebhookKind };

/** Where and how one webhook is delivered; `secret` signs (generic, Feishu, DingTalk). */
export interface WebhookTarget {
  kind: WebhookKind;
  url: string;
  secret?: string;
}

/** The generic webhook's JSON body. */
export interface GenericWebhookBody {
  source: 'bangyan';
  title: string;
  lines: string[];
  link: string | null;
  /** The whole alert as plain text, for receivers that forward text. */
  text: string;
  /** When it was sent (ISO 8601). */
  sentAt: string;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How a provider answers: the fields of its code and message, and the codes worth retrying. */
export interface ProviderAnswer {
  name: string;
  code: (json: Record<string, unknown>) => unknown;
  msg: (json: Record<string, unknown>) => unknown;
  retryable: ReadonlySet<number>;
  /** What a person should do about a refusal, by code. */
  hints: Readonly<Record<number, string>>;
}

/** -1: "system busy", both WeChat's and DingTalk's way of asking to try again. */
const BUSY = -1;
const SIGNATURE_HINT = '签名校验失败：请核对密钥，并确认服务器时间准确';
const KEYWORD_HINT = `消息不含机器人的自定义关键词：可把关键词设为「榜眼」`;

export const PROVIDER_ANSWERS: Record<Exclude<WebhookKind, 'generic'>, ProviderAnswer> = {
  wecom: {
    name: '企业微信群机器人',
    code: (j) => j.errcode,
    msg: (j) => j.errmsg,
    retryable: new Set([BUSY, 45009]),
    hints: { 93000: 'webhook 地址无效或机器人已被移出群聊' },
  },
  feishu: {
    name: '飞书机器人',
    // Older answers carry StatusCode/StatusMessage instead.
    code: (j) => j.code ?? j.StatusCode,
    msg: (j) => j.msg ?? j.StatusMessage,
    retryable: new Set([11232]),
    hints: { 19021: SIGNATURE_HINT, 19022: '服务器 IP 不在机器人的白名单内', 19024: KEYWORD_HINT },
  },
  dingtalk: {
    name: '钉钉机器人',
    code: (j) => j.errcode,
    msg: (j) => j.errmsg,
    retryable: new Set([BUSY, 130101]),
    hints: {
      310000: `${SIGNATURE_HINT}；或${KEYWORD_HINT}；或服务器 IP 不在白名单内`,
      300001: 'webhook 地址中的 access_token 无效',
    },
  },
};

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Bangyan-Alerts/1.0' };

const hmac = (key: string | Buffer, data: string | Buffer) => createHmac('sha256', key).update(data);

/** The request that delivers `message` to `target` at `now` (which stamps the signature). */
export function webhookRequest(target: WebhookTarget, message: AlertMessage, now: Date): WebhookRequest {
  const seconds = String(Math.floor(now.getTime() / 1000));
  switch (target.kind) {
    case 'generic': {
      const body = JSON.stringify({
        source: 'bangyan',
        title: message.title,
        lines: message.lines,
        link: safeLink(message),
        text: plainText(message),
        sentAt: now.toISOString(),
      } satisfies GenericWebhookBody);
      const signature: Record<string, string> = target.secret
        ? { 'x-bangyan-signature': `sha256=${hmac(target.secret, `${seconds}.${body}`).digest('hex')}` }
        : {};
      const delivery: Record<string, string> = message.id ? { 'x-bangyan-delivery': message.id } : {};
      return {
        url: target.url,
        headers: { ...JSON_HEADERS, 'x-bangyan-timestamp': seconds, ...delivery, ...signature },
        body,
      };
    }
    case 'wecom':
      return {
        url: target.url,
        headers: JSON_HEADERS,
        body: JSON.stringify({ msgtype: 'markdown', markdown: { content: markdownText(message, 'wecom') } }),
      };
    case 'feishu': {
      const signature = target.secret
        ? { timestamp: seconds, sign: hmac(`${seconds}\n${target.secret}`, Buffer.alloc(0)).digest('base64') }
        : {};
      const body = { ...signature, msg_type: 'post', content: { post: { zh_cn: feishuPost(message) } } };
      return { url: target.url, headers: JSON_HEADERS, body: JSON.stringify(body) };
    }
    case 'dingtalk': {
      const url = new URL(target.url);
      if (target.secret) {
        const millis = String(now.getTime());
        url.searchParams.set('timestamp', millis);
        url.searchParams.set('sign', hmac(target.secret, `${millis}\n${target.secret}`).digest('base64'));
      }
      const markdown = { title: message.title, text: markdownText(message, 'dingtalk') };
      return { url: url.href, headers: JSON_HEADERS, body: JSON.stringify({ msgtype: 'markdown', markdown }) };
    }
  }
}

/** A Feishu rich-text (post) message: the title, one paragraph per line, the link, the footer. */
function feishuPost(message: AlertMessage) {
  const link = safeLink(message);
  return {
    title: message.title,
    content: [
      ...fittedLines(message).map((text) => [{ tag: 'text', text }]),
      ...(link ? [[{ tag: 'a', text: LINK_TEXT, href: link }]] : []),
      [{ tag: 'text', text: ALERT_FOOTER }],
    ],
  };
}
