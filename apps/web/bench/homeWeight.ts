// `npm run bench` (part): what Home costs a first visitor on this machine: the JavaScript of its
// first route (from the build's chunk graph), all the JavaScript it has loaded once its lazy
// sections arrived, and the largest contentful paint (with Home's prompts dealt with, and with the
// popup ad a first visit shows), with the built web app served by the real server over the tests'
// small market world and loaded in Chromium from an empty cache; then Lighthouse's performance
// audit of a first visit, desktop and mobile (lighthouse.ts). The web app is built first (npm run
// bench does).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { resolve } from 'node:path';
import { createTestApp } from '../../server/test/app.ts';
import { CHROMIUM_FLAGS } from '../../../e2e/harness.ts';
import { lighthouseLines, runLighthouse } from './lighthouse.ts';

const DIST = resolve(import.meta.dirname, '../dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript of Home's first route from the build's chunk graph: the entry with everything it
 * imports statically, and the Home route's chunk with its static imports (its lazy sections, the
 * charts and the dialogs are dynamic imports, so they are not counted). Gzip bytes.
 */
function firstRouteGzip(): { bytes: number; files: number } {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit('index.html');
  visit('src/pages/home/HomePage.tsx');
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return {
    bytes: files.reduce((sum, f) => sum + gzipSync(readFileSync(resolve(DIST, f))).length, 0),
    files: files.length,
  };
}

/** The page's largest contentful paint so far, in ms from navigation. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

const t = await createTestApp('embedded', { WEB_DIST: DIST, RATE_LIMIT_PER_MINUTE: '0' }, { world: true });
const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
let lines: string[];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  // The popup ad and upgrade dialog are dealt with, as on a second visit.
  await context.addInitScript(() => {
    localStorage.setItem('home_popup_ads', '1');
    localStorage.setItem('home_upgrade_dialog', '1');
  });
  const page = await context.newPage();
  const scripts: { url: string; at: number; gzip: number }[] = [];
  const started = Date.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: response.url(), at: Date.now() - started, gzip: gzipSync(body).length });
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const lcp = await largestPaint(page);

  // A first visit: the popup ad shows 800 ms after Home does (spec 2.4) and is usually the largest paint.
  const firstVisit = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  ).newPage();
  await firstVisit.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await firstVisit.getByTestId('popup-ad').locator('img').waitFor();
  await firstVisit.waitForLoadState('networkidle');
  await firstVisit.waitForTimeout(500);
  const popupLcp = await largestPaint(firstVisit);

  const all = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const first = firstRouteGzip();
  lines = [
    `  JavaScript of the first route:     ${kb(first.bytes)} gzip in ${first.files} files (goal ≤ 200 KB)`,
    `  JavaScript after lazy sections:    ${kb(all)} gzip in ${scripts.length} files`,
    `  Largest contentful paint:          ${Math.round(lcp)} ms (prompts dealt with), ` +
      `${Math.round(popupLcp)} ms (with the popup ad)`,
  ];
} finally {
  await browser.close();
}
try {
  // Lighthouse clears the origin's storage first: a first visit, popup ad included.
  lines.push(...lighthouseLines(await runLighthouse(`${baseUrl}/`)));
} finally {
  await t.close();
}
console.log('\nHome, first visit (Chromium, loopback, empty cache)');
for (const line of lines) console.log(line);
