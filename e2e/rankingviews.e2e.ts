import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChartDigest,
  FeaturedRow,
  GlobalCountryRow,
  HegemonyRow,
  HotCompanyRow,
  SevenDayRow,
  ViewApp,
  VolatilityRow,
  VsRow,
} from '@bangyan/contract';
import { openPage, serveApp, snap, type Served, closePage } from './harness.ts';
import { fromRankingDropdown, pickDay, pickOption, pickCountry } from './dataPages.ts';

/**
 * The ranking analysis pages (vsbang, seven_day, summary, vshow, hegemony, hotartist, hotindustry,
 * globalranking) on the tests' world: each opened from the header's ranking dropdown, its rows
 * against what the API answers, filters changing the rows and the URL, a reload keeping the view.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/** Waits for a value to match, as long as a busy machine may need to answer (the default is 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The app names of a block's table rows (its first page). */
const appNames = (block: Locator) =>
  block.locator('tbody tr.ant-table-row').getByTestId('rank-app-link').allInnerTexts();
const names = (apps: readonly ViewApp[], n = 50) => apps.slice(0, n).map((a) => a.trackName || a.appId);

const chartState = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-state');

async function fromDropdown(page: Page, label: string, path: string): Promise<void> {
  await fromRankingDropdown(page, label, path);
  await page.locator('h1', { hasText: label }).waitFor();
}

