import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chartRows, suggestions } from './fixtures.ts';
import { openAsUser, openPage, pollFor, snap, urlQuery, closePage } from './harness.ts';
import { api, drawn, header, hot, resultNames, s, search, serveKeywordWorld, typeInHeader } from './keywordSearch.ts';

/**
 * The header's search bar with other inputs (an app id, a company) and AndroidSearch on the tests'
 * world, against what the API answers.
 */

serveKeywordWorld();

describe('the header search bar, other inputs', () => {
  it('takes an app id to its AppRank page, and a company typed in Chinese or Latin letters to CompanyApp', async () => {
    const first = (await search(hot)).list[0]!;
    const page = await openPage(s, '/new/ranking/index');
    await typeInHeader(page, first.appId);
    await header(page).getByTestId('search-suggest-app').first().waitFor();
    expect(await header(page).getByTestId('search-suggest-app').first().innerText()).toContain(first.trackName);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/apps/view' && url.searchParams.get('appId') === first.appId);
    await pollFor(() => page.getByTestId('app-name').innerText()).toBe(first.trackName);

    await page.goto(`${s.baseUrl}/new/ranking/index`);
    await typeInHeader(page, first.developerName);
    const company = header(page).getByTestId('search-suggest-company').first();
    await company.waitFor();
    await company.click();
    const companyPage = (id: string) => (url: URL) =>
      url.pathname === '/new/company/app' && url.searchParams.get('companyId') === id;
    await page.waitForURL(companyPage(first.developerId));

    // Latin letters: the first word of a developer's English name finds its company.
    const results = (await search(hot)).list;
    const latin = results.find((r) => /^[A-Za-z]{4,}\b/.test(r.developerName) && r.developerId !== '')!;
    const word = latin.developerName.split(' ')[0]!;
    const suggested = await suggestions(s, word);
    expect(suggested.company.length).toBeGreaterThan(0);
    await typeInHeader(page, word);
    const companies = header(page).getByTestId('search-suggest-company');
    await pollFor(() => companies.count()).toBe(suggested.company.length);
    expect(await companies.first().innerText()).toContain(suggested.company[0]!.label);
    await companies.first().click();
    await page.waitForURL(companyPage(suggested.company[0]!.id));
    await closePage(page);
  });
});

describe('the header search bar, an app by its name', () => {
  it("opens the #1 free app's results on Enter, as the suggestions offered it first; a keyword stays a keyword", async () => {
    const top = (await chartRows(s, 'free'))[0]!;
    const suggested = await suggestions(s, top.trackName);
    expect(suggested.intent).toBe('app');
    const page = await openPage(s, '/new/ranking/index');
    await typeInHeader(page, top.trackName);
    // The dropdown lists the apps first, the #1 app on top.
    const groups = header(page).locator('[data-testid^="search-group-"]');
    await pollFor(() => groups.first().getAttribute('data-testid')).toBe('search-group-app');
    expect(await header(page).getByTestId('search-suggest-app').first().innerText()).toContain(top.trackName);
    await snap(page, 'search-app-name-suggestions-1440x900');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/new/search/index' && url.searchParams.get('keyword') === top.trackName,
    );
    // The apps named like it, the #1 app first, and the page says why; no "not collected" dead end.
    const byName = await search(top.trackName);
    expect(byName).toMatchObject({ info: null, intent: 'app' });
    const matched = page.getByTestId('matched-app');
    await pollFor(() => matched.allInnerTexts()).toEqual(byName.apps.map((a) => a.trackName || a.appId));
    expect((await matched.allInnerTexts())[0]).toBe(top.trackName);
    await page.getByTestId('search-meant-app').waitFor();
    expect(await page.getByTestId('keyword-unknown').count()).toBe(0);
    expect(await page.getByTestId('data-type-tabs').locator('.ant-segmented-item-selected').innerText()).toMatch(
      /^应用/,
    );
    expect(await page.locator('h1').innerText()).toBe(`应用搜索：${top.trackName}`);
    await snap(page, 'search-app-name-results-1440x900');
    await matched.first().click();
    await page.waitForURL((url) => url.pathname === '/new/apps/view' && url.searchParams.get('appId') === top.appId);

    // A tracked keyword typed and entered shows its results.
    await page.goto(`${s.baseUrl}/new/ranking/index`);
    await typeInHeader(page, hot);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/search/index' && url.searchParams.get('keyword') === hot);
    const results = (await search(hot)).list;
    await pollFor(() => resultNames(page)).toEqual(results.slice(0, 50).map((r) => r.trackName));
    await closePage(page);
  });
});

