import { sql } from 'kysely';
import type { Db } from '../src/db.ts';

/**
 * What the product reads of the history, row by row (keywords by term: ids follow insertion
 * order). Not market_apps' details of apps no lookup returned yet, nor times of writing, nor its
 * last_seen_at (no figure reads it: a chart stored ahead of its time sets it for an app met earlier).
 */
export const BACKFILL_TABLES: Record<string, string> = {
  chart_snapshots: 'SELECT country, chart_type, genre, at, app_ids FROM chart_snapshots',
  keyword_results: `SELECT k.term, r.at, r.app_ids FROM keyword_results r JOIN keywords k USING (keyword_id)`,
  keyword_results_current: `SELECT k.term, r.at, r.app_ids FROM keyword_results_current r JOIN keywords k
    USING (keyword_id)`,
  keyword_daily: `SELECT k.term, d.day, d.popularity, d.heat, d.result_count FROM keyword_daily d
    JOIN keywords k USING (keyword_id)`,
  market_apps: 'SELECT app_id, country, first_seen_at, looked_up FROM market_apps',
  'market_apps looked up': `SELECT app_id, country, name, subtitle, version, status, updated_at FROM market_apps
    WHERE looked_up`,
  app_versions: 'SELECT * FROM app_versions',
  app_changes: 'SELECT app_id, country, at, field, old_value, new_value FROM app_changes',
  app_status_changes: 'SELECT app_id, country, at, on_sale FROM app_status_changes',
  monitor_events: 'SELECT kind, country, app_id, at, day, genre, data FROM monitor_events',
  app_estimates: 'SELECT * FROM app_estimates',
  estimate_models: 'SELECT * FROM estimate_models',
  app_coverage_daily: 'SELECT * FROM app_coverage_daily',
  app_inapp_coverage_daily: 'SELECT * FROM app_inapp_coverage_daily',
  calibration_points: 'SELECT * FROM calibration_points',
  trending_snapshots: 'SELECT * FROM trending_snapshots',
  featured_apps: 'SELECT * FROM featured_apps',
  app_reviews: 'SELECT country, review_id, app_id, rating, updated_at FROM app_reviews',
  android_app_history: 'SELECT * FROM android_app_history',
  android_downloads: 'SELECT * FROM android_downloads',
};

/** A table's (or query's) rows: how many, and a hash of them all in one order. */
export async function tableDigest(db: Db, query: string): Promise<{ rows: number; hash: string }> {
  const { rows } = await sql<{ rows: number; hash: string }>`
    SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash
    FROM (${sql.raw(query)}) t`.execute(db);
  return rows[0]!;
}
