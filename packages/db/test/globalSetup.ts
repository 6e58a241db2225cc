import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { templateDatabasePrefix, TEST_RUN_ENV } from './databases.ts';
import { startTestServer, TEST_SERVER_ENV } from './embeddedServer.ts';

/**
 * The test run's global setup (vitest.config.ts): a directory for this run, named in the
 * environment the test workers inherit, with the run's embedded PostgreSQL server in it; at the
 * end the server stops, the directory goes, and so do the run's template databases on
 * TEST_DATABASE_URL's server.
 */
export async function setup(): Promise<() => Promise<void>> {
  const run = mkdtempSync(join(tmpdir(), 'bangyan-test-'));
  chmodSync(run, 0o755); // the server may run as another user (embedded.ts)
  process.env[TEST_RUN_ENV] = run;
  const { server, url } = await startTestServer(join(run, 'postgres'));
  process.env[TEST_SERVER_ENV] = url;
  return async () => {
    await server.stop();
    rmSync(run, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [templateDatabasePrefix(run)],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
