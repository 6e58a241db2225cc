// `npm run bench` (part): how long each page takes until its figures show, in Chromium at 1440x900, with the built
// web app served by the real server (production settings, process-memory caches) over the demo world in PostgreSQL
// (apps/server/bench/world.ts openDemoWorld: built on the first run, about 8 minutes, then kept). Pages: Home, every
// page of the ranking menu and the 19 pages of an iOS app (China's #1 free app, read from the side menu). For each:
//   cold   the first load: a new browser context (empty cache) and a new server instance (empty answer caches);
//   warm   the second load in the same context and server (the browser's and the server's caches hold it).
// A page's figures show when the selector of its data (PAGE_DATA) is visible. The web app is built first (npm run
// bench does). BENCH_PAGES=<path>,<path> measures only those pages; BENCH_RUNS=<n> (default 1) loads each page n
// times over (each time cold then warm) and reports the medians. BENCH_PHONE=1 measures on a phone instead (issue 27:
// an iPhone's 390x844 screen, touch and user agent; the same loopback network and processor).
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { RANKING_MENU } from '@bangyan/contract';
import { sql } from 'kysely';
import { BENCH_NOW, openDemoWorld } from '../../server/bench/world.ts';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { MemoryKv } from '../../server/src/infra/kv.ts';
import { CHROMIUM_FLAGS } from '../../../e2e/harness.ts';

const DIST = resolve(import.meta.dirname, '../dist');
const TARGET_COLD_MS = 1000;
const TARGET_WARM_MS = 300;
const TIMEOUT_MS = 30_000;
const PHONE = process.env.BENCH_PHONE === '1';
/** The browser's window: a computer's, or with BENCH_PHONE an iPhone's (as e2e/phones.ts has it). */
const CONTEXT = PHONE
  ? {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    }
  : { viewport: { width: 1440, height: 900 } };

/**
 * The first data row of the table in `scope`, or its empty text once loaded (the placeholder says DATA_TEXTS.loading
 * of components/data/DataState.tsx until then; that module draws, so it is not imported here).
 */
const table = (scope: string) =>
  `${scope} .ant-table-row, ${scope} .ant-table-placeholder:not(:has-text("数据加载中"))`;
/** The chart of testid `id` drawn, or its empty state. */
const chart = (id: string) => `[data-testid=${id}] canvas, [data-testid=${id}][data-state=empty]`;
const testId = (id: string) => `[data-testid="${id}"]`;

/**
 * What shows each page's figures, by path: every selector listed is visible (the page's first data block, and on
 * AppRank its rank trend too). Home: the banner's hot keywords and icons, and the game boards (its first window).
 */
const PAGE_DATA: Record<string, string[]> = {
  '/': [testId('hot-keyword'), testId('banner-icon'), `${testId('home-games')} ${testId('board-item')}`],
  '/new/ranking/index': [testId('rank-card')],
  '/new/ranking/vsbang': [testId('vs-count-entered')],
  '/new/ranking/seven_day': [table(testId('seven-day-table'))],
  '/new/ranking/summary': [testId('summary-card')],
  '/new/ranking/vshow': [table(testId('vshow-table'))],
  '/new/ranking/featured': [testId('featured-count')],
  '/new/ranking/hotartist': [table(testId('hotartist-table'))],
  '/new/ranking/hotindustry': [table(testId('hotindustry-table'))],
  '/new/ranking/globalranking': [testId('global-app')],
  '/new/ranking/hegemony': [table(testId('hegemony-table'))],
  '/new/ranking/overview': [testId('trend-total-releaseAppsCnt')],
  '/new/ranking/androidindex': [table(testId('rank-table'))],
  '/new/ranking/screenshot': [table(testId('rank-table'))],
  '/new/ranking/RankHotApp': [table(testId('hot-app-table'))],
  '/new/ranking/RankTop': [table(testId('rank-top-table'))],
  '/new/aso/hotsearch': [testId('hot-group')],
  '/new/aso/keywordrank': [table(testId('keyword-rank-table'))],
  '/new/keyword/coverrank': [table(testId('cover-rank-table'))],
  '/new/apps/view': [table(testId('app-current-ranks')), chart('rank-chart')],
  '/new/apps/baseinfo': [testId('app-facts')],
  '/new/apps/appstatus': [testId('status-now')],
  '/new/apps/version': [testId('version-stat-count')],
  '/new/apps/keyword': [table(testId('keyword-cover-page'))],
  '/new/apps/keywordreport': [testId('report-ranked')],
  '/new/apps/compare': [testId('compare-apps')],
  '/new/apps/keywordsmonitor': [testId('watch-login')],
  '/new/apps/subscribekeywordcover': [testId('inapp-stats')],
  '/new/apps/activitykeywordcover': [testId('inapp-stats')],
  '/new/apps/review': [testId('review-rating')],
  '/new/apps/competitor': [table(testId('competitor-suggestions'))],
  '/new/apps/competitorInfo': [table(testId('competitor-compare'))],
  '/new/apps/samedeveloper': [table(testId('same-developer'))],
  '/new/apps/applerecommend': [table(testId('apple-recommend'))],
  '/new/apps/downloadestimate': [testId('estimate-latest-value')],
  '/new/apps/incomeestimate': [testId('estimate-latest-value')],
  '/new/apps/asa': [testId('asa-stats')],
  '/new/apps/diagnosis': [testId('diagnosis-score-value')],
};

