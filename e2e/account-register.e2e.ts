import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooperateList, type DataOf } from '@bangyan/contract';
import { apiData, dragLikeAPerson, openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { clickUserMenuItem, latestCode, logInWithPassword, openUserMenu, slideReady } from './accounts.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

/** Runs of the registering tests: a retry runs on the same server, so it registers a fresh phone or address. */
let phoneRuns = 0;
let emailRuns = 0;

describe('accounts', () => {
  it('registers by phone, lands back where it started, logs out and logs in again', async () => {
    // 13512345678, then 13612345678 on a retry (the first is taken by then): both are 榜眼用户5678.
    const phone = `13${5 + phoneRuns++}12345678`;
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
    await panel.getByTestId('phone-input').fill(phone);
    await panel.getByTestId('send-code').click();
    await panel.getByText('请先滑动验证').waitFor();

    await slideReady(page);
    await dragLikeAPerson(page);
    await panel.getByText('验证通过').waitFor();
    await panel.getByTestId('send-code').click();
    await panel.getByText('验证码已发送').waitFor();
    await panel.getByRole('button', { name: /秒后重发/ }).waitFor();
    expect(await panel.getByTestId('send-code').isDisabled()).toBe(true);

    await panel.getByTestId('code-input').fill(await latestCode(s, `+86 ${phone}`));
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
    // The domestic-business card's words, as the console left it (no QR code uploaded).
    const cards = await apiData<DataOf<typeof cooperateList>>(s, cooperateList.path);
    await vip.getByText(cards.find((c) => c.name === '国内商务合作')!.description).waitFor();
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
    // On the same tab (an in-app link).
    expect(await page.getByTestId('renew-vip').getAttribute('target')).toBeNull();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null'));
    expect(stored).toMatchObject({ nickname: '榜眼用户5678', roleStr: 'vip', firstLogin: true });
    // The session cookie is HttpOnly: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('by_session');
    const row = await s.t.handle.db
      .selectFrom('users')
      .where('phone', '=', phone)
      .select(['password_hash', 'role'])
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('vip');
    expect(row.password_hash).not.toContain('bangyan2026');

    // The login page sends a logged-in visitor Home.
    await page.goto(`${s.baseUrl}/new/user/login`);
    await page.waitForURL(`${s.baseUrl}/`);

    await user.hover();
    await page.getByTestId('user-card').waitFor();
    expect(await page.getByTestId('user-card').innerText()).toMatch(/VIP会员\s*\d{4}-\d{2}-\d{2} 到期/);
    await snap(page, 'account-user-menu');
    await page.getByTestId('logout').click();
    await page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userinfo'))).toBeNull();

    // Log in again: wrong password first (message in the panel, slide reset), then the right one.
    await page.goto(`${s.baseUrl}/new/user/login?referer=${encodeURIComponent('/new')}`);
    const login = page.getByTestId('login-panel');
    await login.getByTestId('login-submit').click();
    await login.getByText('邮箱/手机号不能为空').waitFor();
    await login.getByTestId('login-username').fill(phone);
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
    await closePage(page);
  });

  it('registers by email on the email tab and logs in with the address', async () => {
    // example.com, then example1.com on a retry (the first address is taken by then), whose WeChat
    // a retry frees again (a WeChat binds to one account).
    const domain = `example${emailRuns++ || ''}.com`;
    await s.t.handle.db
      .updateTable('users')
      .set({ wechat_openid: null })
      .where('nickname', '=', '榜眼用户Han.Mei')
      .execute();
    const page = await openPage(s, '/new/user/register');
    const panel = page.getByTestId('register-panel');
    await panel.getByRole('tab', { name: '邮箱注册' }).click();
    await panel.getByTestId('send-code').click();
    await panel.getByText('邮箱不能为空').waitFor();
    await panel.getByTestId('email-input').fill('han.mei@example');
    await panel.getByTestId('send-code').click();
    await panel.getByText('邮箱格式不正确').waitFor();
    await panel.getByTestId('email-input').fill(`Han.Mei@${domain}`);
    await slideReady(page);
    await dragLikeAPerson(page);
    await panel.getByText('验证通过').waitFor();
    await panel.getByTestId('send-code').click();
    await panel.getByText('验证码已发送').waitFor();
    await panel.getByTestId('code-input').fill(await latestCode(s, `han.mei@${domain}`));
    await panel.getByTestId('register-password').fill('hanmei2026');
    await snap(page, 'account-register-email');
    await panel.getByTestId('register-submit').click();
    await page.waitForURL(`${s.baseUrl}/`);
    expect(await page.getByTestId('user-name').innerText()).toContain('榜眼用户Han.Mei');
    // The new account's greeting, read and closed.
    await page.getByTestId('vip-dialog-body').waitFor();
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await closePage(page);

    // The same person's browser later: the greeting it closed stays closed.
    const again = await openPage(s, '/new/user/login', undefined, { storage: { vip_service_dialog: '1' } });
    await logInWithPassword(again, `han.mei@${domain.replace('example', 'EXAMPLE')}`, 'hanmei2026');
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
    const bound = s.t.handle.db.selectFrom('users').select('wechat_openid').where('email', '=', `Han.Mei@${domain}`);
    expect((await bound.executeTakeFirstOrThrow()).wechat_openid).not.toBeNull();
    await openUserMenu(again, 'logout');
    expect(await again.getByTestId('bind-wechat').count()).toBe(0);
    await closePage(again);
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
    await closePage(page);
  });
});
