import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, keywordCoverReviseWord, TopKeyword } from '@bangyan/contract';
import {
  apiData,
  openAsUser,
  openPage,
  pollFor,
  serveApp,
  snap,
  textOf,
  urlQuery,
  type Served,
  closePage,
} from './harness.ts';

/**
 * The keyword page's core keywords, storefront switch and revision words, and the competitors' core keywords, against
 * what the API answers.
 */

let s: Served;
/**
 * The app whose version changed on the last day (China) covering the most keywords; the app covering the most of those
 * also in the us storefront.
 */
let revised: string;
let inUs: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  const db = s.t.handle.db;
  /** Of the apps `rows` name, the one covering the most keywords on the last collected day. */
  const mostCovering = async (rows: { app_id: string }[]) =>
    (
      await db
        .selectFrom('app_coverage_daily')
        .select('app_id')
        .where('country', '=', 'cn')
        .where('day', '=', '2026-11-22')
        .where(
          'app_id',
          'in',
          rows.map((r) => r.app_id),
        )
        .orderBy('total', 'desc')
        .orderBy('app_id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).app_id;
  revised = await mostCovering(
    await db
      .selectFrom('app_changes')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('field', '=', 'version')
      .execute(),
  );
  inUs = await mostCovering(await db.selectFrom('market_apps').select('app_id').where('country', '=', 'us').execute());
});
afterAll(async () => {
  await s?.close();
});

const api = <T>(path: string) => apiData<T>(s, path);
type Storefronts = { list: { country: string; countryName: string; collected: boolean; coverage: number | null }[] };
type Revised = DataOf<typeof keywordCoverReviseWord>;
/** An element's text with its line breaks and runs of spaces as one space. */
const flatText = async (page: Page, testId: string) => (await textOf(page, testId)).replace(/\s+/g, ' ');
const rowKeywords = (page: Page, testId: string) =>
  page.getByTestId(testId).getByTestId('keyword-link').allInnerTexts();

