import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * The 'maintenance' job: VACUUM of every table with dead rows, then ANALYZE of the whole database,
 * so the planner has statistics and the tables reuse the space of the rows the collections replaced
 * (lookups rewrite market_apps every hour). PostgreSQL's autovacuum does this by itself where it is
 * on (the embedded server has it on), but only after a table has changed enough, and a server may
 * have it off (this machine's has): at the bench scale, before it, a one-letter company suggestion
 * read 76,000 pages of a bloated, never analysed market_apps in 10 s, and 0.2 s after. Tables that
 * were only appended to (the time series) have nothing to reclaim: a VACUUM of the whole database
 * read every page of them too, and at the backfill's end took 37 s of a demo first start (on a
 * loaded 2-core machine). Returns 0 (it writes no rows).
 */
export async function vacuumAnalyze(db: Db): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables WHERE n_dead_tup > 0
    ORDER BY 1`.execute(db);
  for (const { name } of rows) await sql`VACUUM ${sql.raw(name)}`.execute(db);
  await sql`ANALYZE`.execute(db);
  return 0;
}
