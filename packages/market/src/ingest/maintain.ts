import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * The 'maintenance' job: VACUUM ANALYZE of the whole database, so the planner has statistics and
 * the tables reuse the space of the rows the collections replaced (lookups rewrite market_apps
 * every hour). PostgreSQL's autovacuum does this by itself where it is on (the embedded server has
 * it on), but only after a table has changed enough, and a server may have it off (this machine's
 * has): at the bench scale, before it, a
 * one-letter company suggestion read 76,000 pages of a bloated, never analysed market_apps in 10 s,
 * and 0.2 s after. Returns 0 (it writes no rows).
 */
export async function vacuumAnalyze(db: Db): Promise<number> {
  await sql`VACUUM ANALYZE`.execute(db);
  return 0;
}
