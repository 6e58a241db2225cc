// Home as the browser tests of its content (home-content.e2e.ts) and its one-per-visit prompts
// (home-prompts.e2e.ts) open it, and the API answers they compare its sections with.
import type { Page } from 'playwright-core';
import type { DataOf, EndpointDef } from '@bangyan/contract';
import { apiData, newContext, type Served } from './harness.ts';

/** What the browser stores once Home's popup ad, and its upgrade dialog, were dealt with. */
export const POPUP_FLAG = 'home_popup_ads';
export const UPGRADE_FLAG = 'home_upgrade_dialog';
export const WIDE = { width: 1440, height: 900 };

/** What the API answers to a GET of `endpoint` with `query`, to compare the page with. */
export const endpointData = <E extends EndpointDef>(s: Served, endpoint: E, query = '') =>
  apiData<DataOf<E>>(s, `${endpoint.path}${query}`);

/**
 * Home at a viewport. `flags` are stored before the page's own scripts run: with both, the visit
 * is one of a person who has dealt with Home's prompts already.
 */
export async function openHome(
  s: Served,
  viewport: { width: number; height: number },
  flags: readonly string[] = [],
): Promise<Page> {
  const context = await newContext(s, { viewport });
  await context.addInitScript((keys: readonly string[]) => {
    // Only on the first load of this context: later reloads keep what the page stored.
    if (sessionStorage.getItem('__flags_set__') !== null) return;
    sessionStorage.setItem('__flags_set__', '1');
    for (const key of keys) localStorage.setItem(key, '1');
  }, flags);
  const page = await context.newPage();
  await page.goto(`${s.baseUrl}/`);
  return page;
}

/** What the page keeps in localStorage under `key`. */
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
