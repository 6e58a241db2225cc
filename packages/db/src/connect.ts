import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockMessage, takeLock, type LockRole } from './dataDirLock.ts';
import { EMBEDDED_DATABASE, runningServer, startEmbedded, type EmbeddedAddress } from './embedded.ts';
import type { Database } from './schema.ts';

export type DbKind = 'embedded' | 'postgres';

/**
 * An idle connection is kept a minute: with pg's default 10 s the backfill's lanes, pausing between
 * steps, opened 100-190 connections a run.
 */
const POOL_IDLE_MS = 60_000;

// A `date` is a calendar day, not an instant: read it as its 'YYYY-MM-DD' text rather than as a
// Date at local midnight, which would shift with the process's time zone.
const PG_DATE_OID = 1082;
pg.types.setTypeParser(PG_DATE_OID, (value: string) => value);

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the pool and, when this process started the embedded server, stops it. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string | undefined;
  /** DATA_DIR: the embedded database's home (its cluster in `postgres/`, see `embeddedDir`). */
  dataDir?: string | undefined;
  /** Connections in the pool. */
  poolSize?: number;
  /**
   * Embedded only: who this process is. A 'server' (the default) refuses a folder another process
   * uses; a 'tool' (the market CLI) uses the database a running server of the folder started.
   */
  role?: LockRole;
}

/**
 * One Kysely PostgresDialect over `pg` for both databases: an external PostgreSQL at `url`, or the
 * embedded PostgreSQL server (embedded.ts) this process runs from `dataDir`, so every query is the
 * same SQL on both.
 */
export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    return open(pool, 'postgres', `PostgreSQL at ${redact(options.url)}`);
  }
  const dataDir = resolve(options.dataDir ?? './data');
  const dir = embeddedDir(dataDir);
  const lock = takeLock(dataDir, options.role ?? 'server');
  if ('heldBy' in lock) {
    const running = lock.heldBy.role === 'server' && options.role === 'tool' ? runningServer(dir) : undefined;
    if (!running) throw new Error(lockMessage(dataDir, lock.heldBy));
    return open(embeddedPool(running.address, options.poolSize), 'embedded', `the embedded PostgreSQL in ${dir}`);
  }
  const server = await startEmbedded(dir).catch((err: unknown) => {
    lock.release();
    throw err;
  });
  const handle = await open(
    embeddedPool(server, options.poolSize),
    'embedded',
    `the embedded PostgreSQL in ${dir}`,
  ).catch(async (err: unknown) => {
    await server.stop();
    lock.release();
    throw err;
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
      lock.release();
    },
  };
}

function embeddedPool(address: EmbeddedAddress, poolSize = 10): pg.Pool {
  const { socketDir: host, port } = address;
  return new pg.Pool({
    host,
    port,
    user: 'postgres',
    database: EMBEDDED_DATABASE,
    max: poolSize,
    idleTimeoutMillis: POOL_IDLE_MS,
  });
}

async function open(pool: pg.Pool, kind: DbKind, label: string): Promise<DbHandle> {
  // A connection the server closed (a restart, a crash, pg_terminate_backend) leaves the pool, and the
  // next query opens a new one: an idle one at once, one a query or transaction holds when it is given
  // back (pg drops a client that had an error). Both error events must be heard, or they end the
  // process: the pool's, for an idle connection, and the connection's own while it is lent out (the
  // query under way fails by itself, and is the request's to answer).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at boot with the server's own message rather than on the first request.
  const client = await pool.connect().catch(async (err: unknown) => {
    await pool.end();
    throw new Error(`Cannot connect to ${label}: ${(err as Error).message}`);
  });
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Kysely ends the pool only once a query ran through it; the connection checked above would
  // otherwise stay open (and keep its database from being dropped).
  const close = async () => {
    await db.destroy();
    if (!pool.ended) await pool.end();
  };
  return { db, kind, close };
}

/** The embedded database's cluster directory under DATA_DIR. */
export function embeddedDir(dataDir: string): string {
  return join(resolve(dataDir), 'postgres');
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
