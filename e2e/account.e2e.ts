import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import { dragLikeAPerson, openPage, serveApp, snap, type Served } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

const slideReady = (page: Page) => page.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');
const latestCode = async (recipient: string) =>
  (
    await s.t.handle.db
      .selectFrom('dev_outbox')
      .select('code')
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).code;
/** The account row of the phone number the tests register. */
const userRow = () => s.t.handle.db.selectFrom('users').where('phone', '=', '13512345678');

/**
 * Hovers the user's name until its menu shows `item`, as a person moves the mouse back when the
 * header shifted under it (the user area fills in as the logged-in header loads).
 */
async function openUserMenu(page: Page, item: string): Promise<void> {
  await openHoverMenu(page, 'user-name', page.getByTestId(item));
}

/** Points at the header's `trigger` until `shown` is visible (its dropdown opens on hover). */
async function openHoverMenu(page: Page, trigger: string, shown: Locator): Promise<void> {
  for (let tries = 0; ; tries++) {
    await page.mouse.move(0, 0);
    await page.getByTestId(trigger).hover();
    try {
      await shown.waitFor({ state: 'visible', timeout: 4000 });
      return;
    } catch (error) {
      if (tries === 4) throw error;
    }
  }
}

/**
 * Clicks an item of the avatar menu until `opened` shows, opening the menu again when the click
 * misses (the hover menu can close while the pointer travels to the item on a busy machine).
 */
