/**
 * A user's alert settings (alert_settings, defaults for a user who never saved any) with what the channels need from
 * the account: the bound email address and WeChat.
 */
import { ALERT_CHANNELS, DEFAULT_PUSH_TIME, type AlertChannel, type WebhookKind } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export interface UserAlertSettings {
  uid: string;
  pushTime: string;
  digest: boolean;
  instant: boolean;
  paused: boolean;
  emailOn: boolean;
  webhookOn: boolean;
  webhookKind: WebhookKind | null;
  webhookUrl: string;
  webhookSecret: string;
  wechatOn: boolean;
  /** 'YYYY-MM-DD': the China day of the last digest, or null. */
  digestDay: string | null;
  /** The account's bound email address and WeChat openid, or null. */
  email: string | null;
  openid: string | null;
}

type Row = {
  uid: string;
  email: string | null;
  wechat_openid: string | null;
  push_time: string | null;
  digest: boolean | null;
  instant: boolean | null;
  paused: boolean | null;
  email_on: boolean | null;
  webhook_on: boolean | null;
  webhook_kind: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  wechat_on: boolean | null;
  digest_day: string | null;
};

/** The settings of users (with their account's contacts), from users left-joined to alert_settings. */
export function settingsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('alert_settings as s', 's.uid', 'users.uid')
    .select([
      'users.uid',
      'users.email',
      'users.wechat_openid',
      's.push_time',
      's.digest',
      's.instant',
      's.paused',
      's.email_on',
      's.webhook_on',
      's.webhook_kind',
      's.webhook_url',
      's.webhook_secret',
      's.wechat_on',
      's.digest_day',
    ]);
}

export function toSettings(r: Row): UserAlertSettings {
  return {
    uid: String(r.uid),
    pushTime: r.push_time ?? DEFAULT_PUSH_TIME,
    digest: r.digest ?? true,
    instant: r.instant ?? true,
    paused: r.paused ?? false,
    emailOn: r.email_on ?? false,
    webhookOn: r.webhook_on ?? false,
    webhookKind: (r.webhook_kind as WebhookKind | null) ?? null,
    webhookUrl: r.webhook_url ?? '',
    webhookSecret: r.webhook_secret ?? '',
    wechatOn: r.wechat_on ?? false,
    digestDay: r.digest_day,
    email: r.email,
    openid: r.wechat_openid,
  };
}

export async function readSettings(db: Kysely<Database>, uid: string): Promise<UserAlertSettings> {
  return toSettings(await settingsQuery(db).where('users.uid', '=', uid).executeTakeFirstOrThrow());
}

/** Whether a channel can reach the user now: turned on, not paused, and its target bound or set. */
export function channelReady(s: UserAlertSettings, channel: AlertChannel): boolean {
  if (s.paused) return false;
  if (channel === 'email') return s.emailOn && s.email !== null;
  if (channel === 'wechat') return s.wechatOn && s.openid !== null;
  return s.webhookOn && s.webhookKind !== null && s.webhookUrl !== '';
}

/** The channels that reach the user now. */
export const channelsOn = (s: UserAlertSettings): AlertChannel[] => ALERT_CHANNELS.filter((c) => channelReady(s, c));
