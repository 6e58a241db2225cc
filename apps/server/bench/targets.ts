// A benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx targets.ts bare | app | world demo|bench  → prints the listening port (and, for a
// world, its hottest keyword, which the keyword routes ask about, China's #1 free app, which the
// revision words route asks about, AppRank's target (world.ts rankBenchApp), the session cookie of
// a member, whose history depth covers 90 days, and the apps the keyword coverage routes ask about)
// on stdout (progress of building a market goes to stderr).
import Fastify from 'fastify';
import { openTestDatabase } from '@bangyan/db/testing';
import { SESSION_COOKIE } from '@bangyan/contract';
import { chartRanking, hotKeywords } from '@bangyan/market';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryKv } from '../src/infra/kv.ts';
import { openSession } from '../src/session/sessions.ts';
import { insertUser } from '../src/modules/user/queries.ts';
import { seed } from '../src/seed.ts';
import { BENCH_NOW, coverBenchApps, openBenchWorld, rankBenchApp, type BenchScale } from './world.ts';

const kind = process.argv[2];
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '0',
});
let app;
let info: {
  keyword?: string;
  appId?: string;
  cookie?: string;
  coverApps?: Awaited<ReturnType<typeof coverBenchApps>>;
  rankApp?: Awaited<ReturnType<typeof rankBenchApp>>;
} = {};
if (kind === 'bare') {
  app = Fastify();
  app.get('/bare', async () => ({
    code: 0,
    msg: 'success',
    data: [{ name: 'App Store', url: 'https://www.apple.com.cn/app-store/' }],
  }));
} else if (kind === 'app') {
  const handle = await openTestDatabase('embedded');
  await seed(handle.db);
  app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => new Date(), kv: new MemoryKv() });
} else if (kind === 'world' && (process.argv[3] === 'demo' || process.argv[3] === 'bench')) {
  const handle = await openBenchWorld(process.argv[3] as BenchScale, (m) => console.error(m));
  const kv = new MemoryKv();
  const keyword = (await hotKeywords(handle.db, { country: 'cn', at: BENCH_NOW, limit: 1 }))[0]?.term;
  const top = await chartRanking(handle.db, { country: 'cn', chartType: 'free', genre: 0, at: BENCH_NOW });
  // A member (the registration gift's VIP) for the routes whose span a visitor may not see: a new
  // one each run (a phone number of its own), as the bench-scale database is kept between runs.
  const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
  const member = await insertUser(handle.db, {
    contact: { channel: 'sms', region: '86', phone },
    passwordHash: 'bench',
    nickname: 'bench',
    now: new Date(),
  });
  info = {
    keyword,
    appId: String(top?.entries[0]?.appId ?? ''),
    cookie: `${SESSION_COOKIE}=${await openSession({ db: handle.db, kv }, String(member.uid), {
      method: 'password',
      ip: '127.0.0.1',
      userAgent: 'bench',
    })}`,
    coverApps: await coverBenchApps(handle.db),
    rankApp: await rankBenchApp(handle.db),
  };
  app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow: () => BENCH_NOW, kv });
} else {
  console.error('usage: targets.ts bare | app | world demo|bench');
  process.exit(2);
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, ...info }));
