import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_TEXTS, historyLimitFailure, type KeywordCoverRow } from '@bangyan/contract';
import {
  openAsUser,
  openPage,
  pollFor,
  serveApp,
  snap,
  urlQuery,
  type Served,
  mostCoveredApp,
  closePage,
} from './harness.ts';

/** An iOS app's keyword coverage pages (/new/apps/keyword) on the tests' world, against what the API answers. */

let s: Served;
let appId: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  appId = await mostCoveredApp(s);
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string, body?: Record<string, string | number>): Promise<T> {
  const init = body
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      }
    : {};
  const answer = (await (await fetch(s.baseUrl + path, init)).json()) as { code: number; data: T };
  expect(answer.code).toBe(0);
  return answer.data;
}
interface Lists {
  total: number;
  list: KeywordCoverRow[];
}
const lists = (fields: Record<string, string | number> = {}) =>
  api<Lists>('/v1/keywordcover/lists', { appId, country: 'cn', pageSize: 20, ...fields });
const keywords = (page: Page) => page.getByTestId('cover-keyword').allInnerTexts();

describe('keyword coverage', () => {
  const coverage = 'shows the coverage and the table; range filters, sorting and paging change the rows';
  it(`${coverage} as the API answers; a keyword opens its rank history`, async () => {
    const page = await openPage(s, `/new/apps/keyword?appId=${appId}&country=cn`);
    const summary = await api<{ total: { total: number }; ranked: number }>(
      `/v1/keywordcover/summary?appId=${appId}&country=cn`,
    );
    await pollFor(() => page.getByTestId('cover-total').innerText()).toContain(String(summary.total.total));
    expect(await page.getByTestId('cover-ranked').innerText()).toContain(String(summary.ranked));
    await pollFor(() => page.getByTestId('cover-chart').getAttribute('data-state')).toBe('ready');
    const all = await lists();
    await pollFor(() => keywords(page)).toEqual(all.list.map((r) => r.keyword));
    await snap(page, 'app-keyword-1440x900', true);

    // Ranges: rank 1..10 and heat at least 4605.
    await page.getByTestId('range-rankMax').fill('10');
    await page.getByTestId('range-heatMin').fill('4605');
    await page.getByTestId('apply-filters').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', rankMax: '10', heatMin: '4605' });
    const filtered = await lists({ rankMax: 10, heatMin: 4605 });
    expect(filtered.total).toBeLessThan(all.total);
    await pollFor(() => keywords(page)).toEqual(filtered.list.map((r) => r.keyword));
    // Sorting by heat, hottest first (the column's second click).
    await page.getByRole('columnheader', { name: '热度' }).click();
    // Ascending is the default order, left out of the address.
    await pollFor(() => [urlQuery(page).sort, urlQuery(page).order]).toEqual(['heat', undefined]);
    // The second click: again if a click landed while the header was re-rendering (asc → desc converges).
    await pollFor(async () => {
      if (urlQuery(page).order !== 'desc') await page.getByRole('columnheader', { name: '热度' }).click();
      return [urlQuery(page).sort, urlQuery(page).order];
    }).toEqual(['heat', 'desc']);
    const byHeat = await lists({ rankMax: 10, heatMin: 4605, sort: 'heat', order: 'desc' });
    await pollFor(() => keywords(page)).toEqual(byHeat.list.map((r) => r.keyword));
    // Reset, then page 2.
    await page.getByTestId('reset-filters').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', sort: 'heat', order: 'desc' });
    await page.locator('.ant-pagination-item-2').click();
    await pollFor(() => urlQuery(page)).toMatchObject({ page: '2' });
    const second = await lists({ sort: 'heat', order: 'desc', page: 2 });
    await pollFor(() => keywords(page)).toEqual(second.list.map((r) => r.keyword));

    // A keyword's rank over time.
    const first = second.list[0]!;
    await page.getByTestId('cover-keyword').first().click();
    const modal = page.getByTestId('keyword-rank-modal');
    await modal.waitFor();
    await pollFor(() => modal.getByTestId('keyword-rank-chart').getAttribute('data-state')).toBe('ready');
    const ranks = await api<{ points: { rank: number | null }[] }>(
      `/v1/chart/coverSearchHistory?appId=${appId}&country=cn&keywordId=${first.keywordId}&days=7`,
    );
    expect(ranks.points.at(-1)!.rank).toBe(first.rank);
    await snap(page, 'app-keyword-rank-1440x900');
    await page.keyboard.press('Escape');

    // 90 days of coverage is beyond a visitor's history depth.
    await page.getByTestId('cover-days').getByText('近90天').click();
    await page
      .getByTestId('limit-message')
      .filter({ hasText: historyLimitFailure('normal').msg })
      .waitFor();
    await closePage(page);
  });

  const cart = 'adds keywords to the app’s cart once each';
  it(`${cart}, submits the cart as a form POST in a new tab, and exports for a member`, async () => {
    const { page } = await openAsUser(s, `/new/apps/keyword?appId=${appId}&country=cn`, '13700002222');
    const rows = (await lists()).list;
    await pollFor(() => keywords(page)).toEqual(rows.map((r) => r.keyword));

    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^关键词覆盖-${appId}-\\d{8}\\.xlsx$`));

    await page.getByTestId('cover-row').nth(0).getByTestId('add-to-cart').click();
    const cart = page.getByTestId('cart-dialog');
    await cart.waitFor();
    const items = cart.locator(`[data-app-id="${appId}"]`).getByTestId('cart-item');
    await pollFor(() => items.count()).toBe(1);
    await page.keyboard.press('Escape');
    // The first two rows selected: the first is already in the cart, so one more item.
    await page.getByTestId('cover-row').nth(0).locator('.ant-checkbox-input').check();
    await page.getByTestId('cover-row').nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('add-selected-to-cart').click();
    await pollFor(() => items.count()).toBe(2);
    expect(await items.allInnerTexts()).toEqual([
      expect.stringContaining(rows[0]!.keyword),
      expect.stringContaining(rows[1]!.keyword),
    ]);
    await snap(page, 'app-keyword-cart-1440x900');

    // 提交投放: the account area's page opens in a new tab from a form POST.
    const tab = page.context().waitForEvent('page');
    const posted = page
      .context()
      .waitForEvent('request', (r) => new URL(r.url()).pathname === `/grow/create/app_id/${appId}`);
    await cart.locator(`[data-app-id="${appId}"]`).getByRole('button', { name: '提交投放' }).click();
    const request = await posted;
    expect(request.method()).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      submit_type: 'cart',
      keywords: `${rows[0]!.keyword},${rows[1]!.keyword}`,
    });
    expect(request.isNavigationRequest()).toBe(true);
    expect(await tab).not.toBe(page);
    await closePage(page);
  });

  const bands = 'reports the keywords by rank and heat band, a band’s count listing its keywords';
  it(`${bands}, and compares the app’s keywords with up to four others`, async () => {
    const page = await openPage(s, `/new/apps/keyword?appId=${appId}&country=cn`);
    await page.getByTestId('app-menu').getByRole('link', { name: '关键词报告' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/keywordreport');
    const report = await api<{ ranked: number; rankBands: { count: number }[]; cells: number[][] }>(
      `/v1/keywordcover/reportKeywordSummary?appId=${appId}&country=cn`,
    );
    await pollFor(() => page.getByTestId('report-ranked').innerText()).toContain(String(report.ranked));
    for (const [i, band] of report.rankBands.entries())
      expect(await page.getByTestId(`report-band-${i}`).innerText()).toContain(String(band.count));
    await pollFor(() => page.getByTestId('report-chart').getAttribute('data-state')).toBe('ready');
    expect(await page.getByTestId('band-1-3').innerText()).toBe(String(report.cells[1]![3]));
    const all = await api<Lists>(`/v1/keywordcover/reportKeywordList?appId=${appId}&country=cn`);
    await pollFor(() => keywords(page)).toEqual(all.list.map((r) => r.keyword));
    await page.getByTestId('band-0--1').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', rankBand: '0' });
    const top = await api<Lists>(`/v1/keywordcover/reportKeywordList?appId=${appId}&country=cn&rankBand=0`);
    expect(top.total).toBe(report.rankBands[0]!.count);
    await pollFor(() => keywords(page)).toEqual(top.list.map((r) => r.keyword));
    await snap(page, 'app-keywordreport-1440x900', true);

    // 关键词对比: the page's app with others added by id; a sixth is refused.
    await page.getByTestId('app-menu').getByRole('link', { name: '关键词对比' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/compare');
    await page.getByTestId('compare-prompt').waitFor();
    // The apps most often in the same results as this one (so they share keywords), that the storefront has.
    const lists = await s.t.handle.db
      .selectFrom('keyword_results_current')
      .select('app_ids')
      .where(sql<boolean>`app_ids @> ARRAY[${appId}::bigint]`)
      .execute();
    const together = new Map<string, number>();
    for (const l of lists)
      for (const id of l.app_ids.map(String)) if (id !== appId) together.set(id, (together.get(id) ?? 0) + 1);
    const known = new Set(
      (await s.t.handle.db.selectFrom('market_apps').select('app_id').where('country', '=', 'cn').execute()).map((r) =>
        String(r.app_id),
      ),
    );
    const others = [...together]
      .filter(([id]) => known.has(id))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([id]) => id);
    const addById = async (id: string) => {
      const input = page.getByTestId('compare-add').locator('input');
      await input.fill(id);
      await input.press('Enter');
    };
    await addById(others[0]!);
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', with: others[0] });
    const pair = await api<{
      all: number;
      shared: number;
      apps: { ranked: number; unique: number; leading: number }[];
    }>(`/v1/apps/appsCompareKeywordCount?appIds=${appId},${others[0]}&country=cn`);
    await pollFor(() => page.getByTestId('compare-shared').innerText()).toContain(String(pair.shared));
    expect(await page.getByTestId('compare-app-1').innerText()).toContain(
      `${pair.apps[1]!.ranked} / ${pair.apps[1]!.unique} / ${pair.apps[1]!.leading}`,
    );
    await page.getByTestId('compare-kind').getByText('共有').click();
    await pollFor(() => urlQuery(page)).toMatchObject({ kind: 'shared' });
    const shared = await api<{ list: { keyword: string }[] }>(
      `/v1/apps/appsCompareKeywordList?appIds=${appId},${others[0]}&country=cn&kind=shared`,
    );
    expect(shared.list.length).toBeGreaterThan(0);
    await pollFor(() => page.getByTestId('compare-keyword').allInnerTexts()).toEqual(shared.list.map((r) => r.keyword));
    await snap(page, 'app-compare-1440x900', true);
    // One at a time, as a person does: each added app shows before the next is typed (typed while the
    // list still changed, an id was lost on a busy machine).
    for (const [i, id] of others.slice(1, 4).entries()) {
      await addById(id);
      await pollFor(() => page.getByTestId('compare-chip').count()).toBe(i + 3);
    }
    await addById(others[4]!);
    await page.getByText(COMPARE_TEXTS.tooMany).waitFor();
    expect(urlQuery(page).with).toBe(others.slice(0, 4).join(','));
    await closePage(page);
  });
});
