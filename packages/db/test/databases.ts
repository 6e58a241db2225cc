import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { connect, type DbHandle, type DbKind } from '../src/connect.ts';
import type { Database } from '../src/schema.ts';
import { PgErrorCode, pgErrorCode } from '../src/errors.ts';
import { migrate } from '../src/migrate.ts';
import { testServerUrl } from './embeddedServer.ts';

export { startTestServer } from './embeddedServer.ts';

/**
 * The databases a test suite runs on: the embedded PostgreSQL always, an external PostgreSQL as
 * well when TEST_DATABASE_URL is set (CI sets it).
 */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
}

/**
 * A database state many suites start from (the tests' backfilled market world, say): built once per
 * test run and copied for each suite, instead of built again in every suite.
 */
export interface TestTemplate {
  /** Names the template within a run: lowercase letters, digits and _. */
  name: string;
  /** Fills a fresh migrated database; must give the same state every time. */
  build(db: Kysely<Database>): Promise<void>;
}

/**
 * Set by the test run's global setup (globalSetup.ts): this run's directory (its template
 * databases are named after it). Unset (a bench, a script), a template is simply built into each
 * database that asks for it.
 */
export const TEST_RUN_ENV = 'BANGYAN_TEST_RUN';

/**
 * A fresh database of the given kind: a new database on the run's embedded PostgreSQL server
 * (embeddedServer.ts), or next to TEST_DATABASE_URL's, dropped again on close, so suites never share
 * state. Migrated, unless `migrate: false`; with `template`, a copy of the template's database. With `server` (an
 * admin URL, such as a private server of `startTestServer`), the database is made there instead.
 */
/** A test database: its handle, and its connection string for another process (a worker a test starts and kills). */
export type TestDbHandle = DbHandle & { url: string };

export async function openTestDatabase(
  kind: DbKind,
  options: { migrate?: boolean; template?: TestTemplate; server?: string } = {},
): Promise<TestDbHandle> {
  const template = options.template ?? (options.migrate === false ? undefined : MIGRATED);
  const adminUrl = options.server ?? (kind === 'embedded' ? await testServerUrl() : process.env.TEST_DATABASE_URL);
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const run = process.env[TEST_RUN_ENV];
  if (template && run) return openDatabase(kind, adminUrl, (name) => copyTemplate(kind, adminUrl, run, template, name));
  const handle = await openDatabase(kind, adminUrl, (name) => adminQuery(adminUrl, `CREATE DATABASE ${name}`));
  if (template) await fill(handle.db, template);
  return handle;
}

/** Makes a blank database the template's state: the schema, then what the template builds. */
async function fill(db: Kysely<Database>, template: TestTemplate): Promise<void> {
  await migrate(db);
  await template.build(db);
}

/** The migrated, empty database: a template too, since a copy of it starts faster than a new database migrates. */
const MIGRATED: TestTemplate = { name: 'migrated', build: async () => {} };

/** A new database on the server of `adminUrl`, made by `create`, dropped on close. */
async function openDatabase(
  kind: DbKind,
  adminUrl: string,
  create: (name: string) => Promise<void>,
): Promise<TestDbHandle> {
  const name = `bangyan_test_${randomBytes(6).toString('hex')}`;
  await create(name);
  const url = databaseUrl(adminUrl, name);
  const inner = await connect({ url, poolSize: 4 });
  return {
    ...inner,
    kind,
    url,
    close: async () => {
      await inner.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * A test database's connection string. Its sessions commit without waiting for the WAL to reach
 * the disk: nothing in a test database outlives the run, and an external server (CI's) flushes
 * every commit otherwise.
 */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.searchParams.set('options', NO_COMMIT_FLUSH);
  return url.toString();
}

const NO_COMMIT_FLUSH = '-c synchronous_commit=off';

/**
 * How a template is copied: file by file on the embedded server (durability off, so its checkpoint
 * is cheap), page by page through the WAL on an external one (whose checkpoints flush to disk; with
 * the session's commit not waiting for that WAL, 5x faster there).
 */
const COPY_STRATEGY: Record<DbKind, string> = { embedded: 'FILE_COPY', postgres: 'WAL_LOG' };

/** This run's name for a template's PostgreSQL database (dropped by the run's teardown). */
export function templateDatabasePrefix(run: string): string {
  return `bangyan_tpl_${basename(run)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}_`;
}

/**
 * Creates `name` as a copy of the run's template database, building that first if no suite has:
 * the builder holds an advisory lock while it builds under a temporary name, then renames it, so
 * the others wait for it and never copy a half-built one.
 */
async function copyTemplate(
  kind: DbKind,
  adminUrl: string,
  run: string,
  template: TestTemplate,
  name: string,
): Promise<void> {
  const templateDb = `${templateDatabasePrefix(run)}${template.name}`;
  const client = new pg.Client({ connectionString: adminUrl, options: NO_COMMIT_FLUSH });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [templateDb]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateDb]);
      if (found.rowCount === 0) {
        const building = `${templateDb}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building}`);
        const handle = await connect({ url: databaseUrl(adminUrl, building), poolSize: 4 });
        try {
          await fill(handle.db, template);
        } finally {
          await handle.close();
        }
        await whileInUse(() => client.query(`ALTER DATABASE ${building} RENAME TO ${templateDb}`));
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [templateDb]);
    }
    await whileInUse(() =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb} STRATEGY ${COPY_STRATEGY[kind]}`),
    );
  } finally {
    await client.end();
  }
}

/** Runs `fn` again while PostgreSQL answers that a database is in use (a connection still closing). */
async function whileInUse<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (pgErrorCode(error) !== PgErrorCode.OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Drops a test database once the pool's last connections are gone: a closing connection can still
 * be ending on the server, and terminating it (WITH FORCE) would surface as an error in the suite.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (pgErrorCode(error) !== PgErrorCode.OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: NO_COMMIT_FLUSH });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
