import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerTestUser } from '../apps/server/test/users.ts';
import { dragLikeAPerson, openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { latestCode, logInWithPassword, slideReady } from './accounts.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

/** Runs of the test: a retry runs on the same server, so it registers a fresh phone and binds a fresh address. */
let runs = 0;

/** A real PNG, as a person would pick one: Chromium's picture of a coloured square. */
async function pngOf(page: Page): Promise<Buffer> {
  await page.setContent(
    '<div id="a" style="width:120px;height:120px;background:linear-gradient(135deg,#ff8a3d,#7b3dff)"></div>',
  );
  return page.locator('#a').screenshot();
}

describe('account centre: profile and password', () => {
  it(
    'edits the nickname and avatar, binds an email, changes the password and logs in with it',
    { timeout: 150_000 },
    async () => {
      const run = runs++;
      const phone = `1371234${String(5600 + run)}`;
      await registerTestUser(s.t, phone, 'member2026');
      await s.t.handle.db.updateTable('users').set({ first_login: false }).where('phone', '=', phone).execute();

      // Log in, then open the account centre from the avatar menu's 个人资料.
      const page = await openPage(s, '/new/user/login');
      await logInWithPassword(page, phone, 'member2026');
      await page.waitForURL(`${s.baseUrl}/`);
      await page.goto(`${s.baseUrl}/user`);
      await page.waitForURL(`${s.baseUrl}/user/info`);
      const profile = page.getByTestId('account-profile');
      await profile.waitFor();
      expect(await page.getByTestId('binding-phone').innerText()).toContain(`+86 137****${phone.slice(-4)}`);
      await page.getByTestId('binding-email').getByText('未绑定').waitFor();
      // The login history: this login and the registration, whose session (the API's) ends from here.
      await page.getByTestId('login-history').getByText('当前设备', { exact: true }).waitFor();
      expect(await page.getByTestId('login-history').innerText()).toContain('密码登录');
      await page.getByTestId('other-sessions').getByText('还有 1 台设备', { exact: false }).waitFor();
      await page.getByTestId('end-other-sessions').click();
      await page.getByRole('button', { name: '全部退出' }).click();
      await page.getByText('已退出其他设备').waitFor();
      await page.getByTestId('other-sessions').getByText('当前仅此设备处于登录状态').waitFor();

      // The nickname: a refusal in Chinese, then the new one in the header and on the account card.
      await page.getByTestId('nickname-edit').click();
      await page.getByTestId('nickname-input').fill('   ');
      await page.getByTestId('nickname-save').click();
      await page.getByText('昵称不能为空').waitFor();
      const nickname = `数据小王${run}`;
      await page.getByTestId('nickname-input').fill(nickname);
      await page.getByTestId('nickname-save').click();
      await page.getByText('昵称已保存').waitFor();
      await page.getByTestId('profile-nickname').getByText(nickname).waitFor();
      await page.getByTestId('user-name').getByText(nickname).waitFor();
      expect(await page.getByTestId('account-who').innerText()).toContain(nickname);

      // The avatar: a file that is no image is refused; a PNG shows in the header, the card and the profile.
      const files = page.getByTestId('avatar-file');
      await files.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await page.getByText('头像仅支持 PNG、JPEG 或 WebP 格式的图片').waitFor();
      const picture = await openPage(s, '/new/user/agreement');
      const png = await pngOf(picture);
      await closePage(picture);
      await files.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await page.getByText('头像已更新').waitFor();
      const headerAvatar = page.getByTestId('header-avatar');
      await headerAvatar.waitFor();
      const src = (await headerAvatar.getAttribute('src'))!;
      expect(src).toMatch(/^\/v1\/account\/avatarImage\?uid=\d+&v=[\w-]{16}$/);
      await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.getByTestId('account-who').locator('img').getAttribute('src')).toBe(src);
      expect(await page.getByTestId('profile-avatar').locator('img').getAttribute('src')).toBe(src);

      // An email, bound with the code the development outbox holds for it.
      const email = `wang.${run}@example.com`;
      await page.getByTestId('bind-email').click();
      const dialog = page.getByTestId('bind-contact-dialog');
      await dialog.getByTestId('email-input').fill(email);
      await slideReady(page);
      await dragLikeAPerson(page, dialog);
      await dialog.getByTestId('slide-message').getByText('验证通过').waitFor();
      await dialog.getByTestId('send-code').click();
      await dialog.getByText('验证码已发送').waitFor();
      await dialog.getByTestId('code-input').fill(await latestCode(s, email));
      await snap(page, 'account-profile-bind-email');
      await dialog.getByTestId('bind-contact-submit').click();
      await page.getByText('邮箱绑定成功').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('binding-email').getByText(`wa***@example.com`).waitFor();
      await page.mouse.move(0, 0);
      await snap(page, 'account-profile-1440', true);

      // The password, from the account centre's menu.
      await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '修改密码' }).click();
      await page.waitForURL(`${s.baseUrl}/user/password`);
      const form = page.getByTestId('account-password');
      await form.getByTestId('old-password').fill('wrong2026');
      await form.getByTestId('new-password').fill('newpass2027');
      await form.getByTestId('confirm-password').fill('newpass2028');
      await form.getByTestId('password-submit').click();
      await form.getByText('两次输入的新密码不一致').waitFor();
      await form.getByTestId('confirm-password').fill('newpass2027');
      await form.getByTestId('password-submit').click();
      await form.getByText('原密码错误').waitFor();
      await form.getByTestId('old-password').fill('member2026');
      await snap(page, 'account-password-1440');
      await form.getByTestId('password-submit').click();
      await page.getByText('密码已修改，其他设备已退出登录').waitFor();
      expect(await form.getByTestId('old-password').inputValue()).toBe('');
      await closePage(page);

      // A new browser: the old password is refused, the new one logs in, by phone or by the bound email.
      const again = await openPage(s, '/new/user/login');
      await logInWithPassword(again, phone, 'member2026');
      await again.getByTestId('login-panel').getByText('账号或密码错误').waitFor();
      await again.reload();
      await logInWithPassword(again, email, 'newpass2027');
      await again.waitForURL(`${s.baseUrl}/`);
      await again.getByTestId('user-name').getByText(nickname).waitFor();
      await again.getByTestId('header-avatar').waitFor();
      await closePage(again);
    },
  );
});
