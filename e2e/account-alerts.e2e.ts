import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ALERT_CHANNEL_LABELS,
  ALERT_DELIVERY_STATUS_LABELS,
  ALERT_SETTING_TEXTS,
  WEBHOOK_KIND_LABELS,
  type AlertSettings,
} from '@bangyan/contract';
import { enqueue, recordAlert } from '../apps/server/src/alerts/due.ts';
import { deliverDue } from '../apps/server/src/alerts/outbox.ts';
import { createAlertSender } from '../apps/server/src/alerts/send.ts';
import { unsubscribeUrls } from '../apps/server/src/alerts/unsubscribe.ts';
import { apiData, apiPost, openAsUser, openPage, pollFor, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const SECRET = 'e2e-signing-secret';
/** A fresh phone and receiver token per run: a failed test runs again on the same server. */
const fresh = () => String(Date.now() % 1e9).padStart(9, '0');
const openAsNewUser = (path: string, viewport?: { width: number; height: number }) =>
  openAsUser(s, path, `13${fresh()}`, viewport);
const receiverUrl = () => `${s.baseUrl}/dev/webhook/e2e-${fresh()}`;

/** The settings of a generic webhook to `url`, saved through the API as the page does. */
const saveWebhook = (page: Page, url: string) =>
  apiPost<AlertSettings>(
    s,
    '/v1/user/alertSettingsSave',
    {
      pushTime: '20:30',
      digest: '1',
      instant: '1',
      paused: '0',
      emailOn: '0',
      webhookOn: '1',
      wechatOn: '0',
      webhookKind: 'generic',
      webhookUrl: url,
      webhookSecret: SECRET,
    },
    page,
  );

const settingsOf = (page: Page) => apiData<AlertSettings>(s, '/v1/user/alertSettings', page);
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

interface Arrival {
  headers: Record<string, string>;
  body: string;
}

describe('提醒设置', () => {
  it('sets the push time and a webhook, tests it on the receiver, saves, and shows them after a reload', async () => {
    const { page } = await openAsNewUser('/user/wechatMonitor');
    // 我的订阅 says how the reports arrive and leads here.
    const summary = page.getByTestId('alert-summary');
    await summary.getByText('每天 09:00').waitFor();
    expect(await summary.innerText()).toContain('仅消息中心');
    await summary.getByRole('link', { name: '修改提醒设置' }).click();
    await page.waitForURL((url) => url.pathname === '/user/alerts');
    await page.getByRole('link', { name: '提醒设置' }).and(page.locator('[aria-current="page"]')).waitFor();

    await page.getByTestId('push-time').click();
    await openDropdown(page).getByText('20:30', { exact: true }).click();
    const card = page.getByTestId('alert-channel-webhook');
    await card.getByRole('switch').click();
    await card.getByTestId('webhook-kind').click();
    await openDropdown(page).getByText(WEBHOOK_KIND_LABELS.generic).click();
    await card.getByText('X-Bangyan-Signature').waitFor();
    const receiver = receiverUrl();
    await card.getByLabel('Webhook 地址').fill(receiver);
    await card.getByLabel('签名密钥').fill(SECRET);

    // 发送测试 with the values not yet saved: the receiver gets a signed test message.
    await card.getByRole('button', { name: '发送测试' }).click();
    await card.getByRole('status').getByText(ALERT_SETTING_TEXTS.testSent).waitFor();
    const [arrival] = await apiData<Arrival[]>(s, `${new URL(receiver).pathname}?format=json`);
    const { headers } = arrival!;
    const signature = createHmac('sha256', SECRET)
      .update(`${headers['x-bangyan-timestamp']}.${arrival!.body}`)
      .digest('hex');
    expect(headers['x-bangyan-signature']).toBe(`sha256=${signature}`);
    expect(JSON.parse(arrival!.body)).toMatchObject({ source: 'bangyan', title: '测试提醒' });
    const inbox = await page.context().newPage();
    await inbox.goto(receiver);
    await inbox.getByText('测试提醒').first().waitFor();
    await inbox.close();
    expect((await settingsOf(page)).webhook.on).toBe(false);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText(ALERT_SETTING_TEXTS.saved).waitFor();
    expect(await settingsOf(page)).toMatchObject({
      pushTime: '20:30',
      webhook: { on: true, kind: 'generic', url: receiver, hasSecret: true },
    });

    await page.reload();
    await page.getByTestId('push-time').getByText('20:30').waitFor();
    const saved = page.getByTestId('alert-channel-webhook');
    expect(await saved.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await saved.getByText(WEBHOOK_KIND_LABELS.generic).waitFor();
    expect(await saved.getByLabel('Webhook 地址').inputValue()).toBe(receiver);
    expect(await saved.getByLabel('签名密钥').getAttribute('placeholder')).toBe('已保存密钥，留空则保持不变');
    await page.getByTestId('alert-deliveries').getByText('暂无发送记录').waitFor();
    await page.mouse.move(0, 0);
    await snap(page, 'account-alerts', true);
  });

  it('lists the deliveries: an alert delivered to the webhook, and one dropped on a channel that is off', async () => {
    const { page, user } = await openAsNewUser('/');
    const receiver = receiverUrl();
    await saveWebhook(page, receiver);
    const db = s.t.handle.db;
    const now = new Date();
    const alert = { title: '「e2e 应用」已下架', lines: ['应用从 App Store 下架'], link: '/new/app/1' };
    await recordAlert(db, { uid: user.uid, dedupeKey: `e2e:${fresh()}`, channels: ['webhook'], ...alert }, now);
    await enqueue(db, user.uid, ['email'], { dedupeKey: `e2e:${fresh()}`, ...alert }, now);
    await deliverDue(db, createAlertSender(s.t.config, db, s.t.kv));

    await page.goto(`${s.baseUrl}/user/alerts`);
    const rows = page.getByTestId('alert-deliveries').locator('tbody tr.ant-table-row');
    await pollFor(() => rows.count()).toBe(2);
    const [emailRow, webhookRow] = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
    expect(emailRow).toContain(ALERT_CHANNEL_LABELS.email);
    expect(emailRow).toContain(ALERT_DELIVERY_STATUS_LABELS.dropped);
    expect(webhookRow).toContain(ALERT_CHANNEL_LABELS.webhook);
    expect(webhookRow).toContain(alert.title);
    expect(webhookRow).toContain(ALERT_DELIVERY_STATUS_LABELS.sent);
    const [arrival] = await apiData<Arrival[]>(s, `${new URL(receiver).pathname}?format=json`);
    expect(JSON.parse(arrival!.body)).toMatchObject({ title: alert.title, lines: alert.lines });
    await page.getByTestId('alert-deliveries').scrollIntoViewIfNeeded();
    await snap(page, 'account-alerts-deliveries');
  });

  it('refuses email without a bound address, with the reason, and links to 个人资料', async () => {
    const { page } = await openAsNewUser('/user/alerts');
    const card = page.getByTestId('alert-channel-email');
    await card.getByText('未绑定邮箱').waitFor();
    expect(await card.getByRole('link', { name: '前往个人资料绑定邮箱' }).getAttribute('href')).toBe('/user/info');
    await card.getByRole('button', { name: '发送测试' }).click();
    await card.getByRole('status').getByText(ALERT_SETTING_TEXTS.emailUnbound).waitFor();
    await card.getByRole('switch').click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('.ant-message').getByText(ALERT_SETTING_TEXTS.emailUnbound).waitFor();
    expect((await settingsOf(page)).email.on).toBe(false);
  });

  it('looks right on a phone', async () => {
    const { page } = await openAsNewUser('/user/alerts', { width: 390, height: 844 });
    await page.getByTestId('alert-channel-webhook').waitFor();
    await snap(page, 'account-alerts-390');
  });
});

describe('我的订阅', () => {
  it('shows the push time and channels, and pauses and resumes after confirming, changing nothing else', async () => {
    const { page } = await openAsNewUser('/');
    const before = await saveWebhook(page, receiverUrl());
    await page.goto(`${s.baseUrl}/user/wechatMonitor`);
    const summary = page.getByTestId('alert-summary');
    await summary.getByText('每天 20:30').waitFor();
    expect(await summary.innerText()).toContain(ALERT_CHANNEL_LABELS.webhook);

    await summary.getByRole('button', { name: '暂停推送' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '暂停推送' }).click();
    await summary.getByText('已暂停推送').waitFor();
    expect(await settingsOf(page)).toEqual({ ...before, paused: true });
    await page.mouse.move(0, 0);
    await snap(page, 'account-monitors-paused');

    await summary.getByRole('link', { name: '修改提醒设置' }).click();
    await page.getByText('已暂停全部推送').waitFor();
    await page.goBack();
    await summary.getByRole('button', { name: '恢复推送' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '恢复推送' }).click();
    await summary.getByRole('button', { name: '暂停推送' }).waitFor();
    expect(await settingsOf(page)).toEqual(before);
  });
});

describe('退订', () => {
  const unsubscribe = (page: Page) => page.getByTestId('unsubscribe');

  it('says so when the link is incomplete, with no button', async () => {
    const page = await openPage(s, '/unsubscribe?c=email');
    await unsubscribe(page).getByText(ALERT_SETTING_TEXTS.unsubscribeBad).waitFor();
    expect(await unsubscribe(page).getByRole('button').count()).toBe(0);
    expect(await unsubscribe(page).getByRole('link', { name: '登录后管理提醒设置' }).getAttribute('href')).toBe(
      '/user/alerts',
    );
  });

  it("refuses a wrong token with the server's reason", async () => {
    const page = await openPage(s, `/unsubscribe?u=1&c=email&t=${'x'.repeat(43)}`);
    await unsubscribe(page).getByRole('heading', { name: '退订邮件提醒' }).waitFor();
    await unsubscribe(page).getByRole('button', { name: '确认退订' }).click();
    await unsubscribe(page).getByText(ALERT_SETTING_TEXTS.unsubscribeBad).waitFor();
    await unsubscribe(page).getByRole('heading', { name: '退订失败' }).waitFor();
    await snap(page, 'unsubscribe-refused');
  });

  it("turns the link's channel off without login", async () => {
    const { page: owner, user } = await openAsNewUser('/');
    await saveWebhook(owner, receiverUrl());
    const { page: link } = await unsubscribeUrls(s.t.handle.db, s.t.config.siteUrl, user.uid, 'webhook');
    const page = await openPage(s, `/unsubscribe${new URL(link).search}`, { width: 390, height: 844 });
    await unsubscribe(page)
      .getByRole('heading', { name: `退订${ALERT_CHANNEL_LABELS.webhook}提醒` })
      .waitFor();
    await snap(page, 'unsubscribe-390');
    await unsubscribe(page).getByRole('button', { name: '确认退订' }).click();
    const done = ALERT_SETTING_TEXTS.unsubscribed(ALERT_CHANNEL_LABELS.webhook);
    await unsubscribe(page).getByRole('heading', { name: done }).waitFor();
    await snap(page, 'unsubscribe-done-390');
    expect((await settingsOf(owner)).webhook.on).toBe(false);
  });
});
