import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the pool and, for the embedded database, the PGlite instance (the process cannot exit before). */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory of the embedded database's files, or 'memory://' for a throwaway one. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/**
 * One Kysely PostgresDialect for both databases: PostgreSQL through `pg`, and the embedded PGlite
 * through its node-postgres adapter, so every query is the same SQL on both.
 */
export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Fail at boot with the server's own message rather than on the first request.
    const client = await pool.connect().catch(async (err: unknown) => {
      await pool.end();
      throw new Error(`Cannot connect to PostgreSQL at ${redact(options.url!)}: ${(err as Error).message}`);
    });
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  await pglite.waitReady;
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The embedded database's directory under DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
