import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
/** Arbitrary constant key for the advisory lock that serialises concurrent migrators. */
const MIGRATION_LOCK_KEY = 5_402_118;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migration files are `NNNN_name.sql`, applied in version order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/**
 * Applies each pending migration once, in its own transaction together with its record, so a
 * failed migration leaves nothing behind. Returns the versions applied by this call.
 */
export async function migrate(db: Kysely<Database>, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);

  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