interface Timing {
  path: string;
  label: string;
  cold: number | null;
  warm: number | null;
}

const log = (message: string) => console.error(message);
const handle = await openDemoWorld(log);
const appId = (
  await sql<{ id: string }>`
    SELECT app_ids[1]::text AS id FROM chart_snapshots
    WHERE country = 'cn' AND chart_type = 'free' AND genre = 0 AND at <= ${BENCH_NOW}
    ORDER BY at DESC LIMIT 1`.execute(handle.db)
).rows[0]!.id;

/** A server instance over the world with empty caches, on a free port; its base URL and close. */
async function serve() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: DIST,
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const kv = new MemoryKv();
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => BENCH_NOW, kv });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, close: () => app.close() };
}

/** The time from asking for `url` until every selector is visible, in ms; null when one never shows. */
async function loadTime(page: Page, url: string, selectors: readonly string[]): Promise<number | null> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await Promise.all(selectors.map((s) => page.locator(s).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS })));
  } catch {
    return null;
  }
  return performance.now() - started;
}

async function measure(browser: Browser, path: string, label: string, query = ''): Promise<Timing> {
  const server = await serve();
  const context = await browser.newContext({ ...CONTEXT, locale: 'zh-CN' });
  // Home's prompts are dealt with, as on a returning visit.
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
  });
  try {
    const page = await context.newPage();
    const url = `${server.baseUrl}${path}${query}`;
    const selectors = PAGE_DATA[path];
    if (!selectors) throw new Error(`no data selector for ${path}: add it to PAGE_DATA`);
    const cold = await loadTime(page, url, selectors);
    const warm = await loadTime(page, url, selectors);
    return { path, label, cold, warm };
  } finally {
    await context.close();
    await server.close();
  }
}

/** The iOS app's pages, from its side menu. */
async function appPages(browser: Browser): Promise<{ path: string; label: string }[]> {
  const server = await serve();
  const page = await browser.newPage();
  try {
    await page.goto(`${server.baseUrl}/new/apps/view?appId=${appId}&country=cn`);
    const links = page.locator('[data-testid=app-menu] a');
    await links.first().waitFor();
    return await links.evaluateAll((as) =>
      as.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent ?? '' })),
    );
  } finally {
    await page.close();
    await server.close();
  }
}

/** The median of some times, a load that never showed counting as the slowest; null when most never showed. */
function median(times: (number | null)[]): number | null {
  const sorted = times.map((t) => t ?? Infinity).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  return Number.isFinite(middle) ? middle : null;
}

const ms = (n: number | null) => (n === null ? 'never' : `${Math.round(n)}`);
const mark = (n: number | null, target: number) => (n !== null && n <= target ? 'ok' : 'OVER');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const only = process.env.BENCH_PAGES?.split(',');
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  const pages = [
    { path: '/', label: '首页', query: '' },
    ...RANKING_MENU.links.map((l) => ({ path: l.path, label: l.label, query: '' })),
    ...(await appPages(browser)).map((p) => ({ ...p, query: `?appId=${appId}&country=cn` })),
  ].filter((p) => !only || only.includes(p.path));
  const timings: Timing[] = [];
  for (const p of pages) {
    const each: Timing[] = [];
    for (let run = 0; run < runs; run++) each.push(await measure(browser, p.path, p.label, p.query));
    const t = { ...p, cold: median(each.map((e) => e.cold)), warm: median(each.map((e) => e.warm)) };
    log(`  ${p.path}: cold ${ms(t.cold)} ms, warm ${ms(t.warm)} ms`);
    timings.push(t);
  }
  console.log(
    `\nTime until a page's figures show (ms; ${PHONE ? 'an iPhone at 390x844' : 'Chromium 1440x900'}, demo world in PostgreSQL, app ${appId})`,
  );
  console.log(`${'cold'.padStart(6)} ≤${TARGET_COLD_MS} ${'warm'.padStart(6)} ≤${TARGET_WARM_MS}  page`);
  for (const t of timings) {
    console.log(
      `${ms(t.cold).padStart(6)} ${mark(t.cold, TARGET_COLD_MS).padEnd(5)} ${ms(t.warm).padStart(6)} ` +
        `${mark(t.warm, TARGET_WARM_MS).padEnd(4)}  ${t.path} ${t.label}`,
    );
  }
  const over = timings.filter(
    (t) => mark(t.cold, TARGET_COLD_MS) === 'OVER' || mark(t.warm, TARGET_WARM_MS) === 'OVER',
  );
  console.log(`\n${timings.length - over.length} of ${timings.length} pages within both targets`);
} finally {
  await browser.close();
  await handle.close();
}
