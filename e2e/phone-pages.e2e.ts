import type { Page } from 'playwright-core';
import { ACCOUNT_LINK_GROUPS, RANKING_DROPDOWN } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser } from '../apps/server/test/users.ts';
import { chartRows, hottestKeywords } from './fixtures.ts';
import { serveApp, snap, type Served } from './harness.ts';
import { openPhone, PHONES, smallTargets } from './phones.ts';

/**
 * Every page group on a 390 px phone (issue 27): the ranking menu and the monitors, every tab of an
 * iOS and an Android app, search, the account centre and message centre, login, registration, the
 * membership page and the content pages each draw their content no wider than the window (a wide
 * table scrolls inside its card, never the page), every tap target a finger's size.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
}, 180_000);
afterAll(async () => {
  await s?.close();
});

const [IPHONE] = PHONES;

/**
 * The paths of `paths` whose page, once its data settled, is wider than the window, with what sticks
 * out, or has tap targets smaller than a finger (smallTargets); a screenshot of each for a person to look at.
 */
async function misfits(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(s.baseUrl + path);
    await page.waitForLoadState('networkidle');
    // The phone's width, not innerWidth: a mobile browser widens its layout viewport to a page too wide.
    const out = await page.evaluate((width) => {
      if (document.documentElement.scrollWidth <= width) return null;
      const sticking = Array.from(document.querySelectorAll('main *')).find((e) => {
        if (e.getBoundingClientRect().right <= width + 1) return false;
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return false;
        return true;
      });
      return `${document.documentElement.scrollWidth} px: ${sticking?.className ?? sticking?.tagName ?? '?'}`;
    }, IPHONE.viewport.width);
    if (out !== null) wide.push(`${path} ${out}`);
    const small = await smallTargets(page);
    if (Object.keys(small).length > 0) wide.push(`${path} small targets: ${JSON.stringify(small)}`);
    await snap(page, `phone-page-${new URL(path, s.baseUrl).pathname.slice(1).replaceAll('/', '-')}`);
  }
  return wide;
}

describe('every page group on a 390 px phone', () => {
  it('the ranking menu and the monitors', async () => {
    const paths = RANKING_DROPDOWN.flatMap((column) => column.links.map((link) => link.path));
    expect(await misfits(await openPhone(s, IPHONE), paths)).toEqual([]);
  }, 240_000);

  it("every tab of an iOS app's pages, and search", async () => {
    const [first] = await chartRows(s, 'free');
    const app = new URLSearchParams({ appId: first!.appId, country: 'cn' });
    const tabs = ['view', 'baseinfo', 'appstatus', 'version', 'keyword', 'keywordreport', 'compare', 'review']
      .concat(['competitor', 'competitorInfo', 'samedeveloper', 'applerecommend', 'downloadestimate'])
      .concat([
        'incomeestimate',
        'asa',
        'diagnosis',
        'keywordsmonitor',
        'subscribekeywordcover',
        'activitykeywordcover',
      ])
      .map((tab) => `/new/apps/${tab}?${app}`);
    const search = [`/new/search/index?keyword=${encodeURIComponent(first!.trackName)}&country=cn`];
    expect(await misfits(await openPhone(s, IPHONE), [...tabs, ...search])).toEqual([]);
  }, 240_000);

  it("every tab of an Android app's pages, Android search, a keyword's comparison and summary", async () => {
    const page = await openPhone(s, IPHONE);
    await page.goto(`${s.baseUrl}/new/ranking/androidindex?market=xiaomi`);
    const href = (await page.getByTestId('rank-app-link').first().getAttribute('href'))!;
    const app = `appId=${new URL(href, s.baseUrl).searchParams.get('appId')}&market=xiaomi`;
    const tabs = ['download', 'rankchart', 'baseinfo', 'version', 'keyword', 'review'].map(
      (t) => `/new/android/${t}?${app}`,
    );
    const [word] = await hottestKeywords(s, 1);
    const keyword = `keyword=${encodeURIComponent(word!.keyword)}&country=cn`;
    const search = [
      `/new/search/android?keyword=${encodeURIComponent(word!.keyword)}&market=xiaomi`,
      `/new/search/vs?${keyword}`,
      `/new/search/summary30?${keyword}`,
    ];
    expect(await misfits(page, [...tabs, ...search])).toEqual([]);
  }, 240_000);

  it('the content pages', async () => {
    const paths = ['/blog', '/yunyingquan', '/new/about', '/brand', '/brand/about', '/new/events/detail'].concat([
      '/new/service/api',
      '/new/test',
      '/new/user/agreement',
      '/new/user/privacy',
      '/new/user/forget',
    ]);
    expect(await misfits(await openPhone(s, IPHONE), paths)).toEqual([]);
  }, 240_000);

  it('the account centre, login, registration and the membership page', async () => {
    const user = await registerTestUser(s.t, '13911112727');
    const account = ACCOUNT_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    expect(
      await misfits(await openPhone(s, IPHONE, { session: user.cookieValue }), ['/vip/index', ...account]),
    ).toEqual([]);
    expect(await misfits(await openPhone(s, IPHONE), ['/new/user/login', '/new/user/register'])).toEqual([]);
  }, 240_000);
});
