import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_APP, startWechatOpenStandIn, type WechatOpenStandIn } from '../apps/server/test/wechatOpenStandIn.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { freePort, openPage, serveApp, snap, type Served } from './harness.ts';

/** WeChat website login with an Open Platform app: WeChat's QR page in the dialog, the phone played by the test. */
let s: Served;
let wechat: WechatOpenStandIn;
beforeAll(async () => {
  const port = await freePort();
  wechat = await startWechatOpenStandIn(`127.0.0.1:${port}`);
  s = await serveApp({
    port,
    env: {
      SITE_URL: `http://127.0.0.1:${port}`,
      WECHAT_OPEN_APPID: OPEN_APP.appId,
      WECHAT_OPEN_SECRET: OPEN_APP.secret,
      WECHAT_OPEN_API: wechat.baseUrl,
      WECHAT_OPEN_QR: wechat.baseUrl,
    },
  });
});
afterAll(async () => {
  await s?.close();
  await wechat?.close();
});

describe('WeChat Open Platform login', () => {
  it("shows WeChat's QR page; after the phone confirms, the account bound to that WeChat is logged in", async () => {
    // An account whose WeChat is already bound (binding itself is the API tests' and the development walk's).
    const { uid } = await registerTestUser(s.t, '13512340001');
    await s.t.handle.db
      .updateTable('users')
      .set({ wechat_openid: 'o-e2e-0001', first_login: false })
      .where('uid', '=', uid)
      .execute();

    const page = await openPage(s, '/new/user/login?referer=%2Fnew');
    await page.getByTestId('wechat-login').click();
    const frame = page.getByTestId('wechat-connect');
    await frame.waitFor();
    await page.frameLocator('[data-testid="wechat-connect"]').getByTestId('wechat-qr').waitFor();
    await snap(page, 'account-wechat-open-qr');
    const state = new URL((await frame.getAttribute('src'))!).searchParams.get('state')!;
    // The phone scans and confirms: WeChat sends the dialog's frame to our callback, and the dialog logs in.
    expect(wechat.scan(state, 'o-e2e-0001')).toBe(true);
    await page.waitForURL(`${s.baseUrl}/new`);
    expect(await page.getByTestId('user-name').innerText()).toContain('榜眼用户0001');
    await page.context().close();
  });
});
