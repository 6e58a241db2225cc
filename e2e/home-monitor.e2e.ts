import { describe, expect, it } from 'vitest';
import {
  apiDay,
  BANG_STATUS_NAMES,
  formatNumber,
  type BangStatus,
  type ClearChartItem,
  type OfflineItem,
} from '@bangyan/contract';
import { snap, closePage } from './harness.ts';
import {
  api,
  appName,
  currentRows,
  headers,
  openHome,
  rowCells,
  scrollToSection,
  section,
  serveMonitorWorld,
  showSection,
  tab,
  TODAY,
  type Summary,
} from './homeMonitor.ts';

/** Home's section of today's App Store monitoring on the tests' world: its summary, tabs and rows. */

serveMonitorWorld();

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
      // A monitor without data today (clear-words: counted by tomorrow's analytics) shows '-', no unit.
      expect(count).toBe(counts[i] === null ? '-' : `${formatNumber(counts[i]!)}款`);
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
    await closePage(page);
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
    await closePage(page);
  });
});
