import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser } from '../apps/server/test/users.ts';
import { chartRows, hotSearch } from './fixtures.ts';
import { serveApp, snap, type Served, closePage } from './harness.ts';
import {
  appRoute,
  backHome,
  dropdown,
  emptyField,
  expectRoute,
  iconsLoaded,
  LOW,
  openHome,
  searchRoute,
  typeLikeAPerson,
} from './homeSearch.ts';

/**
 * Home's search area on the tests' world beyond suggestions (home-search.e2e.ts): submitting text,
 * recent searches (a visitor's in the browser, a user's on the server), the hot-search line as the
 * API answers it, the feedback tip, and the banner's rows of chart icons.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

describe('Home search box', () => {
  it('submits text with Enter or the button; empty text only focuses the field', async () => {
    const { page } = await openHome(s);
    const input = page.getByTestId('search-input');
    await input.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('search-submit').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    await typeLikeAPerson(page, '  记账 ');
    await page.keyboard.press('Enter');
    await expectRoute(page, searchRoute('记账'));
    await expect.poll(() => dropdown(page).count()).toBe(0);

    await backHome(page);
    await typeLikeAPerson(page, '天气');
    await page.getByTestId('search-submit').click();
    await expectRoute(page, searchRoute('天气'));
    await closePage(page);
  });

  it("keeps a visitor's recent searches in the browser: shown when empty, one deleted, all cleared", async () => {
    const { page } = await openHome(s);
    for (const word of ['记账', '天气', '视频']) {
      await typeLikeAPerson(page, word);
      await page.keyboard.press('Enter');
      await expectRoute(page, searchRoute(word));
      await backHome(page);
    }
    await emptyField(page);
    const items = dropdown(page).getByTestId('search-history-item');
    await dropdown(page).getByText('搜索历史').waitFor();
    expect(await items.allInnerTexts()).toEqual(['视频', '天气', '记账']);
    await snap(page, 'home-search-history');

    await items.nth(1).getByTestId('search-history-remove').click();
    expect(await items.allInnerTexts()).toEqual(['视频', '记账']);
    // A recent search is a search again.
    await items.nth(1).getByTestId('search-history-link').click();
    await expectRoute(page, searchRoute('记账'));
    await backHome(page);
    await emptyField(page);
    expect(await dropdown(page).getByTestId('search-history-item').allInnerTexts()).toEqual(['记账', '视频']);
    await dropdown(page).getByTestId('search-history-clear').click();
    await expect.poll(() => dropdown(page).count()).toBe(0);
    await page.reload();
    await page.getByTestId('search-input').click();
    await page.waitForTimeout(300);
    expect(await dropdown(page).count()).toBe(0);
    await closePage(page);
  });

  it("keeps a logged-in user's recent searches on the server", async () => {
    const user = await registerTestUser(s.t, '13900001234');
    const { page } = await openHome(s, undefined, user.cookieValue);
    await page.getByTestId('svip-trial-button').waitFor();
    await iconsLoaded(page);
    await snap(page, 'home-search-logged-in');
    const history = s.t.handle.db.selectFrom('search_history').select('keyword').where('uid', '=', user.uid);
    const stored = async () => (await history.orderBy('searched_at', 'desc').execute()).map((r) => r.keyword);
    for (const word of ['消消乐', '斗地主']) {
      await typeLikeAPerson(page, word);
      await page.keyboard.press('Enter');
      await expectRoute(page, searchRoute(word));
      // Recorded on the server before the next page load could cut the request short.
      await expect.poll(stored).toContain(word);
      await backHome(page);
    }
    expect(await stored()).toEqual(['斗地主', '消消乐']);
    await emptyField(page);
    const items = dropdown(page).getByTestId('search-history-item');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['斗地主', '消消乐']);
    await items.nth(0).getByTestId('search-history-remove').click();
    await expect.poll(stored).toEqual(['消消乐']);
    expect(await items.allInnerTexts()).toEqual(['消消乐']);
    await dropdown(page).getByTestId('search-history-clear').click();
    await expect.poll(stored).toEqual([]);
    await expect.poll(() => dropdown(page).count()).toBe(0);
    await closePage(page);
  });

  it('shows the hot-search line: a hot keyword searches it, a hot company opens its page', async () => {
    const { kw, company: companies } = await hotSearch(s);
    const { page } = await openHome(s);
    const line = page.getByTestId('hot-search-line');
    await line.getByTestId('hot-keyword').first().waitFor();
    expect(await line.getByTestId('hot-keyword').allInnerTexts()).toEqual(kw.map((k) => k.label));
    expect(await line.getByTestId('hot-company').allInnerTexts()).toEqual(companies.map((c) => c.label));
    await line.getByTestId('hot-keyword').nth(1).click();
    await expectRoute(page, searchRoute(kw[1]!.label));
    await backHome(page);
    await page.getByTestId('hot-company').first().click();
    await expectRoute(page, `/new/company/app?companyId=${companies[0]!.id}`);
    await backHome(page);
    // The hot keyword clicked is a recent search now.
    await emptyField(page);
    expect(await dropdown(page).getByTestId('search-history-item').allInnerTexts()).toEqual([kw[1]!.label]);
    await closePage(page);
  });

  it('opens feedback from the tip; a closed tip stays closed after reload', async () => {
    const { page } = await openHome(s);
    const tip = page.getByTestId('feedback-tip');
    await tip.waitFor();
    await page.getByTestId('feedback-tip-open').click();
    await page.getByTestId('feedback-form').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('feedback-form').waitFor({ state: 'hidden' });
    await page.getByTestId('feedback-tip-close').click();
    expect(await tip.count()).toBe(0);
    await page.reload();
    await page.getByTestId('search-input').waitFor();
    await page.getByTestId('hot-keyword').first().waitFor();
    expect(await page.getByTestId('feedback-tip').count()).toBe(0);
    await closePage(page);
  });

  it('scrolls three rows of chart icons under a transparent header at 1280x650, each linking to its app', async () => {
    const top = (await chartRows(s, 'free'))[0]!;
    const { page } = await openHome(s, LOW);
    await iconsLoaded(page);
    expect(await page.getByTestId('banner-icon-row').count()).toBe(3);
    expect(await page.getByTestId('site-header').getAttribute('data-transparent')).toBe('true');
    const banner = (await page.getByTestId('home-banner').boundingBox())!;
    expect(banner.height).toBe(440);
    const first = page.getByTestId('banner-icon').first();
    expect(await first.getAttribute('href')).toBe(appRoute(top.appId));
    // The rows move: the first icon is somewhere else a moment later; they stand still for a
    // person whose system asks for less motion (as the tests' browser does, CONTEXT_OPTIONS).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const x0 = (await first.boundingBox())!.x;
    await page.waitForTimeout(1000);
    expect((await first.boundingBox())!.x).not.toBe(x0);
    await snap(page, 'home-search-banner-1280x650');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const still = (await first.boundingBox())!.x;
    await page.waitForTimeout(500);
    expect((await first.boundingBox())!.x).toBe(still);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // The search box and its dropdown fit the low window too.
    await typeLikeAPerson(page, '视频');
    await dropdown(page).getByTestId('search-group-kw').waitFor();
    await snap(page, 'home-search-suggest-1280x650');
    await page.keyboard.press('Escape');

    // An icon left of the search area: pointing at it stops its row, and a click opens its app.
    // The rows keep moving: looked for again until one icon stands wholly in that strip.
    const findSpot = () =>
      page.evaluate(() => {
        for (const el of Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="banner-icon"]'))) {
          const r = el.getBoundingClientRect();
          if (r.left > 20 && r.right < 220 && r.top > 64) {
            return { x: r.left + r.width / 2, y: r.top + 30, href: el.getAttribute('href')! };
          }
        }
        return null;
      });
    let spot = await findSpot();
    await expect.poll(async () => (spot = await findSpot()), { timeout: 10_000 }).not.toBeNull();
    await page.mouse.move(spot!.x, spot!.y);
    await page.waitForTimeout(300);
    await page.mouse.click(spot!.x, spot!.y);
    await expectRoute(page, spot!.href);
    await closePage(page);
  });
});
