import type { Page } from 'playwright-core';
import { totpCode } from '../apps/server/src/credentials/totp.ts';
import type { NewAdmin } from '../apps/server/src/admin/accounts.ts';

/** The console's login form, filled as an operator does, with the authenticator's code of the moment. */
export async function logInToConsole(page: Page, admin: NewAdmin) {
  await page.waitForURL('**/admin/login');
  await page.getByLabel('用户名').fill(admin.username);
  await page.getByLabel('密码').fill(admin.password);
  await page.getByLabel('动态验证码').fill(totpCode(admin.totpSecret, Date.now()));
  await page.getByRole('button', { name: '登录' }).click();
}
