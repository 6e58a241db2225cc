import { readFileSync } from 'node:fs';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyLimitFailure, MONITOR_MENU, type ClearChartItem, type MonitorCounts } from '@bangyan/contract';
import { openAsUser, openPage, serveApp, showHomeSection, snap, type Served, closePage } from './harness.ts';
import { fromRankingDropdown, pickDay, pickOption } from './dataPages.ts';

let s: Served;

/** Busy days within a visitor's 30 days of history; the world's today is 2026-11-22. */
const OFFLINE_DAY = '2026-11-15';
const CLEAR_DAYS = ['2026-11-19', '2026-11-20'];
const BOOKED_DAY = '2026-11-18';
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:10:00+08:00`);

/**
 * 23 offline apps on OFFLINE_DAY (two pages of 20), 6 clear-chart apps over CLEAR_DAYS on the
 * three charts, 4 cleared words and 3 booked apps on their days; the world's own events stay.
 * The days before the world's are recorded as collected daily, as live.
 */
async function fillDays(): Promise<void> {
  const db = s.t.handle.db;
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'primary_genre_id'])
    .where('country', '=', 'cn')
    .where('looked_up', '=', true)
    .where('name', '!=', '')
    .orderBy('app_id')
    .limit(36)
    .execute();
  const row = (
    kind: 'offline' | 'clear-chart' | 'clear-words' | 'booked',
    i: number,
    when: Date,
    data: Record<string, unknown>,
  ) => ({
    kind,
    country: 'cn',
    app_id: apps[i]!.app_id,
    at: when,
    day: when.toLocaleDateString('sv', { timeZone: 'Asia/Shanghai' }),
    genre: apps[i]!.primary_genre_id,
    data: JSON.stringify(data),
  });
  const offline = Array.from({ length: 23 }, (_, i) =>
    row('offline', i, at(OFFLINE_DAY, i), {
      offlineRank: i % 3 ? 4 + i : null,
      userRatingCount: 500 + i * 7_321,
      releaseDate: '2024-03-01T00:00:00.000Z',
      updateDate: '2026-10-01T00:00:00.000Z',
    }),
  );
  const charts = ['free', 'charge', 'grossing'];
  const cleared = Array.from({ length: 6 }, (_, i) =>
    row('clear-chart', 23 + i, at(CLEAR_DAYS[i % 2]!, 8 + i), {
      rankBefore: 5 + i * 9,
      chartType: charts[i % 3],
      rankBeforeAt: at(CLEAR_DAYS[i % 2]!, 7).toISOString(),
    }),
  );
  const words = Array.from({ length: 4 }, (_, i) =>
    row('clear-words', 29 + i, at(CLEAR_DAYS[0]!, 9 + i), { coverageBefore: 300 + i * 50, coverageAfter: 40 + i }),
  );
  // Booked: a game and two apps (the event's genre is what the genre filter reads).
  const booked = [7001, 6005, 6002].map((genre, i) => ({
    ...row('booked', 33 + i, at(BOOKED_DAY, 10 + i), {
      expectedReleaseAt: `2026-12-1${i}T00:00:00.000Z`,
      price: i * 6,
    }),
    genre,
  }));
  await db
    .insertInto('monitor_events')
    .values([...offline, ...cleared, ...words, ...booked])
    .execute();
  // The days before the world's collected as live (lookups, keyword searches, chart rounds and
  // analytics daily), so their counts are figures, not no data (market analytics TREND_NEEDS).
  const days = ['13', '14', '15', '16', '17', '18', '19', '20'].map((d) => `2026-11-${d}`);
  await db
    .insertInto('ingest_runs')
    .values(
      ['apps', 'keywords', 'charts-all', 'analytics'].flatMap((job) =>
        days.map((day) => ({ job, target_at: at(day, 13), status: 'done' as const })),
      ),
    )
    .execute();
}

beforeAll(async () => {
  s = await serveApp({ world: true });
  await fillDays();
});
afterAll(async () => {
  await s?.close();
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}
const names = async (path: string) => (await api<{ list: { trackName: string }[] }>(path)).list.map((r) => r.trackName);

const table = (page: Page) => page.getByTestId('monitor-table');
const rowNames = (page: Page) =>
  table(page).locator('tbody tr.ant-table-row').getByTestId('monitor-app-link').allInnerTexts();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const title = (page: Page) => page.locator('h1').innerText();

describe('monitor pages', () => {
  it("opens every monitor page from the header's ranking dropdown (1440x900)", async () => {
    const page = await openPage(s, '/');
    for (const link of MONITOR_MENU.links) {
      await fromRankingDropdown(page, link.label, link.path);
      await page.locator('h1', { hasText: link.label }).waitFor();
      expect(await title(page)).toBe(link.label);
    }
    await closePage(page);
  });

  it("下架监控 from Home's 全部: picks a day from the strip, pages forward, reload keeps it, genre narrows it", async () => {
    const page = await openPage(s, '/');
    await showHomeSection(page, 'monitor');
    await page.getByRole('link', { name: '全部下架应用' }).click();
    await page.waitForURL((url) => url.pathname === '/new/bang/delist');
    const today = await names('/v1/bang/delist');
    await page.getByTestId('monitor-total').waitFor();
    expect(await page.getByTestId('monitor-total').innerText()).toBe(`共 ${today.length} 款`);
    expect(await rowNames(page)).toEqual(today.slice(0, 20));
    await page.getByTestId('day-count').first().waitFor();
    expect(await page.getByTestId('day-counts').getByTestId('day-count').count()).toBe(7);

    // The last 30 days hold the busy day: 23 apps, as its count says.
    await page.getByTestId('span-switch').getByText('近30天').click();
    const busy = page.locator('[data-testid="day-count"][data-date="20261115"]');
    await busy.waitFor();
    expect(await page.getByTestId('day-count').count()).toBe(30);
    const counts = await api<{ list: (MonitorCounts & { date: string })[] }>(
      '/v1/bang/monitorDateCount?date1=20261024&date2=20261122',
    );
    expect(await busy.getAttribute('aria-label')).toBe(
      `20261115 下架${counts.list.find((d) => d.date === '20261115')!.offline}款`,
    );
    await busy.click();
    const all = await names('/v1/bang/delist?date=20261115&pageSize=100');
    expect(all).toHaveLength(23);
    await expect.poll(() => rowNames(page)).toEqual(all.slice(0, 20));
    expect(query(page)).toEqual({ span: '30', date: '20261115' });
    expect(await page.getByTestId('monitor-total').innerText()).toBe('共 23 款');
    expect(await busy.getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'monitors-delist-1440x900', true);

    await page.getByTestId('monitor-list').locator('.ant-pagination-item-2').click();
    await expect.poll(() => rowNames(page)).toEqual(all.slice(20));
    expect(query(page).page).toBe('2');
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(all.slice(20));
    expect(await page.getByTestId('day-picker').inputValue()).toBe(OFFLINE_DAY);

    await pickOption(page, '游戏');
    const games = await names('/v1/bang/delist?date=20261115&genre=6014&pageSize=100');
    expect(games.length).toBeLessThan(23);
    await expect.poll(() => rowNames(page)).toEqual(games.slice(0, 20));
    expect(query(page)).toEqual({ span: '30', date: '20261115', genre: '6014' });
    await closePage(page);
  });

  it("清榜监控 from Home's 全部: a range, the chart filter with its badges, a day from the strip", async () => {
    const page = await openPage(s, '/');
    await showHomeSection(page, 'monitor');
    await page.getByRole('link', { name: '全部清榜应用' }).click();
    await page.waitForURL((url) => url.pathname === '/new/bang/clearbanglist');
    await page.getByTestId('range-picker').first().waitFor();
    await page.goto(`${s.baseUrl}/new/bang/clearbanglist?date1=20261119&date2=20261120`);
    const range = await api<{ list: ClearChartItem[] }>(
      '/v1/bang/clearbanglist?date1=20261119&date2=20261120&pageSize=100',
    );
    await expect.poll(() => rowNames(page)).toEqual(range.list.map((r) => r.trackName));
    // Both days of the range are picked in the strip.
    await expect
      .poll(() =>
        page
          .locator('[data-testid="day-count"][aria-pressed="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-date'))),
      )
      .toEqual(['20261119', '20261120']);

    await page.getByTestId('chart-filter').getByText('付费榜').click();
    const paid = range.list.filter((r) => r.bangStatus === 3).map((r) => r.trackName);
    expect(paid.length).toBeGreaterThan(0);
    await expect.poll(() => rowNames(page)).toEqual(paid);
    expect(query(page)).toEqual({ date1: '20261119', date2: '20261120', type: '3' });
    const badges = await table(page).locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(['付费榜']));
    await snap(page, 'monitors-clearbanglist-1440x900', true);

    await page.locator('[data-testid="day-count"][data-date="20261119"]').click();
    const oneDay = (
      await api<{ list: ClearChartItem[] }>('/v1/bang/clearbanglist?date1=20261119&date2=20261119&type=3')
    ).list.map((r) => r.trackName);
    await expect.poll(() => rowNames(page)).toEqual(oneDay);
    expect(query(page)).toEqual({ date2: '20261119', type: '3' });
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(oneDay);
    expect(
      await page.getByTestId('range-picker').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['2026-11-19', '2026-11-19']);
    await closePage(page);
  });

  const monitorBoards = '清词, 预订 and 新品监控: the date picker and the genre change the rows';
  it(`${monitorBoards}; a day too old gets the limit dialog`, async () => {
    const page = await openPage(s, '/new/bang/clearlist');
    await table(page).waitFor();
    await pickDay(page, '2026-11-19');
    const words = await names('/v1/bang/clearlist?date=20261119');
    expect(words.length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => rowNames(page)).toEqual(words);
    expect(query(page)).toEqual({ date: '20261119' });
    await snap(page, 'monitors-clearlist-1440x900', true);

    await page.goto(`${s.baseUrl}/new/bang/booklist`);
    await table(page).waitFor();
    await pickDay(page, '2026-11-18');
    const booked = await names('/v1/bang/booklist?date=20261118');
    await expect.poll(() => rowNames(page)).toEqual(booked);
    await pickOption(page, '应用');
    const bookedApps = await names('/v1/bang/booklist?date=20261118&genre=5000');
    expect(bookedApps).toHaveLength(booked.length - 1);
    await expect.poll(() => rowNames(page)).toEqual(bookedApps);
    expect(query(page)).toEqual({ date: '20261118', genre: '5000' });

    // 新品: the world's releases of the day before, then an empty day.
    await page.goto(`${s.baseUrl}/new/bang/BangRelease?date=20261121`);
    const fresh = await names('/v1/bang/newList?date=20261121');
    expect(fresh.length).toBeGreaterThan(0);
    await expect.poll(() => rowNames(page)).toEqual(fresh);
    await snap(page, 'monitors-release-1440x900', true);
    await pickDay(page, '2026-11-02');
    await table(page).getByText('2026-11-02 暂无新品应用').waitFor();

    // A day older than a visitor's 30 days: the limit dialog, and its message in place of the list.
    await page.goto(`${s.baseUrl}/new/bang/booklist?date=20261001`);
    const { msg } = historyLimitFailure('normal');
    await page.getByTestId('limit-message').filter({ hasText: msg }).waitFor();
    expect(await page.getByTestId('monitor-error').innerText()).toContain(msg);
    await closePage(page);
  });

  it("本周动态: the week's chart, days and top apps; a week without events shows 暂无数据", async () => {
    const page = await openPage(s, '/');
    await fromRankingDropdown(page, '本周动态', '/new/bang/week');
    const week = await api<{
      week: MonitorCounts;
      top: { offline: { trackName: string }[]; clearChart: { trackName: string }[] };
    }>('/v1/bang/monitorTrendSummary');
    await page.locator('[data-testid="week-chart"][data-state="ready"]').waitFor();
    await page.getByTestId('echart').waitFor();
    expect(await page.getByTestId('week-range').innerText()).toBe('2026-11-16 至 2026-11-22');
    expect((await page.getByTestId('week-total-clear-chart').innerText()).replace(/\s/g, '')).toBe(
      `本周清榜${week.week.clearChart}款`,
    );
    expect(await page.getByTestId('week-table').locator('tbody tr.ant-table-row').count()).toBe(7);
    const topNames = () => page.getByTestId('week-top-table').getByTestId('monitor-app-link').allInnerTexts();
    await expect.poll(topNames).toEqual(week.top.offline.map((r) => r.trackName));
    await page.getByTestId('top-switch').getByText('清榜').click();
    await expect.poll(topNames).toEqual(week.top.clearChart.map((r) => r.trackName));
    expect(query(page)).toEqual({ top: 'clear-chart' });
    await snap(page, 'monitors-week-1440x900', true);

    // A count links to its monitor page on that day.
    const link = page.getByTestId('week-table').getByRole('link').first();
    expect(await link.getAttribute('href')).toBe('/new/bang/delist');

    await pickDay(page, '2026-11-02');
    await page.locator('[data-testid="week-chart"][data-state="empty"]').waitFor();
    expect(await page.getByTestId('week-chart').innerText()).toBe('暂无数据');
    expect(await page.getByTestId('week-range').innerText()).toBe('2026-10-27 至 2026-11-02');
    await page.reload();
    await page.locator('[data-testid="week-chart"][data-state="empty"]').waitFor();
    expect(query(page)).toEqual({ top: 'clear-chart', date: '20261102' });
    await closePage(page);
  });

  it('exports every page of the day for a member', async () => {
    const { page } = await openAsUser(s, '/new/bang/delist?date=20261115', '13500007777');
    await expect.poll(() => rowNames(page)).toHaveLength(20);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
    expect(download.suggestedFilename()).toMatch(/^下架监控_20261115-\d{8}\.xlsx$/);
    // A heading row and the day's 23 apps.
    const [sheet] = readXlsx(readFileSync((await download.path())!));
    expect(sheet!.rows).toHaveLength(24);
    expect(sheet!.rows[0]).toEqual([
      '应用ID',
      '应用名称',
      '开发者',
      '分类',
      '下架时间',
      '近期最高排名',
      '评论数',
      '发布日期',
      '更新日期',
    ]);
    await closePage(page);
  });
});
