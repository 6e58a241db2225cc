import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHART_TYPE_NAMES, HOME_TITLE, type appRankList, type DataOf } from '@bangyan/contract';
import { fromRankingDropdown } from './dataPages.ts';
import { apiData, openPage, pollFor, serveApp, snap, type Served, closePage } from './harness.ts';

/**
 * An app page reached from another page (spec 2.2: 205 px down): the banner above the app's header takes the scroll,
 * and the app's name and 关注 land in view at 1440×900; the page's title and share meta follow the navigation.
 */

let s: Served;
let appId: string;
beforeAll(async () => {
  s = await serveApp({ world: true });
  // The #1 app of the latest overall free chart in China.
  const chart = await s.t.handle.db
    .selectFrom('chart_snapshots')
    .select('app_ids')
    .where('country', '=', 'cn')
    .where('chart_type', '=', 'free')
    .where('genre', '=', 0)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  appId = String(chart.app_ids[0]);
});
afterAll(async () => {
  await s?.close();
});

describe('app page landing', () => {
  it("opens 205 px down with the app's name and follow button in view, under a banner of its chart positions", async () => {
    // Reached from another page (a load by address keeps the browser's own position, spec 2.2's scroll is a navigation's).
    const page = await openPage(s, `/new/apps/keyword?appId=${appId}&country=cn`);
    await page.getByTestId('app-menu').getByRole('link', { name: '基本信息' }).click();
    await page.waitForURL((url) => url.pathname === '/new/apps/baseinfo');
    const name = page.getByTestId('app-name');
    await name.waitFor();
    await pollFor(() => page.evaluate(() => window.scrollY)).toBe(205);

    // The banner shows the app's chart positions as the API answers them.
    const ranks = await apiData<DataOf<typeof appRankList>>(s, `/v1/apps/rankList?appId=${appId}&country=cn`);
    const onCharts = ranks.list.filter((r) => r.rank !== null).slice(0, 6);
    expect(onCharts.length).toBeGreaterThan(0);
    const banner = page.getByTestId('app-banner');
    await pollFor(() => banner.getByTestId('app-banner-rank').count()).toBe(onCharts.length);
    const first = onCharts[0]!;
    expect(await banner.getByTestId('app-banner-rank').first().innerText()).toContain(
      `${first.genreName}·${CHART_TYPE_NAMES[first.chartType]}榜`,
    );
    expect((await banner.boundingBox())!.height).toBeGreaterThanOrEqual(205);

    // Below the fixed header and within the window: the name and 关注.
    const headerBottom = await page.getByTestId('site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    for (const target of [name, page.getByTestId('app-follow')]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBottom);
      expect(box.y + box.height).toBeLessThanOrEqual(900);
    }
    await snap(page, 'app-landing-baseinfo-1440x900');
    await closePage(page);
  });

  it("keeps the title and share meta the page's own on client-side navigation, the app's name once known", async () => {
    const head = (page: Page) =>
      page.evaluate(() => {
        const meta = (attribute: string, key: string) =>
          document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)?.content;
        return {
          title: document.title,
          ogTitle: meta('property', 'og:title'),
          ogUrl: meta('property', 'og:url'),
          ogImage: meta('property', 'og:image'),
          itemName: meta('itemprop', 'name'),
        };
      });
    const page = await openPage(s, '/');
    await page.getByTestId('site-header').waitFor();
    const origin = new URL(page.url()).origin;
    // As the server wrote it.
    expect(await head(page)).toMatchObject({ title: HOME_TITLE, ogTitle: HOME_TITLE, itemName: HOME_TITLE });

    await fromRankingDropdown(page, '实时排行榜', '/new/ranking/index');
    await pollFor(() => head(page)).toEqual({
      title: '实时排行榜 - 榜眼',
      ogTitle: '实时排行榜 - 榜眼',
      ogUrl: `${origin}/new/ranking/index`,
      ogImage: `${origin}/share-logo.png`,
      itemName: '实时排行榜 - 榜眼',
    });

    // The chart's first app, to its page: the app's name once its header has loaded.
    const href = (await page.getByTestId('rank-app-link').first().getAttribute('href'))!;
    const appOfLink = new URL(href, origin).searchParams.get('appId')!;
    const app = await s.t.handle.db
      .selectFrom('market_apps')
      .select(['name', 'icon_url'])
      .where('app_id', '=', appOfLink)
      .where('country', '=', 'cn')
      .executeTakeFirstOrThrow();
    await page.locator(`[data-testid="rank-app-link"][href="${href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === '/new/apps/view');
    const title = `${app.name} - 排名趋势 - 榜眼`;
    await pollFor(() => head(page)).toEqual({
      title,
      ogTitle: title,
      ogUrl: `${origin}/new/apps/view?appId=${appOfLink}&country=cn`,
      ogImage: new URL(app.icon_url, origin).href,
      itemName: title,
    });
    await closePage(page);
  });
});
