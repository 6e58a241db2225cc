/**
 * Issue 22's walk: a person registers, follows three apps, watches two keywords, binds an email, sets a push time,
 * email and a 企业微信 group robot; the test world's day passes under the alert engine; the alerts are in the message
 * centre, the SMTP server's inbox and the robot's.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busiestApps, DAY_START, passTheDay } from '../apps/server/test/alertDay.ts';
import { createAlertSender } from '../apps/server/src/alerts/send.ts';
import { startBotStandIn, type BotStandIn } from '../apps/server/test/botStandIns.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../apps/server/test/smtpStandIn.ts';
import { askForPhoneCode, latestCode, slideReady } from './accounts.ts';
import { rankedKeywords } from './fixtures.ts';
import { dragLikeAPerson, openPage, pollFor, serveApp, snap, type Served, closePage } from './harness.ts';

const LOGIN = { user: 'alerts', pass: 'smtp-pass-1' };
/** A retry runs on the same server: it registers another phone. */
let runs = 0;
const EMAIL = 'walker@example.com';

let s: Served;
let smtp: SmtpStandIn;
let robot: BotStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn(LOGIN);
  robot = await startBotStandIn('wecom');
  s = await serveApp({
    world: true,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: LOGIN.user,
      SMTP_PASS: LOGIN.pass,
      MAIL_FROM: '榜眼提醒 <alerts@bangyan.example.com>',
    },
  });
}, 120_000);
afterAll(async () => {
  await s?.close();
  await Promise.all([smtp?.close(), robot?.close()]);
});

