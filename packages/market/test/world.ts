import type { TestTemplate } from '@bangyan/db/testing';
import type { Db } from '../src/db.ts';
import { loadMarketConfig } from '../src/config.ts';
import { backfill } from '../src/ingest/engine.ts';
import { openMarket } from '../src/runtime.ts';

/** The moment the tests' small world is backfilled up to. */
export const WORLD_NOW = new Date('2026-11-22T10:30:00Z');

/**
 * A small real world for tests: `db` (fresh and migrated) backfilled from the simulated store on
 * the test scale up to WORLD_NOW (3 days of charts, the last day hourly, 2 days of keywords), as
 * engine.test.ts builds it. The simulated store is closed again; the database keeps the data.
 */
export async function backfillTestWorld(db: Db): Promise<void> {
  const { engine, simulator } = await openTestMarket(db);
  try {
    await backfill(engine, WORLD_NOW, { days: 3, hourlyDays: 1, keywordDays: 2 });
  } finally {
    await simulator?.close();
  }
}

/**
 * The engine over the small world's simulated store (test scale, its seed), for tests that run a
 * collection step on a copy of the backfilled world; close `simulator` afterwards.
 */
export function openTestMarket(db: Db) {
  const config = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
  return openMarket(db, config, () => undefined, WORLD_NOW, {});
}

/** The small world as a test template: built once per test run, copied for each suite that asks. */
export const TEST_WORLD: TestTemplate = { name: 'world', build: backfillTestWorld };
