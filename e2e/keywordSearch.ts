/** Shared steps of the keyword-page tests (search-keyword.e2e.ts, search-header.e2e.ts). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { KeywordResultRow } from '@bangyan/contract';
import { hotSearch } from './fixtures.ts';
import { apiData, pollFor, serveApp, type Served } from './harness.ts';

/**
 * The file's served world and the day's hottest keyword (as Home's hot-search line shows it), set
 * by serveKeywordWorld's beforeAll; each test file has its own.
 */
export let s: Served;
export let hot: string;

/** Serves the tests' world for the file's tests (a server and Chromium) and reads its hottest keyword. */
export function serveKeywordWorld(): void {
  beforeAll(async () => {
    s = await serveApp({ world: true });
    hot = (await hotSearch(s)).kw[0]!.label;
  });
  afterAll(async () => {
    await s?.close();
  });
}

interface SearchData {
  info: { heat: number | null; resultCount: number | null; changeRate: number | null; time: string } | null;
  list: KeywordResultRow[];
  apps: { appId: string; trackName: string }[];
  appTotal: number;
  companies: { companyId: string; companyName: string }[];
  intent: 'kw' | 'app';
  namedApp: { appId: string; trackName: string } | null;
}

/** What the served API answers for a GET of `path` with `params`. */
export const api = <T>(path: string, params: Record<string, string>) =>
  apiData<T>(s, `${path}?${new URLSearchParams(params)}`);
/** Search's answer for a keyword. */
export const search = (keyword: string) => api<SearchData>('/v1/search/index', { keyword, country: 'cn' });

export const resultNames = (page: Page) => page.getByTestId('result-row').getByTestId('rank-app-link').allInnerTexts();
export const header = (page: Page) => page.getByTestId('header-search');
/** A keyword page's address. */
export const keywordPage = (params: Record<string, string>) => `/new/search/index?${new URLSearchParams(params)}`;
/** The chart with the test id is drawn. */
export const drawn = (page: Page, testId: string) =>
  pollFor(() => page.getByTestId(testId).getAttribute('data-state')).toBe('ready');

/** Types into the header's search field a key at a time, as a person does. */
export async function typeInHeader(page: Page, text: string): Promise<void> {
  const input = header(page).getByTestId('search-input');
  await input.click();
  await input.fill('');
  await page.keyboard.type(text, { delay: 100 });
}
