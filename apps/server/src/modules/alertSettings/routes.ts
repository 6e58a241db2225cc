import {
  ACCOUNT_ALERTS_PATH,
  ALERT_DAILY_CAP,
  ALERT_SETTING_TEXTS,
  ALERT_TESTS_PER_HOUR,
  alertDeliveries,
  alertSettings,
  alertSettingsSave,
  alertTest,
  alertUnsubscribe,
  ApiFailure,
  ErrorCode,
  formatDateTime,
  HOUR_MS,
  type AlertChannel,
  type AlertDeliveryStatus,
  type AlertSettings,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { DeliveryError } from '../../alerts/channels/delivery.ts';
import { checkWebhookTarget } from '../../alerts/channels/webhook.ts';
import type { WebhookTarget } from '../../alerts/channels/webhookFormats.ts';
import { createAlertSender } from '../../alerts/send.ts';
import { readSettings, type UserAlertSettings } from '../../alerts/settings.ts';
import { checkUnsubscribeToken } from '../../alerts/unsubscribe.ts';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';

const present = (s: UserAlertSettings): AlertSettings => ({
  pushTime: s.pushTime,
  digest: s.digest,
  instant: s.instant,
  paused: s.paused,
  email: { on: s.emailOn, address: s.email ?? '' },
  webhook: { on: s.webhookOn, kind: s.webhookKind ?? '', url: s.webhookUrl, hasSecret: s.webhookSecret !== '' },
  wechat: { on: s.wechatOn, bound: s.openid !== null },
  dailyCap: ALERT_DAILY_CAP,
});

/** A webhook of a form: its kind, address and secret (omitted: the saved one), checked; null when no address. */
function formWebhook(
  deps: Deps,
  saved: UserAlertSettings,
  body: { webhookKind?: WebhookTarget['kind'] | undefined; webhookUrl: string; webhookSecret?: string | undefined },
): WebhookTarget | null {
  if (body.webhookUrl === '') return null;
  if (!body.webhookKind) throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.webhookKind);
  const secret = body.webhookSecret ?? saved.webhookSecret;
  const target = { kind: body.webhookKind, url: body.webhookUrl, ...(secret ? { secret } : {}) };
  const problem = checkWebhookTarget(target, deps.config.env);
  if (problem) throw new ApiFailure(ErrorCode.BAD_REQUEST, problem);
  return target;
}

const TEST_MESSAGE = {
  title: '测试提醒',
  lines: ['这是一条来自榜眼的测试提醒，收到即表示该渠道设置正确。'],
  link: ACCOUNT_ALERTS_PATH,
};

/**
 * Alert settings (issue 22): how a user's alerts reach them, a test on each channel, the latest deliveries, and the
 * unsubscribe link of an alert (no login).
 */
export function alertSettingsRoutes(app: FastifyInstance): void {
  route(app, alertSettings, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return present(await readSettings(deps.db, user.uid));
  });

  route(app, alertSettingsSave, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const saved = await readSettings(deps.db, user.uid);
    if (body.emailOn && saved.email === null)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.emailUnbound);
    if (body.wechatOn && saved.openid === null)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.wechatUnbound);
    const webhook = formWebhook(deps, saved, body);
    if (body.webhookOn && webhook === null) throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.webhookUrl);
    const values = {
      push_time: body.pushTime,
      digest: body.digest,
      instant: body.instant,
      paused: body.paused,
      email_on: body.emailOn,
      webhook_on: body.webhookOn,
      webhook_kind: webhook?.kind ?? null,
      webhook_url: webhook?.url ?? '',
      webhook_secret: webhook?.secret ?? '',
      wechat_on: body.wechatOn,
      updated_at: new Date(),
    };
    await deps.db
      .insertInto('alert_settings')
      .values({ uid: user.uid, ...values })
      .onConflict((oc) => oc.column('uid').doUpdateSet(values))
      .execute();
    return present(await readSettings(deps.db, user.uid));
  });

  route(app, alertTest, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const saved = await readSettings(deps.db, user.uid);
    if (body.channel === 'email' && saved.email === null)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.emailUnbound);
    if (body.channel === 'wechat' && saved.openid === null)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.wechatUnbound);
    const webhook = body.channel === 'webhook' ? formWebhook(deps, saved, body) : undefined;
    if (webhook === null) throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.webhookUrl);
    if ((await deps.kv.increment(`alerts:test:${user.uid}`, HOUR_MS / 1000)) > ALERT_TESTS_PER_HOUR)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.testTooOften);
    const send = createAlertSender(deps.config, deps.db, deps.kv);
    try {
      await send(saved, body.channel, { id: `test-${user.uid}-${Date.now()}`, ...TEST_MESSAGE }, webhook);
    } catch (err) {
      if (err instanceof DeliveryError) throw new ApiFailure(ErrorCode.BAD_REQUEST, err.message);
      throw err;
    }
    return null;
  });

  route(app, alertDeliveries, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const rows = await deps.db
      .selectFrom('alert_deliveries')
      .select(['channel', 'title', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
      .where('uid', '=', user.uid)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return {
      list: rows.map((r) => ({
        channel: r.channel as AlertChannel,
        title: r.title,
        status: r.status as AlertDeliveryStatus,
        attempts: r.attempts,
        error: r.last_error,
        createdAt: formatDateTime(r.created_at),
        sentAt: r.sent_at ? formatDateTime(r.sent_at) : '',
      })),
    };
  });

  route(app, alertUnsubscribe, async ({ query, deps }) => {
    const { u: uid, c: channel, t: token } = query;
    if (!(await checkUnsubscribeToken(deps.db, uid, channel, token)))
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.unsubscribeBad);
    const column = ({ email: 'email_on', webhook: 'webhook_on', wechat: 'wechat_on' } as const)[channel];
    const user = await deps.db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
    if (!user) throw new ApiFailure(ErrorCode.BAD_REQUEST, ALERT_SETTING_TEXTS.unsubscribeBad);
    await deps.db
      .insertInto('alert_settings')
      .values({ uid, [column]: false })
      .onConflict((oc) => oc.column('uid').doUpdateSet({ [column]: false, updated_at: new Date() }))
      .execute();
    return { channel };
  });
}