async function clickUserMenuItem(page: Page, item: string, opened: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await openUserMenu(page, item);
    try {
      await page.getByTestId(item).click({ timeout: 5_000 });
      await opened.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Logs in on the account tab of the login page that is open, as a person does. */
async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  const login = page.getByTestId('login-panel');
  await login.getByTestId('login-username').fill(username);
  await login.getByTestId('login-password').fill(password);
  await slideReady(page);
  await dragLikeAPerson(page);
  await login.getByText('验证通过').waitFor();
  await login.getByTestId('login-submit').click();
}

describe('accounts', () => {
  it('registers by phone, lands back where it started, logs out and logs in again', async () => {
    const page = await openPage(s, '/new');
    await page.getByTestId('site-header').getByRole('link', { name: '注册', exact: true }).click();
    await page.waitForURL('**/new/user/register?referer=%2Fnew');
    const panel = page.getByTestId('register-panel');
    await panel.getByText('注册即送2个月VIP').waitFor();

    // Spec 5's order, with the offending field focused.
    await panel.getByTestId('send-code').click();
    await panel.getByText('手机号不能为空').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('phone-input');
    await panel.getByTestId('phone-input').fill('1380013');
    await panel.getByTestId('send-code').click();
    await panel.getByText('手机号格式不正确！').waitFor();
    await panel.getByTestId('phone-input').fill('13512345678');
    await panel.getByTestId('send-code').click();
    await panel.getByText('请先滑动验证').waitFor();

    await slideReady(page);
    await dragLikeAPerson(page);
    await panel.getByText('验证通过').waitFor();
    await panel.getByTestId('send-code').click();
    await panel.getByText('验证码已发送').waitFor();
    await panel.getByRole('button', { name: /秒后重发/ }).waitFor();
    expect(await panel.getByTestId('send-code').isDisabled()).toBe(true);

    await panel.getByTestId('code-input').fill(await latestCode('+86 13512345678'));
    await panel.getByTestId('register-password').fill('abc');
    await panel.getByTestId('register-submit').click();
    await panel.getByText('密码需为6-20位，且同时包含字母和数字', { exact: false }).first().waitFor();
    await panel.getByTestId('register-password').fill('bangyan2026');
    await snap(page, 'account-register');
    await panel.getByTestId('register-submit').click();

    // Back on the page it came from, logged in with the two-month VIP gift; a second later the
    // VIP service dialog greets the first login, once.
    await page.waitForURL(`${s.baseUrl}/new`);
    const vip = page.getByTestId('vip-dialog-body');
    await vip.getByText('注册登录成功，账号已获赠2个月VIP').waitFor();
    expect(await vip.getAttribute('data-mode')).toBe('vip');
    expect(await vip.innerText()).toContain('扫码添加官方导师，免费获取定制化VIP服务');
    for (const caption of ['更多行业数据', '一线行业资源', '及时提醒', '专属优质服务'])
      await vip.getByText(caption).waitFor();
    await vip.getByRole('img', { name: '国内商务合作二维码' }).waitFor();
    await snap(page, 'account-vip-dialog');
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await vip.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('vip_service_dialog'))).toBe('1');
    const user = page.getByTestId('user-name');
    await user.waitFor();
    expect(await user.innerText()).toContain('榜眼用户5678');
    // The header shows the VIP badge and its expiry with a renew link to the membership page.
    expect(await page.getByTestId('tier-badge').innerText()).toBe('VIP');
    expect(await page.getByTestId('membership').innerText()).toMatch(/\d{4}-\d{2}-\d{2}到期/);
    expect(await page.getByTestId('renew-vip').getAttribute('href')).toBe('/vip/index');
    expect(await page.getByTestId('renew-vip').getAttribute('target')).toBe('_blank');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null'));
    expect(stored).toMatchObject({ nickname: '榜眼用户5678', roleStr: 'vip', firstLogin: true });
    // The session cookie is HttpOnly: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('by_session');
    const row = await userRow().select(['password_hash', 'role']).executeTakeFirstOrThrow();
    expect(row.role).toBe('vip');
    expect(row.password_hash).not.toContain('bangyan2026');

    // The login page sends a logged-in visitor Home.
    await page.goto(`${s.baseUrl}/new/user/login`);
    await page.waitForURL(`${s.baseUrl}/`);

    await user.hover();
    await page.getByTestId('user-card').waitFor();
    expect(await page.getByTestId('user-card').innerText()).toMatch(/到期：\d{4}-\d{2}-\d{2}/);
    await snap(page, 'account-user-menu');
    await page.getByTestId('logout').click();
    await page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();

    // Log in again: wrong password first (message in the panel, slide reset), then the right one.
    await page.goto(`${s.baseUrl}/new/user/login?referer=${encodeURIComponent('/new')}`);
    const login = page.getByTestId('login-panel');
    await login.getByTestId('login-submit').click();
    await login.getByText('邮箱/手机号不能为空').waitFor();
    await login.getByTestId('login-username').fill('13512345678');
    await login.getByTestId('login-submit').click();
    await login.getByText('密码不能为空').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-password');
    await login.getByTestId('login-password').fill('wrong2026');
    await login.getByTestId('login-submit').click();
    await login.getByText('请先滑动验证').waitFor();
    await slideReady(page);
    await dragLikeAPerson(page);
    await login.getByText('验证通过').waitFor();
    await login.getByTestId('login-submit').click();
    await login.getByText('账号或密码错误').waitFor();
    await slideReady(page);
    await login.getByTestId('login-password').fill('bangyan2026');
    await dragLikeAPerson(page);
    await login.getByText('验证通过').waitFor();
    await snap(page, 'account-login');
    await login.getByTestId('login-submit').click();
    await page.waitForURL(`${s.baseUrl}/new`);
    expect(await page.getByTestId('user-name').innerText()).toContain('榜眼用户5678');
    await page.context().close();
  });

  it("refuses a replayed slide signature with the spec's message and logs nobody in", async () => {
    // A login that passes, and the exact form it sent.
    const page = await openPage(s, '/new/user/login');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/user/login') && r.method() === 'POST');
    await logInWithPassword(page, '13512345678', 'bangyan2026');
    const body = (await sent).postData() ?? '';
    expect(body).toContain('csessionid=');
    await page.waitForURL(`${s.baseUrl}/`);
    await page.context().close();

    // Someone replays that form (its slide pass already used) through the login page.
    const other = await openPage(s, '/new/user/login');
    await other.route('**/v1/user/login', (route) => route.continue({ postData: body }));
    await logInWithPassword(other, '13512345678', 'bangyan2026');
    const panel = other.getByTestId('login-panel');
    await panel.getByText('验证已失效，请重新滑动').waitFor();
    // The slide starts over and nobody is logged in.
    await other.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');
    expect(await other.evaluate(async () => (await (await fetch('/v1/user/userData')).json()).code)).toBe(401);
    await snap(other, 'account-slide-replay');
    await other.context().close();
  });

  it('logs in with an SMS code on the code tab', async () => {
    const page = await openPage(s, '/new/user/login');
    const login = page.getByTestId('login-panel');
    await login.getByTestId('login-username').fill('abc');
    await login.getByTestId('login-submit').click();
    await login.getByText('密码不能为空').waitFor();
    // Switching tabs hides the message.
    await login.getByRole('tab', { name: '验证码登录' }).click();
    expect(await login.getByTestId('login-error').innerText()).toBe('');
    await login.getByTestId('login-submit').click();
    await login.getByText('手机号不能为空').waitFor();
    await login.getByTestId('phone-input').fill('13512345678');
    await login.getByTestId('login-submit').click();
    await login.getByText('验证码不能为空').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('code-input');
    await slideReady(page);
    await dragLikeAPerson(page);
    await login.getByText('验证通过').waitFor();
    await login.getByTestId('send-code').click();
    await login.getByText('验证码已发送').waitFor();
    await login.getByTestId('code-input').fill(await latestCode('+86 13512345678'));
    await snap(page, 'account-code-login');
    await login.getByTestId('login-submit').click();
    await page.waitForURL(`${s.baseUrl}/`);
    await page.getByTestId('user-name').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password and logs in with the new one', async () => {
    const page = await openPage(s, '/new/user/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    const panel = page.getByTestId('forget-panel');
    await panel.getByTestId('phone-input').fill('13512345678');
    await slideReady(page);
    await dragLikeAPerson(page);
    await panel.getByText('验证通过').waitFor();
    await panel.getByTestId('send-code').click();
    await panel.getByText('验证码已发送').waitFor();
    await panel.getByTestId('code-input').fill(await latestCode('+86 13512345678'));
    await panel.getByTestId('forget-password').fill('newpass2026');
    await panel.getByTestId('forget-submit').click();
    await panel.getByText('密码已重设，请使用新密码登录').waitFor();
    await page.waitForURL('**/new/user/login');

    await logInWithPassword(page, '13512345678', 'newpass2026');
    await page.getByTestId('user-name').waitFor();
    await page.context().close();
  });

  it('claims the one-time 7-day SVIP trial from Home', async () => {
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
    await page.context().close();
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
    const { uid } = await userRow().select('uid').executeTakeFirstOrThrow();
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
    await page.context().close();
  });

  it('registers by email on the email tab and logs in with the address', async () => {
    const page = await openPage(s, '/new/user/register');
    const panel = page.getByTestId('register-panel');
    await panel.getByRole('tab', { name: '邮箱注册' }).click();
    await panel.getByTestId('send-code').click();
    await panel.getByText('邮箱不能为空').waitFor();
    await panel.getByTestId('email-input').fill('han.mei@example');
    await panel.getByTestId('send-code').click();
    await panel.getByText('邮箱格式不正确').waitFor();
    await panel.getByTestId('email-input').fill('Han.Mei@example.com');
    await slideReady(page);
    await dragLikeAPerson(page);
    await panel.getByText('验证通过').waitFor();
    await panel.getByTestId('send-code').click();
    await panel.getByText('验证码已发送').waitFor();
    await panel.getByTestId('code-input').fill(await latestCode('han.mei@example.com'));
    await panel.getByTestId('register-password').fill('hanmei2026');
    await snap(page, 'account-register-email');
    await panel.getByTestId('register-submit').click();
    await page.waitForURL(`${s.baseUrl}/`);
    expect(await page.getByTestId('user-name').innerText()).toContain('榜眼用户Han.Mei');
    await page.context().close();

    const again = await openPage(s, '/new/user/login');
    await logInWithPassword(again, 'han.mei@EXAMPLE.com', 'hanmei2026');
    await again.getByTestId('user-name').waitFor();

    // Binds a WeChat from the avatar menu: scan, confirm on the phone, bound.
    const dialog = again.getByTestId('wechat-qr-dialog');
    await clickUserMenuItem(again, 'bind-wechat', dialog);
    await dialog.getByRole('img', { name: '微信绑定二维码' }).waitFor();
    await dialog.getByText('请使用微信扫一扫，绑定到当前账号').waitFor();
    await snap(again, 'account-wechat-bind-qr');
    const [phone] = await Promise.all([
      again.context().waitForEvent('page'),
      dialog.getByTestId('wechat-dev-scan').click(),
    ]);
    await phone.getByTestId('wechat-name').fill('韩梅梅的微信');
    await phone.getByTestId('wechat-confirm').click();
    await phone.getByText('已确认登录，请回到电脑端').waitFor();
    await phone.close();
    await again.getByText('微信绑定成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const bound = s.t.handle.db.selectFrom('users').select('wechat_openid').where('nickname', '=', '榜眼用户Han.Mei');
    expect((await bound.executeTakeFirstOrThrow()).wechat_openid).not.toBeNull();
    await openUserMenu(again, 'logout');
    expect(await again.getByTestId('bind-wechat').count()).toBe(0);
    await again.context().close();
  });

  it('logs in by WeChat: scan, bind to the account once, then straight in', async () => {
    /** Plays the phone: opens the development scan page from the dialog and confirms as `name`. */
    const scanAs = async (page: Page, name: string) => {
      const dialog = page.getByTestId('wechat-qr-dialog');
      await dialog.getByRole('img', { name: '微信登录二维码' }).waitFor();
      const [phone] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByTestId('wechat-dev-scan').click(),
      ]);
      await phone.getByTestId('wechat-name').fill(name);
      await phone.getByTestId('wechat-confirm').click();
      await phone.getByText('已确认登录，请回到电脑端').waitFor();
      await phone.close();
    };

    const page = await openPage(s, '/new/user/login?referer=%2Fnew');
    await page.getByTestId('wechat-login').click();
    await page.getByText('请使用微信扫一扫登录').waitFor();
    await snap(page, 'account-wechat-qr');
    await scanAs(page, '李雷的微信');
    const bind = page.getByTestId('wechat-bind-dialog');
    await bind.waitFor();
    await page.getByTestId('wechat-qr-dialog').waitFor({ state: 'detached' });
    await bind.getByTestId('bind-username').fill('13512345678');
    await bind.getByTestId('bind-password').fill('newpass2026');
    await bind.locator('[data-testid="slide-verify"][data-phase="ready"]').waitFor();
    await dragLikeAPerson(page, bind);
    await bind.getByText('验证通过').waitFor();
    await snap(page, 'account-wechat-bind');
    await bind.getByTestId('bind-submit').click();
    await page.waitForURL(`${s.baseUrl}/new`);
    expect(await page.getByTestId('user-name').innerText()).toContain('榜眼用户5678');
    await page.context().close();

    const next = await openPage(s, '/new/user/login');
    await next.getByTestId('wechat-login').click();
    await scanAs(next, '李雷的微信');
    await next.waitForURL(`${s.baseUrl}/`);
    expect(await next.getByTestId('user-name').innerText()).toContain('榜眼用户5678');
    await next.context().close();
  });

  it('shows the user agreement and privacy policy from the register page', async () => {
    const page = await openPage(s, '/new/user/register');
    await page.getByRole('link', { name: '《用户协议》' }).click();
    await page.waitForURL('**/new/user/agreement');
    await page.getByTestId('legal-document').getByRole('heading', { name: '榜眼用户协议' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: '《隐私政策》' }).click();
    await page.getByTestId('legal-document').getByRole('heading', { name: '榜眼隐私政策' }).waitFor();
    expect(await page.getByTestId('legal-document').innerText()).toContain('HttpOnly');
    await snap(page, 'account-privacy');
    await page.context().close();
  });
});