describe('AndroidSearch', () => {
  const searches = 'searches an Android market from the header';
  it(`${searches}; another market, an app's rank, and a keyword not collected`, async () => {
    const page = await openPage(s, '/new/ranking/index');
    // Picked again if the pick did not take (the select's code arrives after the first paint, and
    // its list can close under a busy machine's pointer before the option is clicked).
    for (let tries = 0; ; tries++) {
      try {
        await header(page).getByTestId('header-search-platform').click();
        const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
        await options.filter({ hasText: 'Android' }).click({ timeout: 5000 });
        await header(page).getByTestId('header-search-market').waitFor({ timeout: 5000 });
        break;
      } catch (error) {
        if (tries === 2) throw error;
        await page.keyboard.press('Escape');
      }
    }
    await typeInHeader(page, hot);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/search/android');
    expect(urlQuery(page)).toMatchObject({ keyword: hot, market: 'xiaomi' });
    type Android = {
      collected: boolean;
      time: string;
      resultCount: number;
      list: { trackName: string; appId: string }[];
    };
    const names = (page: Page) => page.getByTestId('android-row').getByTestId('rank-app-link').allInnerTexts();
    const xiaomi = await api<Android>('/v1/Androidsearch/indexPC', { keyword: hot, market: 'xiaomi' });
    expect(xiaomi.collected).toBe(true);
    await pollFor(() => names(page)).toEqual(xiaomi.list.slice(0, 50).map((r) => r.trackName || r.appId));
    expect(await page.getByTestId('android-time').innerText()).toContain(xiaomi.time);
    await drawn(page, 'android-count-chart');

    // Another market, picked on the page.
    await page.getByTestId('search-market').click();
    const markets = page.locator('.ant-select-dropdown').filter({ hasText: '华为' }).locator('.ant-select-item-option');
    await markets.filter({ hasText: 'VIVO' }).click();
    await pollFor(() => urlQuery(page).market).toBe('vivo');
    const vivo = await api<Android>('/v1/Androidsearch/indexPC', { keyword: hot, market: 'vivo' });
    await pollFor(() => names(page)).toEqual(vivo.list.slice(0, 50).map((r) => r.trackName || r.appId));

    // The first app's rank, day by day.
    await page.getByTestId('android-row').first().getByTestId('draw-rank').click();
    await pollFor(() => urlQuery(page).appId).toBe(vivo.list[0]!.appId);
    await drawn(page, 'android-rank-chart');
    await snap(page, 'search-android-1440x900', true);

    // A member exports the market's results.
    const androidPage = (params: Record<string, string>) => `/new/search/android?${new URLSearchParams(params)}`;
    const { page: member } = await openAsUser(s, androidPage({ keyword: hot, market: 'vivo' }), '13700003333');
    const download = member.waitForEvent('download');
    await member.getByTestId('export-button').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^安卓关键词搜索结果-VIVO-${hot}-\\d{8}\\.xlsx$`));
    await closePage(member);

    // An unknown market in the address: said, and Xiaomi's data shown.
    await page.goto(s.baseUrl + androidPage({ keyword: hot, market: 'nokia' }));
    await page.getByTestId('unknown-store').getByText('不支持的应用市场「nokia」，已显示小米的数据').waitFor();
    // A keyword the markets are not searched for.
    await page.goto(s.baseUrl + androidPage({ keyword: '没有这个词', market: 'oppo' }));
    await page.getByTestId('android-not-collected').waitFor();
    await closePage(page);
  });
});
