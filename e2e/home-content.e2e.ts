import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advert,
  ADVERT_POSITION_CAROUSEL,
  articles,
  formatMonthDay,
  formatNumber,
  partners,
  questions,
  testimonials,
  topAuthors,
  topLiveApps,
  topVideoApps,
} from '@bangyan/contract';
import { newContext, serveApp, showHomeSection, snap, type Served, closePage } from './harness.ts';
import { endpointData, openHome, POPUP_FLAG, UPGRADE_FLAG, WIDE } from './homeVisit.ts';

/**
 * Home's content sections (game boards, ad carousel, articles and news, testimonials, partners) as
 * the API answers them, and its anchor menu; home-prompts.e2e.ts covers the popup ad and upgrade dialog.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

describe('home content sections', () => {
  const renders = 'renders the seeded boards, ad carousel, articles, news, testimonials and partners';
  it(`${renders}, and the carousels advance`, async () => {
    const page = await openHome(s, WIDE, [POPUP_FLAG, UPGRADE_FLAG]);

    // Game boards: the top 3 of each list, the first in view, with its figures.
    const [live, video, talents] = await Promise.all([
      endpointData(s, topLiveApps),
      endpointData(s, topVideoApps),
      endpointData(s, topAuthors),
    ]);
    const games = page.getByTestId('home-games');
    await games.getByRole('heading', { name: '游戏推广榜' }).waitFor();
    const liveBoard = page.getByTestId('board-live');
    await liveBoard.locator('[data-slide="0"]').getByText(live[0]!.trackName).waitFor();
    const liveFirst = await liveBoard.locator('[data-slide="0"]').innerText();
    for (const figure of [live[0]!.liveWindmillNum, live[0]!.liveHandleNum, live[0]!.authorNum]) {
      expect(liveFirst).toContain(formatNumber(figure));
    }
    expect(liveFirst).toContain(live[0]!.artistName);
    expect(liveFirst).toContain(live[0]!.genreName);
    expect(await liveBoard.getByRole('tab').allInnerTexts()).toEqual(['TOP1', 'TOP2', 'TOP3']);
    for (const [i, g] of live.entries()) {
      expect(await liveBoard.locator(`[data-slide="${i}"]`).innerText()).toContain(g.trackName);
    }

    const videoFirst = await page.getByTestId('board-video').locator('[data-slide="0"]').innerText();
    expect(videoFirst).toContain(video[0]!.trackName);
    expect(videoFirst).toContain(formatNumber(video[0]!.videoNum));
    const talentFirst = await page.getByTestId('board-talent').locator('[data-slide="0"]').innerText();
    expect(talentFirst).toContain(talents[0]!.nickname);
    expect(talentFirst).toContain(formatNumber(talents[0]!.follower_count));
    expect(talentFirst).toContain(talents[0]!.genre);
    const talentImages = page.getByTestId('board-talent').locator('[data-slide="0"] img');
    expect(await talentImages.count()).toBe(1 + talents[0]!.appList.length);

    // Ad carousel: the running pc_first_ad2 slides, each linking where the ad says.
    const ads = await endpointData(s, advert, `?position=${ADVERT_POSITION_CAROUSEL}`);
    const adCarousel = page.getByTestId('ad-carousel');
    // It sits under the followed apps.
    await showHomeSection(page, 'my-follows');
    await adCarousel.waitFor();
    for (const [i, ad] of ads.entries()) {
      const slide = adCarousel.locator(`[data-slide="${i}"]`);
      expect(await slide.getByRole('img').getAttribute('alt')).toBe(ad.description);
      expect(await slide.locator('a').getAttribute('href')).toBe(ad.url);
    }

    // Articles (3) linking to their pages here, news (4) with views and MM-DD dates, linking to their posts.
    const [posts, news] = await Promise.all([endpointData(s, articles), endpointData(s, questions)]);
    const section = await showHomeSection(page, 'articles');
    await section.getByTestId('article').first().waitFor();
    const cards = section.getByTestId('article');
    expect(await cards.count()).toBe(3);
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      expect(await card.innerText()).toContain(post.post_title);
      expect(await card.innerText()).toContain(post.post_excerpt.slice(0, 12));
      expect(await card.getAttribute('href')).toBe(post.url);
      expect(post.url).toMatch(/^\/blog\/\d+\.html$/);
    }
    expect(await section.getByTestId('article-placeholder').count()).toBe(0);
    const items = section.getByTestId('news');
    expect(await items.count()).toBe(4);
    for (const [i, n] of news.entries()) {
      const text = await items.nth(i).innerText();
      expect(text).toContain(n.article_title);
      expect(text).toContain(formatNumber(n.view_counts));
      expect(text).toContain(formatMonthDay(n.add_time * 1000));
      expect(await items.nth(i).getAttribute('href')).toBe(`/yunyingquan/${n.ID}.html`);
    }
    expect(await section.getByRole('link', { name: /更多文章/ }).getAttribute('href')).toBe('/blog');

    // Testimonials, three to a slide, and the partner logos.
    const [quotes, logos] = await Promise.all([endpointData(s, testimonials), endpointData(s, partners)]);
    await showHomeSection(page, 'testimonials');
    const quoteCarousel = page.getByTestId('testimonial-carousel');
    await quoteCarousel.waitFor();
    const firstSlide = await quoteCarousel.locator('[data-slide="0"]').innerText();
    for (const q of quotes.slice(0, 3)) {
      expect(firstSlide).toContain(q.name);
      expect(firstSlide).toContain(q.quote);
      expect(firstSlide).toContain(q.company);
    }
    const partnerLogos = page.getByTestId('partners').getByRole('img');
    const alts = await partnerLogos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toEqual(logos.map((p) => p.name));

    // Every carousel moves on by itself within 5 s (spec 9), wherever it stood.
    await page.mouse.move(0, 0);
    const boards = ['live', 'video', 'talent'].map((board) => `board-carousel-${board}`);
    const carousels = [...boards, 'ad-carousel', 'testimonial-carousel'];
    const activeSlides = () =>
      page.evaluate(
        (ids) => ids.map((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-active') ?? null),
        carousels,
      );
    const before = await activeSlides();
    expect(before.every((a) => a !== null)).toBe(true);
    await page.waitForFunction(
      ([ids, initial]) =>
        ids.every(
          (id, i) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-active') !== initial[i],
        ),
      [carousels, before] as const,
      { timeout: 5800 },
    );
    await page.getByTestId('home-testimonials').scrollIntoViewIfNeeded();
    await snap(page, 'home-content-1440-testimonials');
    await adCarousel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await snap(page, 'home-content-1440-ad-carousel');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'home-content-1440');
    await snap(page, 'home-content-1440-full', true);
    await closePage(page);
  });

  it('shows empty slots when fewer than three articles are published', async () => {
    const db = s.t.handle.db;
    const keep = await db.selectFrom('articles').select('id').orderBy('published_at', 'desc').executeTakeFirstOrThrow();
    const removed = await db.deleteFrom('articles').where('id', '!=', keep.id).returningAll().execute();
    try {
      const page = await openHome(s, WIDE, [POPUP_FLAG, UPGRADE_FLAG]);
      const section = await showHomeSection(page, 'articles');
      await section.getByTestId('article').first().waitFor();
      expect(await section.getByTestId('article').count()).toBe(1);
      expect(await section.getByTestId('article-placeholder').count()).toBe(2);
      await section.getByText('更多精彩文章即将上线').first().waitFor();
      await snap(page, 'home-content-articles-placeholders');
      await closePage(page);
    } finally {
      await db
        .insertInto('articles')
        .values(removed.map(({ id: _id, created_at: _c, ...row }) => row))
        .execute();
    }
  });

  it("shows a board's refusal as an error toast", async () => {
    const context = await newContext(s, { viewport: WIDE });
    await context.addInitScript(() => {
      localStorage.setItem('home_popup_ads', '1');
      localStorage.setItem('home_upgrade_dialog', '1');
    });
    // The server refusing the live board with a non-zero code (spec 8).
    await context.route('**/v1/index/topLiveApps?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '直播推广榜数据更新中，请稍后再试', data: null }),
      }),
    );
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/`);
    await page.locator('.ant-message-error').getByText('直播推广榜数据更新中，请稍后再试').waitFor();
    await page.getByTestId('board-live').getByText('暂无数据').waitFor();
    // The other boards are unaffected.
    await page.getByTestId('board-video').getByRole('tab', { name: 'TOP1' }).waitFor();
    await context.close();
  });
});

describe('home anchor menu', () => {
  const menuState = (page: Page) =>
    page.getByTestId('anchor-menu').evaluate((nav: HTMLElement) => ({
      // A fixed element has no offsetParent: visibility is its display.
      visible: !nav.hidden && getComputedStyle(nav).display !== 'none',
      placement: nav.dataset.placement,
      top: nav.style.top,
      bottom: nav.style.bottom,
    }));

  /** Where the menu is against the content: shown, and within the sections' span (below the banner, above the footer). */
  const besideContent = (page: Page) =>
    page.getByTestId('anchor-menu').evaluate((nav: HTMLElement) => {
      const box = nav.getBoundingClientRect();
      const first = document.querySelector('main [id]')!;
      const main = first.closest('main')!;
      return {
        shown: getComputedStyle(nav).visibility === 'visible',
        beside: box.top >= first.getBoundingClientRect().top && box.bottom <= main.getBoundingClientRect().bottom,
      };
    });

  it('is centred at 1440×900, links to the sections on the page and highlights the one in view', async () => {
    const page = await openHome(s, WIDE, [POPUP_FLAG, UPGRADE_FLAG]);
    const menu = page.getByTestId('anchor-menu');
    await menu.waitFor({ state: 'attached' });
    // Sections not drawn yet are in the menu by their places, which carry their ids (links of a menu not shown yet
    // are out of the accessibility tree: counted as elements).
    await expect.poll(() => menu.locator('a').count()).toBeGreaterThanOrEqual(8);
    expect(await menuState(page)).toMatchObject({ visible: true, placement: 'centre' });
    // At the top it would cover the banner: not shown until the sections are beside it.
    expect(((st) => !st.shown || st.beside)(await besideContent(page))).toBe(true);
    await page.evaluate(() =>
      window.scrollTo(0, document.getElementById('monitor')!.getBoundingClientRect().top + window.scrollY),
    );
    await expect.poll(() => besideContent(page)).toEqual({ shown: true, beside: true });
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThan(2);
    // Its entries are the sections present, in page order, each pointing at its section's id.
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const ids = await page.evaluate(() => Array.from(document.querySelectorAll('main [id]'), (el) => `#${el.id}`));
    expect(hrefs).toEqual(ids.filter((id) => hrefs.includes(id)));
    expect(hrefs).toEqual(expect.arrayContaining(['#games', '#articles', '#testimonials']));
    for (const href of hrefs) expect(ids).toContain(href);

    await page.waitForLoadState('networkidle');
    await menu.getByRole('link', { name: '精选文章' }).click();
    // The smooth scroll ends with the section just under the header, where it stays (it passes
    // through that band on the way, and settles there after sections drawn on the way moved it).
    const sectionPlace = () =>
      page.getByTestId('home-articles').evaluate(async (el) => {
        const top = () => Math.round(el.getBoundingClientRect().top);
        const before = top();
        await new Promise((resolve) => setTimeout(resolve, 250));
        const after = top();
        return after === before && after >= 0 && after < 150 ? 'still, under the header' : after;
      });
    await expect.poll(sectionPlace, { timeout: 8000 }).toBe('still, under the header');
    const current = () => menu.locator('[aria-current="location"]').innerText();
    await expect.poll(current, { timeout: 5000 }).toBe('精选文章');
    await snap(page, 'home-content-anchor-articles');

    await menu.getByRole('link', { name: '游戏推广' }).click();
    await expect.poll(current, { timeout: 5000 }).toBe('游戏推广');
    // At the page's end it shows only if it stays above the footer.
    // (Scrolled again until it stays there: the menu keeps a section it led to in place for a moment.)
    const atEnd = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
    await expect.poll(atEnd, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => ((st) => st.shown === st.beside)(await besideContent(page))).toBe(true);
    await snap(page, 'home-content-anchor-footer');
    await closePage(page);
  });

  it('follows the window size rules of spec 2.4', async () => {
    // 650-799 px high and wide enough: at the bottom, 252 px up.
    const page = await openHome(s, { width: 1400, height: 700 }, [POPUP_FLAG, UPGRADE_FLAG]);
    await page.getByTestId('anchor-menu').waitFor({ state: 'attached' });
    expect(await menuState(page)).toEqual({ visible: true, placement: 'bottom', top: '', bottom: '252px' });
    const box = (await page.getByTestId('anchor-menu').boundingBox())!;
    expect(Math.round(700 - (box.y + box.height))).toBe(252);
    await snap(page, 'home-content-1400x700');

    // Narrower than 1320: hidden, once resizing has settled (50 ms).
    await page.setViewportSize({ width: 1300, height: 700 });
    await expect.poll(() => menuState(page)).toEqual({ visible: false, placement: 'bottom', top: '', bottom: '252px' });
    // Under 650 px high: hidden and pinned to the top at 78 px, however wide.
    await page.setViewportSize({ width: 1600, height: 640 });
    await expect.poll(() => menuState(page)).toEqual({ visible: false, placement: 'top', top: '78px', bottom: '' });
    // 800 px and more: centred.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => menuState(page)).toMatchObject({ visible: true, placement: 'centre' });
    await closePage(page);

    // 1280×650: the bottom placement, but too narrow to show.
    const small = await openHome(s, { width: 1280, height: 650 }, [POPUP_FLAG, UPGRADE_FLAG]);
    await small.getByTestId('anchor-menu').waitFor({ state: 'attached' });
    expect(await menuState(small)).toEqual({ visible: false, placement: 'bottom', top: '', bottom: '252px' });
    await small.getByTestId('board-live').getByRole('tab', { name: 'TOP1' }).waitFor();
    await snap(small, 'home-content-1280x650');
    await (await showHomeSection(small, 'articles')).getByTestId('article').first().waitFor();
    await snap(small, 'home-content-1280x650-articles');
    await closePage(small);
  });
});
