import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_TYPE_NAMES, formatNumber, historyLimitFailure, type AppInfo } from '@bangyan/contract';
import { chartRows, rankedKeywords } from './fixtures.ts';
import { apiData, openAsUser, openPage, pollFor, serveApp, snap, urlQuery, type Served } from './harness.ts';

/** An iOS app's AppRank page (/new/apps/view) on the tests' world, against what the API answers. */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string, as?: Page) => apiData<T>(s, path, as);
const chartState = (page: Page) => page.getByTestId('rank-chart').getAttribute('data-state');
/** The app at `place` (from 0) of China's overall free chart now. */
const freeApp = async (place: number) => (await chartRows(s, 'free'))[place]!.appId;
/** Takes an app off sale (status 0) or puts it back on sale (1) in China's storefront. */
const setStatus = async (appId: string, status: 0 | 1) => {
  const apps = s.t.handle.db.updateTable('market_apps').set({ status });
  await apps.where('country', '=', 'cn').where('app_id', '=', appId).execute();
};

describe('AppRank', () => {
  it('opens from a chart row; shows the header and the rank history; spans change the chart and the URL', async () => {
    const page = await openPage(s, '/new/ranking/index');
    const first = page.getByTestId('rank-card-name').first();
    await first.waitFor();
    const name = await first.innerText();
    await first.click();
    await page.waitForURL((url) => url.pathname === '/new/apps/view');
    const { appId, country } = urlQuery(page);
    expect(country).toBe('cn');
    const { app } = await api<{ app: AppInfo }>(`/v1/apps/appInfo?appId=${appId}&country=cn`);
    expect(app.trackName).toBe(name);
    await pollFor(() => page.getByTestId('app-name').innerText()).toBe(app.trackName);
    expect(await page.getByTestId('app-developer').innerText()).toBe(app.developerName);
    await pollFor(() => chartState(page)).toBe('ready');
    // 当前排名: each chart the API answers, with its rank, change and best rank of 7 days.
    type Current = {
      list: {
        chartType: 'free' | 'charge' | 'grossing';
        genreName: string;
        rank: number | null;
        bestRank7d: number;
        bestRank7dTime: string;
      }[];
    };
    const current = await api<Current>(`/v1/apps/rankList?appId=${appId}&country=cn`);
    expect(current.list.length).toBeGreaterThan(0);
    const currentRows = page.getByTestId('current-rank-row');
    await pollFor(() => currentRows.count()).toBe(current.list.length);
    for (const [i, r] of current.list.entries()) {
      const cells = await currentRows.nth(i).locator('td').allInnerTexts();
      expect(cells[0]).toBe(`${r.genreName}·${CHART_TYPE_NAMES[r.chartType]}榜`);
      expect(cells[1]).toBe(r.rank === null ? '已离榜' : `第 ${r.rank} 名`);
      expect(cells[3]).toBe(`第 ${r.bestRank7d} 名`);
      expect(cells[4]).toBe(r.bestRank7dTime);
    }
    // The app opened from the top of the overall free chart is first there.
    expect(await currentRows.first().locator('td').first().innerText()).toBe('总榜·免费榜');
    expect(await currentRows.first().getByTestId('current-rank').innerText()).toBe('第 1 名');
    // The world map: the app's rank on each collected storefront's overall chart.
    type Global = { list: { countryName: string; free: number | null; grossing: number | null }[] };
    const global = await api<Global>(`/v1/apps/globalRank?appId=${appId}`);
    const note = (type: 'free' | 'grossing') => {
      const rows = global.list.filter((c) => c[type] !== null);
      const ranked = rows.filter((c) => c[type]! > 0);
      const places = ranked.map((c) => `${c.countryName}第 ${c[type]} 名`).join('、');
      return `已采集 ${rows.length} 个国家/地区的该榜单，应用在其中 ${ranked.length} 个上榜${ranked.length > 0 ? `：${places}` : ''}`;
    };
    await pollFor(() => page.getByTestId('global-note').innerText()).toBe(note('free'));
    await pollFor(() => page.getByTestId('global-map-chart').getAttribute('data-state')).toBe('ready');
    await page.getByTestId('global-type').getByText('总榜·畅销').click();
    await pollFor(() => page.getByTestId('global-note').innerText()).toBe(note('grossing'));
    await snap(page, 'app-rank-1440x900', true);

    await page.getByTestId('rank-days').getByText('30天').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', days: '30' });
    await pollFor(() => chartState(page)).toBe('ready');
    // 90 days is beyond a visitor's history depth.
    await page.getByTestId('rank-days').getByText('90天').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: historyLimitFailure('normal').msg })
      .waitFor();
    await page.keyboard.press('Escape');

    // The side menu's 基本信息: the store metadata and the change history.
    await page.getByTestId('app-menu').getByRole('link', { name: '基本信息' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/baseinfo');
    expect(urlQuery(page)).toEqual({ appId, country: 'cn' });
    // Spec 2.2: a detail page opens 205 px down, just below the app header's top.
    await pollFor(() => page.evaluate(() => window.scrollY)).toBe(205);
    type View = { app: { sellerName: string; version: string } };
    const view = await api<View>(`/v1/apps/appView?appId=${appId}&country=cn`);
    await pollFor(() => page.getByTestId('fact-开发商').innerText()).toBe(view.app.sellerName || '-');
    expect(await page.getByTestId('fact-当前版本').innerText()).toBe(view.app.version || '-');
    const changes = await api<{ total: number }>(`/v1/apps/appChangeHistory?appId=${appId}&country=cn`);
    await pollFor(() => page.getByTestId('change-row').count()).toBe(Math.min(20, changes.total));
    await snap(page, 'app-baseinfo-1440x900', true);

    // 版本记录: every version, newest first, and the releases per month (app-meta.e2e.ts checks the figures).
    await page.getByTestId('app-menu').getByRole('link', { name: '版本记录' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/version');
    const versions = await api<{ list: { version: string }[] }>(`/v1/apps/appVersionList?appId=${appId}&country=cn`);
    await pollFor(() => page.getByTestId('version-row').count()).toBe(Math.min(20, versions.list.length));
    if (versions.list.length > 0) {
      const newest = page.getByTestId('version-row').first().locator('td').first();
      expect(await newest.innerText()).toBe(versions.list[0]!.version);
      await pollFor(() => page.getByTestId('version-chart').getAttribute('data-state')).toBe('ready');
    }
    await snap(page, 'app-version-1440x900', true);
    await page.context().close();
  });

  it('says so for an app the storefront does not have, and tags an app off sale', async () => {
    const page = await openPage(s, '/new/apps/view?appId=1&country=cn');
    await page.getByTestId('app-not-found').waitFor();
    const top = await freeApp(0);
    await setStatus(top, 0);
    try {
      await page.goto(`${s.baseUrl}/new/apps/view?appId=${top}&country=cn`);
      await pollFor(() => page.getByTestId('app-status').innerText()).toBe('已下架');
      await snap(page, 'app-rank-offline');
    } finally {
      await setStatus(top, 1);
    }
    await page.context().close();
  });

  it('follows and unfollows the app from its header; a visitor is asked to log in', async () => {
    const top = await freeApp(1);
    const path = `/new/apps/view?appId=${top}&country=cn`;
    const visitor = await openPage(s, path);
    await visitor.getByTestId('app-follow').click();
    await visitor.getByTestId('login-panel').waitFor();
    await visitor.context().close();

    const { page, user } = await openAsUser(s, path, '13700003333');
    const button = page.getByTestId('app-follow');
    await pollFor(() => button.innerText()).toBe('关注');
    await button.click();
    await pollFor(() => button.innerText()).toBe('已关注');
    const followed = () =>
      s.t.handle.db.selectFrom('user_follows').select('app_id').where('uid', '=', user.uid).execute();
    expect(await followed()).toEqual([{ app_id: top }]);
    await page.reload();
    await pollFor(() => button.innerText()).toBe('已关注');
    await button.click();
    await pollFor(() => button.innerText()).toBe('关注');
    expect(await followed()).toEqual([]);
    await page.context().close();
  });

  it('keeps a competitor set from the suggestions and compares the app with it', async () => {
    const top = await freeApp(2);
    const path = `/new/apps/competitor?appId=${top}&country=cn`;
    type List = { suggestions: { appId: string; trackName: string; reason: string }[] };
    const { suggestions } = await api<List>(`/v1/apps/competitor?appId=${top}&country=cn`);
    const visitor = await openPage(s, path);
    await pollFor(() => visitor.getByTestId('suggestion-row').count()).toBe(suggestions.length);
    await visitor.getByTestId('competitor-login').waitFor();
    await visitor.context().close();

    const { page } = await openAsUser(s, path, '13700004444');
    const count = page.getByTestId('competitor-count');
    await pollFor(() => count.innerText()).toBe('已添加 0/10');
    const rows = page.getByTestId('suggestion-row');
    await pollFor(() => rows.count()).toBe(suggestions.length);
    expect(await rows.first().innerText()).toContain(suggestions[0]!.reason);
    await rows.first().getByTestId('competitor-add').click();
    const chosen = page.getByTestId('competitor-row');
    await pollFor(() => chosen.count()).toBe(1);
    expect(await chosen.first().innerText()).toContain(suggestions[0]!.trackName);
    // The suggestions no longer offer it (the next nearest app takes its place).
    await pollFor(() => page.getByTestId('competitor-suggestions').innerText()).not.toContain(suggestions[0]!.reason);
    // The count follows the change, as the API counts.
    type Count = { count: number; limit: number };
    const counted = await api<Count>(`/v1/apps/competitorCount?appId=${top}&country=cn`, page);
    expect(counted).toEqual({ count: 1, limit: 10 });
    await pollFor(() => count.innerText()).toBe(`已添加 ${counted.count}/${counted.limit}`);
    await snap(page, 'app-competitor-1440x900', true);

    // 竞品对比: the app, then its competitor, with the figures the API answers.
    await page.getByTestId('to-competitor-info').click();
    await page.waitForURL((url) => url.pathname === '/new/apps/competitorInfo');
    const compare = page.getByTestId('compare-row');
    await pollFor(() => compare.count()).toBe(2);
    type Info = { apps: { appId: string; trackName: string; downloads: number | null }[] };
    const info = await api<Info>(`/v1/apps/appListRank?appId=${top}&country=cn`, page);
    expect(info.apps.map((a) => a.appId)).toEqual([top, suggestions[0]!.appId]);
    const shown = await compare.getByTestId('competitor-downloads').allInnerTexts();
    expect(shown).toEqual(info.apps.map((a) => formatNumber(a.downloads)));
    await pollFor(() => page.getByTestId('competitor-chart').getAttribute('data-state')).toBe('ready');
    await page.getByTestId('competitor-days').getByText('30天').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: top, country: 'cn', days: '30' });

    // 排名对比: the apps' daily best ranks; the switches offer the genres the API answers and ask
    // for the chosen chart.
    const rankChart = page.getByTestId('competitor-rank-chart');
    await pollFor(() => rankChart.getAttribute('data-state')).toBe('ready');
    type Ranks = {
      genres: { genre: number; genreName: string }[];
      series: { appId: string; ranks: (number | null)[] }[];
    };
    const history = `/v1/apps/appListRankHistory?appId=${top}&country=cn`;
    const second = (await api<Ranks>(history, page)).genres[1]!.genre;
    const ranks = await api<Ranks>(`${history}&chartType=grossing&genre=${second}&days=30`, page);
    const genres = page.getByTestId('competitor-rank-genre');
    for (const g of ranks.genres) await genres.getByText(g.genreName, { exact: true }).waitFor();
    const parts = ['/v1/apps/appListRankHistory', 'chartType=grossing', `genre=${ranks.genres[1]!.genre}`, 'days=30'];
    const asked = page.waitForRequest((r) => parts.every((part) => r.url().includes(part)));
    await page.getByTestId('competitor-rank-block').getByText(`${CHART_TYPE_NAMES.grossing}榜`).click();
    await page.getByTestId('competitor-rank-genre').getByText(ranks.genres[1]!.genreName).click();
    await page.getByTestId('competitor-rank-days').getByText('30天').click();
    await asked;
    const none = ranks.series.every((x) => x.ranks.every((r) => r === null));
    await pollFor(() => rankChart.getAttribute('data-state')).toBe(none ? 'empty' : 'ready');

    // The download totals: the API's rows in its order, with totals and shares.
    type Totals = { list: { trackName: string; total: number | null; share: number | null }[] };
    const totalRows = page.getByTestId('total-row');
    const checkTotals = async (days: number) => {
      const totals = await api<Totals>(`/v1/apps/appListDownloads?appId=${top}&country=cn&days=${days}`, page);
      const shown = (testId: string) => totalRows.getByTestId(testId).allInnerTexts();
      await pollFor(() => shown('total-downloads')).toEqual(totals.list.map((r) => formatNumber(r.total)));
      expect(await shown('mini-app')).toEqual(totals.list.map((r) => r.trackName));
      const shares = totals.list.map((r) => (r.share === null ? '-' : `${(r.share * 100).toFixed(1)}%`));
      expect(await shown('total-share')).toEqual(shares);
    };
    await checkTotals(7);
    await page.getByTestId('competitor-total-days').getByText('30天').click();
    await checkTotals(30);
    await snap(page, 'app-competitor-info-1440x900', true);

    await page.getByTestId('app-menu').getByRole('link', { name: '竞品', exact: true }).click();
    await page.getByTestId('competitor-remove').click();
    await page.getByTestId('competitor-list').getByText('还没有添加竞品').waitFor();
    await pollFor(() => count.innerText()).toBe('已添加 0/10');
    await page.context().close();
  });

  const watches = 'watches keywords for the app and shows its rank for each now and day by day';
  it(`${watches}; a visitor is asked to log in`, async () => {
    const top = await freeApp(0);
    const path = `/new/apps/keywordsmonitor?appId=${top}&country=cn`;
    const visitor = await openPage(s, path);
    await visitor.getByTestId('watch-login-button').waitFor();
    await visitor.context().close();

    // Two keywords the app ranks for now.
    const words = (await rankedKeywords(s, top, 2)).map((k) => k.keyword);
    expect(words).toHaveLength(2);
    const { page } = await openAsUser(s, path, '13700005555');
    for (const word of words) {
      await page.getByTestId('watch-input').fill(word);
      await page.getByTestId('watch-add').click();
      await pollFor(() => page.getByTestId('watch-input').inputValue()).toBe('');
    }
    const rows = page.getByTestId('watch-row');
    await pollFor(() => rows.count()).toBe(2);
    type Watched = { list: { keyword: string; rank: number | null }[] };
    const answer = await api<Watched>(`/v1/apps/userKeywordsMonitor?appId=${top}&country=cn`, page);
    for (const [i, k] of answer.list.entries()) {
      expect(await rows.nth(i).locator('td').first().innerText()).toBe(k.keyword);
      const rank = rows.nth(i).getByTestId('watch-rank');
      expect(await rank.innerText()).toBe(k.rank === null ? '未进入前200' : String(k.rank));
    }
    await pollFor(() => page.getByTestId('watch-chart').getAttribute('data-state')).toBe('ready');
    await snap(page, 'app-keywords-monitor-1440x900', true);
    await rows.first().getByTestId('watch-remove').click();
    await pollFor(() => rows.count()).toBe(1);
    await page.context().close();
  });

  it('opens every page of the side menu for an online app and an app off sale, each with the app header', async () => {
    const top = await freeApp(3);
    const page = await openPage(s, `/new/apps/view?appId=${top}&country=cn`);
    const links = page.getByTestId('app-menu').getByRole('link');
    await pollFor(() => links.count()).toBeGreaterThan(15);
    const pages = await links.evaluateAll((els) =>
      els.map((e) => ({ path: new URL((e as HTMLAnchorElement).href).pathname, label: e.textContent ?? '' })),
    );
    const visit = async () => {
      for (const p of pages) {
        await page.getByTestId('app-menu').getByRole('link', { name: p.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === p.path);
        await page.getByTestId('app-header').waitFor();
        expect(await page.getByTestId('not-found').count()).toBe(0);
        await pollFor(() => page.getByTestId('app-menu').locator('a[aria-current="page"]').innerText()).toBe(p.label);
      }
    };
    await visit();
    await setStatus(top, 0);
    try {
      await page.goto(`${s.baseUrl}/new/apps/view?appId=${top}&country=cn`);
      await pollFor(() => page.getByTestId('app-status').innerText()).toBe('已下架');
      await visit();
    } finally {
      await setStatus(top, 1);
    }
    await page.context().close();
  });

  it('is reached by typing an app id in the header search bar', async () => {
    const top = (await chartRows(s, 'grossing'))[0]!;
    const page = await openPage(s, '/new/ranking/index');
    const input = page.getByTestId('header-search').getByTestId('search-input');
    await input.click();
    await page.keyboard.type(top.appId, { delay: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/apps/view' && url.searchParams.get('appId') === top.appId);
    await pollFor(() => page.getByTestId('app-name').innerText()).toBe(top.trackName);
    await page.context().close();
  });
});
