import { describe, expect, it } from 'vitest';
import { CHART_TYPE_NAMES, formatNumber } from '@bangyan/contract';
import { rankedKeywords } from './fixtures.ts';
import { openAsUser, openPage, pollFor, snap, urlQuery, closePage } from './harness.ts';
import { api, freeApp, s, serveAppRankWorld } from './appRank.ts';

/**
 * An iOS app's AppRank page (/new/apps/view) for a user on the tests' world: follows, competitors and
 * watched keywords, against what the API answers.
 */

serveAppRankWorld();

describe('AppRank', () => {
  it('follows and unfollows the app from its header; a visitor is asked to log in', async () => {
    const top = await freeApp(1);
    const path = `/new/apps/view?appId=${top}&country=cn`;
    const visitor = await openPage(s, path);
    await visitor.getByTestId('app-follow').click();
    await visitor.getByTestId('login-panel').waitFor();
    await closePage(visitor);

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
    // 已关注 asks first: 取消 keeps the follow, the confirmation's 取消关注 drops it.
    const confirm = page.locator('.ant-popconfirm');
    await button.click();
    await confirm.getByText('确定取消关注该应用？').waitFor();
    await confirm.locator('.ant-popconfirm-buttons button').first().click(); // 取消
    await confirm.waitFor({ state: 'hidden' });
    expect(await button.innerText()).toBe('已关注');
    expect(await followed()).toEqual([{ app_id: top }]);
    await button.click();
    await confirm.getByRole('button', { name: '取消关注' }).click();
    await pollFor(() => button.innerText()).toBe('关注');
    expect(await followed()).toEqual([]);
    await closePage(page);
  });

  it('keeps a competitor set from the suggestions and compares the app with it', async () => {
    const top = await freeApp(2);
    const path = `/new/apps/competitor?appId=${top}&country=cn`;
    type List = { suggestions: { appId: string; trackName: string; reason: string }[] };
    const { suggestions } = await api<List>(`/v1/apps/competitor?appId=${top}&country=cn`);
    const visitor = await openPage(s, path);
    await pollFor(() => visitor.getByTestId('suggestion-row').count()).toBe(suggestions.length);
    await visitor.getByTestId('competitor-login').waitFor();
    await closePage(visitor);

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
    await closePage(page);
  });

  const watches = 'watches keywords for the app and shows its rank for each now and day by day';
  it(`${watches}; a visitor is asked to log in`, async () => {
    const top = await freeApp(0);
    const path = `/new/apps/keywordsmonitor?appId=${top}&country=cn`;
    const visitor = await openPage(s, path);
    await visitor.getByTestId('watch-login-button').waitFor();
    await closePage(visitor);

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
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消监控' }).click();
    await pollFor(() => rows.count()).toBe(1);
    await closePage(page);
  });
});
