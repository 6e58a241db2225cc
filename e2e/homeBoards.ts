/** Shared steps of the tests of Home's market boards (home-boards*.e2e.ts). */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { copyWorldEstimatesToPastMonths } from '../apps/server/test/boards.ts';
import { openPage, serveApp, showHomeSection, type Served } from './harness.ts';

/** The file's served world, set by serveBoardsWorld's beforeAll; each test file has its own. */
export let s: Served;

/** Serves the tests' world for the file's tests (a server and Chromium). */
export function serveBoardsWorld(): void {
  beforeAll(async () => {
    s = await serveApp({ world: true });
    // The monthly boards show last month (October in the world): give it the world's estimates.
    await copyWorldEstimatesToPastMonths(s.t.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });
}

interface Envelope<T> {
  code: number;
  data: T;
}

/** What the API answers, read the way the browser reads it. */
export async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(s.baseUrl + path)).json()) as Envelope<T>;
  expect(body.code).toBe(0);
  return body.data;
}

export interface RankingData {
  list: Record<
    'free' | 'charge' | 'grossing',
    { timeFormat: string; list: { appId: string; trackName: string; sellerName: string; ranking: number }[] }
  >;
}
export interface HotData {
  list: {
    updateTimeStr: string;
    keywordList: { keyword: string; priority: number }[];
    appList: { app: string; appDetail: { trackName: string; subtitle: string } }[];
  }[];
}
export interface AsoData {
  list: { appId: string; trackName: string; rankAll: { ranking: number }; asoIndex: number }[];
}
export interface SoarData {
  timeFormat: string;
  list: { trackId: string; trackName: string; rank: number; diff: number }[];
}
export interface MonthlyData {
  monthName: string;
  list: {
    appId: string;
    trackName: string;
    artistName: string;
    monthTotal: number;
    preRank: number;
    rankChange: number;
  }[];
}

/** Home as a returning visitor sees it: openPage stores the prompts as dealt with, so nothing covers the boards. */
export const openHome = (viewport?: { width: number; height: number }): Promise<Page> => openPage(s, '/', viewport);

/** Scrolls a section to the top of the window, below the fixed header. */
export async function showSection(page: Page, id: string): Promise<Locator> {
  const section = await showHomeSection(page, id);
  await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70));
  return section;
}

export const texts = (l: Locator) => l.allInnerTexts();
export const path = (href: string | null) => href ?? '';

export const board = (section: Locator, type: 'download' | 'income') => section.getByTestId(`monthly-${type}`);
