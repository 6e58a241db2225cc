import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatNumber,
  type AndroidAppInfo,
  type DataOf,
  type androidAppInfo,
  type androidAppKeywords,
  type androidAppMatch,
  type androidAppView,
  type androidCoverHistory,
  type androidDownloadHistory,
  type androidRatingHistory,
  type androidReviewList,
  type androidVersionList,
} from '@bangyan/contract';
import { linkListings } from '@bangyan/market';
import { apiData, apiPost, openPage, pollFor, serveApp, snap, urlQuery, type Served, closePage } from './harness.ts';

/** An Android app's pages (/new/android/...) on the tests' world, against what the API answers. */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string) => apiData<T>(s, path);
const state = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-state');
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const count = (n: number | null | undefined) => (n === null || n === undefined ? '-' : formatNumber(n));

async function openMenu(page: Page, label: string, path: string) {
  await page.getByTestId('app-menu').getByRole('link', { name: label }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The download page's figures for the market in the address equal the API's. */
async function checkDownloads(page: Page, appId: string, market: string) {
  const query = `appId=${appId}&market=${market}&days=30`;
  const d = await api<DataOf<typeof androidDownloadHistory>>(`/v1/android/downloadHistory?${query}`);
  const here = d.markets.find((m) => m.market === market)!;
  const latestTotal = [...here.totals].reverse().find((n) => n !== null) ?? null;
  const latestDaily = [...here.daily].reverse().find((n) => n !== null) ?? null;
  await pollFor(() => text(page, 'download-total')).toContain(count(latestTotal));
  expect(await text(page, 'download-latest')).toContain(count(latestDaily));
  const firstRow = page.getByTestId('download-row').first().locator('td');
  const latest = here.totals.findLastIndex((n) => n !== null);
  await pollFor(() => firstRow.nth(0).innerText()).toBe(d.dates[latest]);
  expect(await firstRow.nth(1).innerText()).toBe(count(here.daily[latest]));
  const days = here.totals.filter((n) => n !== null).length;
  await pollFor(() => page.getByTestId('download-row').count()).toBe(Math.min(30, days));
  await pollFor(() => state(page, 'android-download-chart')).toBe('ready');
}

describe('Android app pages', () => {
  const open = 'open from an Android chart row; every sub-page shows the API figures';
  it(`${open}; the market switch changes the market`, async () => {
    const page = await openPage(s, '/new/ranking/androidindex?market=xiaomi');
    const link = page.getByTestId('rank-app-link').first();
    await link.waitFor();
    const name = await link.innerText();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/new/android/download');
    const { appId = '', market } = urlQuery(page);
    expect(market).toBe('xiaomi');
    const info = await api<DataOf<typeof androidAppInfo>>(`/v1/android/appInfo?appId=${appId}&market=xiaomi`);
    expect(info.app!.trackName).toBe(name);
    await pollFor(() => text(page, 'app-name')).toBe(info.app!.trackName);
    expect(await text(page, 'app-developer')).toContain(info.app!.developerName);
    const q = `appId=${appId}&market=xiaomi`;
    /** The first row's cells of the table with the test id. */
    const firstCells = (testId: string) => page.getByTestId(testId).first().locator('td');
    await checkDownloads(page, appId, 'xiaomi');
    await snap(page, 'android-download-1440x900', true);

    await openMenu(page, '榜单排名', '/new/android/rankchart');
    expect(urlQuery(page)).toEqual({ appId, market: 'xiaomi' });
    await pollFor(() => state(page, 'android-rank-chart')).toBe('ready');
    await snap(page, 'android-rankchart-1440x900');

    await openMenu(page, '基本信息', '/new/android/baseinfo');
    const view = await api<DataOf<typeof androidAppView>>(`/v1/android/appView?${q}`);
    await pollFor(() => page.getByTestId('market-row').count()).toBe(view.markets.length);
    expect(await firstCells('market-row').nth(1).innerText()).toBe(view.markets[0]!.trackName);
    await pollFor(() => page.getByTestId('change-row').count()).toBe(Math.min(20, view.changes.length));

    await openMenu(page, '版本记录', '/new/android/version');
    const versions = await api<DataOf<typeof androidVersionList>>(`/v1/android/appVersionList?${q}`);
    await pollFor(() => page.getByTestId('version-row').count()).toBe(Math.min(20, versions.list.length));
    expect(await firstCells('version-row').first().innerText()).toBe(versions.list[0]!.version);

    await openMenu(page, '关键词覆盖', '/new/android/keyword');
    const cover = await api<DataOf<typeof androidCoverHistory>>(`/v1/androidchart/coverHistory?${q}&days=30`);
    const keywords = await api<DataOf<typeof androidAppKeywords>>(`/v1/android/appKeywords?${q}`);
    await pollFor(() => text(page, 'cover-total')).toContain(String(cover.list.at(-1)!.total));
    expect(await text(page, 'cover-top3')).toContain(String(cover.list.at(-1)!.top3));
    expect(await text(page, 'android-cover-note')).toContain('并非该市场的全部关键词');
    await pollFor(() => page.getByTestId('keyword-row').count()).toBe(Math.min(20, keywords.list.length));
    expect(await firstCells('keyword-row').nth(2).innerText()).toBe(String(keywords.list[0]!.rank));
    await pollFor(() => state(page, 'android-cover-chart')).toBe('ready');
    await snap(page, 'android-keyword-1440x900', true);

    await openMenu(page, '评分与评论', '/new/android/review');
    const ratings = await api<DataOf<typeof androidRatingHistory>>(`/v1/android/ratingHistory?${q}`);
    for (const m of ratings.markets) {
      await pollFor(() => text(page, `rating-${m.market}`)).toContain(m.rating === null ? '-' : m.rating.toFixed(1));
    }
    await pollFor(() => state(page, 'android-rating-chart')).toBe('ready');

    // Switch to another market that has the app: the address and the figures follow.
    const other = info.markets.find((m) => m.market !== 'xiaomi');
    await openMenu(page, '下载量', '/new/android/download');
    if (other) {
      await page.getByTestId('android-market-switch').getByText(other.marketName, { exact: true }).click();
      await pollFor(() => urlQuery(page).market).toBe(other.market);
      const there = await api<{ app: AndroidAppInfo }>(`/v1/android/appInfo?appId=${appId}&market=${other.market}`);
      await pollFor(() => text(page, 'app-header')).toContain(`应用市场：${other.marketName}`);
      expect(await text(page, 'app-name')).toBe(there.app.trackName);
      await checkDownloads(page, appId, other.market);
    }
    await closePage(page);
  });

  it("lists the market's collected reviews as the API answers them, by star and page, under the ratings", async () => {
    type Reviews = DataOf<typeof androidReviewList>;
    const busiest = await s.t.handle.db
      .selectFrom('android_app_reviews')
      .select(['app_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('market', '=', 'huawei')
      .groupBy('app_id')
      .orderBy('n', 'desc')
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    // Huawei's review pages (25) are longer than the page's (20), so the backfill's one page makes two here.
    const appId = busiest.app_id;
    const reviews = (q = '') => api<Reviews>(`/v1/android/reviewList?appId=${appId}&market=huawei${q}`);
    const all = await reviews();
    expect(all.total).toBeGreaterThan(all.pageSize);
    const page = await openPage(s, `/new/android/review?appId=${appId}&market=huawei`);
    const block = page.getByTestId('android-reviews');
    const rows = block.getByTestId('review-row');
    /** The shown rows' text and time columns. */
    const shown = () =>
      rows.evaluateAll((trs) =>
        (trs as HTMLTableRowElement[]).map((tr) => [tr.cells[1]!.innerText, tr.cells[4]!.innerText]),
      );
    const expected = (answer: Reviews) => answer.list.map((r) => [r.content, r.time]);

    await pollFor(shown).toEqual(expected(all));
    expect(await block.locator('h2').first().innerText()).toContain(`（${formatNumber(all.total)}）`);
    expect(await text(page, 'android-review-average')).toBe(all.average!.toFixed(2));
    for (const x of all.stars) {
      expect(await block.getByTestId(`review-star-${x.star}`).innerText()).toBe(formatNumber(x.count));
    }
    expect(await page.getByTestId('android-ratings').innerText()).not.toContain('不提供评论内容');
    await pollFor(() => state(page, 'android-rating-chart')).toBe('ready');
    await page.screenshot({ path: '/tmp/e-android-reviews.png', fullPage: true });

    const star = all.stars.find((x) => x.count > 0 && x.count < all.total)!.star;
    await block.getByTestId('review-star-filter').getByText(`${star}星`, { exact: true }).click();
    await pollFor(() => urlQuery(page).star).toBe(String(star));
    const ones = await reviews(`&star=${star}`);
    await pollFor(shown).toEqual(expected(ones));
    expect(ones.list.every((r) => r.rating === star)).toBe(true);

    await block.getByTestId('review-star-filter').getByText('全部', { exact: true }).click();
    await pollFor(shown).toEqual(expected(all));
    await block.locator('.ant-pagination-item-2').click();
    await pollFor(() => urlQuery(page).page).toBe('2');
    await pollFor(shown).toEqual(expected(await reviews('&page=2')));
    await closePage(page);
  });

  const saysSo = 'says so for a market without the app (offering the markets that have it)';
  it(`${saysSo} and for an unknown package`, async () => {
    // An app some market lacks.
    const rows = await s.t.handle.db.selectFrom('android_apps').select(['app_id', 'market']).execute();
    const markets = new Map<string, string[]>();
    for (const r of rows) markets.set(r.app_id, [...(markets.get(r.app_id) ?? []), r.market]);
    const [appId, has] = [...markets.entries()].find(([, m]) => m.length < 4)!;
    const missing = ['huawei', 'xiaomi', 'oppo', 'vivo'].find((m) => !has.includes(m))!;
    const page = await openPage(s, `/new/android/baseinfo?appId=${appId}&market=${missing}`);
    // The markets that have it, as the API offers them.
    const info = await api<DataOf<typeof androidAppInfo>>(`/v1/android/appInfo?appId=${appId}&market=${missing}`);
    expect(info.app).toBeNull();
    await page.getByTestId('app-not-found').waitFor();
    expect(await text(page, 'app-not-found')).toContain('暂无该应用');
    await snap(page, 'android-missing-market');
    const switcher = page.getByTestId('app-not-found').getByTestId('android-market-switch');
    const offered = switcher.locator('.ant-segmented-item');
    expect(await offered.allInnerTexts()).toEqual(info.markets.map((m) => m.marketName));
    await switcher.locator('.ant-segmented-item').first().click();
    await pollFor(() => urlQuery(page).market).not.toBe(missing);
    await page.getByTestId('market-row').first().waitFor();

    await page.goto(`${s.baseUrl}/new/android/keyword?appId=com.nobody.has.this&market=xiaomi`);
    await pollFor(() => text(page, 'app-not-found')).toContain('未找到该应用');
    await closePage(page);
  });

  it('offers a market an operator linked, and opens the package listed there', async () => {
    const rows = await s.t.handle.db.selectFrom('android_apps').select(['app_id', 'market']).execute();
    const markets = new Map<string, string[]>();
    for (const r of rows) markets.set(r.app_id, [...(markets.get(r.app_id) ?? []), r.market]);
    // A package in one market only, linked to another package in a market the first is not in.
    const [appId, [home]] = [...markets].find(([, m]) => m.length === 1)!;
    const [other, [there]] = [...markets].find(([id, m]) => id !== appId && !m.includes(home!))!;
    await linkListings(s.t.handle.db, {
      app: { market: home!, appId },
      links: [{ market: there!, appId: other }],
      requestId: null,
    });
    const info = await api<DataOf<typeof androidAppInfo>>(`/v1/android/appInfo?appId=${appId}&market=${home}`);
    const linked = info.markets.find((m) => m.market === there)!;
    expect(linked.appId).toBe(other);

    const page = await openPage(s, `/new/android/baseinfo?appId=${appId}&market=${home}`);
    const switcher = page.getByTestId('android-market-switch');
    await pollFor(() => switcher.locator('.ant-segmented-item').allInnerTexts()).toEqual(
      info.markets.map((m) => m.marketName),
    );
    await switcher.getByText(linked.marketName, { exact: true }).click();
    // (The address leaves out the default market.)
    await pollFor(() => urlQuery(page).appId).toBe(other);
    await pollFor(() => text(page, 'app-header')).toContain(`应用市场：${linked.marketName}`);
    await closePage(page);
  });

  it("are linked from an iOS app's header through its Android matches", async () => {
    const twin = await s.t.handle.db
      .selectFrom('android_apps as a')
      .innerJoin('market_apps as m', (join) => join.onRef('m.app_id', '=', 'a.ios_app_id').on('m.country', '=', 'cn'))
      .select('a.ios_app_id')
      .orderBy('a.ios_app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await openPage(s, `/new/apps/view?appId=${twin.ios_app_id}&country=cn`);
    const fields = { appId: String(twin.ios_app_id), country: 'cn' };
    const { list } = await apiPost<DataOf<typeof androidAppMatch>>(s, '/v1/android/appMatch', fields);
    const links = page.getByTestId('app-android-matches').getByRole('link');
    await pollFor(() => links.allInnerTexts()).toEqual(list.map((m) => m.marketName));
    await links.first().click();
    await page.waitForURL((url) => url.pathname === '/new/android/download');
    expect(urlQuery(page)).toEqual({ appId: list[0]!.appId, market: list[0]!.market });
    await pollFor(() => text(page, 'app-name')).toBe(list[0]!.trackName);
    await closePage(page);
  });
});
