import { afterAll, beforeAll } from 'vitest';
import type { DbHandle, DbKind } from '@bangyan/db';
import { openTestDatabase } from '@bangyan/db/testing';
import type { Db } from '../src/db.ts';
import { TEST_WORLD, WORLD_NOW } from './world.ts';

export { WORLD_NOW };

/** A fresh database of `kind` holding the tests' small backfilled world (world.ts). */
export function openQueryWorld(kind: DbKind): Promise<DbHandle> {
  return openTestDatabase(kind, { template: TEST_WORLD });
}

/** A suite's database, open while its tests run. */
export interface SuiteDatabase {
  readonly db: Db;
}

/**
 * Gives the calling suite a fresh database of `kind`: opened before its tests (the backfilled world
 * of `openQueryWorld` when `world` is set, else empty), then `seed`ed; closed after its tests.
 */
export function suiteDatabase(
  kind: DbKind,
  options: { world?: boolean; seed?: (db: Db) => Promise<void> } = {},
): SuiteDatabase {
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
