import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, onTestFinished, TestRunner } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { SESSION_COOKIE, SLIDE_DISTANCE_PX } from '@bangyan/contract';
import { createTestApp, type TestApp } from '../apps/server/test/app.ts';
import { registerTestUser } from '../apps/server/test/users.ts';

const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
export const ARTIFACTS = resolve(import.meta.dirname, '../.test-artifacts');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Served {
  baseUrl: string;
  t: TestApp;
  browser: Browser;
  /** Pages a finished test left clean, for openPage to use again (see `reusePage`). */
  idlePages: Page[];
  close(): Promise<void>;
}

/**
 * The built web app served by the real server (embedded database, seeded) on a free loopback
 * port, and Debian's Chromium to drive it. With `world`, the database holds the tests' small
 * backfilled market and the server's market clock starts at its WORLD_NOW; `env` adds settings
 * (an SMTP stand-in's address); `port` fixes the port (a site address a setting names: see `freePort` in apps/server/test/ports.ts).
 */
export async function serveApp(
  options: { world?: boolean; env?: Record<string, string>; port?: number } = {},
): Promise<Served> {
  const t = await createTestApp('embedded', { WEB_DIST, ...options.env }, { world: options.world ?? false });
  const baseUrl = await t.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  return {
    baseUrl,
    t,
    browser,
    idlePages: [],
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}

/**
 * A person in China whose system asks for less motion: the app then draws charts without their
 * entry animation and turns antd's transitions off, which spares a loaded machine's two cores.
 */
export const CONTEXT_OPTIONS = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' } as const;

/**
 * A new browser context (a person's own browser: cookies, storage) in the tests' locale, time zone
 * and reduced motion. One opened in a test closes when that test finishes: a page left open keeps
 * Chromium drawing its timers and animations for the rest of the file, which took most of the
 * browser tests' processor time. One opened outside a test (a file's shared page) lives until the
 * browser closes.
 */
export async function newContext(s: Served, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await s.browser.newContext({ ...CONTEXT_OPTIONS, ...options });
  if (TestRunner.getCurrentTest()) onTestFinished(() => context.close());
  return context;
}

/** Home's one-per-visit prompts (popup ad, upgrade dialog), as stored once they were dealt with. */
export const HOME_PROMPTS_DEALT_WITH: Readonly<Record<string, string>> = {
  home_popup_ads: '1',
  home_upgrade_dialog: '1',
};

/**
 * A page at `path` in a browser of its own (cookies, storage). `storage` is put in localStorage before
 * the site's own scripts run on every load; by default it holds HOME_PROMPTS_DEALT_WITH, so Home's
 * popup ad and upgrade dialog stay out of the way of tests about other things (`homePrompts: true`
 * lets them show). With `session`, the browser holds that session cookie from the first load on.
 *
 * In a test, the page is one an earlier test of the file left clean when it could be (`reusePage`):
 * a new browser context costs Chromium a renderer process and a cold compile of the app's scripts,
 * about three times the processor time of the page load itself, and the browser tests were bound by
 * the machine's two cores.
 */
export async function openPage(
  s: Served,
  path: string,
  viewport = { width: 1440, height: 900 },
  options: { storage?: Record<string, string>; homePrompts?: boolean; session?: string } = {},
): Promise<Page> {
  const inTest = TestRunner.getCurrentTest() !== undefined;
  const reused = inTest ? s.idlePages.pop() : undefined;
  const page = reused ?? (await (await s.browser.newContext({ ...CONTEXT_OPTIONS, viewport })).newPage());
  const context = page.context();
  if (reused) await page.setViewportSize(viewport);
  const storage = { ...(options.homePrompts ? {} : HOME_PROMPTS_DEALT_WITH), ...options.storage };
  const script = await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  if (inTest) {
    const listening = listenerCount(page);
    releases.set(page, () => reusePage(s, page, listening, script));
    onTestFinished(() => putAway(page));
  }
  if (options.session) await context.addCookies([{ name: SESSION_COOKIE, value: options.session, url: s.baseUrl }]);
  await page.goto(s.baseUrl + path);
  return page;
}

/**
 * Once a test is done with an openPage page: leaves it on a blank page of the site with the site's
 * storage, the cookies and the test's init script, routes and media emulation gone, for the next
 * openPage; a page the test closed, added listeners or tabs to, or that fails to come clean, has
 * its browser context closed instead.
 */
async function reusePage(s: Served, page: Page, listening: number, script: { dispose(): Promise<void> }) {
  const context = page.context();
  if (page.isClosed() || listenerCount(page) !== listening || context.pages().length !== 1) return context.close();
  try {
    await script.dispose();
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    // A small file of the site: the app unloads, and its origin's storage can be emptied without a new renderer.
    await page.goto(`${s.baseUrl}/favicon.svg`, { timeout: 10_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await Promise.all([context.clearCookies(), context.clearPermissions(), page.emulateMedia(MEDIA_DEFAULTS)]);
    s.idlePages.push(page);
  } catch {
    await context.close();
  }
}

/** How a test's openPage page is put away once the test is done with it (`reusePage`). */
const releases = new WeakMap<Page, () => Promise<void>>();

/** Playwright's pages are event emitters; their typings leave out eventNames. */
const listenerCount = (page: Page) => (page as Page & { eventNames(): unknown[] }).eventNames().length;

/**
 * Done with `page` (a person closes that browser): an openPage page of a test is put away for the
 * next openPage, any other page's browser context closes.
 */
export async function closePage(page: Page): Promise<void> {
  if (releases.has(page)) await putAway(page);
  else await page.context().close();
}

/** Puts a test's openPage page away, if it is still the test's (`reusePage`). */
async function putAway(page: Page): Promise<void> {
  const release = releases.get(page);
  releases.delete(page);
  await release?.();
}

/** The media CONTEXT_OPTIONS asks for, which a test may have changed on its page (emulateMedia). */
const MEDIA_DEFAULTS = { reducedMotion: CONTEXT_OPTIONS.reducedMotion, colorScheme: 'light', media: 'screen' } as const;

/**
 * `path` for a returning user: an account registered with `phone` (its first-login VIP dialog
 * already seen), logged in through its session cookie. Answers the page and the account.
 */
export async function openAsUser(s: Served, path: string, phone: string, viewport?: { width: number; height: number }) {
  const user = await registerTestUser(s.t, phone);
  await s.t.handle.db.updateTable('users').set({ first_login: false }).where('uid', '=', user.uid).execute();
  const page = await openPage(s, path, viewport, { session: user.cookieValue });
  return { page, user };
}

/** Once the page's running CSS transitions and animations (a dropdown opening, say) have finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Saves a screenshot under .test-artifacts/ for a person to look at. */
export async function snap(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let dropdown and header transitions finish, so the picture shows what a person sees.
  await settled(page);
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Where `target` is once it stays put between two looks 50 ms apart: a dialog's opening animation
 * or a late font moves the slide handle, and a press at its old place misses it.
 */
async function settledBox(page: Page, target: Locator) {
  let box = (await target.boundingBox())!;
  for (;;) {
    await page.waitForTimeout(50);
    const next = (await target.boundingBox())!;
    if (next.x === box.x && next.y === box.y && next.width === box.width) return box;
    box = next;
  }
}

/** Drags the slide handle as a person does: presses, speeds up, slows down at the end, lets go. */
export async function dragLikeAPerson(page: Page, within: Page | Locator = page): Promise<void> {
  const box = await settledBox(page, within.getByTestId('slide-handle'));
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    await page.mouse.move(x0 + (SLIDE_DISTANCE_PX + 6) * eased, y + (i % 4) - 1.5);
    await page.waitForTimeout(20 + (i % 5) * 9);
  }
  await page.mouse.up();
}

/**
 * Drags it as a script does: one straight, instant jump to the end. (Twelve even steps were
 * refused for their even speed on a quiet machine, but a loaded one spaced them unevenly and over
 * 300 ms, and the check passed them as a person's.)
 */
export async function dragLikeAScript(page: Page): Promise<void> {
  const box = await settledBox(page, page.getByTestId('slide-handle'));
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + SLIDE_DISTANCE_PX + 6, y);
  await page.mouse.up();
}

/**
 * Home draws a section only as it comes near the window, an empty block with the section's id
 * holding its place until then: scrolls to the section's place until the section itself is drawn,
 * then brings it to the top of the window (as the anchor menu does) and answers it.
 */
export async function showHomeSection(page: Page, id: string): Promise<Locator> {
  const drawn = page.locator(`section#${id}`);
  for (let tries = 0; tries < 50 && (await drawn.count()) === 0; tries++) {
    await page.evaluate((target) => document.getElementById(target)?.scrollIntoView({ block: 'start' }), id);
    await page.waitForTimeout(100);
  }
  await drawn.waitFor();
  await drawn.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  return drawn;
}

/** The cookies of `as` page's browser as a Cookie header (none without a page). */
async function cookieHeader(as?: Page): Promise<Record<string, string>> {
  const cookie = as ? (await as.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') : '';
  return cookie ? { cookie } : {};
}

/** The envelope's data of an API answer; a refusal fails the test. */
async function envelopeData<T>(path: string, answer: Response): Promise<T> {
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path} answered code ${body.code}: ${body.msg}`);
  return body.data;
}

/** What the served API answers for a GET `path` (the envelope's data), to `as` page's user when given. */
export async function apiData<T>(s: Served, path: string, as?: Page): Promise<T> {
  return envelopeData<T>(path, await fetch(s.baseUrl + path, { headers: await cookieHeader(as) }));
}

/** What the served API answers for a form POST of `fields` to `path`, to `as` page's user when given. */
export async function apiPost<T>(
  s: Served,
  path: string,
  fields: Record<string, string | number>,
  as?: Page,
): Promise<T> {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const headers = { 'content-type': 'application/x-www-form-urlencoded', ...(await cookieHeader(as)) };
  return envelopeData<T>(path, await fetch(s.baseUrl + path, { method: 'POST', headers, body }));
}

/** The page address's query parameters. */
export const urlQuery = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

/** Polls `read` until the expectation holds (15 s at most). */
export const pollFor = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The text of the first element with the test id. */
export const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

/** The test world's app covering the most keywords in China on the latest collected day. */
export async function mostCoveredApp(s: Served): Promise<string> {
  const row = await s.t.handle.db
    .selectFrom('app_coverage_daily')
    .select('app_id')
    .where('country', '=', 'cn')
    .orderBy('day', 'desc')
    .orderBy('total', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.app_id;
}
