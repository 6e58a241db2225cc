import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { openMarket } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import { backfill, runStep } from './engine.ts';
import { planBackfill } from './plan.ts';
import { BACKFILL_TABLES, tableDigest } from '../../test/backfillTables.ts';

const NOW = new Date('2026-11-22T10:30:00Z');
const WINDOW = { days: 4, hourlyDays: 2, keywordDays: 3 };
const CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '11', BACKFILL_DAYS: '4' });

describe.each(testDatabaseKinds())('the backfill, newest day first, on %s', (kind) => {
  let newest: DbHandle;
  let oldest: DbHandle;
  const simulators: (SimulatorServer | null)[] = [];
  beforeAll(async () => {
    newest = await openTestDatabase(kind);
    oldest = await openTestDatabase(kind);
    const a = await openMarket(newest.db, CONFIG, () => undefined, NOW, {});
    const b = await openMarket(oldest.db, CONFIG, () => undefined, NOW, {});
    simulators.push(a.simulator, b.simulator);
    // The lanes, side by side and the newest day first; against every step one after another in time order.
    await backfill(a.engine, NOW, WINDOW);
    for (const step of planBackfill(NOW, WINDOW)) await runStep(b.engine, step);
  }, 600_000);
  afterAll(async () => {
    for (const s of simulators) await s?.close();
    await newest?.close();
    await oldest?.close();
  });

  it.each(Object.keys(BACKFILL_TABLES))('stores %s as an oldest-first backfill does', async (table) => {
    const expected = await tableDigest(oldest.db, BACKFILL_TABLES[table]!);
    expect(expected.rows).toBeGreaterThan(0);
    expect(await tableDigest(newest.db, BACKFILL_TABLES[table]!)).toEqual(expected);
  });
});
