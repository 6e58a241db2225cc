import { DAY_MS } from '@bangyan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase } from '@bangyan/db/testing';
import { accuracyReport, formatAccuracy } from '../accuracy.ts';
import { loadMarketConfig } from '../config.ts';
import { marketStatus } from '../queries/status.ts';
import { openMarket, openWorld } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import { backfill, type Engine } from './engine.ts';

const NOW = new Date('2026-11-22T10:30:00Z');
const WINDOW = { days: 3, hourlyDays: 1, keywordDays: 2 };

describe('end-to-end ingest on the test scale', () => {
  let h: DbHandle;
  let engine: Engine;
  let simulator: SimulatorServer | null;
  beforeAll(async () => {
    h = await openTestDatabase('embedded');
    const config = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
    ({ engine, simulator } = await openMarket(h.db, config, () => undefined, NOW, {}));
    await backfill(engine, NOW, WINDOW);
  }, 240_000);
  afterAll(async () => {
    await simulator?.close();
    await h.close();
  });

  it('backfills charts, apps, keywords, figures and records every run', async () => {
    const s = await marketStatus(h.db);
    expect(s.apps).toBeGreaterThan(100);
    expect(s.chartSnapshots).toBeGreaterThan(100);
    expect(s.keywords).toBeGreaterThan(500);
    expect(s.keywordResultLists).toBeGreaterThan(1000);
    expect(s.estimatedDays).toBeGreaterThanOrEqual(2);
    expect(s.runs.every((r) => r.failed === 0 && r.running === 0)).toBe(true);
  });

  it('ends with maintenance, so the planner knows the tables as the backfill left them', async () => {
    const { rows } = await sql<{ estimated: number; counted: number }>`
      SELECT (SELECT reltuples FROM pg_class WHERE relname = 'market_apps')::int AS estimated, (SELECT count(*)
        FROM market_apps)::int AS counted`.execute(h.db);
    expect(rows[0]!.counted).toBeGreaterThan(100);
    expect(rows[0]!.estimated).toBe(rows[0]!.counted);
    const maintenance = await h.db
      .selectFrom('ingest_runs')
      .select(['status'])
      .where('job', '=', 'maintenance')
      .execute();
    expect(maintenance).toEqual([{ status: 'done' }]);
  });

  it('keeps the simulated world of the first start, so later starts see the world the history came from', async () => {
    const config = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
    const later = await openWorld(h.db, config, new Date(NOW.getTime() + 5 * DAY_MS));
    expect(later.options.historyStart.toISOString()).toBe('2026-11-17T16:00:00.000Z');
  });

  it("reports its accuracy against the simulated store's truth", async () => {
    const config = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
    const report = await accuracyReport(h.db, await openWorld(h.db, config, NOW), NOW);
    // Three days of history: estimates and heat are scored; the monitors' scoring window (from
    // the day after daily lookups began, up to a day before the last) is still empty.
    expect(report.days).toEqual(['2026-11-20', '2026-11-21']);
    expect(report.downloads.medianApe).toBeLessThanOrEqual(0.2);
    expect(report.revenue.medianApe).toBeLessThanOrEqual(0.3);
    expect(report.heatSpearman.rho).toBeGreaterThanOrEqual(0.9);
    expect(report.monitors.map((m) => m.kind)).toEqual(['offline', 'new', 'clear-chart', 'clear-words', 'booked']);
    expect(formatAccuracy(report)).toContain('downloads  median APE');
  });

  it('is idempotent: a second backfill over the same window writes nothing', async () => {
    const before = await marketStatus(h.db);
    await backfill(engine, NOW, WINDOW);
    const after = await marketStatus(h.db);
    expect(after.chartSnapshots).toBe(before.chartSnapshots);
    expect(after.keywordResultLists).toBe(before.keywordResultLists);
  });
});
