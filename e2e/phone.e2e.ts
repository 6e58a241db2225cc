import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartRows, hottestKeywords } from './fixtures.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { apiData, dragLikeAPerson, serveApp, snap, type Served } from './harness.ts';
import { openPhone, PHONES, smallTargets, type Phone } from './phones.ts';

/**
 * The site on a phone (issue 27), in an iPhone's browser at 390x844 and a small Android's at 360x740
 * (touch, mobile viewport): the same routes laid out in one column, nothing wider than the window,
 * a header menu that holds the navigation and the search, finger-sized controls, and the figures the
 * API answers.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 180_000);
afterAll(async () => {
  await s?.close();
});

/** `path` on `phone`, Home's prompts dealt with unless `prompts`. */
async function openAt(phone: Phone, path: string, prompts = false): Promise<Page> {
  const page = await openPhone(s, phone, { prompts });
  await page.goto(s.baseUrl + path);
  return page;
}

/**
 * The page is no wider than the phone: nothing scrolls it sideways. (The phone's width, not
 * innerWidth: a mobile browser widens its layout viewport to a page too wide.)
 */
async function expectNoSideScroll(page: Page): Promise<void> {
  const { width } = page.viewportSize()!;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Scrolls through the page so its lazy sections draw, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 100));
    }
    window.scrollTo(0, 0);
  });
}

/** The height and width of what `locator` finds: a finger needs 44 px both ways. */
async function expectFingerSized(page: Page, testIdOrSelector: string): Promise<void> {
  const box = (await page.locator(testIdOrSelector).first().boundingBox())!;
  expect([testIdOrSelector, Math.round(box.width) >= 44, Math.round(box.height) >= 44]).toEqual([
    testIdOrSelector,
    true,
    true,
  ]);
}

