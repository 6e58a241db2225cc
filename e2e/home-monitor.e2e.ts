import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiDay,
  BANG_STATUS_NAMES,
  formatNumber,
  type BangStatus,
  type ClearChartItem,
  type OfflineItem,
} from '@bangyan/contract';
import { WORLD_NOW, WORLD_TODAY } from './fixtures.ts';
import { apiData, CONTEXT_OPTIONS, iconTile, serveApp, showHomeSection, snap, type Served } from './harness.ts';

let s: Served;

/** Today in the world (China time); events are placed at these hours of it. */
const TODAY = WORLD_TODAY;
const at = (hour: number, minute = 0) =>
  new Date(`${TODAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);

/**
 * Makes today busy enough to show every state: 12 offline apps (three slides), 3 clear-chart and
 * 2 booked apps (fewer than a slide), no clear-words app (empty); the world's own new app stays.
 */
async function fillToday(): Promise<void> {
  const db = s.t.handle.db;
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'primary_genre_id'])
    .where('country', '=', 'cn')
    .where('looked_up', '=', true)
    .where('name', '!=', '')
    .orderBy('app_id')
    .limit(17)
    .execute();
  type Kind = 'offline' | 'clear-chart' | 'booked';
  const row = (kind: Kind, i: number, when: Date, data: Record<string, unknown>) => ({
    kind,
    country: 'cn',
    app_id: apps[i]!.app_id,
    at: when,
    day: TODAY,
    genre: apps[i]!.primary_genre_id,
    data: JSON.stringify(data),
  });
  const offline = Array.from({ length: 12 }, (_, i) =>
    row('offline', i, at(1 + i, 10), {
      offlineRank: i % 4 === 0 ? null : 3 + i * 7,
      userRatingCount: 987 + i * 12_345,
      releaseDate: '2023-03-0' + ((i % 9) + 1) + 'T00:00:00.000Z',
      updateDate: '2026-10-1' + (i % 9) + 'T00:00:00.000Z',
    }),
  );
  const chartTypes = ['free', 'charge', 'grossing'];
  const cleared = [0, 1, 2].map((i) =>
    row('clear-chart', 12 + i, at(9 + i * 3), {
      rankBefore: 8 + i * 21,
      chartType: chartTypes[i],
      rankBeforeAt: at(8 + i * 3).toISOString(),
    }),
  );
  const booked = [0, 1].map((i) =>
    row('booked', 15 + i, at(10 + i), { expectedReleaseAt: `2026-12-0${i + 3}T00:00:00.000Z`, price: i * 12 }),
  );
  await db
    .insertInto('monitor_events')
    .values([...offline, ...cleared, ...booked])
    .execute();
}

beforeAll(async () => {
  s = await serveApp({ world: true });
  await fillToday();
});
afterAll(async () => {
  await s?.close();
});

/** Home at a viewport; the simulated store's icon host answers from here or fails (image failure). */
async function openHome(viewport: { width: number; height: number }, icons: 'serve' | 'fail' = 'serve'): Promise<Page> {
  const context = await s.browser.newContext({ viewport, ...CONTEXT_OPTIONS });
  await context.route(/^https:\/\/sim\.bangyan\.local\//, (route) =>
    icons === 'serve'
      ? route.fulfill({ contentType: 'image/svg+xml', body: iconTile(route.request().url()) })
      : route.abort(),
  );
  // Home's one-per-visit prompts (popup ad, upgrade dialog) were closed on an earlier visit.
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
  });
  const page = await context.newPage();
  await page.goto(`${s.baseUrl}/`);
  return page;
}

const api = <T>(path: string) => apiData<T>(s, path);

interface Summary {
  date: string;
  updateTime: string;
  total: number;
  offline: number;
  new: number;
  clearChart: number;
  clearWords: number;
  booked: number;
}

const section = (page: Page) => page.getByTestId('home-monitor');
const currentRows = (page: Page) => section(page).getByTestId('monitor-slide-current').getByTestId('monitor-row');
const headers = async (page: Page) =>
  (await section(page).getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
/** The cells of the current slide's row `i`, their runs of white space as one space. */
const rowCells = async (page: Page, i: number) =>
  (await currentRows(page).nth(i).getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
/** The app name of a row of the current slide. */
const appName = (row: Locator) => row.getByTestId('monitor-app-link').innerText();
const tab = (page: Page, kind: string): Locator => section(page).getByTestId(`monitor-tab-${kind}`);

async function showSection(page: Page): Promise<void> {
  await showHomeSection(page, 'monitor');
  await currentRows(page).first().waitFor();
}

/** Scrolls the section under the fixed header, as the anchor menu does. */
const scrollToSection = (page: Page) =>
  page.evaluate(() => document.getElementById('monitor')!.scrollIntoView({ block: 'start' }));

describe("Home: today's App Store monitoring", () => {
  const shows = 'shows the summary, the five tabs with their counts and the offline rows';
  it(`${shows} as the API answers them (1440x900)`, async () => {
    const summary = await api<Summary>('/v1/temple/monitorSummary');
    expect(summary.date).toBe('20261122');
    expect(summary.offline).toBe(12);
    const offline = await api<{ list: OfflineItem[] }>('/v1/bang/delist?genre=0&page=1&pageSize=20');

    const page = await openHome({ width: 1440, height: 900 });
    await showSection(page);
    await scrollToSection(page);
    expect(await section(page).getByRole('heading').innerText()).toBe('今日App Store监控');
    const line = await section(page).getByTestId('monitor-summary').innerText();
    expect(line).toContain(`截至今日 ${summary.updateTime}`);
    expect(line).toContain(`共有 ${formatNumber(summary.total)} 款应用`);

    const labels = ['下架', '新品', '清榜', '清词', '预订'];
    const counts = [summary.offline, summary.new, summary.clearChart, summary.clearWords, summary.booked];
    const kinds = ['offline', 'new', 'clear-chart', 'clear-words', 'booked'];
    const allLinks = ['delist', 'BangRelease', 'clearbanglist', 'clearlist', 'booklist'].map((p) => `/new/bang/${p}`);
    for (const [i, kind] of kinds.entries()) {
      const t = tab(page, kind);
      expect(await t.getByRole('tab').innerText()).toContain(labels[i]!);
      const count = (await t.getByTestId('monitor-tab-count').innerText()).replace(/\s/g, '');
      expect(count).toBe(`${formatNumber(counts[i]!)}款`);
      const all = t.getByRole('link');
      expect((await all.innerText()).replace(/\s/g, '')).toBe('全部›');
      expect(await all.getAttribute('href')).toBe(allLinks[i]);
    }
    // Offline is the default tab.
    expect(await tab(page, 'offline').getByRole('tab').getAttribute('aria-selected')).toBe('true');
    expect(await headers(page)).toEqual(['应用', '分类', '下架时间', '近期最高排名', '评论数', '发布/更新时间']);

    // The first slide: the API's first five rows, newest first, with their figures.
    expect(await currentRows(page).count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      const item = offline.list[i]!;
      const cells = await rowCells(page, i);
      expect(cells[0]).toContain(item.trackName);
      expect(cells[0]).toContain(item.artistName);
      expect(cells[1]).toBe(item.genreName);
      expect(cells[2]).toBe(item.offlineDate);
      expect(cells[3]).toBe(item.offlineRank === null ? '-' : String(item.offlineRank));
      expect(cells[4]).toBe(formatNumber(item.userRatingCount));
      expect(cells[5]!.replace(/\s/g, '')).toBe(`发布${item.releaseDate}更新${item.updateDate}`);
      const link = currentRows(page).nth(i).getByTestId('monitor-app-link');
      expect(await link.getAttribute('href')).toBe(`/new/apps/view?appId=${item.trackId}&country=cn`);
    }
    expect(offline.list[0]!.offlineDate).toBe('2026-11-22 12:10');
    expect(await section(page).getByTestId('monitor-few').count()).toBe(0);
    await snap(page, 'home-monitor-offline-1440x900');

    // Slides: next shows rows 6-10, the third dot the last two.
    const pager = section(page).getByTestId('monitor-pager');
    expect(await pager.innerText()).toContain('1 / 3');
    await pager.getByRole('button', { name: '下一页' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="monitor-pager"]')?.textContent?.includes('2 / 3'),
    );
    expect(await appName(currentRows(page).first())).toBe(offline.list[5]!.trackName);
    await pager.getByRole('button', { name: '第3页' }).click();
    await page.waitForTimeout(500);
    expect(await currentRows(page).count()).toBe(2);
    expect(await appName(currentRows(page).last())).toBe(offline.list[11]!.trackName);
    expect(await pager.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
    await snap(page, 'home-monitor-offline-slide3-1440x900');
    await page.context().close();
  });

  const switches = 'switches tabs: each with its rows and columns, few and empty messages';
  it(`${switches}; the active tab does nothing (1440x900)`, async () => {
    const day = apiDay(TODAY);
    const clearQuery = `genre=0&date1=${day}&date2=${day}&type=0&page=1&pageSize=20`;
    const cleared = await api<{ list: ClearChartItem[] }>(`/v1/bang/clearbanglist?${clearQuery}`);
    expect(cleared.list).toHaveLength(3);
    const fresh = await api<{ list: { trackName: string; price: number; status: number }[] }>('/v1/bang/newList');
    const page = await openHome({ width: 1440, height: 900 });
    await showSection(page);
    await scrollToSection(page);
    const listRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/bang/')) listRequests.push(new URL(r.url()).pathname);
    });

    // Clicking the active tab sends nothing and changes nothing.
    await tab(page, 'offline').getByRole('tab').click();
    await page.waitForTimeout(300);
    expect(listRequests).toEqual([]);
    expect(await currentRows(page).count()).toBe(5);

    await tab(page, 'new').getByRole('tab').click();
    await section(page).locator('[data-kind="new"]').getByTestId('monitor-row').first().waitFor();
    expect(await headers(page)).toEqual(['应用', '分类', '状态', '价格', '是否有预订版本', '上线时间']);
    expect(await currentRows(page).count()).toBe(fresh.list.length);
    expect(await currentRows(page).first().innerText()).toContain(fresh.list[0]!.trackName);
    expect(await currentRows(page).first().innerText()).toContain(fresh.list[0]!.status === 1 ? '在线' : '已下架');
    expect(await currentRows(page).first().innerText()).toContain(fresh.list[0]!.price === 0 ? '免费' : '¥');
    expect(await section(page).getByTestId('monitor-few').innerText()).toBe(
      `今日截至目前仅有${fresh.list.length}款应用上新`,
    );
    await snap(page, 'home-monitor-new-1440x900');

    await tab(page, 'clear-chart').getByRole('tab').click();
    await section(page).locator('[data-kind="clear-chart"]').getByTestId('monitor-row').first().waitFor();
    expect(await headers(page)).toEqual(['应用', '清榜前排名', '榜单分类', '评论数', '清榜时间', '发布/更新日期']);
    for (const [i, item] of cleared.list.entries()) {
      const cells = await rowCells(page, i);
      expect(cells[0]).toContain(item.trackName);
      expect(cells[1]).toBe(String(item.hisRank));
      expect(cells[2]).toBe(BANG_STATUS_NAMES[item.bangStatus as BangStatus]);
      expect(cells[3]).toBe(formatNumber(item.userRatingCount));
      expect(cells[4]).toBe(item.clearDateFull);
    }
    expect(await section(page).getByTestId('monitor-few').innerText()).toBe('今日截至目前仅有3款应用被清榜');
    await snap(page, 'home-monitor-clear-chart-1440x900');

    await tab(page, 'clear-words').getByRole('tab').click();
    await section(page).locator('[data-kind="clear-words"]').getByTestId('monitor-empty').waitFor();
    expect(await headers(page)).toEqual([
      '应用',
      '总榜排名',
      '清词前覆盖数',
      '清词后覆盖数',
      '评论数',
      '清词时间',
      '发布/更新',
    ]);
    expect(await section(page).getByTestId('monitor-empty').innerText()).toBe('截至目前，今日App Store暂无清词应用');
    await snap(page, 'home-monitor-clear-words-empty-1440x900');

    await tab(page, 'booked').getByRole('tab').click();
    await section(page).locator('[data-kind="booked"]').getByTestId('monitor-row').first().waitFor();
    expect(await headers(page)).toEqual(['应用', '分类', '价格', '开发者', '预计上线时间']);
    expect(await currentRows(page).count()).toBe(2);
    const booked = (await currentRows(page).allInnerTexts()).join('\n').replace(/\s+/g, ' ');
    expect(booked).toContain('免费');
    expect(booked).toContain('¥12');
    expect(booked).toContain('2026-12-03 08:00');
    expect(await section(page).getByTestId('monitor-few').innerText()).toBe('今日截至目前仅有2款应用开启预订');
    await snap(page, 'home-monitor-booked-1440x900');

    // Going back reloads the tab's list.
    const before = listRequests.filter((p) => p === '/v1/bang/delist').length;
    await tab(page, 'offline').getByRole('tab').click();
    await section(page).locator('[data-kind="offline"]').getByTestId('monitor-row').first().waitFor();
    expect(listRequests.filter((p) => p === '/v1/bang/delist').length).toBe(before + 1);
    const lists = ['newList', 'clearbanglist', 'clearlist', 'booklist', 'delist'];
    expect(listRequests).toEqual(lists.map((list) => `/v1/bang/${list}`));
    await page.context().close();
  });

  it('fits 1280x650 and shows lettered tiles for icons that fail to load', async () => {
    const page = await openHome({ width: 1280, height: 650 }, 'fail');
    await showSection(page);
    await scrollToSection(page);
    await currentRows(page).first().getByTestId('app-icon-fallback').waitFor();
    const box = (await section(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // Every row stays within its card at the narrower window: nothing overflows sideways.
    const overflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#monitor [role="row"], #monitor [role="tablist"]')).some(
        (el) => el.scrollWidth > el.clientWidth + 1,
      ),
    );
    expect(overflow).toBe(false);
    await snap(page, 'home-monitor-1280x650');
    await page.context().close();
  });

  it('shows the empty offline tab on a day without offline apps', async () => {
    const db = s.t.handle.db;
    const offlineToday = db.deleteFrom('monitor_events').where('kind', '=', 'offline').where('day', '=', TODAY);
    const removed = await offlineToday.returningAll().execute();
    try {
      const page = await openHome({ width: 1440, height: 900 });
      await section(page).getByTestId('monitor-empty').waitFor();
      expect(await section(page).getByTestId('monitor-empty').innerText()).toBe('截至目前，今日App Store暂无下架应用');
      expect((await tab(page, 'offline').getByTestId('monitor-tab-count').innerText()).replace(/\s/g, '')).toBe('0款');
      await page.context().close();
    } finally {
      const rows = removed.map((r) => ({ ...r, data: JSON.stringify(r.data) }));
      await db.insertInto('monitor_events').values(rows).execute();
    }
    expect(WORLD_NOW.toISOString()).toBe('2026-11-22T10:30:00.000Z');
  });
});
