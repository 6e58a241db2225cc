/**
 * One alert to one user on one channel, now: the email to the bound address (with its unsubscribe links), the
 * webhook the user set, or the WeChat template message to the bound WeChat. Resolves when delivered; otherwise
 * throws a DeliveryError (retryable or not). The outbox (outbox.ts) and 发送测试 both send through here, stamped with
 * the wall clock.
 */
import type { AlertChannel } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { Config } from '../config.ts';
import type { KvStore } from '../infra/kv.ts';
import { alertEmail } from './channels/alertMail.ts';
import { DeliveryError, type AlertMessage } from './channels/delivery.ts';
import { createMailer } from './channels/mail.ts';
import { sendWebhook } from './channels/webhook.ts';
import type { WebhookTarget } from './channels/webhookFormats.ts';
import { alertTemplateMessage, createWechatTemplateProvider } from './channels/wechatTemplate.ts';
import type { UserAlertSettings } from './settings.ts';
import { unsubscribeUrls } from './unsubscribe.ts';

/** An alert as it is pushed: its title, lines, in-site link, and the delivery's id (the same on every attempt). */
export interface PushedAlert {
  id: string;
  title: string;
  lines: readonly string[];
  link: string | null;
}

export type AlertSender = (
  settings: UserAlertSettings,
  channel: AlertChannel,
  alert: PushedAlert,
  /** A webhook to use instead of the saved one (发送测试 of a form not yet saved). */
  webhook?: WebhookTarget,
) => Promise<void>;

export interface SenderOptions {
  timeoutMs?: number;
}

/** The sender of this configuration: the mailer, the WeChat provider and webhooks, made once. */
export function createAlertSender(
  config: Config,
  db: Kysely<Database>,
  kv: KvStore,
  options: SenderOptions = {},
): AlertSender {
  const mailer = createMailer(config, db, options);
  const wechat = createWechatTemplateProvider(
    config,
    db,
    kv,
    options.timeoutMs ? { timeoutMs: options.timeoutMs } : {},
  );
  const host = new URL(config.siteUrl).hostname;
  return async (settings, channel, alert, webhook) => {
    // Signatures and template times are the wall clock's: receivers check them against theirs.
    const now = new Date();
    const message: AlertMessage = {
      id: alert.id,
      title: alert.title,
      lines: [...alert.lines],
      ...(alert.link ? { link: new URL(alert.link, config.siteUrl).href } : {}),
    };
    if (channel === 'email') {
      if (!settings.email) throw new DeliveryError('未绑定邮箱', false);
      const urls = await unsubscribeUrls(db, config.siteUrl, settings.uid, 'email');
      await mailer.sendMail(alertEmail(settings.email, message, urls, host));
    } else if (channel === 'wechat') {
      if (!settings.openid) throw new DeliveryError('未绑定微信', false);
      await wechat.send(alertTemplateMessage(wechat.alertTemplateId, settings.openid, message, now));
    } else {
      const target = webhook ?? savedWebhook(settings);
      if (!target) throw new DeliveryError('未设置 Webhook 地址', false);
      await sendWebhook(target, message, now, {
        env: config.env,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
    }
  };
}

function savedWebhook(s: UserAlertSettings): WebhookTarget | null {
  if (!s.webhookKind || !s.webhookUrl) return null;
  return { kind: s.webhookKind, url: s.webhookUrl, ...(s.webhookSecret ? { secret: s.webhookSecret } : {}) };
}
