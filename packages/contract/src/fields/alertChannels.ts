/** The channels an alert goes out on (alert settings and each alert rule share them). */
import { z } from 'zod';

/** The channels an alert can go out on besides the message centre, which always has it. */
export const ALERT_CHANNELS = ['email', 'webhook', 'wechat'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: '邮件',
  webhook: 'Webhook / 群机器人',
  wechat: '微信公众号',
};

export const ALERT_CHANNEL_TEXT = '提醒渠道格式不正确';

/** A channel list in a form body: comma-joined, '' for none. */
export const alertChannelList = z
  .string(ALERT_CHANNEL_TEXT)
  .regex(/^([a-z]+(,[a-z]+)*)?$/, ALERT_CHANNEL_TEXT)
  .transform((s) => (s === '' ? [] : [...new Set(s.split(','))]))
  .pipe(z.array(z.enum(ALERT_CHANNELS, ALERT_CHANNEL_TEXT)));
