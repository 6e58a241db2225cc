import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Tables range-partitioned by month on `at` (migration 0005). */
export type PartitionedTable = 'chart_snapshots' | 'keyword_results';

/** Partitions known to exist, per database handle (a process may talk to several). */
const ensuredByDb = new WeakMap<Db, Set<string>>();

/**
 * Creates the monthly partition that holds `at` unless it exists. Rows must never land in the
 * default partition for a month that later gets its own partition (PostgreSQL refuses to create
 * it then), so every writer calls this before writing.
 */
export async function ensureMonthPartition(db: Db, table: PartitionedTable, at: Date): Promise<void> {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const name = `${table}_${y}_${String(m + 1).padStart(2, '0')}`;
  let ensured = ensuredByDb.get(db);
  if (!ensured) ensuredByDb.set(db, (ensured = new Set()));
  if (ensured.has(name)) return;
  const from = new Date(Date.UTC(y, m, 1)).toISOString();
  const to = new Date(Date.UTC(y, m + 1, 1)).toISOString();
  await sql
    .raw(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF ${table} FOR VALUES FROM ('${from}') TO ('${to}')`)
    .execute(db);
  ensured.add(name);
}

/** Every month from `from` to `to` inclusive. */
export async function ensurePartitionsBetween(db: Db, table: PartitionedTable, from: Date, to: Date): Promise<void> {
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (cursor <= to) {
    await ensureMonthPartition(db, table, cursor);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
}
