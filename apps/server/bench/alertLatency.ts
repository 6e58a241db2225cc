// `npm run bench`, alert latency (issue 22): how long from a collection storing an event to the alert delivered.
// The test world (its apps) on an embedded database; USERS users each follow APPS apps with alerts on, a signed
// generic webhook each to a receiver in this process. The engine runs as the server runs it (alertTick every
// ALERT_TICK_MS on the wall clock) while, for DURATION_S, "collections" store an event about a followed app every
// few seconds, stamped with the moment they are stored. Latency = delivered (the outbox's sent_at) − stored; printed
// as p50 / p95 / max against the 60 s target, and as a ratio to the engine's tick, the bound of waiting.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALERT_KINDS, SECOND_MS } from '@bangyan/contract';
import { openTestDatabase } from '@bangyan/db/testing';
import { TEST_WORLD } from '@bangyan/market/testWorld';
import { alertTick, ALERT_TICK_MS } from '../src/alerts/runAlerts.ts';
import { runEvery } from '../src/infra/periodic.ts';
import { createAlertSender } from '../src/alerts/send.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryKv } from '../src/infra/kv.ts';

const USERS = 30;
const APPS = 3;
const DURATION_S = Number(process.env.BENCH_ALERT_DURATION ?? 120);
const EVENT_EVERY_MS = 4 * SECOND_MS;

const handle = await openTestDatabase('embedded', { template: TEST_WORLD });
const db = handle.db;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

// The users, their follows and rules, their webhook.
const template = await db
  .selectFrom('monitor_events')
  .select(['kind', 'data', 'day', 'genre'])
  .where('kind', '=', 'clear-chart')
  .where('country', '=', 'cn')
  .executeTakeFirstOrThrow();
const apps = (
  await db.selectFrom('market_apps').select('app_id').where('country', '=', 'cn').orderBy('app_id').limit(60).execute()
).map((r) => String(r.app_id));
for (let u = 0; u < USERS; u++) {
  const { uid } = await db
    .insertInto('users')
    .values({ phone: `1390000${String(u).padStart(4, '0')}`, nickname: `bench${u}`, password_hash: '' })
    .returning('uid')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('alert_settings')
    .values({ uid, webhook_on: true, webhook_kind: 'generic', webhook_url: hook, webhook_secret: 'bench-secret' })
    .execute();
  for (let a = 0; a < APPS; a++) {
    const app_id = apps[(u * APPS + a) % apps.length]!;
    const place = { uid, market: 'ios', country: 'cn', app_id };
    await db.insertInto('user_follows').values(place).execute();
    await db
      .insertInto('alert_rules')
      .values({ ...place, kinds: [...ALERT_KINDS] })
      .execute();
  }
}

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const send = createAlertSender(config, db, new MemoryKv());
const stop = runEvery(
  'alerts',
  () => alertTick(db, send, () => new Date()),
  (m) => console.error(m),
  ALERT_TICK_MS,
);

// The collections: an event about a followed app every few seconds, stored at its own moment.
const stored = new Map<string, number>();
const followed = apps.slice(0, Math.min(apps.length, USERS * APPS));
const started = Date.now();
let n = 0;
while (Date.now() - started < DURATION_S * SECOND_MS) {
  const at = new Date();
  const app = followed[n++ % followed.length]!;
  await db
    .insertInto('monitor_events')
    .values({
      kind: 'clear-chart',
      country: 'cn',
      app_id: app,
      at,
      day: template.day,
      genre: template.genre,
      data: JSON.stringify(template.data),
    })
    .execute();
  stored.set(`alert:clear-chart:cn:${app}:${at.toISOString()}`, at.getTime());
  await new Promise((done) => setTimeout(done, EVENT_EVERY_MS));
}
// The last event's alert has a tick to arrive.
await new Promise((done) => setTimeout(done, ALERT_TICK_MS + 5 * SECOND_MS));
await stop();

const sent = await db
  .selectFrom('alert_deliveries')
  .select(['dedupe_key', 'sent_at', 'status'])
  .where('channel', '=', 'webhook')
  .execute();
const latencies = sent
  .filter((r) => r.status === 'sent' && stored.has(r.dedupe_key))
  .map((r) => r.sent_at!.getTime() - stored.get(r.dedupe_key)!)
  .sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nAlert latency (stored → delivered by webhook), ${stored.size} events, ${latencies.length} deliveries to ` +
    `${USERS} users, tick ${s(ALERT_TICK_MS)}:\n` +
    `  p50 ${s(pct(50))}  p95 ${s(pct(95))}  max ${s(latencies.at(-1)!)}  ` +
    `(p95 ${(pct(95) / ALERT_TICK_MS).toFixed(2)}× the tick; target ≤ 60 s)\n` +
    `  not delivered: ${sent.filter((r) => r.status !== 'sent').length}`,
);
server.close();
await handle.close();
process.exit(0);
