import { openTestDatabase, testDatabaseKinds, type TestDbHandle } from '@bangyan/db/testing';
import type { DbKind } from '@bangyan/db';
import type { FastifyInstance } from 'fastify';
import { TEST_WORLD, WORLD_NOW } from '@bangyan/market/testWorld';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { MemoryKv, openKv, type KvStore } from '../src/infra/kv.ts';
import { seed } from '../src/seed.ts';

export { testDatabaseKinds };

export interface TestApp {
  app: FastifyInstance;
  handle: TestDbHandle;
  kv: KvStore;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on a fresh migrated, seeded database of the given kind, with Redis as the
 * key/value store when REDIS_URL is set (CI) and process memory otherwise. With `world`, the
 * database starts as a copy of the tests' small backfilled market (packages/market/test/world.ts,
 * imported as @bangyan/market/testWorld, built once per run) and the market's now starts at
 * WORLD_NOW and runs on from there. `databaseServer` (an admin URL) and `redisUrl` put the app on a
 * PostgreSQL or Redis server of the test's own, one it may stop.
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { world?: boolean; databaseServer?: string; redisUrl?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const handle = await openTestDatabase(kind, {
    ...(options.world ? { template: TEST_WORLD } : {}),
    ...(options.databaseServer ? { server: options.databaseServer } : {}),
  });
  await seed(handle.db);
  let marketNow = () => new Date();
  if (options.world) {
    const startedAt = Date.now();
    marketNow = () => new Date(WORLD_NOW.getTime() + (Date.now() - startedAt));
  }
  const redis = options.redisUrl ?? process.env.REDIS_URL;
  const kv = redis ? await openKv(redis, `bangyan-test:${Date.now()}:${Math.random()}:`) : new MemoryKv();
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, marketNow, kv });
  await app.ready();
  return {
    app,
    handle,
    kv,
    config,
    close: async () => {
      await app.close();
      await kv.close();
      await handle.close();
    },
  };
}

/** A form-encoded body, as the web client sends it. */
export function form(fields: Record<string, string | number | readonly (string | number)[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A form POST against a test app, as the web client sends it, answering the envelope. */
export function formPoster(app: () => FastifyInstance) {
  return async (url: string, fields: Record<string, string>, cookie?: string) =>
    (
      await app().inject({
        method: 'POST',
        url,
        headers: { ...FORM_HEADERS, ...(cookie ? { cookie } : {}) },
        payload: form(fields),
      })
    ).json();
}

/** GET requests against a test app: the status with the envelope, or (asserting code 0) its data. */
export function jsonGetters(app: () => FastifyInstance) {
  const get = async <T>(url: string, cookie?: string) => {
    const res = await app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
  };
  const data = async <T>(url: string, cookie?: string): Promise<T> => {
    const { body } = await get<T>(url, cookie);
    if (body.code !== 0) throw new Error(`${url} answered code ${body.code}: ${body.msg}`);
    return body.data;
  };
  return { get, data };
}
