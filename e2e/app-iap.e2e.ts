import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InAppEventRow, InAppItemRow, InAppKeywordRow } from '@bangyan/contract';
import { apiData, openPage, pollFor, serveApp, snap, textOf, urlQuery, type Served, closePage } from './harness.ts';

/**
 * An iOS app's in-app purchase items (/new/apps/subscribekeywordcover) and events (/new/apps/activitykeywordcover)
 * pages on the tests' world, against what the API answers.
 */

let s: Served;
/** The app whose items most keyword lists show, the one whose events do, and an app search never showed entries of. */
const top = { item: '', event: '' };
let bare: string;
/** An app with items that the us storefront also sells (its keywords are not collected there). */
let abroad: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  const db = s.t.handle.db;
  const owners = new Map(
    [
      ...(await db.selectFrom('inapp_items').select(['product_id as id', 'app_id']).execute()),
      ...(await db.selectFrom('inapp_events').select(['event_id as id', 'app_id']).execute()),
    ].map((e) => [e.id, e.app_id]),
  );
  for (const kind of ['item', 'event'] as const) {
    const shown = new Map<string, number>();
    for (const r of await db
      .selectFrom('keyword_inapp_results_current')
      .select('ids')
      .where('kind', '=', kind)
      .execute()) {
      for (const app of new Set(r.ids.map((id) => owners.get(id)!))) shown.set(app, (shown.get(app) ?? 0) + 1);
    }
    top[kind] = [...shown].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  }
  const seen = new Set(owners.values());
  const apps = await db
    .selectFrom('market_apps')
    .select('app_id')
    .where('country', '=', 'cn')
    .where('looked_up', '=', true)
    .orderBy('app_id')
    .execute();
  bare = apps.map((a) => a.app_id).find((id) => !seen.has(id))!;
  const us = await db
    .selectFrom('inapp_items as i')
    .innerJoin('market_apps as a', (j) => j.onRef('a.app_id', '=', 'i.app_id').on('a.country', '=', 'us'))
    .select('i.app_id')
    .orderBy('i.app_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  abroad = us.app_id;
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string) => apiData<T>(s, path);
const cells = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().locator('td').allInnerTexts()).map((t) => t.trim());

type Summary = { summary: { total: { total: number }; top3: { total: number }; top10: { total: number } } | null };

/** The page's coverage figures and keyword table equal the API's. */
async function expectKeywords(page: Page, summaryPath: string, keywordsPath: string) {
  const summary = await api<Summary>(summaryPath);
  expect(summary.summary).not.toBeNull();
  await pollFor(() => textOf(page, 'inapp-stat-total')).toMatch(new RegExp(`^${summary.summary!.total.total}\\D`));
  await pollFor(() => textOf(page, 'inapp-stat-top3')).toMatch(new RegExp(`^${summary.summary!.top3.total}\\D`));
  await pollFor(() => textOf(page, 'inapp-stat-top10')).toMatch(new RegExp(`^${summary.summary!.top10.total}\\D`));
  await pollFor(() => page.getByTestId('inapp-history-chart').getAttribute('data-state')).toBe('ready');
  const keywords = (await api<{ list: InAppKeywordRow[] }>(keywordsPath)).list;
  await pollFor(() => page.getByTestId('inapp-keyword-row').count()).toBe(Math.min(20, keywords.length));
  const k = keywords[0]!;
  expect((await cells(page, 'inapp-keyword-row')).slice(0, 5)).toEqual([
    k.keyword,
    k.entryName,
    String(k.rank),
    String(k.heat ?? '-'),
    String(k.resultCount ?? '-'),
  ]);
  return keywords;
}

