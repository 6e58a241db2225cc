import { describe, expect, it } from 'vitest';
import { snap, closePage } from './harness.ts';
import { api, board, openHome, s, serveBoardsWorld, showSection, type MonthlyData } from './homeBoards.ts';

/** Home's market boards (spec 2.4) at 1280x650, and empty, on the tests' world. */

serveBoardsWorld();

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
    await closePage(page);
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
    await closePage(page);
  });
});
