import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, formatDate, HOUR_MS, SVIP_TRIAL_DAYS } from '@bangyan/contract';
import { openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { logInWithPassword, openHoverMenu, phoneAccount } from './accounts.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

describe('accounts', () => {
  it('claims the one-time 7-day SVIP trial from Home', async () => {
    const uid = await phoneAccount(s, 'newpass2026');
    // A paid VIP that runs months longer than the trial.
    const vipEnd = new Date(Date.now() + 60 * DAY_MS);
    await s.t.handle.db.updateTable('users').set({ role: 'vip', role_end_at: vipEnd }).where('uid', '=', uid).execute();
    const page = await openPage(s, '/new/user/login');
    await logInWithPassword(page, '13512345678', 'newpass2026');
    await page.waitForURL(`${s.baseUrl}/`);
    await page.getByTestId('svip-trial-button').click();
    const dialog = page.getByTestId('vip-dialog-body');
    await dialog.getByText('扫码免费领取SVIP').waitFor();
    await dialog.getByTestId('claim-svip-trial').click();
    await page.getByText('已领取7天SVIP体验').waitFor();
    await dialog.getByTestId('svip-until').waitFor();
    expect(await page.getByTestId('tier-badge').innerText()).toBe('SVIP');
    await snap(page, 'account-svip-trial');
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    // An svip user sees no trial button.
    await page.getByTestId('svip-trial-button').waitFor({ state: 'detached' });

    // Both running tiers, each with its last day, in the header's menu: the trial, and the paid VIP beneath it.
    const { svip_trial_until: trialEnd } = await s.t.handle.db
      .selectFrom('users')
      .select('svip_trial_until')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const lastDay = (end: Date) => formatDate(new Date(end.getTime() - 1));
    const tiers = [`SVIP ${SVIP_TRIAL_DAYS}天体验${lastDay(trialEnd!)} 到期`, `VIP会员${lastDay(vipEnd)} 到期`];
    const card = page.getByTestId('user-card');
    await openHoverMenu(page, 'user-name', card);
    const listed = () => card.getByTestId('running-membership').allInnerTexts();
    expect((await listed()).map((t) => t.replace(/\s+/g, ''))).toEqual(tiers.map((t) => t.replace(/\s+/g, '')));
    await snap(page, 'account-header-tiers');
    await page.mouse.move(0, 0);

    // 续费 opens the membership page on the same tab; it shows both and sells VIP beneath the trial.
    await page.getByTestId('renew-vip').click();
    await page.waitForURL(`${s.baseUrl}/vip/index`);
    expect(page.context().pages()).toHaveLength(1);
    const expiry = page.getByTestId('member-expiry');
    await expiry.getByText(`VIP会员有效期至 ${lastDay(vipEnd)}`).waitFor();
    await expiry.getByText(`SVIP ${SVIP_TRIAL_DAYS}天体验有效期至 ${lastDay(trialEnd!)}`).waitFor();
    const buyVip = page.getByTestId('buy-vip');
    expect(await buyVip.isEnabled()).toBe(true);
    expect(await buyVip.innerText()).toMatch(/立即续费/);
    expect(await page.getByTestId('plan-note-vip').innerText()).toBe(
      `${SVIP_TRIAL_DAYS}天SVIP体验期间可购买VIP：VIP自购买当日起计时，与体验同时进行，体验结束后继续有效。`,
    );
    await snap(page, 'account-vip-during-trial');
    await closePage(page);
  });

  const follows = 'follows apps as a free user once the membership and trial end';
  it(`${follows}, and meets the limit dialog at the 11th`, async () => {
    const now = new Date();
    // Idempotent, so a retry starts where the first attempt did.
    for (let i = 1; i <= 12; i++) {
      await s.t.handle.db
        .insertInto('market_apps')
        .values({
          app_id: 1_500_000_000 + i,
          country: 'cn',
          name: `关注测试应用${i}`,
          developer_name: '测试开发者',
          rating_count: 100 - i,
          first_seen_at: now,
          last_seen_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const uid = await phoneAccount(s, 'newpass2026');
    await s.t.handle.db.deleteFrom('user_follows').where('uid', '=', uid).execute();
    // The two-month gift and the 7-day trial have both run out.
    const ended = {
      role_end_at: new Date(now.getTime() - DAY_MS),
      svip_trial_until: new Date(now.getTime() - HOUR_MS),
    };
    await s.t.handle.db.updateTable('users').set(ended).where('phone', '=', '13512345678').execute();

    const page = await openPage(s, '/new/user/login');
    await logInWithPassword(page, '13512345678', 'newpass2026');
    await page.waitForURL(`${s.baseUrl}/`);
    // A free user sees the open-membership action instead of a badge.
    await page.getByTestId('open-vip').waitFor();
    expect(await page.getByTestId('tier-badge').count()).toBe(0);

    const panel = page.getByTestId('my-follows-panel');
    await openHoverMenu(page, 'my-follows', panel.getByText('还没有关注的应用'));
    await panel.getByTestId('my-follows-add').click();
    const dialog = page.getByTestId('add-follow-dialog');
    await page.getByTestId('add-follow-title').getByText('已关注0个应用，还可关注10个').waitFor();
    await dialog.getByPlaceholder('请输入应用名称或关键词').fill('关注测试应用');
    await dialog.getByPlaceholder('请输入应用名称或关键词').press('Enter');
    await dialog.getByText('约12个结果').waitFor();
    const items = dialog.getByTestId('add-follow-item');
    await items.nth(11).waitFor();
    expect(await items.count()).toBe(12);
    await dialog.getByText('没有更多数据了').waitFor();
    for (let i = 0; i < 10; i++) {
      await items.nth(i).getByRole('button', { name: '+关注' }).click();
      await items.nth(i).getByRole('button', { name: '已关注' }).waitFor();
    }
    await page.getByTestId('add-follow-title').getByText('已关注10个应用，还可关注0个').waitFor();
    await snap(page, 'account-add-follow');

    // The 11th: the server answers code 2 and the limit dialog offers membership.
    await items.nth(10).getByRole('button', { name: '+关注' }).click();
    const limit = page.getByTestId('limit-message');
    await limit.getByText('您关注的应用已达10个上限，开通VIP可关注20个应用').waitFor();
    await snap(page, 'account-follow-limit');
    const [membership] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('limit-action').getByText('开通会员').click(),
    ]);
    await membership.waitForURL('**/vip/index');
    await membership.close();
    await limit.waitFor({ state: 'hidden' });
    expect(await items.nth(10).getByRole('button', { name: '+关注' }).count()).toBe(1);
    const followed = s.t.handle.db.selectFrom('user_follows').select((eb) => eb.fn.countAll<string>().as('n'));
    expect(Number((await followed.where('uid', '=', uid).executeTakeFirstOrThrow()).n)).toBe(10);

    // My Follows loads the list when it opens: five apps, then the link to all (on a fresh page,
    // so no dialog's closing animation is in the way).
    await page.reload();
    await openHoverMenu(page, 'my-follows', panel.getByTestId('my-follows-app').nth(4));
    expect(await panel.getByTestId('my-follows-app').count()).toBe(5);
    expect(await panel.getByTestId('my-follows-app').first().innerText()).toContain('关注测试应用1');
    await panel.getByText('查看全部').waitFor();
    await snap(page, 'account-my-follows');
    await closePage(page);
  });
});
