/**
 * Issue 22's crash test: a delivery worker in its own process is killed (SIGKILL) in the middle of delivering the
 * outbox; after the restart (here: this process, once the dead worker's leases ended) every due alert has arrived,
 * none was lost, and a delivery sent again is only one whose outcome the crash lost, carrying the same delivery id.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { SECOND_MS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/app.ts';
import { registerTestUser } from '../../test/users.ts';
import { recordAlert } from './due.ts';
import { deliverDue, LEASE_MS } from './outbox.ts';
import { createAlertSender } from './send.ts';

const WORKER = resolve(import.meta.dirname, '../../test/deliveryWorker.ts');
const SECRET = 'crash-secret-1';
/** Alerts per user, of USERS users: the outbox delivers users in parallel, each user's in order. */
const ALERTS = 15;
const USERS = 3;
/** The receiver answers after this long, so deliveries are in flight when the worker dies. */
const ANSWER_DELAY_MS = 40;

/** A generic webhook receiver that checks the signature and counts what arrived by delivery id. */
async function startReceiver() {
  const arrivals: string[] = [];
  let onArrival = () => {};
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const stamp = String(req.headers['x-bangyan-timestamp']);
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${stamp}.${body}`).digest('hex')}`;
      if (req.headers['x-bangyan-signature'] !== expected) {
        res.writeHead(401).end();
        return;
      }
      arrivals.push(String(req.headers['x-bangyan-delivery']));
      onArrival();
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), ANSWER_DELAY_MS);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    /** Resolves once `n` deliveries have arrived. */
    arrived: (n: number) =>
      new Promise<void>((done) => {
        onArrival = () => arrivals.length >= n && done();
        onArrival();
      }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe.each(testDatabaseKinds())('a crash during delivery on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('loses nothing and sends again only what was in flight, with the same delivery id', async () => {
    const uids: string[] = [];
    const now = new Date();
    for (let u = 0; u < USERS; u++) {
      const { uid } = await registerTestUser(t, `1370000${9001 + u}`);
      uids.push(uid);
      await t.handle.db
        .insertInto('alert_settings')
        .values({ uid, webhook_on: true, webhook_kind: 'generic', webhook_url: receiver.url, webhook_secret: SECRET })
        .execute();
      for (let i = 0; i < ALERTS; i++) {
        await recordAlert(
          t.handle.db,
          {
            uid,
            dedupeKey: `alert:offline:cn:${i}`,
            title: `「应用${i}」已下架`,
            lines: [`「应用${i}」已从 App Store 下架。`],
            link: `/new/apps/view?appId=${i}&country=cn`,
            channels: ['webhook'],
          },
          now,
        );
      }
    }
    const total = ALERTS * USERS;
    const outbox = () =>
      t.handle.db.selectFrom('alert_deliveries').select(['id', 'status']).where('uid', 'in', uids).execute();

    // The worker delivers until a third of the alerts arrived, and dies there.
    const worker = spawn(process.execPath, ['--import', 'tsx', WORKER, t.handle.url], { stdio: 'ignore' });
    const exited = new Promise((done) => worker.once('exit', done));
    await receiver.arrived(total / 3);
    worker.kill('SIGKILL');
    await exited;
    const left = await outbox();
    const inFlight = new Set(left.filter((r) => r.status === 'sending').map((r) => r.id));
    const sentBefore = left.filter((r) => r.status === 'sent').length;
    expect(sentBefore).toBeLessThan(total);

    // The restart: once the dead worker's leases end, the rest is delivered.
    const send = createAlertSender(t.config, t.handle.db, t.kv);
    await deliverDue(t.handle.db, send, () => new Date(Date.now() + LEASE_MS + SECOND_MS));
    const done = await outbox();
    expect(done.map((r) => r.status)).toEqual(Array(total).fill('sent'));

    const ids = new Set(done.map((r) => r.id));
    const counts = new Map<string, number>();
    for (const id of receiver.arrivals) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Nothing lost, nothing from elsewhere.
    expect(new Set(counts.keys())).toEqual(ids);
    // A repeat is only a delivery whose outcome the crash lost, never one recorded as sent.
    const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    for (const id of repeated) expect(inFlight.has(id)).toBe(true);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    console.info(
      `crash test (${kind}): ${total} alerts, ${sentBefore} sent before the kill, ${inFlight.size} in flight, ` +
        `${receiver.arrivals.length} arrivals, ${repeated.length} repeated (same delivery id), 0 lost`,
    );
  });
});
