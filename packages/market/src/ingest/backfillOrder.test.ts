import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@bangyan/db';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import type { Db } from '../db.ts';
import { openMarket } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import { backfill, runStep } from './engine.ts';
import { planBackfill } from './plan.ts';

const NOW = new Date('2026-11-22T10:30:00Z');
const WINDOW = { days: 4, hourlyDays: 2, keywordDays: 3 };
const CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '11', BACKFILL_DAYS: '4' });

/**
 * What the product reads of the history, row by row (keywords by term: ids follow insertion
 * order). Not market_apps' details of apps no lookup returned yet, nor times of writing.
 *
 * Not compared: what depends on how far the lookups and the keyword search are from each other,
 * which no order of the backfill's start fixes while the two run side by side (the earlier lanes,
 * every job oldest first, differ from one-after-another the same way): a lookup at a time covers
 * the apps the keyword search has found by then (market_apps' looked-up rows, app_versions, the
 * 'new' and 'booked' monitor events), and the day's ASO visibility (app_coverage_daily, and so
 * 'clear-words') weighs the names and subtitles the lookups have stored by then.
 */
const TABLES: Record<string, string> = {
  chart_snapshots: 'SELECT country, chart_type, genre, at, app_ids FROM chart_snapshots',
  keyword_results: `SELECT k.term, r.at, r.app_ids FROM keyword_results r JOIN keywords k USING (keyword_id)`,
  keyword_results_current: `SELECT k.term, r.at, r.app_ids FROM keyword_results_current r JOIN keywords k
    USING (keyword_id)`,
  keyword_daily: `SELECT k.term, d.day, d.popularity, d.heat, d.result_count FROM keyword_daily d
    JOIN keywords k USING (keyword_id)`,
  market_apps: 'SELECT app_id, country, first_seen_at FROM market_apps',
  app_changes: 'SELECT app_id, country, at, field, old_value, new_value FROM app_changes',
  app_status_changes: 'SELECT app_id, country, at, on_sale FROM app_status_changes',
  monitor_events: `SELECT kind, country, app_id, at, day, genre, data FROM monitor_events
    WHERE kind IN ('offline', 'online', 'clear-chart')`,
  app_estimates: 'SELECT * FROM app_estimates',
  calibration_points: 'SELECT * FROM calibration_points',
  trending_snapshots: 'SELECT * FROM trending_snapshots',
  featured_apps: 'SELECT * FROM featured_apps',
  app_reviews: 'SELECT country, review_id, app_id, rating, updated_at FROM app_reviews',
  android_app_history: 'SELECT * FROM android_app_history',
  android_downloads: 'SELECT * FROM android_downloads',
};

async function digest(db: Db, query: string): Promise<{ rows: number; hash: string }> {
  const { rows } = await sql<{ rows: number; hash: string }>`
    SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash
    FROM (${sql.raw(query)}) t`.execute(db);
  return rows[0]!;
}

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

  it.each(Object.keys(TABLES))('stores %s as an oldest-first backfill does', async (table) => {
    const expected = await digest(oldest.db, TABLES[table]!);
    expect(expected.rows).toBeGreaterThan(0);
    expect(await digest(newest.db, TABLES[table]!)).toEqual(expected);
  });
});
