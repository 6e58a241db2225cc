import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NoticeUnread, ReleaseNote } from '@bangyan/contract';
import { apiData, openAsUser, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

/** Runs of the test: a retry runs on the same server, so it registers a fresh phone. */
let runs = 0;

const badge = (page: Page) => page.getByTestId('site-header').getByTestId('notice-badge');
const notices = (page: Page) => page.getByTestId('notice-list').getByTestId('notice');
const menuLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: label, exact: true });

describe('message centre and update log', () => {
  it('welcomes a new user, badges the bell, marks notices read and lists the releases', async () => {
    const { page } = await openAsUser(s, '/vip/index', `1372000${String(runs++).padStart(4, '0')}`);

    // The welcome notice waits, unread: the bell says so.
    await badge(page).waitFor();
    expect(await badge(page).innerText()).toBe('1');
    expect(await page.getByTestId('notice-bell').getAttribute('aria-label')).toBe('消息中心，1条未读');

    // A membership paid in the sandbox adds its notice; the bell follows at once.
    await page.getByTestId('plan-svip').getByTestId('buy-svip').click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.getByTestId('sandbox-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await badge(page).filter({ hasText: /^2$/ }).waitFor();
    await snap(page, 'account-messages-bell');

    // The message centre: newest first, unread ones marked, kind tabs with their unread counts.
    await page.getByTestId('notice-bell').click();
    await page.waitForURL('**/user/message');
    await expect.poll(() => notices(page).count()).toBe(2);
    const [order, welcome] = [notices(page).nth(0), notices(page).nth(1)];
    expect(await order.getAttribute('data-read')).toBe('false');
    expect(await order.innerText()).toContain('会员开通成功');
    expect(await order.innerText()).toContain('已支付成功，当前会员等级为SVIP');
    expect(await welcome.innerText()).toContain('欢迎加入榜眼');
    expect(await welcome.innerText()).toContain('注册赠送的2个月VIP已到账');
    expect(await welcome.getByRole('link', { name: '关键词热度榜' }).getAttribute('href')).toBe('/new/aso/keywordrank');
    const unread = await apiData<NoticeUnread>(s, '/v1/message/unread', page);
    expect(unread).toMatchObject({ total: 2, kinds: { order: 1, system: 1, alert: 0, 'link-app': 0 } });
    expect(await page.getByTestId('notice-tab-all').textContent()).toBe('全部2');
    expect(await page.getByTestId('notice-tab-order').textContent()).toBe('订单1');
    expect(await page.getByTestId('notice-tab-alert').textContent()).toBe('提醒');
    await snap(page, 'account-messages', true);

    // A kind without notices says so.
    await page.getByTestId('notice-tab-link-app').click();
    await page.getByText('暂无消息').waitFor();
    await page.getByTestId('notice-tab-all').click();

    // Opening the order's notice marks it read and follows its link to the orders.
    await order.getByText('会员开通成功').click();
    await page.waitForURL('**/user/orders');
    await badge(page).filter({ hasText: /^1$/ }).waitFor();

    // 全部已读: every notice read, the badge gone.
    await menuLink(page, '消息中心').click();
    await expect.poll(() => notices(page).count()).toBe(2);
    await expect.poll(() => notices(page).nth(0).getAttribute('data-read')).toBe('true');
    expect(await notices(page).nth(1).getAttribute('data-read')).toBe('false');
    await page.getByRole('button', { name: '全部已读' }).click();
    await badge(page).waitFor({ state: 'detached' });
    await expect.poll(() => notices(page).nth(1).getAttribute('data-read')).toBe('true');
    expect(await page.getByTestId('notice-tab-all').textContent()).toBe('全部');
    expect(await page.getByRole('button', { name: '全部已读' }).isDisabled()).toBe(true);
    expect(await apiData<NoticeUnread>(s, '/v1/message/unread', page)).toMatchObject({ total: 0 });
    expect(await page.getByTestId('notice-bell').getAttribute('aria-label')).toBe('消息中心');

    // 更新日志: the seeded releases as a timeline, newest first, the older ones on demand.
    await menuLink(page, '更新日志').click();
    await page.waitForURL('**/user/updateLog');
    const log = await apiData<{ total: number; list: ReleaseNote[] }>(s, '/v1/public/updateLog');
    const releases = page.getByTestId('release');
    await expect.poll(() => releases.count()).toBe(log.list.length);
    const newest = await releases.first().innerText();
    for (const text of [
      log.list[0]!.version,
      log.list[0]!.releasedOn,
      log.list[0]!.title,
      '最新',
      ...log.list[0]!.items,
    ])
      expect(newest).toContain(text);
    expect(await releases.nth(1).innerText()).toContain(log.list[1]!.title);
    await snap(page, 'account-update-log', true);
    await page.getByRole('button', { name: '查看更早的版本' }).click();
    await expect.poll(() => releases.count()).toBe(log.total);
    expect(await releases.last().innerText()).toContain('榜眼上线');
    await page.getByRole('button', { name: '查看更早的版本' }).waitFor({ state: 'detached' });
  });
});