describe('ranking analysis pages', () => {
  const rankingViews = '榜单对比, 七日排名 and 榜单汇总: filters change the rows and the URL';
  it(`${rankingViews}, a reload keeps them, an empty chart says 暂无数据`, async () => {
    const page = await openPage(s, '/');

    // 榜单对比: yesterday's latest against today's, every count and row as the API has them.
    await fromDropdown(page, '榜单对比', '/new/ranking/vsbang');
    type Vs = { counts: Record<string, number>; list: VsRow[] };
    const vs = await api<Vs>('/v1/bang/listVs');
    const count = async (k: string) => (await page.getByTestId(`vs-count-${k}`).innerText()).split('\n')[0];
    for (const k of ['entered', 'left', 'up', 'down']) await poll(() => count(k)).toBe(String(vs.counts[k]));
    const detail = page.getByTestId('vs-detail');
    await poll(() => appNames(detail)).toEqual(names((await api<Vs>('/v1/bang/listVsDetail')).list));
    await poll(() => chartState(page, 'vs-chart')).toBe('ready');
    await snap(page, 'rankingviews-vsbang-1440x900');
    await page.getByTestId('vs-count-up').click();
    await poll(() => query(page)).toEqual({ kind: 'up' });
    await page.getByTestId('chart-type-tabs').getByText('畅销榜').click();
    await poll(() => query(page)).toEqual({ kind: 'up', type: 'grossing' });
    await poll(() => appNames(detail)).toEqual(
      names((await api<Vs>('/v1/bang/listVsDetail?kind=up&type=grossing')).list),
    );
    await pickDay(page.getByTestId('side-before'), '2026-11-20');
    await poll(() => query(page)).toEqual({ kind: 'up', type: 'grossing', date1: '20261120' });
    const grossingUp = names((await api<Vs>('/v1/bang/listVsDetail?kind=up&type=grossing&date1=20261120')).list);
    await poll(() => appNames(detail)).toEqual(grossingUp);
    await page.reload();
    await poll(() => appNames(detail)).toEqual(grossingUp);
    expect(await detail.getByTestId('vs-kind').locator('.ant-segmented-item-selected').innerText()).toBe('排名上升');

    // 七日排名: the chart's first apps day by day, the first five drawn; a ticked app joins them.
    await fromDropdown(page, '七日排名', '/new/ranking/seven_day');
    const table = page.getByTestId('seven-day-table');
    const week = (await api<{ list: SevenDayRow[] }>('/v1/bang/sevenDay')).list;
    await poll(() => appNames(table)).toEqual(names(week));
    await poll(() => chartState(page, 'seven-day-lines')).toBe('ready');
    await pickOption(page, '游戏');
    await poll(() => query(page)).toEqual({ genre: '6014' });
    const games = (await api<{ list: SevenDayRow[] }>('/v1/bang/sevenDay?genre=6014')).list;
    await poll(() => appNames(table)).toEqual(names(games));
    await table.locator('tbody tr.ant-table-row').nth(6).locator('.ant-checkbox-input').click();
    await poll(() => query(page)).toEqual({
      genre: '6014',
      apps: games
        .slice(0, 5)
        .concat(games[6]!)
        .map((r) => r.appId)
        .join(','),
    });
    await page.reload();
    await poll(() => appNames(table)).toEqual(names(games));
    expect(await table.locator('tbody tr.ant-table-row-selected').count()).toBe(6);
    await poll(() => chartState(page, 'seven-day-lines')).toBe('ready');
    await snap(page, 'rankingviews-seven-day-1440x900');
    // No chart of Macao is collected (CHART_COUNTRIES): the chart says so.
    await pickCountry(page, 'mo');
    await poll(() => page.getByTestId('seven-day-lines').innerText()).toBe('暂无数据');
    expect(query(page)).toEqual({ genre: '6014', country: 'mo' });

    // 榜单汇总: the main charts' cards and every genre's leaders, for a picked day.
    await fromDropdown(page, '榜单汇总', '/new/ranking/summary');
    type Summary = { main: ChartDigest[]; genres: ChartDigest[] };
    const leaders = (data: Summary) => data.main.map((c) => c.leaders[0]?.trackName ?? '');
    const cardLeaders = () =>
      page
        .getByTestId('summary-card')
        .evaluateAll((cards) => cards.map((c) => c.querySelector('[data-testid="mini-app"]')?.textContent ?? ''));
    await poll(cardLeaders).toEqual(leaders(await api<Summary>('/v1/bang/summary')));
    expect(await page.getByTestId('summary-card').count()).toBe(9);
    await pickDay(page.getByTestId('day-filter'), '2026-11-21');
    await poll(() => query(page)).toEqual({ date: '20261121' });
    const before = await api<Summary>('/v1/bang/summary?date=20261121');
    await poll(cardLeaders).toEqual(leaders(before));
    await poll(() => page.getByTestId('summary-row').count()).toBe(
      Math.min(50, new Set(before.genres.map((g) => g.genre)).size),
    );
    await page.reload();
    await poll(cardLeaders).toEqual(leaders(before));
    await closePage(page);
  });

  it('榜单波动, 霸榜分析, 热门开发者 and 热门行业: filters change the rows and the URL, a reload keeps them', async () => {
    const page = await openPage(s, '/');

    // 榜单波动: every genre's chart, the most volatile first; a genre joins the lines.
    await fromDropdown(page, '榜单波动', '/new/ranking/vshow');
    const genreNames = (block: Locator) => block.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
    const vshowTable = page.getByTestId('vshow-table');
    const volatility = async (q: string) =>
      (await api<{ list: VolatilityRow[] }>(`/v1/chart/top10VolatilityCharts${q}`)).list
        .slice(0, 50)
        .map((r) => r.genreName);
    await poll(() => genreNames(vshowTable)).toEqual(await volatility(''));
    await poll(() => chartState(page, 'vshow-lines')).toBe('ready');
    await page.getByTestId('chart-type-tabs').getByText('畅销榜').click();
    await poll(() => query(page)).toEqual({ type: 'grossing' });
    await page.getByTestId('days-switch').getByText('近30天').click();
    await poll(() => query(page)).toEqual({ type: 'grossing', days: '30' });
    await poll(() => genreNames(vshowTable)).toEqual(await volatility('?type=grossing&days=30'));
    // A genre's own chart joins the overall, games and apps lines.
    const drawable = vshowTable
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('button', { name: '查看走势' }) })
      .first();
    const picked = await drawable.locator('td').first().innerText();
    await drawable.getByRole('button', { name: '查看走势' }).click();
    await poll(() => page.getByTestId('genre-select').innerText()).toBe(picked);
    expect(Object.keys(query(page)).sort()).toEqual(['days', 'genre', 'type']);
    await page.reload();
    await poll(() => genreNames(vshowTable)).toEqual(await volatility('?type=grossing&days=30'));
    await poll(() => page.getByTestId('genre-select').innerText()).toBe(picked);

    // 霸榜分析: the apps that held the top longest over the span.
    await fromDropdown(page, '霸榜分析', '/new/ranking/hegemony');
    const hegemonyTable = page.getByTestId('hegemony-table');
    const hegemony = async (q: string) => names((await api<{ list: HegemonyRow[] }>(`/v1/bang/hegemony${q}`)).list);
    await poll(() => appNames(hegemonyTable)).toEqual(await hegemony(''));
    await page.getByTestId('chart-type-tabs').getByText('畅销榜').click();
    await poll(() => query(page)).toEqual({ type: 'grossing' });
    await page.getByTestId('days-switch').getByText('近7天').click();
    await poll(() => query(page)).toEqual({ type: 'grossing', days: '7' });
    await poll(() => appNames(hegemonyTable)).toEqual(await hegemony('?type=grossing&days=7'));
    await poll(() => chartState(page, 'hegemony-bars')).toBe('ready');
    await page.reload();
    await poll(() => appNames(hegemonyTable)).toEqual(await hegemony('?type=grossing&days=7'));

    // 热门开发者: developers by their apps on the charts, linking to the company page.
    await fromDropdown(page, '热门开发者', '/new/ranking/hotartist');
    const companies = async (q: string) =>
      (await api<{ list: HotCompanyRow[] }>(`/v1/bang/hotCompany${q}`)).list.slice(0, 20);
    const companyNames = () => page.getByTestId('company-link').allInnerTexts();
    await poll(companyNames).toEqual((await companies('')).map((c) => c.companyName));
    await page.getByTestId('company-type').getByText('免费榜').click();
    await poll(() => query(page)).toEqual({ type: 'free' });
    await pickOption(page, '游戏');
    await poll(() => query(page)).toEqual({ type: 'free', genre: '6014' });
    const freeGames = await companies('?type=free&genre=6014');
    await poll(companyNames).toEqual(freeGames.map((c) => c.companyName));
    expect(await page.getByTestId('company-link').first().getAttribute('href')).toBe(
      `/new/company/app?companyId=${freeGames[0]!.companyId}`,
    );
    await page.reload();
    await poll(companyNames).toEqual(freeGames.map((c) => c.companyName));
    await snap(page, 'rankingviews-hotartist-1440x900');

    // 热门行业: genres by chart movement.
    await fromDropdown(page, '热门行业', '/new/ranking/hotindustry');
    const industries = async (q: string) =>
      (await api<{ list: ChartDigest[] }>(`/v1/bang/hotIndustry${q}`)).list.map((c) => c.genreName);
    const industryNames = () => page.getByTestId('industry-genre').allInnerTexts();
    await poll(industryNames).toEqual(await industries(''));
    await page.getByTestId('kind-switch').getByText('游戏').click();
    await poll(() => query(page)).toEqual({ kind: 'game' });
    await page.getByTestId('chart-type-tabs').getByText('畅销榜').click();
    await poll(() => query(page)).toEqual({ kind: 'game', type: 'grossing' });
    await poll(industryNames).toEqual(await industries('?kind=game&type=grossing'));
    await page.reload();
    await poll(industryNames).toEqual(await industries('?kind=game&type=grossing'));
    await poll(() => chartState(page, 'hotindustry-bars')).toBe('ready');
    await closePage(page);
  });

  it('全球排名 and 今日推荐: a world map of where an app ranks, the featured apps of a day; empty ones say 暂无数据', async () => {
    const page = await openPage(s, '/');
    await fromDropdown(page, '全球排名', '/new/ranking/globalranking');
    type Global = { app: ViewApp | null; list: GlobalCountryRow[] };
    const global = await api<Global>('/v1/bang/globalRanking');
    await poll(() => page.getByTestId('global-app').getByTestId('rank-app-link').innerText()).toBe(
      global.app!.trackName,
    );
    await poll(() => chartState(page, 'world-map')).toBe('ready');
    expect(await page.getByTestId('country-row').count()).toBe(global.list.length);
    await snap(page, 'rankingviews-globalranking-1440x900');

    // Picking China's #2 places it on the map instead.
    const second = global.list[0]!.top[1]!;
    await page.getByTestId('pick-app').nth(1).click();
    await poll(() => query(page)).toEqual({ appId: second.appId });
    await poll(() => page.getByTestId('global-app').getByTestId('rank-app-link').innerText()).toBe(second.trackName);
    const cnRow = page.getByTestId('country-row').filter({ has: page.getByText('中国', { exact: true }) });
    expect(await cnRow.locator('td').nth(1).innerText()).toBe('2');
    await page.getByTestId('top-switch').getByText('前10名').click();
    await poll(() => query(page)).toEqual({ appId: second.appId, top: '10' });
    await poll(() => page.getByTestId('pick-app').count()).toBe(10 * global.list.length);
    await page.reload();
    await poll(() => page.getByTestId('global-app').getByTestId('rank-app-link').innerText()).toBe(second.trackName);
    expect(query(page)).toEqual({ appId: second.appId, top: '10' });

    // A day without charts: nothing to draw.
    await pickDay(page.getByTestId('day-filter'), '2026-11-19');
    await poll(() => page.getByTestId('world-map').innerText()).toBe('暂无数据');
    expect(query(page)).toEqual({ appId: second.appId, top: '10', date: '20261119' });

    // 今日推荐: the day's featured apps as the engine collected them; another day, another list.
    await fromDropdown(page, '今日推荐', '/new/ranking/featured');
    const featured = async (q: string) => names((await api<{ list: FeaturedRow[] }>(`/v1/bang/featured${q}`)).list);
    const table = page.getByTestId('featured-table');
    const today = await featured('');
    expect(today.length).toBeGreaterThan(1);
    await poll(() => appNames(table)).toEqual(today);
    expect((await page.getByTestId('featured-count').innerText()).split('\n')[0]).toBe(String(today.length));
    await snap(page, 'rankingviews-featured-1440x900');
    await pickDay(page.getByTestId('day-filter'), '2026-11-20');
    await poll(() => query(page)).toEqual({ date: '20261120' });
    const earlier = await featured('?date=20261120');
    expect(earlier).not.toEqual(today);
    await poll(() => appNames(table)).toEqual(earlier);
    await page.reload();
    await poll(() => appNames(table)).toEqual(earlier);
    // Only China's Today page is collected: another storefront has nothing to draw.
    await pickCountry(page, 'us');
    await poll(() => table.innerText()).toContain('该日暂无推荐数据');
    expect(await page.getByTestId('featured-bars').innerText()).toBe('暂无数据');
    await closePage(page);
  });
});
