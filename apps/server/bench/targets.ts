// A benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx targets.ts bare | app | world demo|bench  → prints the listening port (and, for a
// world, its hottest keyword, which the keyword routes ask about, and the apps the keyword coverage
// routes ask about) on stdout (progress of building a market goes to stderr).
import Fastify from 'fastify';
import { openTestDatabase } from '@bangyan/db/testing';
import { hotKeywords } from '@bangyan/market';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryKv } from '../src/infra/kv.ts';
import { seed } from '../src/seed.ts';
import { BENCH_NOW, coverBenchApps, openBenchWorld, type BenchScale } from './world.ts';

const kind = process.argv[2];
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
let app;
let keyword: string | undefined;
let coverApps: Awaited<ReturnType<typeof coverBenchApps>> | undefined;
if (kind === 'bare') {
  app = Fastify();
  app.get('/bare', async () => ({ code: 0, msg: 'success', data: [{ name: 'App Store', url: 'https://www.apple.com.cn/app-store/' }] }));
} else if (kind === 'app') {
  const handle = await openTestDatabase('pglite');
  await seed(handle.db);
  app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => new Date(), kv: new MemoryKv() });
} else if (kind === 'world' && (process.argv[3] === 'demo' || process.argv[3] === 'bench')) {
  const handle = await openBenchWorld(process.argv[3] as BenchScale, (m) => console.error(m));
  keyword = (await hotKeywords(handle.db, { country: 'cn', at: BENCH_NOW, limit: 1 }))[0]?.term;
  coverApps = await coverBenchApps(handle.db);
  app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => BENCH_NOW, kv: new MemoryKv() });
} else {
  console.error('usage: targets.ts bare | app | world demo|bench');
  process.exit(2);
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, keyword, coverApps }));
