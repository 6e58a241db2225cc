import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SUGGESTION_LIMITS } from '@bangyan/contract';
import { appSuggestions, chartRanking, companySuggestions, hotCompanies, hotKeywords, keywordSuggestions } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { registerTestUser } from '../../server/test/users.ts';
import { CONTEXT_OPTIONS, serveApp, snap, type Served } from './harness.ts';
import { pickCountry } from './dataPages.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

const WIDE = { width: 1440, height: 900 };
const LOW = { width: 1280, height: 650 };
const db = () => s.t.handle.db;

/** A lettered tile per icon URL, so the page shows icons without reaching any host. */
const iconSvg = (url: string) => {
  const hue = Number(/(\d+)\.png/.exec(url)?.[1] ?? 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,48%)"/></linearGradient></defs><rect width="60" height="60" fill="url(#g)"/><circle cx="30" cy="30" r="14" fill="none" stroke="#fff" stroke-width="5" opacity="0.85"/></svg>`;
};

interface Home {
  page: Page;
  /** Every suggestion request the page sent, as URLs. */
  suggestRequests: string[];
}

/**
 * Home in a fresh browser (or a logged-in one with `cookie`). Home's one-per-visit prompts and the
 * first login's VIP dialog were closed on an earlier visit. Some destinations (AndroidAppRank)
 * come with later work and the catch-all route sends their addresses on to /404, so the page also
 * notes every address the router was asked to load (its loader requests) for `expectRoute`.
 */
async function openHome(viewport: { width: number; height: number }, cookie?: string): Promise<Home> {
  const context = await s.browser.newContext({ viewport, ...CONTEXT_OPTIONS });
  await context.route(/^https:\/\/sim\.bangyan\.local\//, (route) => route.fulfill({ contentType: 'image/svg+xml', body: iconSvg(route.request().url()) }));
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
    // The first login's VIP service dialog was seen before too.
    localStorage.setItem('vip_service_dialog', '1');
    const Native = window.Request;
    const seen: string[] = [];
    Object.defineProperty(window, '__routerRequests', { value: seen });
    window.Request = class extends Native {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        seen.push(this.url);
      }
    };
  });
  if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: s.baseUrl }]);
  const page = await context.newPage();
  const suggestRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/search/suggestionPC')) suggestRequests.push(r.url());
  });
  await page.goto(`${s.baseUrl}/`);
  await page.getByTestId('search-input').waitFor();
  return { page, suggestRequests };
}

/** Back to Home with the browser's back button, forgetting the addresses asked for so far. */
async function backHome(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForFunction(() => window.location.pathname === '/');
  await page.evaluate(() => {
    (window as unknown as { __routerRequests: string[] }).__routerRequests.length = 0;
  });
  await page.getByTestId('search-input').waitFor();
}

/** Waits until the banner's icons have loaded, so a screenshot shows them. */
async function iconsLoaded(page: Page): Promise<void> {
  await page.getByTestId('banner-icon').first().waitFor();
  // Icons load lazily: those on screen.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="banner-icons"] img'))
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.right > 0 && r.left < window.innerWidth;
      })
      .every((img) => img.complete),
  );
}

/** The page left Home for `expected` (path and query), whether or not that page exists yet. */
async function expectRoute(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(() => window.location.pathname !== '/');
  const asked = await page.evaluate(() => {
    const requests = (window as unknown as { __routerRequests: string[] }).__routerRequests;
    return [window.location.pathname + window.location.search, ...requests.map((u) => new URL(u).pathname + new URL(u).search)];
  });
  expect(asked, JSON.stringify(asked)).toContain(expected);
}

const searchRoute = (keyword: string, country = 'cn') => `/new/search/index?${new URLSearchParams({ keyword, country, from: 'input' })}`;
const appRoute = (appId: string, country = 'cn') => `/new/apps/view?${new URLSearchParams({ appId, country })}`;

/** Clicks into the search field and clears whatever it holds, as a person does. */
async function emptyField(page: Page): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.click();
  if ((await input.inputValue()) !== '') {
    await input.press('Control+A');
    await input.press('Backspace');
  }
}

