import type { Page } from 'playwright-core';
import { userData } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartRows } from './fixtures.ts';
import { closePage, openPage, serveApp, snap, type Served } from './harness.ts';

/**
 * The simulated store's pictures, served by the app itself: on the real-time chart and an app's
 * baseinfo page every icon and screenshot loads (no lettered tile left, no grey box), and no request
 * fails.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 180_000);
afterAll(async () => {
  await s?.close();
});

/** A page whose failed requests (a visitor's 401 user-info check excepted) are noted from its load on. */
async function openWatched(path: string): Promise<{ page: Page; failures: string[] }> {
  const page = await openPage(s, '/404');
  // The first page's own requests end before the watch starts (the next navigation would cancel them).
  await page.waitForLoadState('networkidle');
  const failures: string[] = [];
  // Every picture must load; a data request the app cancels itself (a superseded query) is no failure.
  page.on('requestfailed', (request) => {
    const cancelled = request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() !== 'image';
    if (!cancelled) failures.push(`${request.url()} failed`);
  });
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    if (answer.status() >= 400 && !(answer.status() === 401 && pathname === userData.path))
      failures.push(`${pathname} answered ${answer.status()}`);
  });
  await page.goto(`${s.baseUrl}${path}`);
  return { page, failures };
}

/** Scrolls through the page, so lazy pictures load, and back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    window.scrollTo(0, 0);
  });
}

/** Every picture on the page has loaded: no image broken or waiting, no lettered tile left. */
async function expectPicturesShown(page: Page): Promise<number> {
  await scrollThrough(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((i) => !(i.complete && i.naturalWidth > 0))
          .map((i) => i.src),
      ),
    )
    .toEqual([]);
  expect(await page.getByTestId('app-icon-fallback').count()).toBe(0);
  return page.evaluate(() => document.images.length);
}

describe('the simulated store’s pictures', () => {
  it('show on the real-time chart: every icon loads, no request fails', async () => {
    const rows = await chartRows(s, 'free');
    const { page, failures } = await openWatched('/new/ranking/index');
    await page.getByText(rows[0]!.trackName).first().waitFor();
    const icon = page.locator(`img[src="${rows[0]!.artworkUrl60}"]`).first();
    await icon.waitFor();
    expect(await expectPicturesShown(page)).toBeGreaterThanOrEqual(20);
    await snap(page, 'images-ranking');
    expect(failures).toEqual([]);
    await closePage(page);
  });

  it('show on an app’s page: its icon and every store screenshot load, no request fails', async () => {
    const app = (await chartRows(s, 'free'))[0]!;
    const { page, failures } = await openWatched(`/new/apps/baseinfo?appId=${app.appId}&country=cn`);
    const shots = page.getByTestId('app-screenshots').locator('img');
    await shots.first().waitFor();
    expect(await expectPicturesShown(page)).toBeGreaterThanOrEqual(5);
    expect(await shots.count()).toBeGreaterThanOrEqual(4);
    expect(
      await page
        .getByTestId('app-screenshots')
        .getByText(/截图 \d/)
        .count(),
    ).toBe(0);
    const width = await shots.first().evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(150);
    await page.getByTestId('app-screenshots').scrollIntoViewIfNeeded();
    await snap(page, 'images-app-baseinfo');
    expect(failures).toEqual([]);
    await closePage(page);
  });
});
