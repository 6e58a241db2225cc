// A benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx targets.ts bare|app  → prints the listening port on stdout.
import Fastify from 'fastify';
import { openTestDatabase } from '@bangyan/db/testing';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryKv } from '../src/infra/kv.ts';
import { seed } from '../src/seed.ts';

const kind = process.argv[2];
if (kind === 'bare') {
  const app = Fastify();
  app.get('/bare', async () => ({ code: 0, msg: 'success', data: [{ name: 'App Store', url: 'https://www.apple.com.cn/app-store/' }] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
} else if (kind === 'app') {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
  const handle = await openTestDatabase('pglite');
  await seed(handle.db);
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => new Date(), kv: new MemoryKv() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
} else {
  console.error('usage: targets.ts bare|app');
  process.exit(2);
}
