import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyLimitFailure, type AndroidRankItem, type RankIndexItem } from '@bangyan/contract';
import { openAsUser, openPage, serveApp, showHomeSection, snap, type Served, closePage } from './harness.ts';
import { fromRankingDropdown, pickDay, pickOption, pickCountry } from './dataPages.ts';

/** The chart pages (RankIndex, screenshot, androidindex) on the tests' world, against what the API answers. */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

interface Chart {
  date: string;
  time: string;
  previousTime: string;
  list: (RankIndexItem | AndroidRankItem)[];
}

async function api(path: string): Promise<Chart> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as { code: number; data: Chart };
  expect(body.code).toBe(0);
  return body.data;
}
/** The first page's app names (100 a page) of a chart the API answers. */
const apiNames = async (path: string) => (await api(path)).list.slice(0, 100).map((r) => r.trackName || r.appId);

/** Waits for a view to show what is expected (a page's first load takes a while on a busy machine). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const listNames = (page: Page) =>
  page.getByTestId('rank-table').locator('tbody tr.ant-table-row').getByTestId('rank-app-link').allInnerTexts();
const cardNames = (page: Page) => page.getByTestId('rank-card-name').allInnerTexts();
/** The names in one chart's column of the side-by-side table (blank cells past the chart's end left out). */
const boardNames = async (page: Page, type: string) =>
  (await page.getByTestId(`board-cell-${type}`).allInnerTexts())
    .map((text) => text.split('\n')[0]!.trim())
    .filter((name) => name !== '');
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function fromDropdown(page: Page, label: string, path: string): Promise<void> {
  await fromRankingDropdown(page, label, path);
  await page.locator('h1', { hasText: label }).waitFor();
}

