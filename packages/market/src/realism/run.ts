/**
 * `npm run market -- realism [--scale demo|test] [--seed N] [--days N] [--reuse]`: backfills a world
 * of its own (seed 4242 by default, one no test uses; demo scale; 7 days, the last 3 hourly, 2 of
 * keywords) into a database of its own (an embedded one under DATA_DIR/realism-<scale>-<seed>, or
 * REALISM_DATABASE_URL), rebuilt each run unless --reuse, then prints the realism report. Exits
 * non-zero when a target is missed. The accuracy report of the same world follows (not part of the
 * verdict), so a change for realism shows its cost in accuracy at once.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connect, migrate } from '@bangyan/db';
import { loadMarketConfig } from '../config.ts';
import { backfill } from '../ingest/engine.ts';
import { openMarket, openWorld } from '../runtime.ts';
import { accuracyReport, formatAccuracy } from '../accuracy.ts';
import { formatRealism, realismReport } from './report.ts';

/** The realism world's seed: none of the tests' (7, 11) nor the demo's default. */
export const REALISM_SEED = 4242;
/** The realism world's "now": fixed, so that a report is a function of the code alone. */
export const REALISM_NOW = new Date('2026-11-22T10:30:00Z');

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs the report; true when every target is met. */
export async function runRealism(args: readonly string[], env = process.env): Promise<boolean> {
  const scale = option(args, 'scale') ?? 'demo';
  const seed = option(args, 'seed') ?? String(REALISM_SEED);
  const days = option(args, 'days') ?? '7';
  const config = loadMarketConfig({ SIM_SCALE: scale, SIM_SEED: seed, BACKFILL_DAYS: days });
  const window = { days: config.backfill.days, hourlyDays: Math.min(3, config.backfill.days), keywordDays: 2 };
  const dataDir = join(resolve(env.DATA_DIR || './data'), `realism-${scale}-${seed}`);
  const url = env.REALISM_DATABASE_URL || undefined;
  if (!url && !args.includes('--reuse')) rmSync(dataDir, { recursive: true, force: true });
  const handle = await connect({ url, dataDir, role: 'tool' });
  try {
    await migrate(handle.db);
    const { engine, simulator } = await openMarket(handle.db, config, () => undefined, REALISM_NOW, {});
    try {
      const started = Date.now();
      await backfill(engine, REALISM_NOW, window);
      console.error(
        `Backfilled ${days} days of the ${scale} world (seed ${seed}) in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await simulator?.close();
    }
    const world = await openWorld(handle.db, config, REALISM_NOW);
    const report = await realismReport(handle.db, world);
    console.log(
      formatRealism(report, `Realism of the ${scale} world, seed ${seed}, as of ${REALISM_NOW.toISOString()}`),
    );
    console.log(`\n${formatAccuracy(await accuracyReport(handle.db, world, REALISM_NOW))}`);
    return report.passed;
  } finally {
    await handle.close();
  }
}
