import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TEXTS } from '@bangyan/contract';
import { copyWorldEstimatesToPastMonths } from '../apps/server/test/boards.ts';
import { openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { fromRankingDropdown, pickDay, pickOption, pickCountry } from './dataPages.ts';

/**
 * The market pages (市场趋势, 下载/收入榜, 排名飙升榜), the ASO lists (实时热搜, 关键词热度榜,
 * 关键词覆盖榜) and the company pages on the tests' world (today 2026-11-22), against the API.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
  // Home's monthly boards link to October: give it the world's estimates.
  await copyWorldEstimatesToPastMonths(s.t.handle.db);
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}
const apiNames = async (path: string) =>
  (await api<{ list: { trackName: string }[] }>(path)).list.map((r) => r.trackName);

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const rows = (page: Page, table: string) => page.getByTestId(table).locator('tbody tr.ant-table-row');
const appNames = (page: Page, table: string) => rows(page, table).getByTestId('rank-app-link').allInnerTexts();
/** A ChartBox's state; while the chart code loads, its fallback repeats the test id inside, hence the outer one. */
const chartState = (page: Page, testId: string) => page.getByTestId(testId).first().getAttribute('data-state');

/** The address says `path` and the page's own root is there (the page before may still show while the next loads). */
async function arrived(page: Page, path: string, testId: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByTestId(testId).waitFor();
}

/** Scrolls one of Home's sections into view (it loads its code and data when it gets near). */
async function fromDropdown(page: Page, label: string, path: string, testId: string): Promise<void> {
  await fromRankingDropdown(page, label, path);
  await page.getByTestId(testId).waitFor();
}

/** Scrolls one of Home's sections into view (it loads its code and data when it gets near). */
async function homeSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.waitFor();
  await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
  return section;
}

/** A series' total over its days with data (null: not collected that day). */
const sum = (list: { count: number | null }[]) => list.reduce((n, d) => n + (d.count ?? 0), 0);