describe('RankIndex', () => {
  it('opens from the header dropdown with the three charts side by side; cards are remembered over a reload', async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '实时排行榜', '/new/ranking/index');
    expect(await page.locator('h1').innerText()).toBe('实时排行榜');
    // The three charts side by side by default (as 七麦's), the latest snapshot: China's overall charts, 500 deep.
    for (const type of ['free', 'charge', 'grossing'])
      await poll(() => boardNames(page, type)).toEqual(await apiNames(`/v1/bang/lists?type=${type}&deep=1`));
    expect(await page.getByTestId('rank-board').locator('th').allInnerTexts()).toEqual([
      '排名',
      '免费榜',
      '付费榜',
      '畅销榜',
    ]);
    expect(await page.getByTestId('data-time').innerText()).toBe('数据时间 18:00');
    await snap(page, 'rankindex-board-1440x900');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'rankindex-board-1280x900');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Cards, remembered over a reload.
    await page.getByTestId('layout-switch').getByTitle('卡片模式').click();
    await poll(() => cardNames(page)).toEqual(await apiNames('/v1/bang/lists?deep=1'));
    await page.reload();
    await poll(() => cardNames(page)).toEqual(await apiNames('/v1/bang/lists?deep=1'));
    expect(await page.getByTestId('rank-board').count()).toBe(0);
    await snap(page, 'rankindex-cards-1440x900');

    await closePage(page);
  });

  const layout = 'in the list layout, type, genre, day';
  it(`${layout}, time and country change the rows and the URL; reload keeps them`, async () => {
    const page = await openPage(s, '/new/ranking/index');
    await page.getByTestId('layout-switch').getByTitle('列表模式').click();
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/lists?deep=1'));
    expect(await page.evaluate(() => localStorage.getItem('listmode'))).toBe('list');

    await page.getByTestId('chart-type-tabs').getByText('付费榜').click();
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/lists?type=charge&deep=1'));
    expect(query(page)).toEqual({ type: 'charge' });

    await pickOption(page, '游戏', { testId: 'genre-select' });
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/lists?type=charge&genre=6014&deep=1'));
    expect(query(page)).toEqual({ type: 'charge', genre: '6014' });

    await pickDay(page, '2026-11-21');
    await poll(() => query(page)).toEqual({ type: 'charge', genre: '6014', date: '20261121' });
    await poll(() => listNames(page)).toEqual(
      await apiNames('/v1/bang/lists?type=charge&genre=6014&date=20261121&deep=1'),
    );

    // The day's snapshot times; noon has the day before's noon to compare with.
    await pickOption(page, '12:00', { testId: 'time-select', search: true });
    const noon = '/v1/bang/lists?type=charge&genre=6014&date=20261121&time=12:00&deep=1';
    await poll(() => listNames(page)).toEqual(await apiNames(noon));
    expect(query(page)).toEqual({ type: 'charge', genre: '6014', date: '20261121', time: '12:00' });
    const chart = await api(noon);
    // The day's latest chart may list the same apps as noon's: the note and time say which one shows.
    await poll(() => page.getByTestId('data-time').innerText()).toBe('数据时间 2026-11-21 12:00');
    await poll(() => page.getByTestId('chart-note').innerText()).toBe(
      `共 ${chart.list.length} 款应用 · 排名变化对比 ${chart.previousTime} 的榜单（24 小时前）`,
    );
    const kinds = await page
      .getByTestId('rank-table')
      .locator('[data-kind]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toHaveLength(Math.min(100, chart.list.length));
    expect(kinds.some((k) => k !== 'flat')).toBe(true);
    await snap(page, 'rankindex-list-1440x900');

    await page.reload();
    await poll(() => listNames(page)).toEqual(await apiNames(noon));
    expect(await page.getByTestId('time-select').innerText()).toBe('12:00');

    await pickCountry(page, 'us');
    // Other storefronts' main charts are collected too (CHART_COUNTRIES), their times in China time.
    await poll(() => listNames(page)).toEqual(await apiNames(`${noon}&country=us`));
    expect((await api(`${noon}&country=us`)).list.length).toBeGreaterThan(0);
    expect(query(page)).toEqual({ type: 'charge', genre: '6014', date: '20261121', time: '12:00', country: 'us' });
    // A storefront whose charts are not collected (Macao) has none.
    await pickCountry(page, 'mo');
    await page.getByTestId('rank-table').getByText('暂无数据').waitFor();
    await closePage(page);
  });

  const fromHome = "opens from Home's real-time rankings 全部 link with its genre and type";
  it(`${fromHome}; apps and developers link to their pages`, async () => {
    const page = await openPage(s, '/');
    await showHomeSection(page, 'rankings');
    await page.getByTestId('ranking-grossing').getByTestId('ranking-more').click();
    await page.waitForURL((url) => url.pathname === '/new/ranking/index');
    expect(query(page)).toEqual({ genre: '6014', country: 'cn', type: 'grossing' });
    const path = '/v1/bang/lists?genre=6014&type=grossing&deep=1';
    await poll(() => boardNames(page, 'grossing')).toEqual(await apiNames(path));
    await page.getByTestId('layout-switch').getByTitle('列表模式').click();
    const first = (await api(path)).list[0] as RankIndexItem;
    const row = page.getByTestId('rank-table').locator('tbody tr.ant-table-row').first();
    expect(await row.getByTestId('rank-app-link').getAttribute('href')).toBe(
      `/new/apps/view?appId=${first.appId}&country=cn`,
    );
    expect(await row.getByTestId('rank-developer-link').getAttribute('href')).toBe(
      `/new/company/app?companyId=${first.developerId}`,
    );
    await closePage(page);
  });

  it("dims the stale chart under a loading sign while another country loads; the header's country follows", async () => {
    const page = await openPage(s, '/new/ranking/index');
    const cn = await apiNames('/v1/bang/lists?type=free&deep=1');
    await poll(() => boardNames(page, 'free')).toEqual(cn);
    expect(await page.getByTestId('header-search-country').innerText()).toBe('中国');
    // The next storefront's charts are held back until the stale view has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v1/bang/lists' && url.searchParams.get('country') === 'us',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await pickCountry(page, 'us');
    await page.getByTestId('loading-sign').waitFor();
    expect(await page.getByTestId('stale-wrap').getAttribute('aria-busy')).toBe('true');
    expect(await boardNames(page, 'free')).toEqual(cn);
    await snap(page, 'rankindex-board-loading-1440x900');
    release();
    await poll(() => boardNames(page, 'free')).toEqual(await apiNames('/v1/bang/lists?type=free&deep=1&country=us'));
    // The free column can show before the other two have loaded: the sign goes once all three are in.
    await poll(() => page.getByTestId('loading-sign').count()).toBe(0);
    await poll(() => page.getByTestId('header-search-country').innerText()).toBe('美国');
    await closePage(page);
  });

  it("keeps a user's layout on the server (bangListType) and answers an old day with the limit dialog", async () => {
    const { page, user } = await openAsUser(s, '/new/ranking/index', '13600008888');
    await page.getByTestId('rank-board').waitFor();
    await page.getByTestId('layout-switch').getByTitle('列表模式').click();
    await page.getByTestId('rank-table').waitFor();
    const saved = () =>
      s.t.handle.db.selectFrom('users').select('bang_list_type').where('uid', '=', user.uid).executeTakeFirstOrThrow();
    await expect.poll(async () => (await saved()).bang_list_type).toBe('list');
    await closePage(page);

    const visitor = await openPage(s, '/new/ranking/index?date=20261001');
    const { msg } = historyLimitFailure('normal');
    await visitor.getByTestId('limit-message').filter({ hasText: msg }).waitFor();
    expect(await visitor.getByTestId('rank-error').innerText()).toContain(msg);
    await closePage(visitor);
  });
});

