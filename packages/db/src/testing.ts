import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type DbHandle, type DbKind } from './connect.ts';
import { PgErrorCode, pgErrorCode } from './errors.ts';
import { migrate } from './migrate.ts';

/**
 * The databases a test suite runs on: the embedded one always, PostgreSQL as well when
 * TEST_DATABASE_URL is set (CI sets it).
 */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database of the given kind: an in-memory PGlite, or a new PostgreSQL database
 * created next to TEST_DATABASE_URL's and dropped again on close, so suites never share state.
 */
export async function openTestDatabase(kind: DbKind, options: { migrate?: boolean } = {}): Promise<DbHandle> {
  let handle: DbHandle;
  if (kind === 'pglite') {
    handle = await connect({ dataDir: 'memory://' });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `bangyan_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inner = await connect({ url: url.toString(), poolSize: 4 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  if (options.migrate !== false) await migrate(handle.db);
  return handle;
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