/** A screenshot of the page's top with the pointer out of the way (no dropdown left open). */
async function shot(page: Page, name: string): Promise<void> {
  await page.mouse.move(720, 890);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

describe('market pages', () => {
  const trends = '市场趋势 from the dropdown: genre, range';
  it(`${trends}, pie day and kind change the charts and the URL; an empty chart says 暂无数据`, async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '市场趋势', '/new/ranking/overview', 'rank-overview-page');
    await expect.poll(() => chartState(page, 'trend-chart')).toBe('ready');
    const releases = await api<{ list: { count: number | null }[]; completeFrom: string }>('/v1/chart/releaseAppsCnt');
    await expect
      .poll(() => page.getByTestId('trend-total-releaseAppsCnt').innerText())
      .toContain(String(sum(releases.list)));
    // The world was collected from 11-20 on, its lookups from 11-21: the days before have no data, and
    // the page says so instead of drawing zeros (the chart leaves them out, shaded 暂无数据).
    expect(releases.list.slice(0, -1).every((d) => d.count === null)).toBe(true);
    expect(releases.completeFrom).toBe('20261122');
    const note = await page.getByTestId('trend-coverage-note').innerText();
    expect(note).toContain('不按 0 计');
    expect(note).toContain('新品、下架、清榜：2026-11-22 前暂无完整数据');
    expect(note).toContain('清词、预订：暂无数据');
    await expect.poll(() => chartState(page, 'scale-pie')).toBe('ready');
    expect(await page.getByTestId('scale-pie-total').innerText()).toBe(
      String((await api<{ total: number }>('/v1/chart/iosScaleCake')).total),
    );
    await shot(page, 'market-overview-1440x900');

    // Today's new apps by genre, as the API counts them.
    await expect.poll(() => chartState(page, 'genre-pie')).toBe('ready');
    const released = await api<{ total: number }>('/v1/chart/genresAppsCnt?kind=new');
    expect(released.total).toBeGreaterThan(0);
    expect(await page.getByTestId('genre-pie-total').innerText()).toBe(String(released.total));
    // Nothing was cleared from the charts today: the pie says so.
    await page.getByTestId('kind-tabs').getByText('清榜').click();
    await expect.poll(() => chartState(page, 'genre-pie')).toBe('empty');
    expect(await page.getByTestId('genre-pie').first().innerText()).toBe('暂无数据');
    // A day the trend leaves empty has no genre figures either: no pie of collection artefacts.
    await pickDay(page, '2026-11-21', 'day-picker');
    await expect.poll(() => page.getByTestId('genre-pie').first().innerText()).toBe('2026-11-21 暂无完整数据');
    expect(await api('/v1/chart/genresAppsCnt?date=20261121&kind=clear-chart')).toMatchObject({ total: null });
    expect(await page.getByTestId('genre-pie-total').innerText()).toBe('-');

    await pickOption(page, '游戏');
    const games = await api<{ total: number }>('/v1/chart/iosScaleCake?date=20261121&genre=6014');
    await expect.poll(() => page.getByTestId('scale-pie-total').innerText()).toBe(String(games.total));
    await page.getByTestId('range-7').click();
    const week = await api<{ list: { count: number }[] }>('/v1/chart/offlineAppsCnt?genre=6014&date1=20261116');
    await expect
      .poll(() => query(page))
      .toEqual({ kind: 'clear-chart', date: '20261121', genre: '6014', date1: '20261116' });
    await expect
      .poll(() => page.getByTestId('trend-total-offlineAppsCnt').innerText())
      .toContain(String(sum(week.list)));

    await page.reload();
    await expect.poll(() => page.getByTestId('genre-pie').first().innerText()).toBe('2026-11-21 暂无完整数据');
    expect(await page.getByTestId('range-picker').first().inputValue()).toBe('2026-11-16');
    expect(await page.getByTestId('day-picker').inputValue()).toBe('2026-11-21');
    expect(await page.getByTestId('scale-pie-total').innerText()).toBe(String(games.total));
    await closePage(page);
  });

  it("下载/收入榜 and 排名飙升榜 from Home's 全部 links: their filters change the rows; reload keeps them", async () => {
    const page = await openPage(s, '/');
    const monthly = await homeSection(page, 'monthly');
    await monthly.getByTestId('monthly-download').getByTestId('monthly-more').click();
    await arrived(page, '/new/ranking/RankHotApp', 'rank-hot-app-page');
    expect(query(page)).toEqual({ genreId: '6014', dateType: 'month', date: '2026-10' });
    const base = '/v1/bang/hotAppList?genreId=6014&dateType=month&date=2026-10';
    await expect.poll(() => appNames(page, 'hot-app-table')).toEqual(await apiNames(base));
    await shot(page, 'market-rankhotapp-1440x900');

    await page.getByTestId('hot-app-type').getByText('收入榜').click();
    const income = await api<{ total: number; list: { trackName: string }[] }>(`${base}&type=income`);
    await expect.poll(() => appNames(page, 'hot-app-table')).toEqual(income.list.map((r) => r.trackName));
    expect(income.total).toBeGreaterThan(50);
    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => appNames(page, 'hot-app-table')).toEqual(await apiNames(`${base}&type=income&page=2`));
    expect(query(page)).toMatchObject({ type: 'income', page: '2' });
    await page.reload();
    await expect.poll(() => appNames(page, 'hot-app-table')).toEqual(await apiNames(`${base}&type=income&page=2`));

    await pickOption(page, '应用');
    await expect
      .poll(() => appNames(page, 'hot-app-table'))
      .toEqual(await apiNames('/v1/bang/hotAppList?genreId=5000&dateType=month&date=2026-10&type=income'));
    await pickDay(page, '2026年11月', 'month-picker');
    await expect
      .poll(() => query(page))
      .toEqual({ genreId: '5000', dateType: 'month', date: '2026-11', type: 'income' });
    await expect
      .poll(() => appNames(page, 'hot-app-table'))
      .toEqual(await apiNames('/v1/bang/hotAppList?genreId=5000&date=2026-11&type=income'));

    await page.getByTestId('header-logo').click();
    const hot = await homeSection(page, 'hot-search');
    await hot.getByTestId('soaring-more').click();
    await arrived(page, '/new/ranking/RankTop', 'rank-top-page');
    expect(query(page)).toEqual({ rankTopType: 'rise', genre: '6014', type: 'free', day: '1' });
    await expect
      .poll(() => appNames(page, 'rank-top-table'))
      .toEqual((await apiNames('/v1/bang/rankTop?genre=6014')).slice(0, 50));
    expect(await page.getByTestId('rank-top-move').first().innerText()).toMatch(/↑\d+/);
    await shot(page, 'market-ranktop-1440x900');

    await page.getByTestId('rank-top-type').getByText('下降榜').click();
    await page.getByTestId('chart-type-tabs').getByText('畅销榜').click();
    await expect
      .poll(() => appNames(page, 'rank-top-table'))
      .toEqual((await apiNames('/v1/bang/rankTop?genre=6014&rankTopType=fall&type=grossing')).slice(0, 50));
    expect(await page.getByTestId('rank-top-move').first().innerText()).toMatch(/↓\d+/);
    await page.getByTestId('day-tabs').getByText('7天').click();
    await expect.poll(() => rows(page, 'rank-top-table').count()).toBe(0);
    expect(await page.getByTestId('rank-top-table').innerText()).toContain('畅销榜 · 游戏暂无7天可对比的排名');
    await page.reload();
    expect(query(page)).toEqual({ rankTopType: 'fall', genre: '6014', type: 'grossing', day: '7' });
    await page.getByTestId('rank-top-table').getByText('暂无7天可对比的排名').waitFor();
    await closePage(page);
  });
});

