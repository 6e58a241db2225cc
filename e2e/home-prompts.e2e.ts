import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advert, ADVERT_POSITION_POPUP, DAY_MS, siteProducts } from '@bangyan/contract';
import { registerTestUser } from '../apps/server/test/users.ts';
import { serveApp, snap, type Served, closePage, openPage } from './harness.ts';
import { endpointData, openHome, POPUP_FLAG, stored, UPGRADE_FLAG, WIDE } from './homeVisit.ts';

/** Home's one-per-visit prompts: the popup ad (as the API answers it) and the upgrade dialog. */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
  // The upgrade dialog announces the games site once an editor has given it a link (here: this server's /game).
  await s.t.handle.db
    .updateTable('site_products')
    .set({ url: `${s.baseUrl}/game` })
    .where('placement', '=', 'games')
    .execute();
});
afterAll(async () => {
  await s?.close();
});

describe('home popup ad and upgrade dialog', () => {
  it('shows the popup ad 800 ms after load, remembers its closing, then offers the upgrade once', async () => {
    const [ad] = await endpointData(s, advert, `?position=${ADVERT_POSITION_POPUP}`);
    let page = await openHome(s, WIDE);
    const shown = await page.waitForFunction(
      () => (document.querySelector('[data-testid="popup-ad"]') ? performance.now() : null),
      null,
      { polling: 'raf' },
    );
    const shownAt = await shown.jsonValue();
    expect(shownAt).toBeGreaterThanOrEqual(800);
    const popup = page.getByTestId('popup-ad');
    expect(await popup.locator('img').getAttribute('src')).toBe(ad!.img_pc);
    expect(await popup.locator('a').getAttribute('href')).toBe(ad!.url_pc);
    await snap(page, 'home-content-popup-ad');

    await page.getByTestId('popup-ad-close').click();
    await popup.waitFor({ state: 'hidden' });
    expect(await stored(page, POPUP_FLAG)).toBe('1');
    // One prompt per visit: the upgrade dialog does not follow the ad, nor does it come with a reload (the same tab's
    // session is the same visit).
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('upgrade-dialog').isVisible()).toBe(false);
    await page.reload();
    await page.getByTestId('board-live').getByRole('tab', { name: 'TOP1' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('upgrade-dialog').isVisible()).toBe(false);
    expect(await popup.isVisible()).toBe(false);

    // Next visit (a new tab): no popup ad; the upgrade dialog instead.
    const first = page;
    page = await first.context().newPage();
    await page.goto(`${s.baseUrl}/`);
    await first.close();
    const upgrade = page.getByTestId('upgrade-dialog');
    await upgrade.waitFor();
    expect(await page.getByTestId('popup-ad').isVisible()).toBe(false);
    expect(await upgrade.innerText()).toContain('立即体验');
    // It lists the games site's features as the console keeps them.
    const { games } = await endpointData(s, siteProducts);
    expect(games!.features.length).toBeGreaterThan(0);
    for (const f of games!.features) expect(await upgrade.innerText()).toContain(f.title);
    const cta = page.getByTestId('upgrade-dialog-cta');
    expect(await cta.getAttribute('href')).toBe(`${s.baseUrl}/game`);
    expect(await cta.getAttribute('target')).toBe('_blank');
    await snap(page, 'home-content-upgrade-dialog');
    // An outside click leaves it open.
    await page.mouse.click(30, 450);
    await page.waitForTimeout(400);
    expect(await upgrade.isVisible()).toBe(true);
    expect(await stored(page, UPGRADE_FLAG)).toBeNull();
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await upgrade.waitFor({ state: 'hidden' });
    expect(await stored(page, UPGRADE_FLAG)).toBe('1');

    // Both dealt with: the next visit shows neither.
    const second = page;
    page = await second.context().newPage();
    await page.goto(`${s.baseUrl}/`);
    await second.close();
    await page.getByTestId('board-live').getByRole('tab', { name: 'TOP1' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('popup-ad').isVisible()).toBe(false);
    expect(await page.getByTestId('upgrade-dialog').isVisible()).toBe(false);
    await closePage(page);
  }, 120_000);

  it('opens the games site from the upgrade dialog and remembers it', async () => {
    const page = await openHome(s, WIDE, [POPUP_FLAG]);
    await page
      .context()
      .route(`${s.baseUrl}/game`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>榜眼游戏</title>' }),
      );
    await page.getByTestId('upgrade-dialog').waitFor();
    const opened = page.context().waitForEvent('page');
    await page.getByTestId('upgrade-dialog-cta').click();
    const tab = await opened;
    await tab.waitForURL(`${s.baseUrl}/game`);
    expect(await tab.title()).toBe('榜眼游戏');
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'hidden' });
    expect(await stored(page, UPGRADE_FLAG)).toBe('1');
    await closePage(page);
  });

  it('does not show an ad whose end has passed, and clears the flag when no ad is returned', async () => {
    const db = s.t.handle.db;
    const now = Date.now();
    const popups = db.selectFrom('adverts').select(['id', 'start_at', 'end_at']);
    const original = await popups.where('position', '=', ADVERT_POSITION_POPUP).execute();
    await db
      .updateTable('adverts')
      .set({ start_at: new Date(now - 10 * DAY_MS), end_at: new Date(now - DAY_MS) })
      .where('position', '=', ADVERT_POSITION_POPUP)
      .execute();
    try {
      expect(await endpointData(s, advert, `?position=${ADVERT_POSITION_POPUP}`)).toEqual([]);
      const page = await openHome(s, WIDE, [POPUP_FLAG, UPGRADE_FLAG]);
      await page.getByTestId('board-live').getByRole('tab', { name: 'TOP1' }).waitFor();
      await page.waitForTimeout(1500);
      expect(await page.getByTestId('popup-ad').isVisible()).toBe(false);
      expect(await stored(page, POPUP_FLAG)).toBeNull();
      await closePage(page);
    } finally {
      for (const { id, start_at, end_at } of original) {
        await db.updateTable('adverts').set({ start_at, end_at }).where('id', '=', id).execute();
      }
    }
    // Running again: a visitor whose flag was cleared sees it.
    const page = await openHome(s, WIDE);
    await page.getByTestId('popup-ad').waitFor();
    await closePage(page);
  });

  // A retry runs on the same server: it registers a fresh phone.
  let registrations = 0;
  it("lets the VIP greeting after registration go first; Home's prompts wait for a later visit", async () => {
    const user = await registerTestUser(s.t, `1370000${2600 + registrations++}`);
    const page = await openPage(s, '/', WIDE, { homePrompts: true, session: user.cookieValue });
    const greeting = page.getByTestId('vip-dialog-body');
    await greeting.getByText('注册登录成功，账号已获赠2个月VIP').waitFor();
    expect(await page.getByTestId('popup-ad').isVisible()).toBe(false);
    await snap(page, 'home-prompts-greeting-first');
    await page.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await greeting.waitFor({ state: 'hidden' });
    // The visit had its prompt: neither the popup ad nor the upgrade dialog follows it.
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('popup-ad').isVisible()).toBe(false);
    expect(await page.getByTestId('upgrade-dialog').isVisible()).toBe(false);

    // A later visit (a new tab): the popup ad, alone.
    const later = await page.context().newPage();
    await later.goto(`${s.baseUrl}/`);
    await later.getByTestId('popup-ad').waitFor();
    expect(await later.getByTestId('vip-dialog-body').isVisible()).toBe(false);
    expect(await later.getByTestId('upgrade-dialog').isVisible()).toBe(false);
    await later.close();
    await closePage(page);
  }, 120_000);
});
