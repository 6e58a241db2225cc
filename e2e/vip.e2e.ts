import { DAY_MS, formatDate } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, FORM_HEADERS } from '../apps/server/test/app.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { dragLikeAPerson, openAsUser, openPage, serveApp, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

describe('membership page', () => {
  it('shows plans and the comparison to a visitor, and sends a buyer to log in first', async () => {
    const page = await openPage(s, '/vip/index');
    const svip = page.getByTestId('plan-svip');
    await svip.waitFor();
    // Twelve months is the default length.
    expect(await page.getByTestId('price-vip').innerText()).toBe('¥2,598');
    expect(await page.getByTestId('price-svip').innerText()).toBe('¥8,998');
    expect(await page.getByTestId('member-status').innerText()).toContain('登录后查看您的会员状态');
    const table = page.getByTestId('benefit-table');
    const texts = ['会员权益', '普通用户', '关注应用', '保存搜索关键词', '每日添加关键词', '历史数据查询', '数据导出'];
    for (const text of [...texts, '近30天', '近1年', '全部历史数据']) {
      await table.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/关注应用\s+10个\s+20个\s+100个/);
    await page.getByTestId('my-orders').waitFor({ state: 'detached' });
    await snap(page, 'vip-visitor', true);

    // Buying needs a login: the 420 px login popup, on its account tab, closed by the backdrop.
    await svip.getByTestId('buy-svip').click();
    const popup = page.getByTestId('login-panel');
    await popup.getByTestId('login-username').waitFor();
    // Its laid-out width (the box is scaled while the opening animation runs).
    const modal = page.locator('.ant-modal').filter({ has: popup });
    expect(await modal.evaluate((el) => getComputedStyle(el).width)).toBe('420px');
    expect(await popup.getByRole('tab', { name: '账号登录' }).getAttribute('aria-selected')).toBe('true');
    await page.mouse.click(20, 450);
    await popup.waitFor({ state: 'detached' });

    // Logging in there reloads the page, now with the user's membership.
    await registerTestUser(s.t, '13700000009', 'visitor2026');
    await s.t.handle.db.updateTable('users').set({ first_login: false }).where('phone', '=', '13700000009').execute();
    await svip.getByTestId('buy-svip').click();
    await popup.getByTestId('login-username').fill('13700000009');
    await popup.getByTestId('login-password').fill('visitor2026');
    await popup.locator('[data-testid="slide-verify"][data-phase="ready"]').waitFor();
    await dragLikeAPerson(page, popup);
    await popup.getByText('验证通过').waitFor();
    await snap(page, 'vip-login-popup');
    await popup.getByTestId('login-submit').click();
    await page.getByTestId('member-status').getByText('榜眼用户0009').waitFor();
    expect(page.url()).toBe(`${s.baseUrl}/vip/index`);
    await closePage(page);
  });

  it('upgrades to SVIP for 3 months in the sandbox, then renews when polling sees the payment', async () => {
    const { page, user } = await openAsUser(s, '/vip/index', '13700000001');

    const status = page.getByTestId('member-status');
    await status.getByText('榜眼用户0001').waitFor();
    expect(await page.getByTestId('member-expiry').innerText()).toMatch(/^VIP会员有效期至 \d{4}-\d{2}-\d{2}$/);
    const svip = page.getByTestId('plan-svip');
    expect(await svip.getByTestId('buy-svip').innerText()).toBe('升级SVIP');
    expect(await page.getByTestId('site-header').getByTestId('tier-badge').innerText()).toBe('VIP');
    expect(await page.getByTestId('buy-vip').innerText()).toBe('立即续费');

    await page.getByTestId('duration-switch').getByText('3个月', { exact: true }).click();
    expect(await page.getByTestId('price-svip').innerText()).toBe('¥2,698');
    expect(await svip.innerText()).toContain('折合 ¥899.33/月');
    expect(await svip.innerText()).toContain('立省¥296');
    await page.getByTestId('my-orders').getByText('暂无订单').waitFor();
    await snap(page, 'vip-plans');

    await svip.getByTestId('buy-svip').click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('pay-amount').innerText()).toBe('¥2,698');
    expect(await dialog.innerText()).toContain('榜眼SVIP 3个月');
    const orderNo = await dialog.getByTestId('pay-order-no').innerText();
    expect(orderNo).toMatch(/^BY\d{20}$/);
    expect(await dialog.getByTestId('pay-countdown').innerText()).toMatch(/请在 (29:\d{2}|30:00) 内完成支付/);
    await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
    await snap(page, 'vip-pay-dialog');

    await dialog.getByTestId('sandbox-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    const users = s.t.handle.db.selectFrom('users').select(['role', 'role_end_at']);
    const row = await users.where('uid', '=', user.uid).executeTakeFirstOrThrow();
    expect(row.role).toBe('svip');
    const end = formatDate(new Date(row.role_end_at!.getTime() - 1));
    await page.getByText(`支付成功！SVIP会员有效期至 ${end}`).waitFor();
    // The header's level badge follows.
    await page
      .getByTestId('site-header')
      .getByTestId('tier-badge')
      .filter({ hasText: /^SVIP$/ })
      .waitFor();
    expect(await page.getByTestId('member-expiry').innerText()).toBe(`SVIP会员有效期至 ${end}`);
    const orders = page.getByTestId('my-orders');
    const paidRow = orders.locator('tr', { hasText: orderNo });
    await paidRow.getByText('已支付').waitFor();
    expect(await paidRow.innerText()).toMatch(/SVIP 3个月\s+¥2,698\s+已支付/);
    await snap(page, 'vip-paid', true);

    // VIP while SVIP runs is not offered (the server refuses it too).
    expect(await page.getByTestId('buy-vip').innerText()).toBe('您已是SVIP会员');
    expect(await page.getByTestId('buy-vip').isDisabled()).toBe(true);

    // Renewing: the payment arrives elsewhere and the dialog's polling sees it.
    await page.getByTestId('duration-switch').getByText('1个月', { exact: true }).click();
    expect(await svip.getByTestId('buy-svip').innerText()).toBe('立即续费');
    await svip.getByTestId('buy-svip').click();
    await dialog.waitFor();
    const renewal = await dialog.getByTestId('pay-order-no').innerText();
    expect(renewal).not.toBe(orderNo);
    const confirmed = await s.t.app.inject({
      method: 'POST',
      url: '/v1/vip/sandboxConfirm',
      headers: { ...FORM_HEADERS, cookie: user.cookie },
      payload: form({ orderNo: renewal }),
    });
    expect(confirmed.json().data.status).toBe('paid');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`支付成功！SVIP会员有效期至 ${confirmed.json().data.roleEndDate}`).waitFor();
    await orders.locator('tr', { hasText: renewal }).getByText('已支付').waitFor();
    expect(await orders.getByText('已支付').count()).toBe(2);
    await closePage(page);
  });

  it("shows an order closing, stops polling when the dialog closes, and shows the server's refusals", async () => {
    const user = await registerTestUser(s.t, '13700000002');
    const normal = { first_login: false, role: 'normal', role_end_at: null } as const;
    await s.t.handle.db.updateTable('users').set(normal).where('uid', '=', user.uid).execute();
    const page = await openPage(s, '/vip/index', undefined, { session: user.cookieValue });
    await page.getByTestId('member-expiry').filter({ hasText: '您当前是普通用户，开通会员解锁更多权益' }).waitFor();
    expect(await page.getByTestId('buy-vip').innerText()).toBe('立即开通');

    const polls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/vip/orderStatus')) polls.push(req.url());
    });
    await page.getByTestId('buy-vip').click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.waitFor();
    await page.getByTestId('my-orders').getByText('待支付').waitFor();
    await page.waitForTimeout(2500);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    // Past its expiry the order closes, and the dialog says so.
    const orderNo = await dialog.getByTestId('pay-order-no').innerText();
    const expired = { expires_at: new Date(Date.now() - 1000) };
    await s.t.handle.db.updateTable('vip_orders').set(expired).where('order_no', '=', orderNo).execute();
    await dialog.getByText('订单已超时关闭，请关闭窗口后重新下单').waitFor();
    expect(await dialog.getByTestId('sandbox-confirm').count()).toBe(0);
    await snap(page, 'vip-pay-expired');
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = polls.length;
    await page.waitForTimeout(2000);
    expect(polls.length).toBe(after);
    await page.getByTestId('my-orders').getByText('已关闭').waitFor();

    // The server's refusal shows as a message: here SVIP arrived after the page was drawn.
    const svip = { role: 'svip', role_end_at: new Date(Date.now() + DAY_MS) } as const;
    await s.t.handle.db.updateTable('users').set(svip).where('uid', '=', user.uid).execute();
    await page.getByTestId('buy-vip').click();
    await page.getByText('您当前是SVIP会员，无需购买VIP').waitFor();
    await page.getByTestId('pay-dialog').waitFor({ state: 'detached' });
    await closePage(page);
  });
});
