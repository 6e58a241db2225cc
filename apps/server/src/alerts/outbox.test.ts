import { ALERT_DAILY_CAP, SECOND_MS, type AlertChannel } from '@bangyan/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/app.ts';
import { startBotStandIn, type BotStandIn } from '../../test/botStandIns.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtpStandIn.ts';
import { registerTestUser } from '../../test/users.ts';
import { FOLLOWER, MP, mpEnv, startWechatStandIn, type WechatStandIn } from '../../test/wechatStandIn.ts';
import { recordAlert, type DueAlert } from './due.ts';
import { BACKOFF_MS, deliverDue, LEASE_MS, MAX_ATTEMPTS } from './outbox.ts';
import { createAlertSender, type AlertSender } from './send.ts';

const LOGIN = { user: 'alerts', pass: 'smtp-pass-1' };
const SECRET = 'hook-secret-1';
/** Now: the receivers check that a signature's timestamp is fresh. */
const T0 = new Date();
const at = (ms: number) => () => new Date(T0.getTime() + ms);

describe.each(testDatabaseKinds())('the alert outbox on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  let bot: BotStandIn;
  let wechat: WechatStandIn;
  let send: AlertSender;
  let uid: string;
  let serial = 0;

  beforeAll(async () => {
    smtp = await startSmtpStandIn(LOGIN);
    bot = await startBotStandIn('generic', { secret: SECRET });
    wechat = await startWechatStandIn();
    t = await createTestApp(kind, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: LOGIN.user,
      SMTP_PASS: LOGIN.pass,
      MAIL_FROM: '榜眼提醒 <alerts@bangyan.example.com>',
      ...mpEnv(wechat),
      SITE_URL: 'https://bangyan.example.com',
    });
    send = createAlertSender(t.config, t.handle.db, t.kv, { timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), bot?.close(), wechat?.close()]);
  });
  beforeEach(async () => {
    // Each test: a new user on every channel, the receivers emptied, the queue empty.
    const user = await registerTestUser(t, `1370000${String(8000 + serial++)}`);
    uid = user.uid;
    await t.handle.db.deleteFrom('alert_deliveries').execute();
    await t.handle.db.updateTable('users').set({ wechat_openid: null }).where('wechat_openid', '=', FOLLOWER).execute();
    await t.handle.db
      .updateTable('users')
      .set({ email: `user${serial}@example.com`, wechat_openid: FOLLOWER })
      .where('uid', '=', uid)
      .execute();
    await t.handle.db
      .insertInto('alert_settings')
      .values({
        uid,
        email_on: true,
        wechat_on: true,
        webhook_on: true,
        webhook_kind: 'generic',
        webhook_url: bot.url,
        webhook_secret: SECRET,
      })
      .execute();
    smtp.received.length = 0;
    bot.accepted.length = 0;
    bot.requests.length = 0;
    wechat.accepted.length = 0;
    bot.mode = 'ok';
  });

  const due = (key: string, channels: readonly AlertChannel[] = ['email', 'webhook', 'wechat']): DueAlert => ({
    uid,
    dedupeKey: `alert:offline:cn:${key}`,
    title: `「应用${key}」已下架`,
    lines: [`「应用${key}」于 2026-11-22 10:00 从 App Store 下架。（中国区）`],
    link: `/new/apps/view?appId=${key}&country=cn`,
    channels,
  });
  const rows = () =>
    t.handle.db
      .selectFrom('alert_deliveries')
      .select(['id', 'channel', 'status', 'attempts', 'last_error', 'next_at'])
      .where('uid', '=', uid)
      .orderBy('id')
      .execute();

  it('delivers a due alert once on each channel of the rule the user has on, with one id on each', async () => {
    expect(await recordAlert(t.handle.db, due('1001'), T0)).toBe(true);
    expect(await recordAlert(t.handle.db, due('1001'), T0)).toBe(false);
    expect(await rows()).toHaveLength(3);
    expect(await deliverDue(t.handle.db, send, at(SECOND_MS))).toBe(3);
    expect(await deliverDue(t.handle.db, send, at(2 * SECOND_MS))).toBe(0);
    const queued = await rows();
    expect(queued.map((r) => r.last_error)).toEqual(['', '', '']);
    expect(queued.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    const id = (channel: string) => queued.find((r) => r.channel === channel)!.id;

    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0]!;
    expect(mail.subject).toBe('【榜眼】「应用1001」已下架');
    expect(mail.messageId).toBe(`<alert-${id('email')}@bangyan.example.com>`);
    expect(mail.text).toContain('查看详情：https://bangyan.example.com/new/apps/view?appId=1001&country=cn');
    expect(mail.text).toMatch(/退订：https:\/\/bangyan\.example\.com\/unsubscribe\?u=\d+&c=email&t=/);

    expect(bot.accepted).toEqual([expect.objectContaining({ title: '「应用1001」已下架', source: 'bangyan' })]);
    expect(bot.requests[0]!.headers['x-bangyan-delivery']).toBe(id('webhook'));

    expect(wechat.accepted).toEqual([
      expect.objectContaining({ touser: FOLLOWER, client_msg_id: id('wechat'), template_id: MP.alertTemplateId }),
    ]);
  });

  it("sends only on the rule's channels, and nothing but the notice when immediate alerts are off", async () => {
    await recordAlert(t.handle.db, due('1002', ['email']), T0);
    expect((await rows()).map((r) => r.channel)).toEqual(['email']);
    await t.handle.db.updateTable('alert_settings').set({ instant: false }).where('uid', '=', uid).execute();
    expect(await recordAlert(t.handle.db, due('1003'), T0)).toBe(true);
    expect(await rows()).toHaveLength(1);
    const notices = await t.handle.db.selectFrom('notices').select('title').where('uid', '=', uid).execute();
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(['「应用1002」已下架', '「应用1003」已下架']));
  });

  it('retries a failure the receiver may get over, with backoff, and gives up after the last attempt', async () => {
    await recordAlert(t.handle.db, due('1004', ['webhook']), T0);
    bot.mode = 'server-error';
    await deliverDue(t.handle.db, send, at(0));
    const [first] = await rows();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.last_error).toContain('暂时不可用（HTTP 500）');
    expect(first!.next_at).toEqual(new Date(T0.getTime() + BACKOFF_MS[0]!));
    // Not before its time.
    expect(await deliverDue(t.handle.db, send, at(BACKOFF_MS[0]! - SECOND_MS))).toBe(0);
    bot.mode = 'ok';
    expect(await deliverDue(t.handle.db, send, at(BACKOFF_MS[0]!))).toBe(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: '' }]);
    expect(bot.accepted).toHaveLength(1);

    await recordAlert(t.handle.db, due('1005', ['webhook']), T0);
    bot.mode = 'server-error';
    let clock = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(t.handle.db, send, at(clock))).toBe(1);
      clock += BACKOFF_MS[attempt - 1] ?? 0;
    }
    expect((await rows())[1]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await deliverDue(t.handle.db, send, at(clock + 100 * LEASE_MS))).toBe(0);
  });

  it('fails at once what the receiver refuses, drops what the user turned off or paused, caps the day', async () => {
    // A refusal (the signature, after the secret changed) is final.
    await t.handle.db.updateTable('alert_settings').set({ webhook_secret: 'changed' }).where('uid', '=', uid).execute();
    await recordAlert(t.handle.db, due('1006', ['webhook']), T0);
    await deliverDue(t.handle.db, send, at(0));
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 1 }]);

    await recordAlert(t.handle.db, due('1007', ['email', 'wechat']), T0);
    await t.handle.db.updateTable('alert_settings').set({ email_on: false }).where('uid', '=', uid).execute();
    await deliverDue(t.handle.db, send, at(0));
    expect((await rows()).slice(1).map((r) => [r.channel, r.status])).toEqual([
      ['email', 'dropped'],
      ['wechat', 'sent'],
    ]);
    // Queued, then paused: nothing leaves while paused.
    await recordAlert(t.handle.db, due('1008', ['wechat']), T0);
    await t.handle.db.updateTable('alert_settings').set({ paused: true }).where('uid', '=', uid).execute();
    await deliverDue(t.handle.db, send, at(0));
    expect((await rows()).at(-1)).toMatchObject({ channel: 'wechat', status: 'dropped' });
    await t.handle.db.updateTable('alert_settings').set({ paused: false }).where('uid', '=', uid).execute();

    // The cap: with the day's sent deliveries on a channel one short of it, one more goes and the next does not.
    await t.handle.db
      .insertInto('alert_deliveries')
      .values(
        Array.from({ length: ALERT_DAILY_CAP - 2 }, (_, i) => ({
          uid,
          channel: 'wechat',
          dedupe_key: `earlier:${i}`,
          title: '较早的提醒',
          lines: ['较早的提醒'],
          status: 'sent',
          detected_at: T0,
          sent_at: T0,
        })),
      )
      .execute();
    for (const key of ['1009', '1010']) {
      await recordAlert(t.handle.db, due(key, ['wechat']), T0);
      await deliverDue(t.handle.db, send, at(0));
    }
    expect((await rows()).slice(-2).map((r) => r.status)).toEqual(['sent', 'capped']);
  });

  it('takes a row another process holds only once its lease has ended, and sends it with the same id', async () => {
    await recordAlert(t.handle.db, due('1012', ['webhook']), T0);
    const [row] = await rows();
    // As a process that took it and died before it could say how it went.
    await t.handle.db
      .updateTable('alert_deliveries')
      .set({ status: 'sending', attempts: 1, lease_until: new Date(T0.getTime() + LEASE_MS) })
      .where('id', '=', row!.id)
      .execute();
    expect(await deliverDue(t.handle.db, send, at(LEASE_MS - SECOND_MS))).toBe(0);
    expect(await deliverDue(t.handle.db, send, at(LEASE_MS))).toBe(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(bot.requests.map((r) => r.headers['x-bangyan-delivery'])).toEqual([row!.id]);
  });
});
