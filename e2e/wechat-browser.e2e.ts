import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type UserInfo } from '@bangyan/contract';
import { alipayEnv } from '../apps/server/test/alipayStandIn.ts';
import { freePort } from '../apps/server/test/ports.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { mpEnv, startWechatStandIn, type WechatStandIn } from '../apps/server/test/wechatStandIn.ts';
import { wechatPayEnv } from '../apps/server/test/wechatPayStandIn.ts';
import { PHONE, phoneAccount } from './accounts.ts';
import {
  apiData,
  dragLikeAPerson,
  HOME_PROMPTS_DEALT_WITH,
  newContext,
  serveApp,
  snap,
  type Served,
} from './harness.ts';

/**
 * The site inside WeChat's own browser (issue 27): no download that would silently fail, no Alipay, and WeChat login
 * by the official account's web authorization (its stand-in) instead of a QR. WeChat's JS-SDK script cannot load
 * here: its requests are refused, as a network without it would (the share card is tested on the server and as a
 * function).
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let s: Served;
let wx: WechatStandIn;
beforeAll(async () => {
  const port = await freePort();
  wx = await startWechatStandIn(`127.0.0.1:${port}`);
  // Payments are never reached: the page only lists the ways to pay.
  const unused = 'http://127.0.0.1:9';
  s = await serveApp({
    port,
    env: {
      SITE_URL: `http://127.0.0.1:${port}`,
      ...mpEnv(wx),
      ...wechatPayEnv(unused),
      ...alipayEnv(`${unused}/gateway.do`),
      PAYMENT_PROVIDER: 'wechat,alipay',
    },
  });
});
afterAll(async () => {
  await s?.close();
  await wx?.close();
});

/** `path` on a phone in WeChat's browser (or, with `userAgent`, another), as the member `session` when given. */
async function openInPhone(path: string, options: { session?: string; userAgent?: string } = {}): Promise<Page> {
  const context = await newContext(s, {
    viewport: { width: 390, height: 844 },
    userAgent: options.userAgent ?? WECHAT_UA,
  });
  await context.route('https://res.wx.qq.com/**', (route) => route.abort('internetdisconnected'));
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, HOME_PROMPTS_DEALT_WITH);
  if (options.session) await context.addCookies([{ name: SESSION_COOKIE, value: options.session, url: s.baseUrl }]);
  const page = await context.newPage();
  await page.goto(s.baseUrl + path);
  return page;
}

describe('inside WeChat', () => {
  it('an export shows the open-in-browser dialog and downloads nothing; a browser downloads', async () => {
    // A member of this run (a retry registers another), returning: no first-login VIP dialog over the page.
    const member = await registerTestUser(s.t, `1370027${String(Date.now() % 10_000).padStart(4, '0')}`);
    await s.t.handle.db.updateTable('users').set({ first_login: false }).where('uid', '=', member.uid).execute();
    const elsewhere = await openInPhone('/new/aso/hotsearch', { session: member.cookieValue, userAgent: SAFARI_UA });
    const [file] = await Promise.all([
      elsewhere.waitForEvent('download'),
      elsewhere.getByTestId('export-button').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^实时热搜_.*\.xlsx$/);

    const page = await openInPhone('/new/aso/hotsearch', { session: member.cookieValue });
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByTestId('export-button').click();
    const blocked = page.getByTestId('wechat-download-blocked');
    expect(await blocked.innerText()).toBe('微信内无法下载文件，请点击右上角「…」选择「在浏览器打开」后导出');
    await snap(page, 'wechat-export-blocked');
    await page.locator('.ant-modal').filter({ has: blocked }).getByRole('button', { name: '我知道了' }).click();
    await blocked.waitFor({ state: 'hidden' });
    // A download would have started by now (the browser's took well under a second above).
    await page.waitForTimeout(1500);
    expect(downloads).toEqual([]);
  });

  it('the membership page offers WeChat Pay and no Alipay, and says how to pay with Alipay', async () => {
    const page = await openInPhone('/vip/index');
    const methods = page.getByTestId('pay-methods');
    await methods.getByText('微信支付').waitFor();
    expect(await methods.getByText('支付宝').count()).toBe(0);
    expect(await page.getByTestId('alipay-in-wechat').innerText()).toContain('微信内无法使用支付宝');
    await methods.scrollIntoViewIfNeeded();
    await snap(page, 'wechat-vip-methods');

    const elsewhere = await openInPhone('/vip/index', { userAgent: SAFARI_UA });
    await elsewhere.getByTestId('pay-methods').getByText('支付宝').waitFor();
    expect(await elsewhere.getByTestId('alipay-in-wechat').count()).toBe(0);
  });

  it('logs in by WeChat authorization: the bind page the first time, straight back to the page after', async () => {
    // The account as a retry finds it too: no WeChat bound yet.
    await phoneAccount(s, 'wechat2026');
    wx.consentAs = 'o-e2e-wechat-person';
    const page = await openInPhone('/new/user/login?referer=%2Fvip%2Findex');
    await page.getByTestId('wechat-login').click();
    // WeChat's authorization comes back to the bind page: this WeChat has no account yet.
    const form = page.getByTestId('wechat-bind-form');
    await form.waitFor();
    expect(new URL(page.url()).pathname).toBe('/new/user/wechatbindaccount');
    await form.getByTestId('bind-username').fill(PHONE);
    await form.getByTestId('bind-password').fill('wechat2026');
    await form.locator('[data-testid="slide-verify"][data-phase="ready"]').waitFor();
    await dragLikeAPerson(page, form);
    await form.getByText('验证通过').waitFor();
    await snap(page, 'wechat-bind-page');
    await form.getByTestId('bind-submit').click();
    await page.waitForURL(`${s.baseUrl}/vip/index`);
    expect(await apiData<UserInfo>(s, '/v1/user/userData', page)).toMatchObject({ wechatBound: true });

    // Next time, from another browser in WeChat: straight back to where the login started, logged in.
    const again = await openInPhone('/new/user/login?referer=%2Fnew%2Faso%2Fhotsearch');
    await again.getByTestId('wechat-login').click();
    await again.waitForURL(`${s.baseUrl}/new/aso/hotsearch`);
    expect(await apiData<UserInfo>(s, '/v1/user/userData', again)).toMatchObject({
      nickname: `榜眼用户${PHONE.slice(-4)}`,
    });
  });

  it("binds WeChat from the account centre by WeChat's authorization, back on the same page, bound", async () => {
    const member = await registerTestUser(s.t, `1370028${String(Date.now() % 10_000).padStart(4, '0')}`);
    wx.consentAs = 'o-e2e-wechat-binder';
    const page = await openInPhone('/user/info', { session: member.cookieValue });
    const row = page.getByTestId('binding-wechat');
    await row.getByTestId('bind-wechat-profile').click();
    await row.getByText('已绑定').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/info');
    expect(await apiData<UserInfo>(s, '/v1/user/userData', page)).toMatchObject({ wechatBound: true });
    await snap(page, 'wechat-bind-in-wechat');
  });
});
