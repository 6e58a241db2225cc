import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { androidMatches, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { createTestAdmin } from '../apps/server/test/admins.ts';
import type { NewAdmin } from '../apps/server/src/admin/accounts.ts';
import { logInToConsole } from './admins.ts';
import { openAsUser, openPage, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 600_000);
afterAll(async () => {
  await s?.close();
});

/** Runs of a test: a retry runs on the same server, so it makes fresh operators and phones. */
let runs = 0;

/** The console at a section, as `admin` signed in. */
async function console_(admin: NewAdmin, path: string, viewport?: { width: number; height: number }) {
  const page = await openPage(s, path, viewport);
  await logInToConsole(page, admin);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(s.baseUrl + path);
  return page;
}

/** An iOS app on China's free chart and a Xiaomi package that does not match it by name and developer. */
async function unlinkedPair() {
  const db = s.t.handle.db;
  const free = (await chartRanking(db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
  const iosAppId = String(free.entries[runs % 5]!.appId);
  const matched = (await androidMatches(db, { iosAppId: Number(iosAppId), country: 'cn' })) ?? [];
  const rows = await db
    .selectFrom('android_apps')
    .select(['app_id', 'name'])
    .where('market', '=', 'xiaomi')
    .where('ios_app_id', 'is', null)
    .orderBy('app_id')
    .execute();
  const linked = await db.selectFrom('app_links').select('linked_app_id').execute();
  const pkg = rows.find(
    (r) => !matched.some((m) => m.appId === r.app_id) && !linked.some((l) => l.linked_app_id === r.app_id),
  )!;
  return { iosAppId, name: free.entries[runs % 5]!.name, pkg: pkg.app_id };
}

describe('operator console: link-app requests and memberships', () => {
  it('an operator approves a link-app request; the user reads it and sees the linked market on the app page', async () => {
    const run = runs++;
    const { iosAppId, pkg } = await unlinkedPair();
    const { page: userPage } = await openAsUser(s, '/user/message', `1373200${String(run).padStart(4, '0')}`);
    const sent = await userPage.evaluate(
      async ({ appId, url }) =>
        (
          await fetch('/v1/user/applyLinkApp', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ appId, urlList: JSON.stringify([{ code: 'xiaomi', url }]) }),
          })
        ).json(),
      { appId: iosAppId, url: `https://app.mi.com/details?id=${pkg}` },
    );
    expect(sent.code).toBe(0);
    const { request_id: requestId } = await s.t.handle.db
      .selectFrom('link_app_requests')
      .select('request_id')
      .orderBy('request_id', 'desc')
      .executeTakeFirstOrThrow();

    const operator = await createTestAdmin(s.t, `linker${run}`, 'operator');
    const page = await console_(operator, '/admin/links');
    const row = page.getByTestId('admin-links').locator(`tr[data-row-key="${requestId}"]`);
    await row.waitFor();
    await snap(page, 'admin-links');
    await row.getByRole('button', { name: '通过' }).click();
    const dialog = page.getByRole('dialog', { name: '通过关联申请' });
    // The package is read from the user's Xiaomi address.
    expect(await dialog.getByLabel('小米包名').inputValue()).toBe(pkg);
    await snap(page, 'admin-links-approve');
    await dialog.getByRole('button', { name: '确认关联' }).click();
    await page.getByText('已关联，用户会在消息中心收到通知').waitFor();
    await page.getByText('已关联', { exact: true }).first().click();
    expect(await row.innerText()).toContain(`小米 ${pkg}`);

    await userPage.reload();
    const notice = userPage.getByTestId('notice-list').getByTestId('notice').filter({ hasText: '你的关联申请已通过' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('小米');
    await snap(userPage, 'admin-links-user-notice');
    await userPage.goto(`${s.baseUrl}/new/apps/view?appId=${iosAppId}&country=cn`);
    const matches = userPage.getByTestId('app-android-matches');
    await matches.waitFor();
    const xiaomi = matches.locator(`a[href*="appId=${pkg}&market=xiaomi"]`);
    expect(await xiaomi.innerText()).toBe('小米');
    expect(await xiaomi.getAttribute('title')).toContain('已核实关联');
    await snap(userPage, 'admin-links-app-page');
  }, 180_000);

  it('an admin grants a membership with a reason; the user sees it; every section fits 1440 and 390', async () => {
    const run = runs++;
    const phone = `1373300${String(run).padStart(4, '0')}`;
    const { page: userPage, user } = await openAsUser(s, '/user/info', phone);
    const admin = await createTestAdmin(s.t, `granter${run}`, 'admin');
    const page = await console_(admin, '/admin/users');
    await page.getByLabel('搜索用户').fill(phone);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByTestId('admin-users').locator('tr.ant-table-row', { hasText: phone });
    await row.waitFor();
    await snap(page, 'admin-users');
    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('admin-user-detail');
    await detail.waitFor();
    await snap(page, 'admin-user-detail');
    await detail.getByRole('button', { name: '设置会员' }).click();
    const dialog = page.getByRole('dialog', { name: '设置会员' });
    await dialog.getByText('SVIP', { exact: true }).click();
    await dialog.getByLabel('到期日').fill('2099-12-31');
    await dialog.getByLabel('到期日').press('Enter');
    await dialog.getByLabel('原因').fill('年度合作赠送');
    await snap(page, 'admin-membership');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('会员已更新，用户会在消息中心收到通知').waitFor();
    await detail.getByText('至 2099-12-31').waitFor();

    const stored = await s.t.handle.db
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('svip');
    await userPage.goto(`${s.baseUrl}/user/message`);
    const notice = userPage.getByTestId('notice').filter({ hasText: '你的会员已变更' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('SVIP，有效期至 2099-12-31');
    await snap(userPage, 'admin-membership-user-notice');

    // The user buys a month of SVIP (the sandbox provider), so the orders and the overview have a payment to show.
    const paid = await userPage.evaluate(async () => {
      const post = async (path: string, fields: Record<string, string>) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields),
          })
        ).json();
      const order = await post('/v1/vip/createOrder', { planId: 'svip-1m' });
      return (await post('/v1/vip/sandboxConfirm', { orderNo: order.data.orderNo })).code;
    });
    expect(paid).toBe(0);

    // Each section at a desktop's and a phone's width.
    for (const [path, testId] of [
      ['/admin/overview', 'admin-overview'],
      ['/admin/users', 'admin-users'],
      ['/admin/orders', 'admin-orders'],
      ['/admin/links', 'admin-links'],
      ['/admin/operators', 'admin-operators'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(s.baseUrl + path);
      await page.getByTestId(testId).waitFor();
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      const name = path.split('/').at(-1)!;
      await snap(page, `admin-${name}-1440`, true);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, `admin-${name}-390`, true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  }, 300_000);
});
