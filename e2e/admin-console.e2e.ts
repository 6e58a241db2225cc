import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminFeedback } from '@bangyan/contract';
import { createTestAdmin, wrongTotpCode } from '../apps/server/test/admins.ts';
import { logInToConsole } from './admins.ts';
import { openAsUser, openPage, pollFor, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

/** Runs of a test: a retry runs on the same server, so it makes a fresh operator and phone. */
let runs = 0;

const feedbackRow = (page: Page, content: string) =>
  page.getByTestId('admin-feedback').locator('tr.ant-table-row', { hasText: content });

describe('operator console', () => {
  it('an operator logs in with a TOTP code, replies to feedback, and the user reads the reply', async () => {
    const run = runs++;
    const content = `关键词排名第${run}页数据缺失`;
    // A logged-in user sends feedback through the side bar's dialog.
    const { page: userPage } = await openAsUser(s, '/new', `1373100${String(run).padStart(4, '0')}`);
    await userPage.getByRole('button', { name: '意见反馈' }).click();
    const dialog = userPage.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByTestId('feedback-content').fill(content);
    await dialog.getByTestId('feedback-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    // The operator, made as the CLI makes one, is sent to the console's login, and a wrong code is refused.
    const admin = await createTestAdmin(s.t, `support${run}`, 'operator');
    const page = await openPage(s, '/admin');
    await page.waitForURL('**/admin/login');
    await page.getByLabel('用户名').fill(admin.username);
    await page.getByLabel('密码').fill(admin.password);
    await page.getByLabel('动态验证码').fill(wrongTotpCode(admin.totpSecret));
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名、密码或动态验证码错误').waitFor();
    await snap(page, 'admin-login-refused');
    await page.reload();
    await logInToConsole(page, admin);

    // The inbox: the console's own frame, only the sections the operator's role has.
    await page.waitForURL('**/admin/feedback');
    await feedbackRow(page, content).waitFor();
    expect(await page.getByTestId('admin-who').innerText()).toBe(`${admin.username}（运营）`);
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      '反馈',
      '概览',
      '用户',
      '订单',
      '关联申请',
      '线索',
    ]);
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await feedbackRow(page, content).innerText()).toContain('未回复');
    await snap(page, 'admin-feedback');

    const reply = `已补齐第${run}页的数据，感谢反馈`;
    await feedbackRow(page, content).getByRole('button', { name: '回复' }).click();
    const replyDialog = page.getByRole('dialog', { name: '回复反馈' });
    expect(await replyDialog.getByTestId('reply-feedback').innerText()).toBe(content);
    await replyDialog.getByLabel('回复内容').fill(reply);
    await snap(page, 'admin-feedback-reply');
    await replyDialog.getByRole('button', { name: '发送回复' }).click();
    await page.getByText('已回复，用户会在消息中心收到').waitFor();
    await pollFor(() => feedbackRow(page, content).innerText()).toContain('已回复');

    // What the console shows is what the API stored.
    const stored = await page.evaluate(
      async (c) =>
        (await (await fetch('/v1/admin/feedback/list?replied=replied')).json()).data.list.find(
          (f: AdminFeedback) => f.content === c,
        ) as AdminFeedback,
      content,
    );
    expect(stored).toMatchObject({ reply, repliedBy: admin.username });

    // The user reads the reply in the message centre.
    await userPage.goto(`${s.baseUrl}/user/message`);
    const notice = userPage.getByTestId('notice-list').getByTestId('notice').filter({ hasText: '你的反馈有了回复' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(reply);
    expect(await notice.innerText()).toContain(content);
    await snap(userPage, 'admin-feedback-user-notice');
  }, 180_000);

  it('an admin reads the audit log; the console fits a phone', async () => {
    const admin = await createTestAdmin(s.t, `root${runs++}`, 'admin');
    const page = await openPage(s, '/admin/audit', { width: 390, height: 844 });
    await logInToConsole(page, admin);
    await page.waitForURL('**/admin/feedback');
    await page.goto(`${s.baseUrl}/admin/audit`);
    const rows = page.getByTestId('admin-audit').locator('tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.first().innerText()).toContain('登录');
    expect(await rows.first().innerText()).toContain(admin.username);
    await snap(page, 'admin-audit-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await snap(page, 'admin-audit');
    await page.goto(`${s.baseUrl}/admin/feedback`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('admin-feedback').locator('tr.ant-table-row').first().waitFor();
    await snap(page, 'admin-feedback-390');
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/admin/login');
    await snap(page, 'admin-login-390');
  }, 180_000);
});
