// What the browser tests of Home's search area (home-search.e2e.ts, home-search-area.e2e.ts) do
// alike: open Home with its prompts dealt with, type as a person does, and see where the page went.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '@bangyan/contract';
import { newContext, type Served } from './harness.ts';

export const WIDE = { width: 1440, height: 900 };
export const LOW = { width: 1280, height: 650 };

export interface Home {
  page: Page;
  /** Every suggestion request the page sent, as URLs. */
  suggestRequests: string[];
}

/**
 * Home in a fresh browser (or a logged-in one with `cookie`). Home's one-per-visit prompts and the
 * first login's VIP dialog were closed on an earlier visit. Some destinations (AndroidAppRank)
 * come with later work and the catch-all route sends their addresses on to /404, so the page also
 * notes every address the router was asked to load (its loader requests) for `expectRoute`.
 */
export async function openHome(s: Served, viewport = WIDE, cookie?: string): Promise<Home> {
  const context = await newContext(s, { viewport });
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
    // The first login's VIP service dialog was seen before too.
    localStorage.setItem('vip_service_dialog', '1');
    const Native = window.Request;
    const seen: string[] = [];
    Object.defineProperty(window, '__routerRequests', { value: seen });
    window.Request = class extends Native {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        seen.push(this.url);
      }
    };
  });
  if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: s.baseUrl }]);
  const page = await context.newPage();
  const suggestRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/search/suggestionPC')) suggestRequests.push(r.url());
  });
  await page.goto(`${s.baseUrl}/`);
  await page.getByTestId('search-input').waitFor();
  return { page, suggestRequests };
}

/** Back to Home with the browser's back button, forgetting the addresses asked for so far. */
export async function backHome(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForFunction(() => window.location.pathname === '/');
  await page.evaluate(() => {
    (window as unknown as { __routerRequests: string[] }).__routerRequests.length = 0;
  });
  await page.getByTestId('search-input').waitFor();
}

/** Waits until the banner's icons have loaded, so a screenshot shows them. */
export async function iconsLoaded(page: Page): Promise<void> {
  await page.getByTestId('banner-icon').first().waitFor();
  // Icons load lazily: those on screen.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="banner-icons"] img'))
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.right > 0 && r.left < window.innerWidth;
      })
      .every((img) => img.complete),
  );
}

/** The page left Home for `expected` (path and query), whether or not that page exists yet. */
export async function expectRoute(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(() => window.location.pathname !== '/');
  const asked = await page.evaluate(() => {
    const requests = (window as unknown as { __routerRequests: string[] }).__routerRequests;
    const pathAndQuery = (u: string) => new URL(u).pathname + new URL(u).search;
    return [window.location.pathname + window.location.search, ...requests.map(pathAndQuery)];
  });
  expect(asked, JSON.stringify(asked)).toContain(expected);
}

export const searchRoute = (keyword: string, country = 'cn') =>
  `/new/search/index?${new URLSearchParams({ keyword, country, from: 'input' })}`;
export const appRoute = (appId: string, country = 'cn') => `/new/apps/view?${new URLSearchParams({ appId, country })}`;

/** Clicks into the search field and clears whatever it holds, as a person does. */
export async function emptyField(page: Page): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.click();
  if ((await input.inputValue()) !== '') {
    await input.press('Control+A');
    await input.press('Backspace');
  }
}

/** Types into the emptied search field as a person does, a key at a time. */
export async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  await emptyField(page);
  await page.keyboard.type(text, { delay: 120 });
}

export const dropdown = (page: Page) => page.getByTestId('search-dropdown');