describe('ASO pages', () => {
  it("实时热搜 from Home's 全部: version and day change the groups; reload keeps them", async () => {
    const page = await openPage(s, '/');
    const hot = await homeSection(page, 'hot-search');
    await hot.getByTestId('hot-more').click();
    await arrived(page, '/new/aso/hotsearch', 'hot-search-page');
    type Groups = { list: { updateTime: string; keywordList: unknown[]; appList: unknown[] }[] };
    const today = await api<Groups>('/v1/aso/hotSearch');
    await expect.poll(() => page.getByTestId('hot-group').count()).toBe(today.list.length);
    expect(await page.getByTestId('hot-keyword').count()).toBe(
      today.list.reduce((n, g) => n + g.keywordList.length, 0),
    );
    expect(await page.getByTestId('hot-app').count()).toBe(today.list.reduce((n, g) => n + g.appList.length, 0));
    await expect.poll(() => chartState(page, 'hot-chart')).toBe('ready');
    await shot(page, 'aso-hotsearch-1440x900');

    await page.getByTestId('ios-version-tabs').getByText('iOS 12 及以下').click();
    await expect.poll(() => page.getByTestId('hot-app').count()).toBe(0);
    await pickDay(page, '2026-11-21', 'day-picker');
    const yesterday = await api<Groups>('/v1/aso/hotSearch?date=20261121&iosVersion=12');
    await expect
      .poll(() => page.getByTestId('hot-group-time').allInnerTexts())
      .toEqual(yesterday.list.map((g) => `${g.updateTime.slice(11)} 更新`));
    await page.reload();
    expect(query(page)).toEqual({ iosVersion: '12', date: '20261121' });
    await expect.poll(() => page.getByTestId('hot-group').count()).toBe(yesterday.list.length);
    await closePage(page);
  });

  const keywordBoards = '关键词热度榜 and 关键词覆盖榜 from the dropdown: list, page';
  it(`${keywordBoards}, order and genre change the rows; reload keeps them`, async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '关键词热度榜', '/new/aso/keywordrank', 'keyword-rank-page');
    const keywords = async (path: string) =>
      (await api<{ list: { keyword: string }[] }>(path)).list.map((k) => k.keyword);
    const shown = () => rows(page, 'keyword-rank-table').getByTestId('keyword-link').allInnerTexts();
    await expect.poll(shown).toEqual(await keywords('/v1/aso/keywordRank'));
    await page.getByTestId('list-type-tabs').getByText('飙升榜').click();
    await expect.poll(shown).toEqual(await keywords('/v1/aso/keywordRank?listType=rise'));
    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(shown).toEqual(await keywords('/v1/aso/keywordRank?listType=rise&page=2'));
    expect(await rows(page, 'keyword-rank-table').first().getByTestId('keyword-link').getAttribute('href')).toMatch(
      /^\/new\/search\/index\?keyword=.+&country=cn$/,
    );
    await shot(page, 'aso-keywordrank-1440x900');
    await page.reload();
    expect(query(page)).toEqual({ listType: 'rise', page: '2' });
    await expect.poll(shown).toEqual(await keywords('/v1/aso/keywordRank?listType=rise&page=2'));

    await fromDropdown(page, '关键词覆盖榜', '/new/keyword/coverrank', 'cover-rank-page');
    await expect.poll(() => appNames(page, 'cover-rank-table')).toEqual(await apiNames('/v1/keyword/coverRank'));
    await page.getByTestId('order-tabs').getByText('Top10 关键词数').click();
    await expect
      .poll(() => appNames(page, 'cover-rank-table'))
      .toEqual(await apiNames('/v1/keyword/coverRank?orderBy=top10'));
    await pickOption(page, '游戏');
    await expect
      .poll(() => appNames(page, 'cover-rank-table'))
      .toEqual(await apiNames('/v1/keyword/coverRank?orderBy=top10&genre=6014'));
    await expect.poll(() => chartState(page, 'cover-chart')).toBe('ready');
    await shot(page, 'aso-coverrank-1440x900');
    await page.reload();
    expect(query(page)).toEqual({ orderBy: 'top10', genre: '6014' });
    await expect
      .poll(() => appNames(page, 'cover-rank-table'))
      .toEqual(await apiNames('/v1/keyword/coverRank?orderBy=top10&genre=6014'));
    await closePage(page);
  });
});

