import type { Page } from 'playwright-core';
import { ACCOUNT_LINK_GROUPS, RANKING_DROPDOWN } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser } from '../apps/server/test/users.ts';
import { chartRows } from './fixtures.ts';
import { serveApp, snap, type Served } from './harness.ts';
import { openPhone, PHONES } from './phones.ts';

/**
 * Every page group on a 390 px phone (issue 27): the ranking menu and the monitors, every tab of an
 * iOS app, search, the account centre, login, registration and the membership page each draw their
 * content no wider than the window (a wide table scrolls inside its card, never the page).
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
 * out; a screenshot of each for a person to look at.
 */
async function tooWide(page: Page, paths: readonly string[]): Promise<string[]> {
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
    await snap(page, `phone-page-${new URL(path, s.baseUrl).pathname.slice(1).replaceAll('/', '-')}`);
  }
  return wide;
}

describe('every page group on a 390 px phone', () => {
  it('the ranking menu and the monitors', async () => {
    const paths = RANKING_DROPDOWN.flatMap((column) => column.links.map((link) => link.path));
    expect(await tooWide(await openPhone(s, IPHONE), paths)).toEqual([]);
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
    expect(await tooWide(await openPhone(s, IPHONE), [...tabs, ...search])).toEqual([]);
  }, 240_000);

  it('the account centre, login, registration and the membership page', async () => {
    const user = await registerTestUser(s.t, '13911112727');
    const account = ACCOUNT_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    expect(
      await tooWide(await openPhone(s, IPHONE, { session: user.cookieValue }), ['/vip/index', ...account]),
    ).toEqual([]);
    expect(await tooWide(await openPhone(s, IPHONE), ['/new/user/login', '/new/user/register'])).toEqual([]);
  }, 240_000);
});
