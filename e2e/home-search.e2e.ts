import type { Suggestions } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCountry } from './dataPages.ts';
import { chartRows, hotSearch, hottestKeywords, suggestions } from './fixtures.ts';
import { serveApp, snap, type Served, closePage } from './harness.ts';
import { appRoute, dropdown, expectRoute, iconsLoaded, openHome, searchRoute, typeLikeAPerson } from './homeSearch.ts';

/**
 * Home's search box on the tests' world: suggestions for typed text (keywords, apps, companies) as
 * the API answers them, where picking one goes, the Android markets and the storefront picker.
 * home-search-area.e2e.ts covers submitting, recent searches, the hot-search line and the banner.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

describe('Home search box', () => {
  it('suggests for a one-character Chinese prefix after the debounce, and a keyword goes to Search', async () => {
    const first = [...(await hotSearch(s)).kw[0]!.label][0]!;
    const expected = (await suggestions(s, first)).kw;
    const { page, suggestRequests } = await openHome(s);
    expect(await page.getByTestId('search-input').getAttribute('placeholder')).toBe(
      '请输入应用名称、应用ID、关键词或公司名称',
    );
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
    expect(await kw.first().innerText()).toContain(expected[0]!.label);
    for (const title of ['关键词', '应用']) await dropdown(page).getByText(title, { exact: true }).waitFor();
    await snap(page, 'home-search-suggest-chinese');

    await kw.first().click();
    await expectRoute(page, searchRoute(expected[0]!.label));
    await closePage(page);
  });

  it('suggests for two Chinese characters typed one by one, asking once after the last key', async () => {
    // A prefix that means keywords: one that names an app lists its apps first (search-header.e2e.ts).
    let two = '';
    let expected: Suggestions['kw'] = [];
    for (const { keyword } of await hottestKeywords(s, 50)) {
      if ([...keyword].length < 3) continue;
      const answer = await suggestions(s, [...keyword].slice(0, 2).join(''));
      if (answer.intent === 'app' || answer.kw.length < 2) continue;
      [two, expected] = [[...keyword].slice(0, 2).join(''), answer.kw];
      break;
    }
    expect(two).not.toBe('');
    const { page, suggestRequests } = await openHome(s);
    await typeLikeAPerson(page, two);
    await dropdown(page).getByTestId('search-group-kw').waitFor();
    expect(suggestRequests).toHaveLength(1);
    expect(new URL(suggestRequests[0]!).searchParams.get('keyword')).toBe(two);
    const shown = expected.map((k) => (k.heat === null ? k.label : `${k.label}\n热度 ${k.heat}`));
    expect(await dropdown(page).getByTestId('search-suggest-kw').allInnerTexts()).toEqual(shown);
    // Arrow down to the second keyword; Enter picks it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectRoute(page, searchRoute(expected[1]!.label));
    await closePage(page);
  });

  it('suggests apps for Latin text and an app goes to its AppRank page', async () => {
    const [app] = (await suggestions(s, 'pro')).app;
    const { page } = await openHome(s);
    await typeLikeAPerson(page, 'pro');
    const apps = dropdown(page).getByTestId('search-suggest-app');
    await apps.first().waitFor();
    expect(await apps.first().innerText()).toContain(app!.label);
    await snap(page, 'home-search-suggest-latin');
    await apps.first().click();
    await expectRoute(page, appRoute(app!.id));
    await closePage(page);
  });

  it('answers an app id with that app, and Enter on an id goes to its AppRank page', async () => {
    const top = (await chartRows(s, 'free'))[0]!;
    const { page } = await openHome(s);
    await typeLikeAPerson(page, top.appId);
    const app = dropdown(page).getByTestId('search-suggest-app');
    await app.first().waitFor();
    expect(await app.count()).toBe(1);
    expect(await app.first().innerText()).toBe(`${top.trackName}\n应用ID ${top.appId}`);
    await page.keyboard.press('Enter');
    await expectRoute(page, appRoute(top.appId));
    await closePage(page);
  });

  it('finds a company by its developer name and opens CompanyApp', async () => {
    const hot = (await hotSearch(s)).company[0]!;
    // Its other (usually English) name, as suggested for its name.
    const { alias } = (await suggestions(s, hot.label)).company.find((c) => c.id === hot.id)!;
    const typed = (alias || hot.label).split(' ')[0]!.toLowerCase();
    const expected = (await suggestions(s, typed)).company;
    const { page } = await openHome(s);
    await typeLikeAPerson(page, typed);
    const companies = dropdown(page).getByTestId('search-suggest-company');
    await companies.first().waitFor();
    expect(await companies.count()).toBe(expected.length);
    await dropdown(page).getByText('公司', { exact: true }).waitFor();
    const index = expected.findIndex((c) => c.id === hot.id);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(await companies.nth(index).innerText()).toContain(hot.label);
    await snap(page, 'home-search-suggest-company');
    await companies.nth(index).click();
    await expectRoute(page, `/new/company/app?companyId=${hot.id}`);
    await closePage(page);
  });

  it('switches to Android: the market selector shows and searches go to AndroidSearch with the market', async () => {
    const android = s.t.handle.db.selectFrom('android_apps').select(['app_id', 'name']);
    const oppoApp = await android.where('market', '=', 'oppo').orderBy('app_id').executeTakeFirstOrThrow();
    const { page } = await openHome(s);
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
    const expected = (await suggestions(s, first, { platform: 'android', market: 'oppo' })).app;
    const apps = dropdown(page).getByTestId('search-suggest-app');
    await apps.first().waitFor();
    expect(await apps.count()).toBe(expected.length);
    await apps.first().click();
    await expectRoute(page, `/new/android/download?${new URLSearchParams({ appId: expected[0]!.id, market: 'oppo' })}`);
    await closePage(page);

    const again = await openHome(s);
    await again.page.getByTestId('search-platform').click();
    await again.page.locator('.ant-select-item-option').filter({ hasText: 'Android' }).click();
    await typeLikeAPerson(again.page, '斗地主');
    await again.page.keyboard.press('Enter');
    const params = { keyword: '斗地主', country: 'cn', market: 'xiaomi', from: 'input' };
    await expectRoute(again.page, `/new/search/android?${new URLSearchParams(params)}`);
    await closePage(again.page);
  });

  it('picks an iOS storefront in the grouped, searchable country picker', async () => {
    const { page } = await openHome(s);
    await pickCountry(page, '');
    const panel = page.getByTestId('country-picker-panel');
    const groups = ['热门地区', '亚洲', '美国和加拿大', '欧洲', '拉丁美洲', '非洲、中东和印度'];
    for (const group of groups) await panel.getByRole('tab', { name: group }).waitFor();
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
    await closePage(page);
  });
});
