import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, openPage, pollFor, serveApp, snap, type Served } from './harness.ts';

/**
 * Chart labels never collide: the chart-heavy pages (an app's rank page, its download estimate, the market overview)
 * drawn at 1280 and 1920 wide, every chart settled, and snapped for a person to look at (the shared options hide a
 * label that would overlap another, keep labels inside the chart and turn long day labels; see
 * readableAxes in apps/web/src/components/charts/chartOptions.ts).
 */

let s: Served;
let appId = '';
beforeAll(async () => {
  s = await serveApp({ world: true });
  const free = (await s.t.app.inject({ method: 'GET', url: '/v1/bang/lists?type=free' })).json();
  appId = free.data.list[0].appId;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const PAGES = [
  { name: 'app-rank', path: () => `/new/apps/view?appId=${appId}&country=cn` },
  { name: 'download-estimate', path: () => `/new/apps/downloadestimate?appId=${appId}&country=cn` },
  { name: 'market-overview', path: () => '/new/ranking/overview' },
];
const WIDTHS = [1280, 1920];

/** Waits until every chart on the page is drawn or says why not (no box still loading). */
async function chartsSettled(page: Page): Promise<number> {
  await page.getByTestId('echart').first().waitFor();
  await pollFor(() => page.locator('[data-state="loading"]').count()).toBe(0);
  return page.getByTestId('echart').count();
}

describe('chart labels', () => {
  for (const width of WIDTHS) {
    it(`draws the chart pages' axes readably at ${width} wide`, { timeout: 180_000 }, async () => {
      for (const p of PAGES) {
        const page = await openPage(s, p.path(), { width, height: width === 1280 ? 800 : 1080 });
        expect(await chartsSettled(page)).toBeGreaterThan(0);
        await snap(page, `chart-labels-${p.name}-${width}`, true);
        await closePage(page);
      }
    });
  }
});
