// The market data the benches read: 90 days of chart history backfilled from the simulated store up
// to a fixed instant, a point a day in every genre and, over the last 7 days, a point an hour in
// every genre (BENCH_BACKFILL: AppRank's target has both in every chart it is on), with the last
// day's keywords (ranks and coverage).
//   demo   SIM_SCALE=demo (3,600 apps) in an in-memory embedded database, built at every run.
//   bench  SIM_SCALE=bench (100,000 apps, 200,000 keywords) in the PostgreSQL database
//          bangyan_bench_world on BENCH_DATABASE_URL's server, kept between runs: the first build
//          takes about 22 minutes (measured on a 2-core machine), later runs resume or skip it
//          (ingest runs are recorded). Its name changed with the 90-day history, so a database
//          kept from the 2-day one is not extended backwards in time.
import type { DbHandle } from '@bangyan/db';
import { connect, migrate } from '@bangyan/db';
import { openTestDatabase } from '@bangyan/db/testing';
import { backfill, loadMarketConfig, openMarket, type BackfillWindow } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { sql } from 'kysely';
import pg from 'pg';
import { seed } from '../src/seed.ts';

export type BenchScale = 'demo' | 'bench';

/** The market's now in the bench: the tests' fixed instant, so a kept bench-scale database stays valid. */
export const BENCH_NOW = WORLD_NOW;

/** The chart the bench asks for: China's overall free chart at the noon snapshot, 500 rows. */
export const RANKINDEX_PATH = '/v1/bang/lists?genre=0&country=cn&type=free&date=20261122&time=12:00&deep=1';

const BENCH_DATABASE = 'bangyan_bench_world';

/** The bench world's history (see the head of this file). */
const BENCH_BACKFILL: BackfillWindow = { days: 90, hourlyDays: 7, keywordDays: 1, hourlyGenres: 'all' };

/** The keyword coverage bench's target: an app with about this many covered keywords. */
export const COVER_BENCH_KEYWORDS = 5000;

/** An app with a number of covered keywords (China, the world's latest coverage day). */
export interface CoverBenchApp {
  appId: string;
  keywords: number;
}

/**
 * The apps the keyword coverage routes are benched with, from the engine's coverage of the latest
 * day: the one whose covered keywords are nearest COVER_BENCH_KEYWORDS, and the one with the most.
 */
export async function coverBenchApps(db: DbHandle['db']): Promise<{ near: CoverBenchApp; most: CoverBenchApp }> {
  const pick = async (order: ReturnType<typeof sql>) => {
    const row = (
      await sql<{ app_id: string; total: number }>`
        SELECT app_id, total FROM app_coverage_daily
        WHERE country = 'cn' AND day = (SELECT max(day) FROM app_coverage_daily WHERE country = 'cn')
        ORDER BY ${order}, app_id LIMIT 1`.execute(db)
    ).rows[0]!;
    return { appId: String(row.app_id), keywords: row.total };
  };
  return { near: await pick(sql`abs(total - ${COVER_BENCH_KEYWORDS})`), most: await pick(sql`total DESC`) };
}

async function benchScaleDatabase(): Promise<DbHandle> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${BENCH_DATABASE}`;
  const handle = await connect({ url: url.toString(), poolSize: 10 });
  await migrate(handle.db);
  return handle;
}

/** A seeded database holding the bench's market at `scale` (see the head of this file). */
export async function openBenchWorld(scale: BenchScale, log: (message: string) => void): Promise<DbHandle> {
  const handle = scale === 'demo' ? await openTestDatabase('pglite') : await benchScaleDatabase();
  await seed(handle.db);
  const config = loadMarketConfig({ SIM_SCALE: scale, SIM_SEED: '7', BACKFILL_DAYS: String(BENCH_BACKFILL.days) });
  const started = performance.now();
  const { engine, simulator } = await openMarket(handle.db, config, () => undefined, BENCH_NOW, {});
  try {
    let last = 0;
    await backfill(engine, BENCH_NOW, BENCH_BACKFILL, (p) => {
      const pct = Math.floor((p.done / p.total) * 10);
      if (pct > last) log(`  ${scale} world: ${p.done}/${p.total} steps (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      last = pct;
    });
  } finally {
    await simulator?.close();
  }
  return handle;
}
