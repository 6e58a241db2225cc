import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dragLikeAPerson, openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { askForPhoneCode, latestCode, logInWithPassword, phoneAccount, slideReady } from './accounts.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

describe('accounts', () => {
  it("refuses a replayed slide signature with the spec's message and logs nobody in", async () => {
    await phoneAccount(s, 'bangyan2026');
    // A login that passes, and the exact form it sent.
    const page = await openPage(s, '/new/user/login');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/user/login') && r.method() === 'POST');
    await logInWithPassword(page, '13512345678', 'bangyan2026');
    const body = (await sent).postData() ?? '';
    expect(body).toContain('csessionid=');
    await page.waitForURL(`${s.baseUrl}/`);
    await closePage(page);

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
    await closePage(other);
  });

  it('logs in with an SMS code on the code tab', async () => {
    await phoneAccount(s, 'bangyan2026');
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
    await login.getByTestId('code-input').fill(await latestCode(s, '+86 13512345678'));
    await snap(page, 'account-code-login');
    await login.getByTestId('login-submit').click();
    await page.waitForURL(`${s.baseUrl}/`);
    await page.getByTestId('user-name').waitFor();
    await closePage(page);
  });

  it('resets a forgotten password and logs in with the new one', async () => {
    await phoneAccount(s, 'bangyan2026');
    const page = await openPage(s, '/new/user/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    const panel = page.getByTestId('forget-panel');
    await askForPhoneCode(page, panel, '13512345678');
    await panel.getByTestId('code-input').fill(await latestCode(s, '+86 13512345678'));
    await panel.getByTestId('forget-password').fill('newpass2026');
    await panel.getByTestId('forget-submit').click();
    await panel.getByText('密码已重设，请使用新密码登录').waitFor();
    await page.waitForURL('**/new/user/login');

    await logInWithPassword(page, '13512345678', 'newpass2026');
    await page.getByTestId('user-name').waitFor();
    await closePage(page);
  });

  it('logs in by WeChat: scan, bind to the account once, then straight in', async () => {
    await phoneAccount(s, 'newpass2026');
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
    await closePage(page);

    const next = await openPage(s, '/new/user/login');
    await next.getByTestId('wechat-login').click();
    await scanAs(next, '李雷的微信');
    await next.waitForURL(`${s.baseUrl}/`);
    expect(await next.getByTestId('user-name').innerText()).toContain('榜眼用户5678');
    await closePage(next);
  });
});
