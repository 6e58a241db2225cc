/**
 * How a user's alerts reach them (issue 22): the daily push time (China time) of the digest, immediate alerts or
 * not, a pause, and the channels besides the message centre: email (to the account's bound address), a webhook
 * (generic JSON signed with HMAC-SHA256, or a 企业微信 / 飞书 / 钉钉 group robot) and WeChat template messages (to the
 * bound WeChat). Each channel can be tried with 发送测试; each email carries a link that unsubscribes without login.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ALERT_CHANNEL_TEXT, ALERT_CHANNELS } from '../fields/alertChannels.ts';

export const WEBHOOK_KINDS = ['wecom', 'feishu', 'dingtalk', 'generic'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  wecom: '企业微信群机器人',
  feishu: '飞书群机器人',
  dingtalk: '钉钉群机器人',
  generic: '通用 Webhook（JSON，HMAC-SHA256 签名）',
};

/** The push time of a user who never chose one (China time). */
export const DEFAULT_PUSH_TIME = '09:00';
/** 发送测试 at most this often per user. */
export const ALERT_TESTS_PER_HOUR = 20;
/** At most this many alerts per channel per user per China day leave the platform (the message centre has all). */
export const ALERT_DAILY_CAP = 50;

export const ALERT_SETTING_TEXTS = {
  pushTime: '推送时间格式不正确（HH:mm）',
  flag: '开关格式不正确',
  channel: ALERT_CHANNEL_TEXT,
  webhookKind: '请选择 Webhook 类型',
  webhookUrl: '请输入 Webhook 地址',
  webhookSecret: '签名密钥不能超过200个字符',
  emailUnbound: '请先在个人资料中绑定邮箱',
  wechatUnbound: '请先在个人资料中绑定微信',
  saved: '提醒设置已保存',
  testSent: '测试消息已发送，请查收',
  testTooOften: `发送测试过于频繁，每小时最多${ALERT_TESTS_PER_HOUR}次`,
  unsubscribeBad: '退订链接无效或已过期',
  unsubscribed: (label: string) => `已退订${label}提醒`,
} as const;

const flag = z.enum(['0', '1'], ALERT_SETTING_TEXTS.flag).transform((v) => v === '1');
const pushTime = z
  .string(ALERT_SETTING_TEXTS.pushTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ALERT_SETTING_TEXTS.pushTime);
const webhookFields = {
  webhookKind: z.enum(WEBHOOK_KINDS, ALERT_SETTING_TEXTS.webhookKind),
  webhookUrl: z.string(ALERT_SETTING_TEXTS.webhookUrl).trim().max(500, ALERT_SETTING_TEXTS.webhookUrl),
  /** Omitted: keep the stored secret; '': none. */
  webhookSecret: z.string().trim().max(200, ALERT_SETTING_TEXTS.webhookSecret).optional(),
};

export const alertSettingsSchema = z.object({
  pushTime: z.string(),
  /** A daily digest of the last day's alerts and keyword reports at the push time. */
  digest: z.boolean(),
  /** Alerts sent moments after the collection that finds them (otherwise only in the digest). */
  instant: z.boolean(),
  /** Nothing leaves the platform while paused; the message centre still records every alert. */
  paused: z.boolean(),
  email: z.object({ on: z.boolean(), address: z.string() }),
  webhook: z.object({ on: z.boolean(), kind: z.string(), url: z.string(), hasSecret: z.boolean() }),
  wechat: z.object({ on: z.boolean(), bound: z.boolean() }),
  dailyCap: z.number().int(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertSettings = defineEndpoint({
  method: 'GET',
  path: '/v1/user/alertSettings',
  tag: 'follow',
  summary: '提醒设置：推送时间、即时提醒、每日摘要、暂停与各渠道',
  data: alertSettingsSchema,
});

const settingsBody = z.object({
  pushTime,
  digest: flag,
  instant: flag,
  paused: flag,
  emailOn: flag,
  webhookOn: flag,
  wechatOn: flag,
  webhookKind: webhookFields.webhookKind.optional(),
  webhookUrl: webhookFields.webhookUrl.default(''),
  webhookSecret: webhookFields.webhookSecret,
});

export const alertSettingsSave = defineEndpoint({
  method: 'POST',
  path: '/v1/user/alertSettingsSave',
  tag: 'follow',
  summary: '保存提醒设置 (a channel turned on must be bound or, for a webhook, a valid address)',
  body: settingsBody,
  data: alertSettingsSchema,
});

/** Sends a test alert at once on one channel, to the target in the form (a webhook not yet saved can be tried). */
export const alertTest = defineEndpoint({
  method: 'POST',
  path: '/v1/user/alertTest',
  tag: 'follow',
  summary: '发送测试提醒 (email / webhook / wechat)',
  body: z.object({
    channel: z.enum(ALERT_CHANNELS, ALERT_SETTING_TEXTS.channel),
    webhookKind: webhookFields.webhookKind.optional(),
    webhookUrl: webhookFields.webhookUrl.default(''),
    webhookSecret: webhookFields.webhookSecret,
  }),
  data: z.null(),
});

export const ALERT_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'capped', 'dropped'] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];
export const ALERT_DELIVERY_STATUS_LABELS: Record<AlertDeliveryStatus, string> = {
  pending: '等待发送',
  sending: '发送中',
  sent: '已送达',
  failed: '发送失败',
  capped: '超出每日上限',
  dropped: '渠道已关闭',
};

/** The user's latest deliveries, newest first: what went where and how it went. */
export const alertDeliveries = defineEndpoint({
  method: 'GET',
  path: '/v1/user/alertDeliveries',
  tag: 'follow',
  summary: '最近的提醒发送记录 (newest first, at most 50)',
  data: z.object({
    list: z.array(
      z.object({
        channel: z.enum(ALERT_CHANNELS),
        title: z.string(),
        status: z.enum(ALERT_DELIVERY_STATUSES),
        attempts: z.number().int(),
        /** The last failure's reason ('' when none). */
        error: z.string(),
        /** 'YYYY-MM-DD HH:mm', when it was queued, and when it was delivered ('' until then). */
        createdAt: z.string(),
        sentAt: z.string(),
      }),
    ),
  }),
});

const unsubscribeQuery = z.object({
  u: z.string().regex(/^\d{1,19}$/, ALERT_SETTING_TEXTS.unsubscribeBad),
  c: z.enum(ALERT_CHANNELS, ALERT_SETTING_TEXTS.unsubscribeBad),
  t: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, ALERT_SETTING_TEXTS.unsubscribeBad),
});

/**
 * Turns one channel of a user's alerts off from the link in an alert (no login: the link's token is the proof). Mail
 * programs POST it as RFC 8058's one-click unsubscribe (body List-Unsubscribe=One-Click), the /unsubscribe page after
 * the user confirms.
 */
export const alertUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/v1/public/alertUnsubscribe',
  tag: 'follow',
  summary: '退订提醒渠道（提醒中的链接，无需登录）',
  query: unsubscribeQuery,
  data: z.object({ channel: z.enum(ALERT_CHANNELS) }),
});
