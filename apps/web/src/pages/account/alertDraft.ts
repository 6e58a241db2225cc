/** The alert settings as the page edits them, and the form bodies saving and 发送测试 send from them. */
import {
  WEBHOOK_KINDS,
  type AlertChannel,
  type AlertSettings,
  type alertSettingsSave,
  type alertTest,
  type BodyOf,
  type WebhookKind,
} from '@bangyan/contract';

export interface AlertDraft {
  pushTime: string;
  digest: boolean;
  instant: boolean;
  paused: boolean;
  emailOn: boolean;
  webhookOn: boolean;
  wechatOn: boolean;
  webhookKind: WebhookKind | null;
  webhookUrl: string;
  /** A new secret; null keeps the saved one, '' clears it. */
  webhookSecret: string | null;
}

const isWebhookKind = (kind: string): kind is WebhookKind => (WEBHOOK_KINDS as readonly string[]).includes(kind);

/** A 企业微信 robot is not signed: it never has a secret. */
export const takesSecret = (kind: WebhookKind | null) => kind !== 'wecom';

export function draftOf(settings: AlertSettings): AlertDraft {
  return {
    pushTime: settings.pushTime,
    digest: settings.digest,
    instant: settings.instant,
    paused: settings.paused,
    emailOn: settings.email.on,
    webhookOn: settings.webhook.on,
    wechatOn: settings.wechat.on,
    webhookKind: isWebhookKind(settings.webhook.kind) ? settings.webhook.kind : null,
    webhookUrl: settings.webhook.url,
    webhookSecret: null,
  };
}

const flag = (on: boolean) => (on ? '1' : '0');

/** The webhook's target: its kind when chosen, and the secret only when it changes (none for 企业微信). */
function webhookTarget(draft: AlertDraft) {
  const secret = takesSecret(draft.webhookKind) ? draft.webhookSecret : '';
  return {
    ...(draft.webhookKind && { webhookKind: draft.webhookKind }),
    webhookUrl: draft.webhookUrl.trim(),
    ...(secret !== null && { webhookSecret: secret.trim() }),
  };
}

export function saveBody(draft: AlertDraft): BodyOf<typeof alertSettingsSave> {
  return {
    pushTime: draft.pushTime,
    digest: flag(draft.digest),
    instant: flag(draft.instant),
    paused: flag(draft.paused),
    emailOn: flag(draft.emailOn),
    webhookOn: flag(draft.webhookOn),
    wechatOn: flag(draft.wechatOn),
    ...webhookTarget(draft),
  };
}

/** 发送测试 of one channel: a webhook's test goes to the target in the form, saved or not. */
export function testBody(draft: AlertDraft, channel: AlertChannel): BodyOf<typeof alertTest> {
  return channel === 'webhook' ? { channel, ...webhookTarget(draft) } : { channel };
}

/** The push times offered: every half hour of the day, and the saved one if it is between them. */
export function pushTimes(saved: string): string[] {
  const times = Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? 30 : '00'}`,
  );
  return times.includes(saved) ? times : [...times, saved].sort();
}