/** Types into the emptied search field as a person does, a key at a time. */
async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  await emptyField(page);
  await page.keyboard.type(text, { delay: 120 });
}

const dropdown = (page: Page) => page.getByTestId('search-dropdown');

describe('Home search box', () => {
  it('suggests for a one-character Chinese prefix after the debounce, and a keyword goes to Search', async () => {
    const [hottest] = await hotKeywords(db(), { country: 'cn', at: WORLD_NOW, limit: 1 });
    const first = [...hottest!.term][0]!;
    const expected = await keywordSuggestions(db(), { country: 'cn', text: first, at: WORLD_NOW, limit: SUGGESTION_LIMITS.kw });
    const { page, suggestRequests } = await openHome(WIDE);
    expect(await page.getByTestId('search-input').getAttribute('placeholder')).toBe('请输入应用名称、应用ID、关键词或公司名称');
    await iconsLoaded(page);
    await page.getByTestId('hot-keyword').first().waitFor();
    await snap(page, 'home-search-banner-1440x900');

    await typeLikeAPerson(page, first);
    // Nothing is asked before the 500 ms debounce has passed.
    expect(suggestRequests).toHaveLength(0);
    await dropdown(page).getByTestId('search-group-kw').waitFor();
    expect(suggestRequests).toHaveLength(1);
    const kw = dropdown(page).getByTestId('search-suggest-kw');
    expect(await kw.count()).toBe(expected.length);
    expect(await kw.first().innerText()).toContain(expected[0]!.term);
    for (const title of ['关键词', '应用']) await dropdown(page).getByText(title, { exact: true }).waitFor();
    await snap(page, 'home-search-suggest-chinese');

    await kw.first().click();
    await expectRoute(page, searchRoute(expected[0]!.term));
    await page.context().close();
  });

  it('suggests for two Chinese characters typed one by one, asking once after the last key', async () => {
    const word = (await hotKeywords(db(), { country: 'cn', at: WORLD_NOW, limit: 50 })).map((k) => k.term).find((w) => [...w].length >= 3)!;
    const two = [...word].slice(0, 2).join('');
    const expected = await keywordSuggestions(db(), { country: 'cn', text: two, at: WORLD_NOW, limit: SUGGESTION_LIMITS.kw });
    const { page, suggestRequests } = await openHome(WIDE);
    await typeLikeAPerson(page, two);
    await dropdown(page).getByTestId('search-group-kw').waitFor();
    expect(suggestRequests).toHaveLength(1);
    expect(new URL(suggestRequests[0]!).searchParams.get('keyword')).toBe(two);
    expect(await dropdown(page).getByTestId('search-suggest-kw').allInnerTexts()).toEqual(expected.map((k) => (k.heat === null ? k.term : `${k.term}\n热度 ${k.heat}`)));
    // Arrow down to the second keyword; Enter picks it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectRoute(page, searchRoute(expected[1]!.term));
    await page.context().close();
  });

  it('suggests apps for Latin text and an app goes to its AppRank page', async () => {
    const [app] = await appSuggestions(db(), { platform: 'ios', country: 'cn' }, 'pro', SUGGESTION_LIMITS.app);
    const { page } = await openHome(WIDE);
    await typeLikeAPerson(page, 'pro');
    const apps = dropdown(page).getByTestId('search-suggest-app');
    await apps.first().waitFor();
    expect(await apps.first().innerText()).toContain(app!.name);
    await snap(page, 'home-search-suggest-latin');
    await apps.first().click();
    await expectRoute(page, appRoute(app!.appId));
    await page.context().close();
  });

  it('answers an app id with that app, and Enter on an id goes to its AppRank page', async () => {
    const free = await chartRanking(db(), { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW });
    const top = free!.entries[0]!;
    const { page } = await openHome(WIDE);
    await typeLikeAPerson(page, String(top.appId));
    const app = dropdown(page).getByTestId('search-suggest-app');
    await app.first().waitFor();
    expect(await app.count()).toBe(1);
    expect(await app.first().innerText()).toBe(`${top.name}\n应用ID ${top.appId}`);
    await page.keyboard.press('Enter');
    await expectRoute(page, appRoute(String(top.appId)));
    await page.context().close();
  });

  it('finds a company by its developer name and opens CompanyApp', async () => {
    const [hot] = await hotCompanies(db(), { country: 'cn', at: WORLD_NOW, limit: 1 });
    const typed = (hot!.alias || hot!.name).split(' ')[0]!.toLowerCase();
    const expected = await companySuggestions(db(), { country: 'cn', text: typed, limit: SUGGESTION_LIMITS.company });
    const { page } = await openHome(WIDE);
    await typeLikeAPerson(page, typed);
    const companies = dropdown(page).getByTestId('search-suggest-company');
    await companies.first().waitFor();
    expect(await companies.count()).toBe(expected.length);
    await dropdown(page).getByText('公司', { exact: true }).waitFor();
    const index = expected.findIndex((c) => c.developerId === hot!.developerId);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(await companies.nth(index).innerText()).toContain(hot!.name);
    await snap(page, 'home-search-suggest-company');
    await companies.nth(index).click();
    await expectRoute(page, `/new/company/app?companyId=${hot!.developerId}`);
    await page.context().close();
  });

  it('submits text with Enter or the button; empty text only focuses the field', async () => {
    const { page } = await openHome(WIDE);
    const input = page.getByTestId('search-input');
    await input.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('search-submit').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    await typeLikeAPerson(page, '  记账 ');
    await page.keyboard.press('Enter');
    await expectRoute(page, searchRoute('记账'));
    await expect.poll(() => dropdown(page).count()).toBe(0);

    await backHome(page);
    await typeLikeAPerson(page, '天气');
    await page.getByTestId('search-submit').click();
    await expectRoute(page, searchRoute('天气'));
    await page.context().close();
  });

  it('keeps a visitor\'s recent searches in the browser: shown when empty, one deleted, all cleared', async () => {
    const { page } = await openHome(WIDE);
    for (const word of ['记账', '天气', '视频']) {
      await typeLikeAPerson(page, word);
      await page.keyboard.press('Enter');
      await expectRoute(page, searchRoute(word));
      await backHome(page);
    }
    await emptyField(page);
    const items = dropdown(page).getByTestId('search-history-item');
    await dropdown(page).getByText('搜索历史').waitFor();
    expect(await items.allInnerTexts()).toEqual(['视频', '天气', '记账']);
    await snap(page, 'home-search-history');

    await items.nth(1).getByTestId('search-history-remove').click();
    expect(await items.allInnerTexts()).toEqual(['视频', '记账']);
    // A recent search is a search again.
    await items.nth(1).getByTestId('search-history-link').click();
    await expectRoute(page, searchRoute('记账'));
    await backHome(page);
    await emptyField(page);
    expect(await dropdown(page).getByTestId('search-history-item').allInnerTexts()).toEqual(['记账', '视频']);
    await dropdown(page).getByTestId('search-history-clear').click();
    await expect.poll(() => dropdown(page).count()).toBe(0);
    await page.reload();
    await page.getByTestId('search-input').click();
    await page.waitForTimeout(300);
    expect(await dropdown(page).count()).toBe(0);
    await page.context().close();
  });

  it('keeps a logged-in user\'s recent searches on the server', async () => {
    const user = await registerTestUser(s.t, '13900001234');
    const { page } = await openHome(WIDE, user.cookieValue);
    await page.getByTestId('svip-trial-button').waitFor();
    await iconsLoaded(page);
    await snap(page, 'home-search-logged-in');
    const stored = async () => (await db().selectFrom('search_history').select('keyword').where('uid', '=', user.uid).orderBy('searched_at', 'desc').execute()).map((r) => r.keyword);
    for (const word of ['消消乐', '斗地主']) {
      await typeLikeAPerson(page, word);
      await page.keyboard.press('Enter');
      await expectRoute(page, searchRoute(word));
      // Recorded on the server before the next page load could cut the request short.
      await expect.poll(stored).toContain(word);
      await backHome(page);
    }
    expect(await stored()).toEqual(['斗地主', '消消乐']);
    await emptyField(page);
    const items = dropdown(page).getByTestId('search-history-item');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['斗地主', '消消乐']);
    await items.nth(0).getByTestId('search-history-remove').click();
    await expect.poll(stored).toEqual(['消消乐']);
    expect(await items.allInnerTexts()).toEqual(['消消乐']);
    await dropdown(page).getByTestId('search-history-clear').click();
    await expect.poll(stored).toEqual([]);
    await expect.poll(() => dropdown(page).count()).toBe(0);
    await page.context().close();
  });

  it('switches to Android: the market selector shows and searches go to AndroidSearch with the market', async () => {
    const oppoApp = await db().selectFrom('android_apps').select(['app_id', 'name']).where('market', '=', 'oppo').orderBy('app_id').executeTakeFirstOrThrow();
    const { page } = await openHome(WIDE);
    expect(await page.getByTestId('search-market').count()).toBe(0);
    await page.getByTestId('search-platform').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Android' }).click();
    const market = page.getByTestId('search-market');
    await market.waitFor();
    expect(await market.innerText()).toContain('小米');
    expect(await page.getByTestId('search-country').count()).toBe(0);
    await market.click();
    // The market list (the platform list may still be fading out).
    const options = page.locator('.ant-select-dropdown').filter({ hasText: '华为' }).locator('.ant-select-item-option');
    expect((await options.allInnerTexts()).slice(0, 3)).toEqual(['小米', 'VIVO', 'OPPO']);
    await snap(page, 'home-search-android-markets');
    await options.filter({ hasText: 'OPPO' }).click();
    expect(await market.innerText()).toContain('OPPO');

    // An Android app's suggestion comes from the market and opens its Android page.
    const first = [...oppoApp.name][0]!;
    await typeLikeAPerson(page, first);
    const expected = await appSuggestions(db(), { platform: 'android', market: 'oppo' }, first, SUGGESTION_LIMITS.app);
    const apps = dropdown(page).getByTestId('search-suggest-app');
    await apps.first().waitFor();
    expect(await apps.count()).toBe(expected.length);
    await apps.first().click();
    await expectRoute(page, `/new/android/download?${new URLSearchParams({ appId: expected[0]!.appId, market: 'oppo' })}`);
    await page.context().close();

    const again = await openHome(WIDE);
    await again.page.getByTestId('search-platform').click();
    await again.page.locator('.ant-select-item-option').filter({ hasText: 'Android' }).click();
    await typeLikeAPerson(again.page, '斗地主');
    await again.page.keyboard.press('Enter');
    await expectRoute(again.page, `/new/search/android?${new URLSearchParams({ keyword: '斗地主', country: 'cn', market: 'xiaomi', from: 'input' })}`);
    await again.page.context().close();
  });

  it('picks an iOS storefront in the grouped, searchable country picker', async () => {
    const { page } = await openHome(WIDE);
    await pickCountry(page, '');
    const panel = page.getByTestId('country-picker-panel');
    for (const group of ['热门地区', '亚洲', '美国和加拿大', '欧洲', '拉丁美洲', '非洲、中东和印度']) await panel.getByRole('tab', { name: group }).waitFor();
    await panel.getByRole('tab', { name: '欧洲' }).click();
    await panel.getByTestId('country-de').waitFor();
    await snap(page, 'home-search-country-picker');
    await page.getByTestId('country-picker-search').fill('riben');
    expect(await panel.locator('button[data-testid^="country-"]').allInnerTexts()).toEqual(['日本']);
    await panel.getByTestId('country-jp').click();
    expect(await page.getByTestId('search-country').innerText()).toBe('日本');
    await typeLikeAPerson(page, '游戏');
    await page.keyboard.press('Enter');
    await expectRoute(page, searchRoute('游戏', 'jp'));
    await page.context().close();
  });

  it('shows the hot-search line: a hot keyword searches it, a hot company opens its page', async () => {
    const kw = await hotKeywords(db(), { country: 'cn', at: WORLD_NOW, limit: 8 });
    const companies = await hotCompanies(db(), { country: 'cn', at: WORLD_NOW, limit: 4 });
    const { page } = await openHome(WIDE);
    const line = page.getByTestId('hot-search-line');
    await line.getByTestId('hot-keyword').first().waitFor();
    expect(await line.getByTestId('hot-keyword').allInnerTexts()).toEqual(kw.map((k) => k.term));
    expect(await line.getByTestId('hot-company').allInnerTexts()).toEqual(companies.map((c) => c.name));
    await line.getByTestId('hot-keyword').nth(1).click();
    await expectRoute(page, searchRoute(kw[1]!.term));
    await backHome(page);
    await page.getByTestId('hot-company').first().click();
    await expectRoute(page, `/new/company/app?companyId=${companies[0]!.developerId}`);
    await backHome(page);
    // The hot keyword clicked is a recent search now.
    await emptyField(page);
    expect(await dropdown(page).getByTestId('search-history-item').allInnerTexts()).toEqual([kw[1]!.term]);
    await page.context().close();
  });

  it('opens feedback from the tip; a closed tip stays closed after reload', async () => {
    const { page } = await openHome(WIDE);
    const tip = page.getByTestId('feedback-tip');
    await tip.waitFor();
    await page.getByTestId('feedback-tip-open').click();
    await page.getByTestId('feedback-form').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('feedback-form').waitFor({ state: 'hidden' });
    await page.getByTestId('feedback-tip-close').click();
    expect(await tip.count()).toBe(0);
    await page.reload();
    await page.getByTestId('search-input').waitFor();
    await page.getByTestId('hot-keyword').first().waitFor();
    expect(await page.getByTestId('feedback-tip').count()).toBe(0);
    await page.context().close();
  });

  it('scrolls three rows of chart icons under a transparent header at 1280x650, each linking to its app', async () => {
    const free = await chartRanking(db(), { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW });
    const { page } = await openHome(LOW);
    await iconsLoaded(page);
    expect(await page.getByTestId('banner-icon-row').count()).toBe(3);
    expect(await page.getByTestId('site-header').getAttribute('data-transparent')).toBe('true');
    const banner = (await page.getByTestId('home-banner').boundingBox())!;
    expect(banner.height).toBe(440);
    const first = page.getByTestId('banner-icon').first();
    expect(await first.getAttribute('href')).toBe(appRoute(String(free!.entries[0]!.appId)));
    // The rows move: the first icon is somewhere else a moment later; they stand still for a
    // person whose system asks for less motion (as the tests' browser does, CONTEXT_OPTIONS).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const x0 = (await first.boundingBox())!.x;
    await page.waitForTimeout(1000);
    expect((await first.boundingBox())!.x).not.toBe(x0);
    await snap(page, 'home-search-banner-1280x650');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = (await first.boundingBox())!.x;
    await page.waitForTimeout(500);
    expect((await first.boundingBox())!.x).toBe(still);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // The search box and its dropdown fit the low window too.
    await typeLikeAPerson(page, '视频');
    await dropdown(page).getByTestId('search-group-kw').waitFor();
    await snap(page, 'home-search-suggest-1280x650');
    await page.keyboard.press('Escape');

    // An icon left of the search area: pointing at it stops its row, and a click opens its app.
    // The rows keep moving: looked for again until one icon stands wholly in that strip.
    const findSpot = () =>
      page.evaluate(() => {
        for (const el of Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="banner-icon"]'))) {
          const r = el.getBoundingClientRect();
          if (r.left > 20 && r.right < 220 && r.top > 64) return { x: r.left + r.width / 2, y: r.top + 30, href: el.getAttribute('href')! };
        }
        return null;
      });
    let spot = await findSpot();
    await expect.poll(async () => (spot = await findSpot()), { timeout: 10_000 }).not.toBeNull();
    await page.mouse.move(spot!.x, spot!.y);
    await page.waitForTimeout(300);
    await page.mouse.click(spot!.x, spot!.y);
    await expectRoute(page, spot!.href);
    await page.context().close();
  });
});
