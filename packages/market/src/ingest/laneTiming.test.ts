import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { openMarket } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import { runStep } from './engine.ts';
import { runLanes } from './lanes.ts';
import { newestFirst, planBackfill, type JobKind, type Step } from './plan.ts';
import { BACKFILL_TABLES, tableDigest } from '../../test/backfillTables.ts';

const NOW = new Date('2026-11-22T10:30:00Z');
const WINDOW = { days: 2, hourlyDays: 0, keywordDays: 2 };
const CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '11', BACKFILL_DAYS: '2' });

/**
 * An order the backfill's lanes may finish the plan's steps in: every step that is ready starts, and
 * of the steps running, another job's ends before `slow`'s, so `slow`'s lane falls as far behind
 * the others as the lanes let it. Run one after another in it, every step comes after the steps it
 * waits for, and no timing decides.
 */
async function laneOrder(slow: JobKind): Promise<Step[]> {
  const order: Step[] = [];
  const running: { step: Step; end: () => void }[] = [];
  const lanes = runLanes(
    newestFirst(planBackfill(NOW, WINDOW), NOW),
    (step) => new Promise<void>((end) => running.push({ step, end })),
  );
  for (;;) {
    // The lanes start what an ended step made ready before the next macrotask.
    await new Promise((resolve) => setImmediate(resolve));
    const next = running.find((r) => r.step.job !== slow) ?? running[0];
    if (next === undefined) break;
    running.splice(running.indexOf(next), 1);
    order.push(next.step);
    next.end();
  }
  await lanes;
  return order;
}

// One database kind: the lanes' order is the engine's, the same on both (backfillOrder.test.ts runs both kinds).
describe.each(testDatabaseKinds().slice(0, 1))('the backfill, whichever lane runs ahead, on %s', (kind) => {
  let lookupsBehind: DbHandle;
  let lookupsAhead: DbHandle;
  const simulators: (SimulatorServer | null)[] = [];
  beforeAll(async () => {
    lookupsBehind = await openTestDatabase(kind);
    lookupsAhead = await openTestDatabase(kind);
    // The lookups behind the keyword search (as at a first start: they wait for the charts), and ahead of it.
    for (const [handle, slow] of [
      [lookupsBehind, 'apps'],
      [lookupsAhead, 'keywords'],
    ] as const) {
      const { engine, simulator } = await openMarket(handle.db, CONFIG, () => undefined, NOW, {});
      simulators.push(simulator);
      for (const step of await laneOrder(slow)) await runStep(engine, step);
    }
  }, 300_000);
  afterAll(async () => {
    for (const s of simulators) await s?.close();
    await lookupsBehind?.close();
    await lookupsAhead?.close();
  });

  it.each(Object.keys(BACKFILL_TABLES))('stores the same %s', async (table) => {
    const query = BACKFILL_TABLES[table]!;
    expect(await tableDigest(lookupsBehind.db, query)).toEqual(await tableDigest(lookupsAhead.db, query));
  });

  it('has ASO indexes and looked-up apps to compare', async () => {
    for (const table of ['app_coverage_daily', 'market_apps looked up'])
      expect((await tableDigest(lookupsAhead.db, BACKFILL_TABLES[table]!)).rows).toBeGreaterThan(100);
  });
});