describe('alerts that arrive', () => {
  it(
    'registers, follows, watches, sets channels, and after a world day finds the alerts everywhere',
    { timeout: 150_000 },
    async () => {
      // The apps the world has the most to say about on its alert day.
      const db = s.t.handle.db;
      const appIds = await busiestApps(db, 3);
      expect(appIds.length).toBeGreaterThanOrEqual(2);
      const watchedApp = appIds[0]!;

      // Registers by phone.
      const PHONE = `1380022112${runs++}`;
      const page = await openPage(s, '/new/user/register?referer=%2Fuser%2Fapps');
      const panel = page.getByTestId('register-panel');
      await askForPhoneCode(page, panel, PHONE);
      await panel.getByTestId('code-input').fill(await latestCode(s, `+86 ${PHONE}`));
      await panel.getByTestId('register-password').fill('walker2026');
      await panel.getByTestId('register-submit').click();
      await page.waitForURL(`${s.baseUrl}/user/apps`);
      await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();

      // Follows three apps from their pages.
      for (const appId of appIds) {
        await page.goto(`${s.baseUrl}/new/apps/view?appId=${appId}&country=cn`);
        await page.getByTestId('app-follow').getByText('关注', { exact: true }).click();
        await page.getByTestId('app-follow').getByText('已关注').waitFor();
      }

      // Watches two keywords of the first.
      const words = (await rankedKeywords(s, watchedApp, 2)).map((k) => k.keyword);
      await page.goto(`${s.baseUrl}/new/apps/keywordsmonitor?appId=${watchedApp}&country=cn`);
      for (const word of words) {
        await page.getByTestId('watch-input').fill(word);
        await page.getByTestId('watch-add').click();
        await pollFor(() => page.getByTestId('watch-input').inputValue()).toBe('');
      }
      await pollFor(() => page.getByTestId('watch-row').count()).toBe(2);

      // Binds an email in 个人资料.
      await page.goto(`${s.baseUrl}/user/info`);
      await page.getByTestId('bind-email').click();
      const dialog = page.getByTestId('bind-contact-dialog');
      await dialog.getByTestId('email-input').fill(EMAIL);
      await slideReady(page);
      await dragLikeAPerson(page, dialog);
      await dialog.getByTestId('slide-message').getByText('验证通过').waitFor();
      await dialog.getByTestId('send-code').click();
      await dialog.getByText('验证码已发送').waitFor();
      // With an SMTP server set, the code arrives by mail, as the alerts will.
      await pollFor(() => smtp.received.some((m) => m.to.includes(EMAIL))).toBe(true);
      const codeMail = smtp.received.find((m) => m.to.includes(EMAIL))!;
      const code = /验证码：(\d{6})/.exec(codeMail.mail.subject ?? '')![1]!;
      await dialog.getByTestId('code-input').fill(code);
      await dialog.getByTestId('bind-contact-submit').click();
      await page.getByText('邮箱绑定成功').waitFor();

      // Alerts on each followed app, in 我的关注.
      await page.goto(`${s.baseUrl}/user/apps`);
      const rows = page.getByTestId('account-follows').locator('tbody tr.ant-table-row');
      await pollFor(() => rows.count()).toBe(appIds.length);
      for (let i = 0; i < appIds.length; i++) {
        await rows.nth(i).getByTestId('row-actions').click();
        await page
          .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
          .getByText('提醒设置')
          .click();
        const kinds = page.getByTestId('alert-kinds');
        for (const label of ['应用下架', '恢复上架', '被清榜', '被清词']) await kinds.getByText(label).click();
        await page.locator('.ant-modal').getByRole('button', { name: '保存' }).click();
        await page.locator('.ant-modal').waitFor({ state: 'detached' });
      }

      // The push time, email and the 企业微信 robot, tried and saved in 提醒设置.
      await page.goto(`${s.baseUrl}/user/alerts`);
      await page.getByTestId('push-time').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText('20:00', { exact: true })
        .click();
      await page.getByTestId('alert-channel-email').getByRole('switch').click();
      const hook = page.getByTestId('alert-channel-webhook');
      await hook.getByRole('switch').click();
      await hook.getByTestId('webhook-kind').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('企业微信群机器人').click();
      await hook.getByLabel('Webhook 地址').fill(robot.url);
      await hook.getByRole('button', { name: '发送测试' }).click();
      await hook.getByRole('status').getByText('测试消息已发送，请查收').waitFor();
      expect(robot.accepted).toHaveLength(1);
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('提醒设置已保存').waitFor();
      await snap(page, 'alerts-walk-settings', true);

      // The world's day passes: the rules and settings were set the evening before, and the engine ticks each hour.
      const user = await db.selectFrom('users').select('uid').where('phone', '=', PHONE).executeTakeFirstOrThrow();
      await sql`UPDATE alert_rules SET created_at = ${DAY_START} WHERE uid = ${user.uid}`.execute(db);
      await sql`UPDATE alert_settings SET digest_day = '2026-11-20' WHERE uid = ${user.uid}`.execute(db);
      robot.accepted.length = 0;
      const send = createAlertSender(s.t.config, db, s.t.kv, { timeoutMs: 2_000 });
      await passTheDay(db, send);

      const alerts = await db
        .selectFrom('notices')
        .select(['title', 'dedupe_key'])
        .where('uid', '=', user.uid)
        .where('kind', '=', 'alert')
        .execute();
      const titles = alerts.filter((n) => n.dedupe_key!.startsWith('alert:')).map((n) => n.title);
      expect(titles.length).toBeGreaterThanOrEqual(2);

      // The message centre lists them, with the digest, and the bell counts them.
      await page.goto(`${s.baseUrl}/user/message`);
      for (const title of [...titles, '每日提醒摘要（11月21日）']) await page.getByText(title).first().waitFor();
      await snap(page, 'alerts-walk-messages', true);

      // The SMTP inbox: each alert once, and the digest (besides the code that bound the address).
      const subjects = smtp.received.filter((m) => m.to.includes(EMAIL) && m !== codeMail).map((m) => m.mail.subject);
      expect(subjects.filter((x) => x !== '【榜眼】每日提醒摘要（11月21日）').sort()).toEqual(
        titles.map((x) => `【榜眼】${x}`).sort(),
      );
      expect(subjects.filter((x) => x === '【榜眼】每日提醒摘要（11月21日）')).toHaveLength(1);

      // The robot: its Markdown, each alert once and the digest.
      const robotTitles = robot.accepted.map((b) => String((b.markdown as { content: string }).content.split('\n')[0]));
      expect(robotTitles.sort()).toEqual([...titles, '每日提醒摘要（11月21日）'].map((x) => `## ${x}`).sort());

      // The deliveries list says they went.
      await page.goto(`${s.baseUrl}/user/alerts`);
      await page.getByTestId('alert-deliveries').getByText('已送达').first().waitFor();
      await snap(page, 'alerts-walk-deliveries', true);
      await closePage(page);
    },
  );
});
