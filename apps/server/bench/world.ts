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
// The page timings bench (apps/web/bench/pageTimes.ts) serves the demo as `npm run market -- backfill` makes it
// instead (openDemoWorld), kept in PostgreSQL.
import { DAY_MS } from '@bangyan/contract';
import type { DbHandle } from '@bangyan/db';
import { connect, migrate } from '@bangyan/db';
import { openTestDatabase } from '@bangyan/db/testing';
import { backfill, loadMarketConfig, openMarket, type BackfillWindow, type MarketConfig } from '@bangyan/market';
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
const DEMO_DATABASE = 'bangyan_page_world';

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

/** One of the AppRank target's charts: its points over the bench's days (one a day) and last 7 days (one an hour). */
export interface RankBenchChart {
  chartType: string;
  genre: number;
  days: number;
  hours: number;
}

/**
 * AppRank's bench target: of the apps on China's overall free chart at every one of its snapshots
 * over the bench's history (the #1 free app of the day may be a new one), the best ranked at the
 * last; with the points it has on each of its overall and genre charts (of the types it is on).
 */
export async function rankBenchApp(db: DbHandle['db']): Promise<{ appId: string; charts: RankBenchChart[] }> {
  const from = new Date(BENCH_NOW.getTime() - BENCH_BACKFILL.days * DAY_MS);
  const hourlyFrom = new Date(BENCH_NOW.getTime() - BENCH_BACKFILL.hourlyDays * DAY_MS);
  const app = (
    await sql<{ app_id: string }>`
      WITH s AS (
          SELECT at, app_ids FROM chart_snapshots
          WHERE country = 'cn' AND chart_type = 'free' AND genre = 0 AND at > ${from} AND at <= ${BENCH_NOW}
        ),
        n AS (SELECT count(*) AS snapshots, max(at) AS last FROM s)
      SELECT u.id::text AS app_id
      FROM s CROSS JOIN LATERAL unnest(s.app_ids) WITH ORDINALITY AS u(id, rank) CROSS JOIN n
      GROUP BY u.id, n.snapshots, n.last
      HAVING count(*) = n.snapshots
      ORDER BY min(u.rank) FILTER (WHERE s.at = n.last), u.id
      LIMIT 1`.execute(db)
  ).rows[0];
  if (!app) throw new Error('no app was on the overall free chart throughout the bench history');
  const charts = await sql<RankBenchChart>`
    SELECT s.chart_type AS "chartType", s.genre,
      count(DISTINCT (s.at AT TIME ZONE 'Asia/Shanghai')::date)::int AS days,
      count(*) FILTER (WHERE s.at > ${hourlyFrom})::int AS hours
    FROM chart_snapshots s
    WHERE s.country = 'cn' AND s.at > ${from} AND s.at <= ${BENCH_NOW}
      AND s.genre IN (
        0, (SELECT primary_genre_id FROM market_apps WHERE app_id = ${app.app_id}::bigint AND country = 'cn')
      )
      AND array_position(s.app_ids, ${app.app_id}::bigint) IS NOT NULL
    GROUP BY s.chart_type, s.genre
    ORDER BY s.genre, s.chart_type`.execute(db);
  return { appId: app.app_id, charts: charts.rows };
}

/** The PostgreSQL database `name` on BENCH_DATABASE_URL's server, created when missing, migrated. */
async function keptDatabase(name: string): Promise<DbHandle> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = await connect({ url: url.toString(), poolSize: 10 });
  await migrate(handle.db);
  return handle;
}

/** A seeded database holding the bench's market at `scale` (see the head of this file). */
export async function openBenchWorld(scale: BenchScale, log: (message: string) => void): Promise<DbHandle> {
  const handle = scale === 'demo' ? await openTestDatabase('embedded') : await keptDatabase(BENCH_DATABASE);
  const config = loadMarketConfig({ SIM_SCALE: scale, SIM_SEED: '7', BACKFILL_DAYS: String(BENCH_BACKFILL.days) });
  await backfillWorld(handle, scale, config, BENCH_BACKFILL, log);
  return handle;
}

/**
 * The demo as `npm run market -- backfill` makes it (the demo scale and seed, the default history: 90 days, the
 * last 7 hourly, 30 days of keywords) up to BENCH_NOW, in the PostgreSQL database bangyan_page_world on
 * BENCH_DATABASE_URL's server, kept between runs: its first build took 20 minutes on a 2-core machine busy with other
 * work; later runs skip it (ingest runs are recorded). The page timings bench (apps/web/bench/pageTimes.ts) serves it.
 */
export async function openDemoWorld(log: (message: string) => void): Promise<DbHandle> {
  const handle = await keptDatabase(DEMO_DATABASE);
  const config = loadMarketConfig({ SIM_SCALE: 'demo' });
  await backfillWorld(handle, 'demo', config, config.backfill, log);
  return handle;
}

/** Seeds the platform's tables and backfills the market's history up to BENCH_NOW (resuming where one stopped). */
async function backfillWorld(
  handle: DbHandle,
  scale: BenchScale,
  config: MarketConfig,
  window: BackfillWindow,
  log: (message: string) => void,
): Promise<void> {
  await seed(handle.db);
  const started = performance.now();
  const { engine, simulator } = await openMarket(handle.db, config, () => undefined, BENCH_NOW, {});
  try {
    let last = 0;
    await backfill(engine, BENCH_NOW, window, (p) => {
      const pct = Math.floor((p.done / p.total) * 10);
      if (pct > last)
        log(`  ${scale} world: ${p.done}/${p.total} steps (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      last = pct;
    });
  } finally {
    await simulator?.close();
  }
}
