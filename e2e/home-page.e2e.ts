import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsUser, openPage, serveApp, showHomeSection, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Every Home section's anchor id, in page order (homeSections.ts). */
const SECTIONS = ['games', 'my-follows', 'monitor', 'rankings', 'hot-search', 'monthly', 'articles', 'testimonials'];

/** Scrolls through the page so every lazy section loads, then back to the top. */
async function loadWholePage(page: import('playwright-core').Page) {
  for (const id of SECTIONS) await showHomeSection(page, id);
  await page.getByTestId('mini-chart').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('Home, the whole page', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 650 },
  ]) {
    it(`renders every section in order for a visitor at ${viewport.width}x${viewport.height}`, async () => {
      const page = await openPage(s, '/', viewport);
      await loadWholePage(page);
      const tops = await Promise.all(SECTIONS.map(async (id) => (await page.locator(`#${id}`).boundingBox())!.y));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await snap(page, `home-page-visitor-${viewport.width}x${viewport.height}`, true);
      await closePage(page);
    });
  }

  it('shows a logged-in user their followed apps', async () => {
    const { page } = await openAsUser(s, '/', '13600003333');
    await page.getByTestId('follow-recommend').getByTestId('follow-picked').click();
    await page.getByTestId('follow-slide').nth(9).waitFor();
    await loadWholePage(page);
    await page.getByTestId('svip-trial-button').waitFor();
    await snap(page, 'home-page-user-1440x900', true);
    await closePage(page);
  });
});
