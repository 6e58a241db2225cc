import { describe, expect, it } from 'vitest';
import { CHART_TYPE_NAMES, historyLimitFailure, type AppInfo } from '@bangyan/contract';
import { chartRows } from './fixtures.ts';
import { openPage, pollFor, snap, urlQuery, closePage } from './harness.ts';
import { api, chartState, freeApp, s, serveAppRankWorld, setStatus } from './appRank.ts';

/** An iOS app's AppRank page (/new/apps/view) on the tests' world, against what the API answers. */

serveAppRankWorld();

describe('AppRank', () => {
  it('opens from a chart row; shows the header and the rank history; spans change the chart and the URL', async () => {
    const page = await openPage(s, '/new/ranking/index');
    const first = page.getByTestId('board-cell-free').first().getByTestId('rank-app-link');
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
    await closePage(page);
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
    await closePage(page);
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
    await closePage(page);
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
    await closePage(page);
  });
});
