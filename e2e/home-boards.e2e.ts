import { formatNumber } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { snap, closePage } from './harness.ts';
import {
  api,
  board,
  openHome,
  path,
  serveBoardsWorld,
  showSection,
  texts,
  type AsoData,
  type HotData,
  type MonthlyData,
  type RankingData,
  type SoarData,
} from './homeBoards.ts';

/** Home's market boards (spec 2.4) at 1440x900 on the tests' world, against what the API answers. */

serveBoardsWorld();

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
    await closePage(page);
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
    await hot.getByRole('tab', { name: 'iOS 12 及以下' }).click();
    await hot.getByTestId('hot-app').first().waitFor({ state: 'detached' });
    for (const [i, group] of v12.list.entries()) {
      const keywords = await texts(hot.getByTestId('hot-group').nth(i).getByTestId('hot-keyword'));
      expect(keywords.length).toBeLessThanOrEqual(10);
      expect(keywords).toEqual(
        group.keywordList.map((k, n) => `${n + 1}\n${k.keyword}\n${k.priority > 0 ? formatNumber(k.priority) : '-'}`),
      );
    }
    await snap(page, 'home-hot-search-ios12-1440x900');
    await closePage(page);
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
    await closePage(page);
  });
});