describe('榜单快照 and 安卓榜单', () => {
  it('shows a chart as it stood at a chosen day and time, read-only', async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '榜单快照', '/new/ranking/screenshot');
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/lists?deep=1'));
    expect(await page.getByTestId('layout-switch').count()).toBe(0);
    await pickDay(page, '2026-11-22');
    await pickOption(page, '12:00', { testId: 'time-select', search: true });
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/lists?date=20261122&time=12:00&deep=1'));
    expect(query(page)).toEqual({ time: '12:00' });
    await pickOption(page, '应用', { testId: 'genre-select' });
    await poll(() => listNames(page)).toEqual(
      await apiNames('/v1/bang/lists?genre=5000&date=20261122&time=12:00&deep=1'),
    );
    await page.reload();
    await poll(() => listNames(page)).toEqual(
      await apiNames('/v1/bang/lists?genre=5000&date=20261122&time=12:00&deep=1'),
    );
    expect(query(page)).toEqual({ time: '12:00', genre: '5000' });
    await snap(page, 'rank-screenshot-1440x900');
    await closePage(page);
  });

  it("shows an Android market's charts: market, chart and day change the rows and the URL", async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '安卓榜单', '/new/ranking/androidindex');
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/androidList'));
    await page.getByTestId('android-type-tabs').getByText('下载榜').click();
    await poll(() => listNames(page)).toEqual(await apiNames('/v1/bang/androidList?type=download'));
    await pickOption(page, '华为', { testId: 'search-market' });
    const huawei = await apiNames('/v1/bang/androidList?type=download&market=huawei');
    expect(huawei).not.toEqual(await apiNames('/v1/bang/androidList?type=download'));
    await poll(() => listNames(page)).toEqual(huawei);
    expect(query(page)).toEqual({ type: 'download', market: 'huawei' });
    await snap(page, 'rank-android-1440x900');
    await page.reload();
    await poll(() => listNames(page)).toEqual(huawei);
    await pickDay(page, '2026-11-02');
    await page.getByTestId('rank-table').getByText('暂无数据').waitFor();
    expect(query(page)).toEqual({ type: 'download', market: 'huawei', date: '20261102' });
    await closePage(page);
  });
});
