import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FOOTER_COLUMNS, RANKING_DROPDOWN } from '@bangyan/contract';
import { openAsUser, openPage, serveApp, type Served } from './harness.ts';

/**
 * Every link alive: from Home, as a visitor and as a logged-in member, the site is walked link by
 * link (header, footer, side bar, page bodies, seeded content: ads, articles, 运营圈 posts, news),
 * in the page as a person's clicks would go (the router's own navigation, one page load per
 * person). A page fails the walk when it lands on /404, shows the route error, shows an API answer
 * as the page (raw JSON), throws, logs an error or has a request fail. Links to the server itself (exports, the delivery form's
 * target) are fetched and must not answer an error. Of links that differ only in their ids
 * (an app, a keyword, an article), the first found is walked: every kind of page, not every app.
 */

let s: Served;
beforeAll(async () => {
  s = await serveApp({ world: true });
});
afterAll(async () => {
  await s?.close();
});

/** Paths the web app serves from the server rather than as a page of its own. */
const SERVER_PATH = /^\/(v1|api|uploads)\//;
/** How many addresses of one shape (the same path and query names) are walked. */
const PER_SHAPE = 1;
/** The console has its own login and its own tests (admin-*.e2e.ts). */
const OUT_OF_SCOPE = /^\/admin(\/|$)/;

/** The header's ranking dropdown and the footer: on every page, so every walk goes through them. */
const MENU_PATHS = [...RANKING_DROPDOWN, ...FOOTER_COLUMNS].flatMap((c) => c.links.map((l) => l.path));

interface Walk {
  /** The page addresses walked. */
  visited: string[];
  /** Every link found on them (the same address on many pages counts each time). */
  links: number;
  dead: string[];
}

const shapeOf = (url: URL) =>
  `${url.pathname.replace(/\/\d+(\.html)?$/, '/:id$1').replace(/\/app_id\/[^/]+$/, '/app_id/:id')}?${[
    ...url.searchParams.keys(),
  ]
    .sort()
    .join('&')}`;

/** Goes to `path` as a click on a link does: the router's navigation, not a new page load. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Once the page's code has loaded and its requests are answered (quiet for 150 ms, 10 s at most). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = inFlight() > 0 || (await page.locator('[aria-busy="true"], .ant-spin-spinning').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await page.waitForTimeout(50);
  }
}

/** What is wrong with the page now shown for `path`, if anything. */
async function problemOf(page: Page, path: string, errors: string[]): Promise<string | undefined> {
  const here = new URL(page.url());
  if (here.pathname === '/404') return `${path} lands on /404`;
  if (errors.length) return `${path} throws: ${errors.join('; ')}`;
  if ((await page.getByRole('alert').filter({ hasText: '页面加载失败' }).count()) > 0)
    return `${path} shows the route error`;
  const body = (await page.locator('body').innerText()).trim();
  if (body.startsWith('{') && body.includes('"code"')) return `${path} shows raw JSON`;
  const hash = decodeURIComponent(new URL(path, s.baseUrl).hash.slice(1));
  // The target may come with the page's own code (Home's sections render once its chunk runs): give it time to.
  const target = page.locator(`[id="${hash}"]`).first();
  if (
    hash &&
    !(await target.waitFor({ state: 'attached', timeout: 10_000 }).then(
      () => true,
      () => false,
    ))
  )
    return `${path} has no #${hash} to go to`;
  return undefined;
}

/** A link to the server itself answers without an error (and is not an error envelope). */
async function serverLinkProblem(path: string, cookie: string): Promise<string | undefined> {
  const answer = await fetch(s.baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (answer.status >= 400) return `${path} answers ${answer.status}`;
  if ((answer.headers.get('content-type') ?? '').includes('json')) {
    const body = (await answer.json()) as { code?: number; msg?: string };
    if (body.code !== undefined && body.code !== 0) return `${path} answers code ${body.code}: ${body.msg}`;
  }
  return undefined;
}

/** Walks the site from the page's address, following every internal link it finds. */
async function walk(page: Page): Promise<Walk> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Nothing may fail, a visitor's user-info check (spec 2.2, on every navigation) included: it answers code 401 in an
  // HTTP 200 envelope, so the browser logs no error.
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (answer.status() >= 400) errors.push(`${url.pathname} answered ${answer.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // Nothing leaves the app's origin (the simulated store's pictures are the app's own): a request elsewhere fails.
  await page.route(
    (url) => url.origin !== new URL(s.baseUrl).origin,
    (route) => route.abort(),
  );
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('requestfinished', () => (requests -= 1));
  page.on('requestfailed', () => (requests -= 1));
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

  const result: Walk = { visited: [], links: 0, dead: [] };
  const seen = new Set<string>(['/']);
  const perShape = new Map<string, number>();
  const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
  const enqueue = (href: string, from: string) => {
    const url = new URL(href, s.baseUrl);
    if (url.origin !== new URL(s.baseUrl).origin || OUT_OF_SCOPE.test(url.pathname)) return;
    result.links += 1;
    const path = url.pathname + url.search + url.hash;
    if (seen.has(path)) return;
    const shape = shapeOf(url) + url.hash;
    if ((perShape.get(shape) ?? 0) >= PER_SHAPE) return;
    seen.add(path);
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
    queue.push({ path, from });
  };

  // The header's dropdowns draw their links only when opened: they are followed from the start.
  for (const path of MENU_PATHS) enqueue(path, '(the header and footer menus)');
  await settle(page, () => requests);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { path, from } = next;
    if (SERVER_PATH.test(path)) {
      const problem = await serverLinkProblem(path, cookie);
      if (problem) result.dead.push(`${problem} (linked from ${from})`);
      continue;
    }
    errors.length = 0;
    if (result.visited.length > 0) await navigate(page, path);
    await settle(page, () => requests);
    result.visited.push(path);
    const problem = await problemOf(page, path, errors);
    if (problem) {
      result.dead.push(`${problem} (linked from ${from})`);
      continue;
    }
    // Some sections (Home's) are drawn only as they come near the window: scroll through a long page, letting the
    // browser render two frames at each stop (an intersection is only seen in a rendered frame: a busy machine's
    // timer alone would scroll past sections before they are noticed).
    const scrolled = await page.evaluate(async () => {
      const height = () => document.documentElement.scrollHeight;
      if (height() <= window.innerHeight * 1.5) return false;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = window.innerHeight; y < height(); y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      return true;
    });
    if (scrolled) await settle(page, () => requests);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')!).filter((h) => !/^(mailto:|tel:|javascript:|#$)/.test(h)),
      );
    for (const href of hrefs) enqueue(href, path);
  }
  return result;
}

// The two walks run side by side in one test (a context closes with the test that opened it, and concurrent
// tests would not know whose it is), each person in a browser context of their own.
describe('the site, walked link by link', () => {
  it('leads a visitor and a member from Home to no dead end', { timeout: 480_000 }, async () => {
    const walks = Object.entries({
      visitor: async () => walk(await openPage(s, '/')),
      // A new number each try: a retried test finds the first try's account registered.
      member: async () => walk((await openAsUser(s, '/', `135${String(Date.now()).slice(-8)}`)).page),
    });
    const results = await Promise.all(walks.map(([, run]) => run()));
    for (const [i, result] of results.entries()) {
      console.info(
        `${walks[i]![0]}: ${result.visited.length} pages, ${result.links} links found, ${result.dead.length} dead`,
        ...result.dead.map((d) => `\n  dead: ${d}`),
      );
      expect(result.dead).toEqual([]);
      expect(MENU_PATHS.filter((path) => !result.visited.includes(path))).toEqual([]);
    }
  });
});
