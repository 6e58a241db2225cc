// `npm run bench` (part): what Home costs a first visitor on this machine. The built web app is
// served by the real server over the tests' small market world and loaded in Chromium from an
// empty cache; prints the JavaScript Home loads (gzip, as served) before and after its lazy
// sections arrive, and the largest contentful paint. Build the web first (npm run build).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { createTestApp } from '../../server/src/testing.ts';
import { CHROMIUM_FLAGS } from '../e2e/harness.ts';

const t = await createTestApp('pglite', { WEB_DIST: resolve(import.meta.dirname, '../dist'), RATE_LIMIT_PER_MINUTE: '0' }, { world: true });
const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
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
  const firstRoute = scripts.reduce((sum, s) => sum + s.gzip, 0);
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const all = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nHome, first visit (Chromium, loopback, empty cache)');
  console.log(`  JavaScript at load (first route):  ${kb(firstRoute)} gzip in ${scripts.filter((s) => s.gzip > 0).length} files (goal ≤ 250 KB)`);
  console.log(`  JavaScript after lazy sections:    ${kb(all)} gzip in ${scripts.length} files`);
  console.log(`  Largest contentful paint:          ${Math.round(lcp)} ms`);
} finally {
  await browser.close();
  await t.close();
}
