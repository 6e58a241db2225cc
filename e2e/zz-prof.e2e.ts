import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { serveApp, newContext, type Served } from './harness.ts';
let s: Served;
beforeAll(async () => { s = await serveApp({ world: true }); }, 120_000);
afterAll(async () => s?.close());
it('profiles', async () => {
  const path = process.env.TRACE_PATH ?? '/blog';
  const agg: Record<string, number> = {};
  const byUrl: Record<string, number> = {};
  for (let i = 0; i < 4; i++) {
    const ctx = await newContext(s, { viewport: { width: 1440, height: 900 } });
    await ctx.addInitScript(() => { localStorage.setItem('home_popup_ads', '1'); localStorage.setItem('home_upgrade_dialog', '1'); });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(s.baseUrl + path, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    const dt: Record<number, number> = {};
    for (let k = 0; k < profile.samples!.length; k++) dt[profile.samples![k]!] = (dt[profile.samples![k]!] ?? 0) + profile.timeDeltas![k]!;
    for (const n of profile.nodes) {
      const t = dt[n.id] ?? 0;
      const cf = n.callFrame;
      const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
      agg[key] = (agg[key] ?? 0) + t;
      const u = cf.url ? cf.url.split('/').pop()!.replace(/-[A-Za-z0-9_-]{8}\.js/, '.js') : cf.functionName;
      byUrl[u] = (byUrl[u] ?? 0) + t;
    }
    await ctx.close();
  }
  const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of top) console.log('PROF', (v / 4000).toFixed(1), k);
  for (const [k, v] of Object.entries(byUrl).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('URL', (v / 4000).toFixed(1), k);
}, 300_000);
