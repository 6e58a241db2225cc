/**
 * The services behind the server going away and coming back: PostgreSQL restarting under load, Redis unreachable.
 * Each runs on a server of the test's own (a private embedded PostgreSQL, a private redis-server), which the test
 * stops and starts again; the shared servers other suites use are left alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_MESSAGES, ErrorCode, SLIDE_APP_KEY, SLIDE_SCENE } from '@bangyan/contract';
import { startTestServer } from '@bangyan/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, type TestApp } from '../../test/app.ts';
import { freePort } from '../../test/ports.ts';
import { humanDrag, trackText } from '../../test/slide.ts';
import { registerTestUser } from '../../test/users.ts';

/** Asks `ok` every 100 ms until it answers true; the seconds that took (failing after `limitMs`). */
async function secondsUntil(ok: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > limitMs) throw new Error(`not back after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - started) / 1000;
}

const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  return { status: res.statusCode, body: res.json() as Record<string, string> };
};

describe('a PostgreSQL restart under load', () => {
  let home: string;
  let server: Awaited<ReturnType<typeof startTestServer>>['server'];
  let t: TestApp;
  const { get } = jsonGetters(() => t.app);
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'bangyan-outage-'));
    chmodSync(home, 0o755); // the server may run as another user (embedded.ts)
    const started = await startTestServer(join(home, 'postgres'));
    server = started.server;
    // Reached by its URL, as a server with DATABASE_URL reaches its PostgreSQL.
    t = await createTestApp('postgres', {}, { databaseServer: started.url });
  });
  afterAll(async () => {
    // After a failure the server may be stopped; the database goes with its folder anyway.
    await t?.close().catch(() => undefined);
    await server?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it('answers the envelope while the database is away and serves again once it is back', async () => {
    const { cookie, uid } = await registerTestUser(t, '13900000001');
    // A request's transaction between two statements: its connection is out of the pool when the server goes.
    let pause = () => {};
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (pause = resolve));
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const transaction = t.handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        pause();
        await resumed;
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (err: Error) => err.message,
      );
    await paused;
    const load = Array.from({ length: 20 }, (_, i) =>
      get(i % 2 ? '/v1/temple/bangRanking' : '/v1/user/userData', cookie),
    );
    // A fast shutdown: every backend ends with 'terminating connection due to administrator command'.
    await server.stop();
    resume();
    expect(await transaction).not.toBe('committed');
    for (const { status, body } of await Promise.all(load)) {
      expect([200, 500]).toContain(status);
      expect(body.code === 0 || body.code === ErrorCode.SERVER_ERROR).toBe(true);
    }

    const serverError = { code: ErrorCode.SERVER_ERROR, msg: ERROR_MESSAGES[ErrorCode.SERVER_ERROR], data: null };
    expect(await get('/v1/temple/bangRanking')).toEqual({ status: 500, body: serverError });
    expect(await get('/v1/user/userData', cookie)).toEqual({ status: 500, body: serverError });
    expect(await health(t)).toMatchObject({ status: 503, body: { status: 'down', database: 'down' } });

    const starting = Date.now();
    server = (await startTestServer(join(home, 'postgres'))).server;
    const started = (Date.now() - starting) / 1000;
    const seconds = await secondsUntil(async () => (await get('/v1/user/userData', cookie)).body.code === 0);
    console.log(`PostgreSQL restart: the server started in ${started} s, requests were served ${seconds} s later`);
    expect((await get<{ uid: unknown }>('/v1/user/userData', cookie)).body.data.uid).toBe(Number(uid));
    expect((await get('/v1/temple/bangRanking')).body.code).toBe(0);
    expect(await health(t)).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });
});

/** A redis-server of the test's own on `port`, keeping nothing on disk; answers once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

describe.runIf(redisInstalled)('a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;
  const { get } = jsonGetters(() => t.app);
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp('embedded', {}, { world: true, redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  const slidePass = async () => {
    const token = (await get<{ token: string }>(`/v1/slide/challenge?scene=${SLIDE_SCENE}`)).body.data.token;
    const drag = form({ token, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY, track: trackText(humanDrag()) });
    const res = await t.app.inject({ method: 'POST', url: '/v1/slide/verify', headers: FORM_HEADERS, payload: drag });
    const { sessionId, sig } = res.json().data as { sessionId: string; sig: string };
    return { csessionid: sessionId, nc_token: token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY };
  };
  const outbox = (to: string) =>
    t.handle.db.selectFrom('dev_outbox').select('code').where('recipient', '=', to).execute();

  it('serves data and keeps users logged in, refuses to send codes, and uses Redis again once it is back', async () => {
    const phone = '13900000002';
    const { cookie, uid } = await registerTestUser(t, phone);
    const sent = (await outbox(`+86 ${phone}`)).length;
    const proof = await slidePass();
    const changes: boolean[] = [];
    t.kv.onReachability((reachable) => changes.push(reachable));
    await stopRedis(redis);

    for (const url of ['/v1/temple/bangRanking', '/v1/temple/hotSearch?iosVersion=13']) {
      const { status, body } = await get<{ list: object }>(url);
      expect({ url, status, code: body.code }).toEqual({ url, status: 200, code: 0 });
      expect(Object.keys(body.data.list).length).toBeGreaterThan(0);
    }
    const me = await get<{ uid: unknown }>('/v1/user/userData', cookie);
    expect({ code: me.body.code, uid: me.body.data.uid }).toEqual({ code: 0, uid: Number(uid) });

    const code = await get(`/v1/code/loginCode?${new URLSearchParams({ regionNum: '86', phone, ...proof })}`);
    expect(code.body).toEqual({ code: ErrorCode.SERVER_ERROR, msg: '验证码暂时无法发送，请稍后再试', data: null });
    expect(await outbox(`+86 ${phone}`)).toHaveLength(sent);
    expect(await health(t)).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });

    const starting = Date.now();
    redis = await startRedis(port);
    const started = (Date.now() - starting) / 1000;
    const seconds = await secondsUntil(
      async () => (await get(`/v1/slide/challenge?scene=${SLIDE_SCENE}`)).body.code === 0,
    );
    console.log(`Redis outage: redis-server started in ${started} s, the app used it again ${seconds} s later`);
    expect(await health(t)).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up' } });
    // Told once when it went and once when it came back (the log's two lines), however many requests met it.
    expect(changes).toEqual([false, true]);
    // Redis came back empty: the session lives on in its record.
    expect((await get<{ uid: unknown }>('/v1/user/userData', cookie)).body.data.uid).toBe(Number(uid));
  });
});
