import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { templateDatabasePrefix, TEST_RUN_ENV } from './databases.ts';

/**
 * The test run's global setup (vitest.config.ts): a directory for this run's templates
 * (databases.ts `TestTemplate`), named in the environment the test workers inherit, and removed
 * again, with the run's template databases, when the run ends.
 */
export function setup(): () => Promise<void> {
  const run = mkdtempSync(join(tmpdir(), 'bangyan-test-'));
  process.env[TEST_RUN_ENV] = run;
  return async () => {
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
