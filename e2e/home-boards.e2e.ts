import { formatNumber } from '@bangyan/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWorldEstimatesToPastMonths } from '../apps/server/test/boards.ts';
import { openPage, serveApp, showHomeSection, snap, type Served } from './harness.ts';

/** Home's market boards (spec 2.4) on the tests' world, against what the API answers. */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
  // The monthly boards show last month (October in the world): give it the world's estimates.
  await copyWorldEstimatesToPastMonths(s.t.handle.db);
});
afterAll(async () => {
  await s?.close();
});

interface Envelope<T> {
  code: number;
  data: T;
}

/** What the API answers, read the way the browser reads it. */
async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as Envelope<T>;
  expect(body.code).toBe(0);
  return body.data;
}

interface RankingData {
  list: Record<
    'free' | 'charge' | 'grossing',
    { timeFormat: string; list: { appId: string; trackName: string; sellerName: string; ranking: number }[] }
  >;
}
interface HotData {
  list: {
    updateTimeStr: string;
    keywordList: { keyword: string; priority: number }[];
    appList: { app: string; appDetail: { trackName: string; subtitle: string } }[];
  }[];
}
interface AsoData {
  list: { appId: string; trackName: string; rankAll: { ranking: number }; asoIndex: number }[];
}
interface SoarData {
  timeFormat: string;
  list: { trackId: string; trackName: string; rank: number; diff: number }[];
}
interface MonthlyData {
  monthName: string;
  list: {
    appId: string;
    trackName: string;
    artistName: string;
    monthTotal: number;
    preRank: number;
    rankChange: number;
  }[];
}

/** Home as a returning visitor sees it: openPage stores the prompts as dealt with, so nothing covers the boards. */
const openHome = (viewport?: { width: number; height: number }): Promise<Page> => openPage(s, '/', viewport);

/** Scrolls a section to the top of the window, below the fixed header. */
async function showSection(page: Page, id: string): Promise<Locator> {
  const section = await showHomeSection(page, id);
  await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
  return section;
}

const texts = (l: Locator) => l.allInnerTexts();
const path = (href: string | null) => href ?? '';