describe('company pages', () => {
  const company = "open from Home's hot company: apps, accounts, overview";
  it(`${company}; status and storefront change them; reload keeps them`, async () => {
    const line = await api<{ list: { company: { id: string; label: string }[] } }>(
      '/v1/temple/getIndexHotSearch?country=cn',
    );
    const infos = await Promise.all(
      line.list.company.map((c) =>
        api<{ name: string; apps: number; accounts: number }>(`/v1/company/info?companyId=${c.id}`),
      ),
    );
    // A company with more than one developer account, to walk between them.
    const index = Math.max(
      0,
      infos.findIndex((i) => i.accounts > 1),
    );
    const company = line.list.company[index]!;
    const page = await openPage(s, '/');
    await page.getByTestId('hot-search-line').getByTestId('hot-company').nth(index).click();
    await arrived(page, '/new/company/app', 'company-app-page');
    expect(query(page)).toEqual({ companyId: company.id });
    await page.locator('h1', { hasText: infos[index]!.name }).waitFor();
    expect(await page.getByTestId('company-apps').innerText()).toContain(String(infos[index]!.apps));
    const apps = await api<{ list: { trackName: string; status: number }[] }>(
      `/v1/company/apps?companyId=${company.id}`,
    );
    const appRows = () => rows(page, 'company-app-table').getByTestId('company-app-link').allInnerTexts();
    await expect.poll(appRows).toEqual(apps.list.slice(0, 20).map((a) => a.trackName));
    await shot(page, 'company-app-1440x900');
    await page.getByTestId('status-tabs').getByText('已下架').click();
    await expect.poll(appRows).toEqual(apps.list.filter((a) => a.status === 0).map((a) => a.trackName));
    expect(query(page)).toEqual({ companyId: company.id, status: 'offline' });

    await page.getByTestId('company-tabs').getByText('开发者账号').click();
    await arrived(page, '/new/company/developer', 'company-developer-page');
    const developers = await api<{ list: { developerId: string; name: string }[] }>(
      `/v1/company/developers?companyId=${company.id}`,
    );
    const developerNames = () => rows(page, 'developer-table').getByTestId('developer-link').allInnerTexts();
    await expect.poll(developerNames).toEqual(developers.list.map((d) => d.name));
    expect(developers.list.length).toBe(infos[index]!.accounts);
    await shot(page, 'company-developer-1440x900');
    const sibling = developers.list.find((d) => d.developerId !== company.id) ?? developers.list[0]!;
    await rows(page, 'developer-table').getByTestId('developer-link').getByText(sibling.name, { exact: true }).click();
    await expect.poll(() => query(page)).toEqual({ companyId: sibling.developerId });
    await page.locator('h1', { hasText: sibling.name }).waitFor();

    await page.getByTestId('company-tabs').getByText('公司概况').click();
    await arrived(page, '/new/company/overview', 'company-overview-page');
    await expect.poll(() => chartState(page, 'company-genre-pie')).toBe('ready');
    await shot(page, 'company-overview-1440x900');
    await pickCountry(page, 'us');
    await page.getByText(COMPANY_TEXTS.notFound).waitFor();
    await page.reload();
    expect(query(page)).toEqual({ companyId: sibling.developerId, country: 'us' });
    await page.getByText(COMPANY_TEXTS.notFound).waitFor();
    await closePage(page);
  });
});
