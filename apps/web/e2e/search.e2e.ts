import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, historyLimitFailure, KEYWORD_TEXTS, type KeywordResultRow } from '@bangyan/contract';
import { hotKeywords } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { openAsUser, openPage, serveApp, snap, type Served } from './harness.ts';

/** The keyword pages (Search, vs, summary30) on the tests' world, reached from Home's search box, against what the API answers. */

let s: Served;
let hot: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  hot = (await hotKeywords(s.t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 1 }))[0]!.term;
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string, params: Record<string, string>): Promise<T> {
  const body = (await (await fetch(`${s.baseUrl}${path}?${new URLSearchParams(params)}`)).json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}
interface SearchData {
  info: { heat: number | null; resultCount: number | null; changeRate: number | null; time: string } | null;
  list: KeywordResultRow[];
  apps: { appId: string; trackName: string }[];
  appTotal: number;
  companies: { companyId: string; companyName: string }[];
}
const search = (keyword: string) => api<SearchData>('/v1/search/index', { keyword, country: 'cn' });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const resultNames = (page: Page) => page.getByTestId('result-row').getByTestId('rank-app-link').allInnerTexts();
/** Types into Home's search field a key at a time, as a person does. */
async function typeInSearch(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.click();
  await input.fill('');
  await page.keyboard.type(text, { delay: 100 });
}

describe('Search (the keyword page)', () => {
  it('is reached by typing a Chinese keyword in the search box and picking it; shows its figures, results, trends and related keywords', async () => {
    const page = await openPage(s, '/');
    await typeInSearch(page, [...hot].slice(0, 2).join(''));
    const suggestion = page.getByTestId('search-suggest-kw').filter({ hasText: hot }).first();
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === '/new/search/index');
    expect(query(page)).toMatchObject({ keyword: hot, country: 'cn' });
    const data = await search(hot);
    await poll(() => page.locator('h1').innerText()).toBe(`关键词：${hot}`);
    await poll(() => resultNames(page)).toEqual(data.list.slice(0, 50).map((r) => r.trackName));
    expect(await page.getByTestId('stat-heat').innerText()).toContain(formatNumber(data.info!.heat!));
    expect(await page.getByTestId('keyword-time').innerText()).toContain(data.info!.time);
    // Trends: both charts drawn; related keywords link to their own pages.
    await poll(() => page.getByTestId('heat-chart').getAttribute('data-state')).toBe('ready');
    await poll(() => page.getByTestId('result-count-chart').getAttribute('data-state')).toBe('ready');
    const related = await api<{ list: { keyword: string }[] }>('/v1/search/related', { keyword: hot, country: 'cn' });
    await poll(() => page.getByTestId('related-keywords').getByTestId('keyword-link').allInnerTexts()).toEqual(related.list.map((r) => r.keyword));
    await snap(page, 'search-keyword-1440x900', true);

    // 90 days is beyond a visitor's history depth: the limit dialog.
    await page.getByTestId('trend-days').getByText('近90天').click();
    await page.getByTestId('limit-message').filter({ hasText: historyLimitFailure('normal').msg }).waitFor();
    expect(query(page)).toMatchObject({ days: '90' });
    await page.keyboard.press('Escape');

    await page.getByTestId('related-keywords').getByTestId('keyword-link').first().click();
    await poll(() => query(page).keyword).toBe(related.list[0]!.keyword);
    const next = await search(related.list[0]!.keyword);
    await poll(() => resultNames(page)).toEqual(next.list.slice(0, 50).map((r) => r.trackName));
    await page.context().close();
  });

  it('shows the apps and the companies named like the text, and says when the text is not a keyword', async () => {
    const first = (await search(hot)).list[0]!;
    const page = await openPage(s, '/');
    // An app's name typed in Latin or Chinese and submitted with Enter.
    await typeInSearch(page, first.trackName);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/new/search/index');
    const byName = await search(first.trackName);
    if (byName.info === null) await page.getByTestId('keyword-unknown').getByText(KEYWORD_TEXTS.unknown).waitFor();
    await page.getByTestId('data-type-tabs').getByText(/^应用/).click();
    await poll(() => query(page).dataType).toBe('app');
    await poll(() => page.getByTestId('matched-app').allInnerTexts()).toEqual(byName.apps.map((a) => a.trackName || a.appId));
    await snap(page, 'search-apps-1440x900');
    // Each app links to its AppRank page (the app pages come with later work).
    expect(await page.getByTestId('matched-app').filter({ hasText: first.trackName }).first().getAttribute('href')).toBe(`/new/apps/view?appId=${first.appId}&country=cn`);

    // A company by its developer name.
    await page.goto(`${s.baseUrl}/new/search/index?${new URLSearchParams({ keyword: first.developerName, country: 'cn', dataType: 'company' })}`);
    const byCompany = await search(first.developerName);
    await poll(() => page.getByTestId('matched-company').allInnerTexts()).toEqual(byCompany.companies.map((c) => c.companyName));
    await page.getByTestId('matched-company').first().click();
    await page.waitForURL((url) => url.pathname === '/new/company/app');

    // Script text is shown as text, and no keyword has it.
    await page.goto(`${s.baseUrl}/new/search/index?${new URLSearchParams({ keyword: '<script>alert(1)</script>', country: 'cn' })}`);
    await page.getByTestId('keyword-unknown').waitFor();
    expect(await page.getByTestId('keyword-unknown').innerText()).toContain('<script>alert(1)</script>');
    // Text too long for a keyword: asked for one.
    await page.goto(`${s.baseUrl}/new/search/index?keyword=${'长'.repeat(101)}`);
    await page.getByText(KEYWORD_TEXTS.keyword).waitFor();
    await page.context().close();
  });

  it('saves the keyword, exports its results and adds it to an app’s keyword cart for a member', async () => {
    const { page } = await openAsUser(s, `/new/search/index?${new URLSearchParams({ keyword: hot, country: 'cn' })}`, '13700001111');
    const data = await search(hot);
    await poll(() => resultNames(page)).toEqual(data.list.slice(0, 50).map((r) => r.trackName));
    await page.getByTestId('save-keyword').click();
    await poll(() => page.getByTestId('save-keyword').getAttribute('data-saved')).toBe('true');
    expect(await page.getByTestId('save-keyword').innerText()).toContain('已保存');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^关键词搜索结果-${hot}-\\d{8}\\.xlsx$`));
    await page.getByTestId('result-row').first().getByTestId('add-to-cart').click();
    const cart = page.getByTestId('cart-dialog');
    await cart.waitFor();
    expect(await cart.locator(`[data-app-id="${data.list[0]!.appId}"]`).getByTestId('cart-item').innerText()).toContain(hot);
    await snap(page, 'search-cart-1440x900');
    await page.context().close();
  });
});

describe('vs and summary30', () => {
  it('compares the results now with 24 h before, filters by kind, and digests 30 days', async () => {
    const page = await openPage(s, `/new/search/index?${new URLSearchParams({ keyword: hot, country: 'cn' })}`);
    await page.getByTestId('vs-link').click();
    await page.waitForURL((url) => url.pathname === '/new/search/vs');
    const vs = await api<{ counts: Record<string, number>; list: { trackName: string; kind: string }[] }>('/v1/search/vs', { keyword: hot, country: 'cn' });
    await poll(() => page.getByTestId('vs-count-up').innerText()).toContain(String(vs.counts.up));
    await poll(() => page.getByTestId('vs-row').count()).toBe(Math.min(50, vs.list.length));
    await page.getByTestId('vs-count-entered').click();
    expect(query(page)).toMatchObject({ kind: 'entered' });
    await poll(() => page.getByTestId('vs-row').count()).toBe(Math.min(50, vs.counts.entered!));
    await snap(page, 'search-vs-1440x900');

    await page.getByTestId('back-to-keyword').click();
    await page.getByTestId('summary30-link').click();
    await page.waitForURL((url) => url.pathname === '/new/search/summary30');
    const summary = await api<{ entered: unknown[]; cleared: unknown[]; top: unknown[] }>('/v1/search/summary', { keyword: hot, country: 'cn' });
    await poll(() => page.getByTestId('summary-top-chart').getAttribute('data-state')).toBe('ready');
    await poll(() => page.getByTestId('summary-entered').locator('h2, h3').first().innerText()).toContain(`(${summary.entered.length})`);
    expect(await page.getByTestId('summary-cleared').locator('h2, h3').first().innerText()).toContain(`(${summary.cleared.length})`);
    await snap(page, 'search-summary30-1440x900', true);
    await page.context().close();
  });
});
