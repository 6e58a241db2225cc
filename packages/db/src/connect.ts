import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbedded } from './embedded.ts';
import type { Database } from './schema.ts';

export type DbKind = 'pglite' | 'postgres';

// A `date` is a calendar day, not an instant: read it as its 'YYYY-MM-DD' text rather than as a
// Date at local midnight, which would shift with the process's time zone.
const PG_DATE_OID = 1082;
pg.types.setTypeParser(PG_DATE_OID, (value: string) => value);

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the pool and, for the embedded database, the PGlite instance (the process cannot exit before). */
  close(): Promise<void>;
  /** Embedded only: the data directory as a tarball, which `loadDataDir` starts a copy from. */
  dump?(): Promise<Uint8Array>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory of the embedded database's files, or 'memory://' for a throwaway one. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Embedded only: start from this dump (a `dump()` tarball) instead of what `dataDir` holds. */
  loadDataDir?: Uint8Array;
}

/**
 * One Kysely PostgresDialect for both databases: PostgreSQL through `pg`, and the embedded PGlite
 * through `pg` too, over the wire protocol to its own thread (embedded.ts), so every query is the
 * same SQL on both.
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
  const unlock = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  const embedded = await startEmbedded(dataDir, options.loadDataDir).catch((err: unknown) => {
    unlock();
    throw err;
  });
  // PGlite serves one session, so the pool holds one client; it accepts any credentials.
  const pool = new pg.Pool({
    max: 1,
    stream: () => embedded.stream(),
    user: 'postgres',
    database: 'postgres',
    password: 'embedded',
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    dump: () => embedded.dump(),
    close: async () => {
      await db.destroy();
      await embedded.close();
      unlock();
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

/**
 * The embedded database belongs to one process at a time (two would corrupt it): a lock file with
 * the owner's pid, refused while that process lives, taken over when it is gone.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, '.bangyan.lock');
  let owner = NaN;
  try {
    owner = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    // No lock: the directory is free.
  }
  if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${owner} (a running server?). Stop it ` +
        `first, or use PostgreSQL (DATABASE_URL).`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
