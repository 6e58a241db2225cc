import { afterAll, beforeAll } from 'vitest';
import type { DbHandle, DbKind } from '@bangyan/db';
import { openTestDatabase } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import type { Db } from '../ingest/db.ts';
import { backfill } from '../ingest/engine.ts';
import { openMarket } from '../runtime.ts';

/** The moment the query tests' world is backfilled up to. */
export const WORLD_NOW = new Date('2026-11-22T10:30:00Z');

/**
 * A small real world for the query tests: a fresh database of `kind` backfilled from the simulated
 * store on the test scale up to WORLD_NOW (3 days of charts, the last day hourly, 2 days of
 * keywords), as engine.test.ts builds it. The simulated store is closed again; the database stays.
 */
export async function openQueryWorld(kind: DbKind): Promise<DbHandle> {
  const h = await openTestDatabase(kind);
  const config = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
  const { engine, simulator } = await openMarket(h.db, config, () => undefined, WORLD_NOW, {});
  try {
    await backfill(engine, WORLD_NOW, { days: 3, hourlyDays: 1, keywordDays: 2 });
  } finally {
    await simulator?.close();
  }
  return h;
}

/** A suite's database, open while its tests run. */
export interface SuiteDatabase {
  readonly db: Db;
}

/**
 * Gives the calling suite a fresh database of `kind`: opened before its tests (the backfilled world
 * of `openQueryWorld` when `world` is set, else empty), then `seed`ed; closed after its tests.
 */
export function suiteDatabase(kind: DbKind, options: { world?: boolean; seed?: (db: Db) => Promise<void> } = {}): SuiteDatabase {
  let handle: DbHandle | null = null;
  beforeAll(async () => {
    handle = options.world ? await openQueryWorld(kind) : await openTestDatabase(kind);
    await options.seed?.(handle.db);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (handle === null) throw new Error('the suite database is not open yet');
      return handle.db;
    },
  };
}
