/**
 * The tests' embedded PostgreSQL server: one per test run, started by the global setup in the run's
 * directory, on which every suite's 'embedded' databases are made (copies of templates, in
 * milliseconds). Outside a test run (a bench, a script) the first database asked for starts a
 * server of this process's own, removed when the process exits. Durability is off: nothing here
 * outlives the run.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedServer } from '../src/embedded.ts';

export const TEST_SERVER_ENV = 'BANGYAN_TEST_EMBEDDED_URL';

const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' };

/** Starts a throwaway server in `dir`; returns it with the admin URL of its `postgres` database. */
export async function startTestServer(dir: string): Promise<{ server: EmbeddedServer; url: string }> {
  const server = await startEmbedded(dir, THROWAWAY);
  const url = new URL('postgres://postgres@localhost/postgres');
  url.searchParams.set('host', server.socketDir);
  url.port = String(server.port);
  return { server, url: url.toString() };
}

let own: Promise<string> | undefined;

/** The admin URL of the run's server, or of this process's own, started on first use. */
export function testServerUrl(): Promise<string> {
  const url = process.env[TEST_SERVER_ENV];
  if (url) return Promise.resolve(url);
  own ??= (async () => {
    const home = mkdtempSync(join(tmpdir(), 'bangyan-pg-'));
    chmodSync(home, 0o755); // the server may run as another user (embedded.ts)
    const { url } = await startTestServer(join(home, 'postgres'));
    process.once('exit', () => rmSync(home, { recursive: true, force: true }));
    return url;
  })();
  return own;
}
