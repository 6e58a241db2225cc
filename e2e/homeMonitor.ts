/** Shared steps of the tests of Home's monitoring section (home-monitor*.e2e.ts). */
import type { Locator, Page } from 'playwright-core';
import { DAY_MS } from '@bangyan/contract';
import { afterAll, beforeAll } from 'vitest';
import { WORLD_TODAY } from './fixtures.ts';
import { apiData, newContext, serveApp, showHomeSection, type Served } from './harness.ts';

/** The file's served world, set by serveMonitorWorld's beforeAll; each test file has its own. */
export let s: Served;

/** Today in the world (China time); events are placed at these hours of it. */
export const TODAY = WORLD_TODAY;
const at = (hour: number, minute = 0) =>
  new Date(`${TODAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);

/**
 * Makes today busy enough to show every state: 12 offline apps (three slides), 3 clear-chart and
 * 2 booked apps (fewer than a slide), no clear-words app (empty); the world's own new app stays.
 * The collections before the world's are recorded as live ones would be, so today's counts have data.
 */
async function fillToday(): Promise<void> {
  const db = s.t.handle.db;
  const apps = await db
    .selectFrom('market_apps')
    .select(['app_id', 'primary_genre_id'])
    .where('country', '=', 'cn')
    .where('looked_up', '=', true)
    .where('name', '!=', '')
    .orderBy('app_id')
    .limit(17)
    .execute();
  type Kind = 'offline' | 'clear-chart' | 'booked';
  const row = (kind: Kind, i: number, when: Date, data: Record<string, unknown>) => ({
    kind,
    country: 'cn',
    app_id: apps[i]!.app_id,
    at: when,
    day: TODAY,
    genre: apps[i]!.primary_genre_id,
    data: JSON.stringify(data),
  });
  const offline = Array.from({ length: 12 }, (_, i) =>
    row('offline', i, at(1 + i, 10), {
      offlineRank: i % 4 === 0 ? null : 3 + i * 7,
      userRatingCount: 987 + i * 12_345,
      releaseDate: '2023-03-0' + ((i % 9) + 1) + 'T00:00:00.000Z',
      updateDate: '2026-10-1' + (i % 9) + 'T00:00:00.000Z',
    }),
  );
  const chartTypes = ['free', 'charge', 'grossing'];
  const cleared = [0, 1, 2].map((i) =>
    row('clear-chart', 12 + i, at(9 + i * 3), {
      rankBefore: 8 + i * 21,
      chartType: chartTypes[i],
      rankBeforeAt: at(8 + i * 3).toISOString(),
    }),
  );
  const booked = [0, 1].map((i) =>
    row('booked', 15 + i, at(10 + i), { expectedReleaseAt: `2026-12-0${i + 3}T00:00:00.000Z`, price: i * 12 }),
  );
  await db
    .insertInto('monitor_events')
    .values([...offline, ...cleared, ...booked])
    .execute();
  // A keyword search two days before, as live (the world's begin the day before): today's booked
  // count is a figure like the others, not the first searches' catch-up; clear-words stays no data
  // (counted by tomorrow's analytics).
  await db
    .insertInto('ingest_runs')
    .values({ job: 'keywords', target_at: new Date(at(12).getTime() - 2 * DAY_MS), status: 'done' })
    .execute();
}

/** Serves the tests' world for the file's tests (a server and Chromium) with today's events filled in. */
export function serveMonitorWorld(): void {
  beforeAll(async () => {
    s = await serveApp({ world: true });
    await fillToday();
  });
  afterAll(async () => {
    await s?.close();
  });
}

/** Home at a viewport; the simulated store's pictures (served by the app) load, or fail (image failure). */
export async function openHome(
  viewport: { width: number; height: number },
  icons: 'serve' | 'fail' = 'serve',
): Promise<Page> {
  const context = await newContext(s, { viewport });
  if (icons === 'fail') await context.route('**/media/sim/**', (route) => route.abort());
  // Home's one-per-visit prompts (popup ad, upgrade dialog) were closed on an earlier visit.
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
  });
  const page = await context.newPage();
  await page.goto(`${s.baseUrl}/`);
  return page;
}

export const api = <T>(path: string) => apiData<T>(s, path);

export interface Summary {
  date: string;
  updateTime: string;
  total: number;
  offline: number;
  new: number;
  clearChart: number;
  clearWords: number;
  booked: number;
}

export const section = (page: Page) => page.getByTestId('home-monitor');
export const currentRows = (page: Page) =>
  section(page).getByTestId('monitor-slide-current').getByTestId('monitor-row');
export const headers = async (page: Page) =>
  (await section(page).getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
/** The cells of the current slide's row `i`, their runs of white space as one space. */
export const rowCells = async (page: Page, i: number) =>
  (await currentRows(page).nth(i).getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
/** The app name of a row of the current slide. */
export const appName = (row: Locator) => row.getByTestId('monitor-app-link').innerText();
export const tab = (page: Page, kind: string): Locator => section(page).getByTestId(`monitor-tab-${kind}`);

export async function showSection(page: Page): Promise<void> {
  await showHomeSection(page, 'monitor');
  await currentRows(page).first().waitFor();
}

/** Scrolls the section under the fixed header, as the anchor menu does. */
export const scrollToSection = (page: Page) =>
  page.evaluate(() => document.getElementById('monitor')!.scrollIntoView({ block: 'start' }));
