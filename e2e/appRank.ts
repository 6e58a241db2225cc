/** Shared steps of the AppRank tests (app-rank.e2e.ts, app-rank-user.e2e.ts). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chartRows } from './fixtures.ts';
import { apiData, serveApp, type Served } from './harness.ts';

/** The file's served world, set by serveAppRankWorld's beforeAll; each test file has its own. */
export let s: Served;

/** Serves the tests' world for the file's tests (a server and Chromium). */
export function serveAppRankWorld(): void {
  beforeAll(async () => {
    s = await serveApp({ world: true });
  });
  afterAll(async () => {
    await s?.close();
  });
}

export const api = <T>(path: string, as?: Page) => apiData<T>(s, path, as);
export const chartState = (page: Page) => page.getByTestId('rank-chart').getAttribute('data-state');
/** The app at `place` (from 0) of China's overall free chart now. */
export const freeApp = async (place: number) => (await chartRows(s, 'free'))[place]!.appId;
/** Takes an app off sale (status 0) or puts it back on sale (1) in China's storefront. */
export const setStatus = async (appId: string, status: 0 | 1) => {
  const apps = s.t.handle.db.updateTable('market_apps').set({ status });
  await apps.where('country', '=', 'cn').where('app_id', '=', appId).execute();
};