describe('in-app items and events pages', () => {
  it('shows an app its items, the keywords each shows for, then its events', async () => {
    const appId = top.item;
    const page = await openPage(s, `/new/apps/subscribekeywordcover?appId=${appId}&country=cn`);
    await expectKeywords(
      page,
      `/v1/apps/subscribeKeywordSummary?appId=${appId}&country=cn&days=30`,
      `/v1/apps/appSubscribeKeywordList?appId=${appId}&country=cn`,
    );
    const items = (await api<{ list: InAppItemRow[] }>(`/v1/apps/appSubscribeList?appId=${appId}&country=cn`)).list;
    await pollFor(() => page.getByTestId('inapp-entry-row').count()).toBe(Math.min(20, items.length));
    const first = items[0]!;
    expect((await cells(page, 'inapp-entry-row')).slice(0, 4)).toEqual([
      first.name,
      first.formattedPrice,
      String(first.keywords),
      String(first.bestRank ?? '-'),
    ]);
    await snap(page, 'app-subscribe-1440x900', true);

    // One item's keywords.
    await page.getByTestId('inapp-entry-row').first().getByTestId('inapp-pick').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn', id: String(first.id) });
    const mine = (
      await api<{ list: InAppKeywordRow[] }>(
        `/v1/apps/appSubscribeKeywordList?appId=${appId}&country=cn&id=${first.id}`,
      )
    ).list;
    await pollFor(() => textOf(page, 'inapp-keywords')).toContain(`覆盖关键词（${mine.length}） · ${first.name}`);
    await pollFor(() => page.getByTestId('inapp-keyword-row').count()).toBe(Math.min(20, mine.length));
    await page.getByTestId('inapp-all').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId, country: 'cn' });

    // The events of the app whose events search shows most.
    await page.goto(`${s.baseUrl}/new/apps/activitykeywordcover?appId=${top.event}&country=cn`);
    await expectKeywords(
      page,
      `/v1/apps/eventKeywordSummary?appId=${top.event}&country=cn&days=30`,
      `/v1/apps/appEventKeywordList?appId=${top.event}&country=cn`,
    );
    const events = (await api<{ list: InAppEventRow[] }>(`/v1/apps/appevent?appId=${top.event}&country=cn`)).list;
    await pollFor(() => page.getByTestId('inapp-entry-row').count()).toBe(Math.min(20, events.length));
    const e = events[0]!;
    expect((await cells(page, 'inapp-entry-row')).slice(0, 4)).toEqual([
      e.name,
      e.kind,
      `${e.start} 至 ${e.end}`,
      e.running ? '进行中' : '已结束',
    ]);
    await snap(page, 'app-activity-1440x900', true);
    await closePage(page);
  });

  const noItems = 'says an app without items or events has none, from the side menu';
  it(`${noItems}, and that another storefront is not collected`, async () => {
    const page = await openPage(s, `/new/apps/baseinfo?appId=${bare}&country=cn`);
    await page.getByTestId('app-menu').getByRole('link', { name: '内购项目' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/subscribekeywordcover');
    await pollFor(() => textOf(page, 'inapp-entries')).toContain('暂无内购项目');
    await pollFor(() => textOf(page, 'inapp-keywords')).toContain('暂无内购项目');
    await page.getByTestId('app-menu').getByRole('link', { name: '应用内活动' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/activitykeywordcover');
    expect(urlQuery(page)).toEqual({ appId: bare, country: 'cn' });
    await pollFor(() => textOf(page, 'inapp-entries')).toContain('暂无应用内活动');
    await pollFor(() => page.getByTestId('inapp-history-chart').innerText()).toContain('暂无应用内活动');
    await snap(page, 'app-activity-empty-1440x900', true);

    await page.goto(`${s.baseUrl}/new/apps/subscribekeywordcover?appId=${abroad}&country=us`);
    await pollFor(() => textOf(page, 'inapp-entries')).toContain('该国家/地区的关键词暂未采集');
    await pollFor(() => textOf(page, 'inapp-history-chart')).toContain('该国家/地区的关键词暂未采集');
    await closePage(page);
  });
});