describe('Home market boards at 1440x900', () => {
  it('shows the real-time rankings of each genre with their times and links', async () => {
    const page = await openHome();
    const section = await showSection(page, 'rankings');
    for (const [tab, genre] of [
      ['游戏', 6014],
      ['应用', 5000],
      ['综合', 0],
    ] as const) {
      const data = await api<RankingData>(`/v1/temple/bangRanking?genre=${genre}&top=10`);
      if (tab !== '游戏') await section.getByTestId('ranking-genre-tabs').getByRole('tab', { name: tab }).click();
      expect(await section.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      for (const type of ['free', 'charge', 'grossing'] as const) {
        const column = section.getByTestId(`ranking-${type}`);
        const list = data.list[type];
        // The rows show this genre's once its answer is in (two genres' lists can share their #1).
        const rows = column.getByTestId('ranking-row');
        await expect
          .poll(() => rows.allInnerTexts())
          .toEqual(list.list.map((item) => `${item.ranking}\n${item.trackName}\n${item.sellerName}`));
        for (const i of [0, 1, 9]) {
          const item = list.list[i]!;
          expect(await rows.nth(i).getByTestId('ranking-app').getAttribute('href')).toBe(
            `/new/apps/view?appId=${item.appId}&country=cn`,
          );
        }
        expect(await column.getByTestId('ranking-time').innerText()).toBe(list.timeFormat);
        expect(list.timeFormat).toBe('今日 18:00');
        expect(path(await column.getByTestId('ranking-more').getAttribute('href'))).toBe(
          `/new/ranking/index?genre=${genre}&country=cn&type=${type}`,
        );
      }
      for (const title of ['免费榜', '付费榜', '畅销榜']) await section.getByText(title, { exact: true }).waitFor();
      if (genre === 6014) await snap(page, 'home-rankings-1440x900');
    }
    await page.context().close();
  });

  it('shows hot search groups of both versions, the ASO index top 5 and 24 h soaring', async () => {
    const page = await openHome();
    const section = await showSection(page, 'hot-search');
    const hot = section.getByTestId('hot-search');

    // iOS 13 tab: the newest 3 groups, each with its time and at most 2 recommended apps.
    const v13 = await api<HotData>('/v1/temple/hotSearch?iosVersion=13');
    await hot.getByTestId('hot-group').nth(2).waitFor();
    expect(await texts(hot.getByTestId('hot-group-time'))).toEqual(v13.list.map((g) => `更新于 ${g.updateTimeStr}`));
    for (const [i, group] of v13.list.entries()) {
      const shown = hot.getByTestId('hot-group').nth(i);
      expect(await shown.getByTestId('hot-app').count()).toBe(group.appList.length);
      expect(group.appList.length).toBeLessThanOrEqual(2);
      for (const [j, a] of group.appList.entries()) {
        expect(await shown.getByTestId('hot-app').nth(j).innerText()).toContain(a.appDetail.trackName);
        expect(await shown.getByTestId('hot-app').nth(j).getAttribute('href')).toBe(
          `/new/apps/view?appId=${a.app}&country=cn`,
        );
      }
      expect(await texts(shown.getByTestId('hot-keyword'))).toEqual(
        group.keywordList.map((k, n) => `${n + 1}\n${k.keyword}\n${k.priority > 0 ? formatNumber(k.priority) : '-'}`),
      );
    }
    expect(v13.list.some((g) => g.appList.length > 0)).toBe(true);

    // ASO index top 5 with its explanation.
    const aso = section.getByTestId('aso-index');
    const asoData = await api<AsoData>('/v1/temple/asoList');
    await aso.getByTestId('aso-row').nth(4).waitFor();
    expect(await aso.getByTestId('aso-row').count()).toBe(5);
    for (const [i, item] of asoData.list.entries()) {
      const row = aso.getByTestId('aso-row').nth(i);
      expect(await row.innerText()).toContain(item.trackName);
      expect(await row.getByTestId('aso-rank').innerText()).toBe(
        item.rankAll.ranking > 0 ? String(item.rankAll.ranking) : '-',
      );
      expect(await row.getByTestId('aso-value').innerText()).toBe(item.asoIndex.toFixed(1));
    }

    // 24 h soaring: 8 games per slide, with rank and rise.
    const soar = section.getByTestId('soaring');
    const games = await api<SoarData>('/v1/temple/soaredList?genre=6014&top=32');
    expect(games.list.length).toBe(32);
    const slideShows = async (from: number) => {
      await expect
        .poll(() => soar.getByTestId('soaring-row').first().innerText())
        .toContain(games.list[from]!.trackName);
      const rows = await texts(soar.getByTestId('soaring-row'));
      expect(rows).toEqual(games.list.slice(from, from + 8).map((i) => `${i.rank}\n${i.trackName}\n↑${i.diff}`));
    };
    await slideShows(0);
    expect(await soar.innerText()).toContain(`免费榜 · ${games.timeFormat}`);
    expect(path(await soar.getByTestId('soaring-more').getAttribute('href'))).toBe(
      '/new/ranking/RankTop?rankTopType=rise&genre=6014&type=free&day=1',
    );
    await snap(page, 'home-hot-search-1440x900');

    // The tooltip explains the ASO index.
    await aso.getByTestId('aso-tip').hover();
    await page.getByRole('tooltip').getByText('关键词覆盖、关键词热度及关键词属性', { exact: false }).waitFor();
    await snap(page, 'home-aso-tooltip-1440x900');
    await page.mouse.move(10, 10);

    await soar.getByTestId('soaring-next').click();
    await slideShows(8);
    await soar.getByTestId('soaring-next').click();
    await soar.getByTestId('soaring-next').click();
    await slideShows(24);
    expect(await soar.getByTestId('soaring-next').isDisabled()).toBe(true);

    // The apps tab: other apps, back on the first slide, and its own link.
    const apps = await api<SoarData>('/v1/temple/soaredList?genre=5000&top=32');
    await soar.getByRole('tab', { name: '应用' }).click();
    await expect.poll(() => soar.getByTestId('soaring-row').first().innerText()).toContain(apps.list[0]!.trackName);
    expect(await texts(soar.getByTestId('soaring-row'))).toEqual(
      apps.list.slice(0, 8).map((i) => `${i.rank}\n${i.trackName}\n↑${i.diff}`),
    );
    expect(path(await soar.getByTestId('soaring-more').getAttribute('href'))).toBe(
      '/new/ranking/RankTop?rankTopType=rise&genre=5000&type=free&day=1',
    );

    // iOS 12 tab: keywords with heat, no apps.
    const v12 = await api<HotData>('/v1/temple/hotSearch?iosVersion=12');
    await hot.getByRole('tab', { name: 'IOS12' }).click();
    await hot.getByTestId('hot-app').first().waitFor({ state: 'detached' });
    for (const [i, group] of v12.list.entries()) {
      const keywords = await texts(hot.getByTestId('hot-group').nth(i).getByTestId('hot-keyword'));
      expect(keywords.length).toBeLessThanOrEqual(10);
      expect(keywords).toEqual(
        group.keywordList.map((k, n) => `${n + 1}\n${k.keyword}\n${k.priority > 0 ? formatNumber(k.priority) : '-'}`),
      );
    }
    await snap(page, 'home-hot-search-ios12-1440x900');
    await page.context().close();
  });

  it("shows last month's download and income boards with totals, changes and links", async () => {
    const page = await openHome();
    const section = await showSection(page, 'monthly');
    const changeText = (i: { preRank: number; rankChange: number }) =>
      i.preRank === 0 ? '新上榜' : i.rankChange > 0 ? `↑${i.rankChange}` : i.rankChange < 0 ? `↓${-i.rankChange}` : '-';
    for (const type of ['download', 'income'] as const) {
      const board = section.getByTestId(`monthly-${type}`);
      for (const [tab, genre] of [
        ['游戏', 6014],
        ['应用', 5000],
      ] as const) {
        const data = await api<MonthlyData>(`/v1/temple/monthlyList?genre=${genre}&type=${type}`);
        expect(data.monthName).toBe('2026-10');
        if (tab === '应用') await board.getByRole('tab', { name: tab }).click();
        await expect
          .poll(() => board.getByTestId('monthly-app').first().innerText())
          .toContain(data.list[0]!.trackName);
        const rows = board.getByTestId('monthly-row');
        expect(await rows.count()).toBe(10);
        for (const [i, item] of data.list.entries()) {
          const row = rows.nth(i);
          expect(await row.getByTestId('monthly-app').innerText()).toBe(`${item.trackName}\n${item.artistName}`);
          expect(await row.getByTestId('monthly-total').innerText()).toBe(
            type === 'income' ? `¥${formatNumber(item.monthTotal)}` : formatNumber(item.monthTotal),
          );
          expect(await row.getByTestId('monthly-change').innerText()).toBe(changeText(item));
          if (i === 0)
            expect(await row.getByTestId('monthly-app').getAttribute('href')).toBe(
              `/new/apps/view?appId=${item.appId}&country=cn`,
            );
        }
        expect(await board.getByTestId('monthly-month').innerText()).toBe('2026年10月');
        expect(path(await board.getByTestId('monthly-more').getAttribute('href'))).toBe(
          `/new/ranking/RankHotApp?genreId=${genre}&dateType=month&date=2026-10`,
        );
      }
    }
    // The copied months give climbers and newcomers alike.
    const shownChanges = (await texts(section.getByTestId('monthly-change'))).join(' ');
    expect(shownChanges).toMatch(/[↑↓]\d+/);
    await board(section, 'download').getByRole('tab', { name: '游戏' }).click();
    await snap(page, 'home-monthly-1440x900');
    await page.context().close();
  });
});

const board = (section: Locator, type: 'download' | 'income') => section.getByTestId(`monthly-${type}`);

describe('Home market boards at 1280x650', () => {
  it('keeps every board inside the page width, laid out in its grid', async () => {
    const page = await openHome({ width: 1280, height: 650 });
    for (const id of ['rankings', 'hot-search', 'monthly']) {
      const section = await showSection(page, id);
      const box = (await section.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      await snap(page, `home-${id}-1280x650`);
    }
    const rankings = page.locator('#rankings');
    await rankings.getByTestId('ranking-row').first().waitFor();
    // Three chart columns side by side, of one width.
    const columns = await Promise.all(
      ['free', 'charge', 'grossing'].map(async (t) => (await rankings.getByTestId(`ranking-${t}`).boundingBox())!),
    );
    expect(new Set(columns.map((c) => Math.round(c.y))).size).toBe(1);
    expect(new Set(columns.map((c) => Math.round(c.width))).size).toBe(1);
    // Hot search, ASO index and soaring share one row.
    const hotRow = await Promise.all(
      ['hot-search', 'aso-index', 'soaring'].map(async (t) => (await page.getByTestId(t).boundingBox())!),
    );
    expect(new Set(hotRow.map((c) => Math.round(c.y))).size).toBe(1);
    // No name spills out of its card.
    const overflow = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll(
          '[data-testid="ranking-app"], [data-testid="aso-row"], ' +
            '[data-testid="soaring-row"], [data-testid="monthly-app"]',
        ),
      ).some((el) => el.scrollWidth > el.clientWidth + 1),
    );
    expect(overflow).toBe(false);
    await snap(page, 'home-boards-1280x650-full', true);
    await page.context().close();
  });
});

describe('empty boards', () => {
  it('show 暂无数据 when last month has no estimates', async () => {
    await s.t.handle.db.deleteFrom('app_estimates').where('day', '<', '2026-11-01').execute();
    const data = await api<MonthlyData>('/v1/temple/monthlyList?genre=6014&type=download');
    expect(data.list).toEqual([]);
    const page = await openHome();
    const section = await showSection(page, 'monthly');
    for (const type of ['download', 'income'] as const)
      await board(section, type).getByTestId('board-empty').getByText('暂无数据').waitFor();
    expect(await section.getByTestId('monthly-row').count()).toBe(0);
    // The rankings are unaffected.
    await (await showSection(page, 'rankings')).getByTestId('ranking-row').first().waitFor();
    await snap(page, 'home-monthly-empty-1440x900');
    await page.context().close();
  });
});
