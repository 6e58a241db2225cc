/**
 * Issue 22's engine test: a day of the test world passes hour by hour under the alert engine's ticks. A user follows
 * three apps the world has events about that day, takes immediate alerts by email (a real SMTP server) and by a
 * signed webhook, and a daily digest at 20:00: each channel receives exactly the due alerts, once, and one digest.
 */
import { HOUR_MS, MONITOR_ALERT_KINDS, type AlertKind } from '@bangyan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formPoster, testDatabaseKinds, type TestApp } from '../../test/app.ts';
import { startBotStandIn, type BotStandIn } from '../../test/botStandIns.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtpStandIn.ts';
import { registerTestUser } from '../../test/users.ts';
import { alertTick } from './runAlerts.ts';
import { busiestApps, DAY_END, DAY_START, passTheDay } from '../../test/alertDay.ts';
import { createAlertSender } from './send.ts';

const LOGIN = { user: 'alerts', pass: 'smtp-pass-1' };
const SECRET = 'world-day-secret';
/** The user's digest time: it goes at the 20:30 tick of 2026-11-21. */
const PUSH_TIME = '20:00';

describe.each(testDatabaseKinds())('a world day under the alert engine on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let bot: BotStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn(LOGIN);
    bot = await startBotStandIn('generic', { secret: SECRET });
    t = await createTestApp(
      kind,
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: LOGIN.user,
        SMTP_PASS: LOGIN.pass,
        MAIL_FROM: 'alerts@bangyan.example.com',
      },
      { world: true },
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), bot?.close()]);
  });

  it('delivers every due alert once on each channel, and one digest at the push time', async () => {
    // Three apps: those with events that day, then others.
    const busiest = await busiestApps(t.handle.db, 3);
    expect(busiest.length).toBeGreaterThanOrEqual(2);
    const quiet = await t.handle.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('app_id', 'not in', busiest)
      .orderBy('app_id')
      .limit(3 - busiest.length)
      .execute();
    const appIds = [...busiest, ...quiet.map((r) => String(r.app_id))];

    const user = await registerTestUser(t, '13700009101');
    await t.handle.db.updateTable('users').set({ email: 'day@example.com' }).where('uid', '=', user.uid).execute();
    const post = formPoster(() => t.app);
    for (const appId of appIds) {
      expect(
        (await post('/v1/user/followAppAlmighty', { appId, market: 'ios', country: 'cn', isFollow: '1' }, user.cookie))
          .code,
      ).toBe(0);
      const rule = { appId, market: 'ios', country: 'cn', kinds: MONITOR_ALERT_KINDS.join(',') };
      expect((await post('/v1/user/appAlertRuleSave', rule, user.cookie)).code).toBe(0);
    }
    const settings = {
      pushTime: PUSH_TIME,
      digest: '1',
      instant: '1',
      paused: '0',
      emailOn: '1',
      webhookOn: '1',
      wechatOn: '0',
      webhookKind: 'generic',
      webhookUrl: bot.url,
      webhookSecret: SECRET,
    };
    expect((await post('/v1/user/alertSettingsSave', settings, user.cookie)).code).toBe(0);
    // The rules (and settings) were set as the day began; the digest was last sent the day before.
    await sql`UPDATE alert_rules SET created_at = ${DAY_START} WHERE uid = ${user.uid}`.execute(t.handle.db);
    await sql`UPDATE alert_settings SET digest_day = '2026-11-20' WHERE uid = ${user.uid}`.execute(t.handle.db);

    // The day passes: a tick each hour, as the collections of that hour store their events.
    const send = createAlertSender(t.config, t.handle.db, t.kv, { timeoutMs: 2_000 });
    await passTheDay(t.handle.db, send);

    const due = await t.handle.db
      .selectFrom('monitor_events')
      .select(['kind', 'app_id', 'at'])
      .where('country', '=', 'cn')
      .where('kind', 'in', [...MONITOR_ALERT_KINDS])
      .where('app_id', 'in', appIds)
      .where('at', '>=', new Date(DAY_START.getTime() - HOUR_MS))
      .where('at', '<=', DAY_END)
      .execute();
    const keys = due.map((e) => `alert:${e.kind as AlertKind}:cn:${e.app_id}:${e.at.toISOString()}`).sort();
    expect(keys.length).toBeGreaterThanOrEqual(2);

    const notices = await t.handle.db
      .selectFrom('notices')
      .select(['title', 'dedupe_key', 'created_at'])
      .where('uid', '=', user.uid)
      .where('kind', '=', 'alert')
      .execute();
    const alerts = notices.filter((n) => n.dedupe_key!.startsWith('alert:'));
    expect(alerts.map((n) => n.dedupe_key).sort()).toEqual(keys);
    const titles = alerts.map((n) => n.title).sort();

    // Email: each alert once, and the digest.
    const subjects = smtp.received.map((m) => m.mail.subject!);
    expect(subjects.filter((s) => !s.includes('每日提醒摘要')).sort()).toEqual(titles.map((x) => `【榜眼】${x}`));
    const digests = notices.filter((n) => n.dedupe_key === 'digest:2026-11-21');
    expect(digests).toHaveLength(1);
    expect(subjects.filter((s) => s === '【榜眼】每日提醒摘要（11月21日）')).toHaveLength(1);
    // The digest went at the first tick after 20:00 China time and lists the alerts of the day before it.
    expect(digests[0]!.created_at).toEqual(new Date('2026-11-21T12:30:00Z'));
    const digestMail = smtp.received.find((m) => m.mail.subject!.includes('每日提醒摘要'))!.mail.text!;
    for (const n of alerts.filter((a) => a.created_at <= digests[0]!.created_at)) expect(digestMail).toContain(n.title);

    // Webhook: the same, signed (the stand-in refuses a bad signature).
    const webhookTitles = bot.accepted.map((b) => String(b.title));
    expect(webhookTitles.filter((x) => !x.includes('每日提醒摘要')).sort()).toEqual(titles);
    expect(webhookTitles.filter((x) => x.includes('每日提醒摘要'))).toHaveLength(1);

    // Another day of ticks over the same hours changes nothing.
    const before = { mail: smtp.received.length, hooks: bot.accepted.length };
    await alertTick(t.handle.db, send, () => DAY_END);
    expect({ mail: smtp.received.length, hooks: bot.accepted.length }).toEqual(before);
  });
});