describe.each(PHONES)('the site on a phone, $name', (phone) => {
  it('Home fits the window; its search box finds a hot keyword', async () => {
    const page = await openAt(phone, '/');
    await page.getByTestId('hot-keyword').first().waitFor();
    await scrollThrough(page);
    await expectNoSideScroll(page);
    await snap(page, `phone-home-${phone.name}`);
    for (const target of ['[data-testid="phone-menu-button"]', '[data-testid="search-submit"]', 'input[type="search"]'])
      await expectFingerSized(page, target);
    expect(await smallTargets(page)).toEqual({});

    const [hot] = await hottestKeywords(s, 1);
    await page.locator('input[type="search"]').first().fill(hot!.keyword);
    await page.getByTestId('search-submit').first().click();
    await page.waitForURL(
      (url) => url.pathname === '/new/search/index' && url.searchParams.get('keyword') === hot!.keyword,
    );
    await page.getByTestId('search-page').waitFor();
    await expectNoSideScroll(page);
  });

  it('the header menu holds the rankings: the chart shows as cards, as the API lists it', async () => {
    const page = await openAt(phone, '/new/aso/hotsearch');
    await page.getByTestId('phone-menu-button').click();
    const menu = page.getByTestId('phone-menu');
    await menu.getByTestId('header-search').waitFor();
    await snap(page, `phone-menu-${phone.name}`);
    await menu.getByRole('link', { name: '实时排行榜' }).click();
    await page.waitForURL((url) => url.pathname === '/new/ranking/index');
    await menu.waitFor({ state: 'hidden' });
    const [first] = await chartRows(s, 'free');
    await expect.poll(() => page.getByTestId('rank-card').first().innerText()).toContain(first!.trackName);
    // No three charts side by side on a phone: cards or the list.
    expect(await page.getByTestId('layout-switch').getByTitle('三榜并列').count()).toBe(0);
    await expectNoSideScroll(page);
    await snap(page, `phone-ranking-${phone.name}`);
  });

  it("an app's page: its header in one column, its menu a strip of tabs, its tables scroll inside their cards", async () => {
    const [first] = await chartRows(s, 'free');
    const page = await openAt(phone, `/new/apps/view?appId=${first!.appId}&country=cn`);
    await page.getByTestId('app-header').getByText(first!.trackName).waitFor();
    await page.getByTestId('app-current-ranks').locator('.ant-table-row').first().waitFor();
    await expectNoSideScroll(page);
    await snap(page, `phone-app-${phone.name}`);
    // Its figures are the API's: each chart it is on, with its rank.
    const current = await apiData<{ list: { rank: number | null }[] }>(
      s,
      `/v1/apps/rankList?appId=${first!.appId}&country=cn`,
    );
    const rows = page.getByTestId('current-rank-row');
    expect(await rows.count()).toBe(current.list.length);
    for (const [i, r] of current.list.entries())
      expect(await rows.nth(i).locator('td').nth(1).innerText()).toBe(r.rank === null ? '已离榜' : `第 ${r.rank} 名`);
    const menu = page.getByTestId('app-menu');
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(phone.viewport.width);
    await menu.getByRole('link', { name: '基本信息' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/baseinfo');
    await page.getByTestId('app-facts').waitFor();
    await expectNoSideScroll(page);
  });

  it('电脑版 in the footer lays the desktop site out, remembered; 手机版 brings the phone site back', async () => {
    const page = await openAt(phone, '/new/ranking/index');
    await page.getByTestId('rank-card').first().waitFor();
    const mode = page.getByTestId('site-mode');
    await mode.scrollIntoViewIfNeeded();
    expect(await mode.innerText()).toBe('电脑版');
    await expectFingerSized(page, '[data-testid="site-mode"]');
    await mode.click();
    // The desktop layout's width (a 360 px phone's scale rounds it to 1241).
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBeGreaterThanOrEqual(1240);
    await page.getByTestId('nav-ranking').waitFor();
    expect(await page.getByTestId('phone-menu-button').count()).toBe(0);
    await page.reload();
    await page.getByTestId('nav-ranking').waitFor();
    await mode.scrollIntoViewIfNeeded();
    expect(await mode.innerText()).toBe('手机版');
    await mode.click();
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(phone.viewport.width);
    await page.getByTestId('phone-menu-button').waitFor();
    await expectNoSideScroll(page);
  });

  it("Home's popup ad fits the screen and closes with its button", async () => {
    const page = await openAt(phone, '/', true);
    const ad = page.getByTestId('popup-ad');
    await ad.waitFor();
    const box = (await ad.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.viewport.width);
    await expectFingerSized(page, '[data-testid="popup-ad-close"]');
    await snap(page, `phone-popup-${phone.name}`);
    await page.getByTestId('popup-ad-close').click();
    await ad.waitFor({ state: 'hidden' });
  });
});

/** `dialog` lies within the phone's screen, every control in it a finger's size. */
async function expectFits(page: Page, phone: Phone, dialog: string): Promise<void> {
  const box = (await page.locator(dialog).boundingBox())!;
  expect([box.x >= 0, box.x + box.width <= phone.viewport.width, box.y >= 0]).toEqual([true, true, true]);
  expect(await smallTargets(page, dialog)).toEqual({});
}

describe('dialogs on the small phone', () => {
  const phone = PHONES[1];
  it("the login dialog and the new member's greeting fit the screen, finger-sized, and close with their button", async () => {
    const [first] = await chartRows(s, 'free');
    const page = await openAt(phone, `/new/apps/view?appId=${first!.appId}&country=cn`);
    await page.getByTestId('app-follow').click();
    const login = page.locator('.ant-modal:has([data-testid="login-panel"])');
    await login.getByTestId('login-panel').waitFor();
    await expectFits(page, phone, '.ant-modal:has([data-testid="login-panel"])');
    await snap(page, `phone-login-dialog-${phone.name}`);
    // The slide check is the form's width here, narrower than a computer's: a person's drag still passes.
    await dragLikeAPerson(page, login);
    await login.getByText('验证通过').waitFor();
    await login.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await login.waitFor({ state: 'hidden' });

    // A new member's first visit: the membership greeting, the visit's one prompt.
    const member = await registerTestUser(s.t, '13911112729');
    const greeted = await openPhone(s, phone, { session: member.cookieValue, prompts: true });
    await greeted.goto(`${s.baseUrl}/new/ranking/index`);
    const greeting = greeted.locator('.ant-modal:has([data-testid="vip-dialog-body"])');
    await greeting.waitFor();
    await expectFits(greeted, phone, '.ant-modal:has([data-testid="vip-dialog-body"])');
    await snap(greeted, `phone-vip-greeting-${phone.name}`);
    await greeting.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await greeting.waitFor({ state: 'hidden' });
    expect(await greeted.locator('.ant-modal').filter({ visible: true }).count()).toBe(0);
  });
});