describe('core keywords and revision words', () => {
  it('shows the storefronts, the core keywords and how the keywords moved at the latest version, by tab', async () => {
    const page = await openPage(s, `/new/apps/keyword?appId=${revised}&country=cn`);
    // Storefronts: China with the app's coverage, the others 未收录.
    const fronts = await api<Storefronts>(`/v1/apps/asoCountry?appId=${revised}`);
    await pollFor(() => flatText(page, 'storefront-cn')).toBe(`中国 覆盖 ${fronts.list[0]!.coverage}`);
    for (const f of fronts.list.slice(1))
      expect(await flatText(page, `storefront-${f.country}`)).toBe(`${f.countryName} 未收录`);
    expect(await page.getByTestId('storefront-cn').getAttribute('aria-pressed')).toBe('true');

    // 核心关键词: the API's list in its order, each linking to its search page.
    const top = await api<{ list: TopKeyword[] }>(`/v1/keywordcover/top?appId=${revised}&country=cn`);
    expect(top.list.length).toBeGreaterThan(0);
    const chips = page.getByTestId('core-keyword');
    await pollFor(() => chips.getByTestId('keyword-link').allInnerTexts()).toEqual(top.list.map((k) => k.keyword));
    const firstChip = await flatText(page, 'core-keyword');
    expect(firstChip).toContain(`第${top.list[0]!.rank}名`);
    if (top.list[0]!.heat !== null) expect(firstChip).toContain(`热度 ${top.list[0]!.heat}`);
    expect(await chips.first().getByTestId('keyword-link').getAttribute('href')).toBe(
      `/new/search/index?${new URLSearchParams({ keyword: top.list[0]!.keyword, country: 'cn' })}`,
    );

    // 版本更新词变化: the revision, the totals on the tabs, each tab's hottest keywords.
    const moved = await api<Revised>(`/v1/keywordcover/getReviseWord?appId=${revised}&country=cn`);
    expect(moved.revision?.kind).toBe('version');
    await pollFor(() => flatText(page, 'revise-info')).toBe(
      `版本更新${moved.revision!.time} · ${moved.revision!.detail}`,
    );
    await pollFor(() => textOf(page, 'revise-span')).toContain(
      `更新前有排名 ${moved.totals.before} 个，当前有排名 ${moved.totals.after} 个`,
    );
    expect(await page.getByTestId('revise-tabs').innerText()).toBe(
      `新增 ${moved.totals.gained}\n消失 ${moved.totals.lost}\n上升 ${moved.totals.improved}\n下降 ${moved.totals.dropped}`,
    );
    // At first the first tab with keywords.
    const tabs: [string, readonly { keyword: string }[]][] = [
      ['新增', moved.gained],
      ['消失', moved.lost],
      ['上升', moved.improved],
      ['下降', moved.dropped],
    ];
    const first = tabs.find(([, list]) => list.length > 0)!;
    expect(await page.getByTestId('revise-tabs').locator('.ant-segmented-item-selected').innerText()).toContain(
      first[0],
    );
    await pollFor(() => rowKeywords(page, 'revise-row')).toEqual(first[1].slice(0, 10).map((k) => k.keyword));
    await page.getByTestId('core-keywords').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/c-keywordcover-keyword.png', fullPage: true });
    await snap(page, 'app-keyword-top-1440x900', true);
    for (const [label, list] of tabs) {
      await page.getByTestId('revise-tabs').getByText(label).click();
      await pollFor(() => rowKeywords(page, 'revise-row')).toEqual(list.slice(0, 10).map((k) => k.keyword));
    }
    const [firstDown] = moved.dropped;
    if (firstDown)
      expect(await page.getByTestId('revise-row').first().innerText()).toContain(
        `↓${firstDown.rank - firstDown.rankBefore}`,
      );
    await page.getByTestId('revise-words').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/c-keywordcover-revise.png' });

    await closePage(page);
  });

  it('switches to a storefront whose keywords are not collected from the switch, which says so', async () => {
    const page = await openPage(s, `/new/apps/keyword?appId=${inUs}&country=cn`);
    const cn = (await api<Storefronts>(`/v1/apps/asoCountry?appId=${inUs}`)).list[0]!;
    await pollFor(() => flatText(page, 'storefront-cn')).toBe(`中国 覆盖 ${cn.coverage}`);
    await page.getByTestId('storefront-us').click();
    await pollFor(() => urlQuery(page)).toEqual({ appId: inUs, country: 'us' });
    await pollFor(() => textOf(page, 'storefront-note')).toContain('美国的关键词未收录');
    expect(await page.getByTestId('storefront-us').getAttribute('aria-pressed')).toBe('true');
    await pollFor(() => textOf(page, 'core-keywords')).toContain('暂无数据：该应用当前没有排名前十的关键词');
    await pollFor(() => textOf(page, 'revise-none')).toContain('暂无数据');
    await closePage(page);
  });

  it('shows each competitor and suggestion with its three hottest core keywords', async () => {
    const path = `/new/apps/competitor?appId=${revised}&country=cn`;
    const { page } = await openAsUser(s, path, '13700006655');
    const suggestions = page.getByTestId('suggestion-row');
    await pollFor(() => suggestions.count()).toBeGreaterThan(1);
    await suggestions.first().getByTestId('competitor-add').click();
    await pollFor(() => page.getByTestId('competitor-row').count()).toBe(1);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const list = (await (
      await fetch(`${s.baseUrl}/v1/apps/competitor?appId=${revised}&country=cn`, { headers: { cookie } })
    ).json()) as { data: { list: { appId: string }[]; suggestions: { appId: string }[] } };
    const ids = [...list.data.list, ...list.data.suggestions].map((a) => a.appId);
    const res = await fetch(`${s.baseUrl}/v1/keywordcover/topBatch`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ appIds: ids.join(','), country: 'cn' }).toString(),
    });
    const batch = ((await res.json()) as { data: { list: { appId: string; keywords: TopKeyword[] }[] } }).data.list;
    expect(batch.map((a) => a.appId)).toEqual(ids);
    expect(batch.some((a) => a.keywords.length === 3)).toBe(true);
    const expected = batch.map((a) =>
      a.keywords.length === 0
        ? '暂无排名前十的关键词'
        : a.keywords.map((k) => `${k.keyword}（第${k.rank}名）`).join(''),
    );
    const cell = (row: ReturnType<Page['getByTestId']>) => row.locator('td').nth(2).innerText();
    const rows = [page.getByTestId('competitor-row').first(), ...(await suggestions.all())];
    await pollFor(async () => Promise.all(rows.map((r) => cell(r).then((t) => t.replace(/\s/g, ''))))).toEqual(
      expected.map((t) => t.replace(/\s/g, '')),
    );
    await page.getByTestId('competitor-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/c-keywordcover-competitor.png', fullPage: true });
    await closePage(page);
  });
});
