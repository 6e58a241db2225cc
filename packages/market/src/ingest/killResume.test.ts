/**
 * Issue 25's kill -9 test (a fault test: `npm run test:faults`, FAULTS=full): a backfill in its own process is
 * killed (SIGKILL) at about 40 % of its steps, then run again to the end, as a server's next start resumes it; every
 * table is then compared row by row with an uninterrupted backfill of the same world: nothing lost, nothing twice,
 * no figure different.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDbHandle } from '@bangyan/db/testing';
import { BACKFILL_TABLES, tableDigest } from '../../test/backfillTables.ts';

const WORKER = resolve(import.meta.dirname, '../../test/backfillWorker.ts');

/** Runs the worker on `url`; with `killAt` (a share of the steps) kills it there. Answers the steps it reported. */
async function backfillProcess(
  url: string,
  killAt?: number,
): Promise<{ done: number; total: number; killed: boolean }> {
  const worker = spawn(process.execPath, ['--import', 'tsx', WORKER, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((done) => worker.once('exit', (code) => done(code)));
  let last = { done: 0, total: 0, killed: false };
  for await (const line of createInterface({ input: worker.stdout })) {
    const [word, done, total] = line.split(' ');
    if (word !== 'progress') continue;
    last = { done: Number(done), total: Number(total), killed: false };
    if (killAt !== undefined && last.done >= last.total * killAt) {
      worker.kill('SIGKILL');
      last.killed = true;
      break;
    }
  }
  const code = await exited;
  if (!last.killed && code !== 0) throw new Error(`the backfill worker exited with ${code}`);
  return last;
}

/** A fault test: slow (three backfills in processes of their own), so only in `npm run test:faults`. */
const faultsDescribe = process.env.FAULTS === 'full' ? describe : describe.skip;

faultsDescribe.each(testDatabaseKinds())('a backfill killed and resumed on %s', (kind) => {
  let whole: TestDbHandle;
  let resumed: TestDbHandle;
  let killed: { done: number; total: number };
  beforeAll(async () => {
    [whole, resumed] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
    await backfillProcess(whole.url);
    killed = await backfillProcess(resumed.url, 0.4);
    await backfillProcess(resumed.url);
  }, 600_000);
  afterAll(async () => {
    await whole?.close();
    await resumed?.close();
  });

  it('was killed in the middle', () => {
    expect(killed.done).toBeGreaterThan(0);
    expect(killed.done).toBeLessThan(killed.total);
  });

  it.each(Object.keys(BACKFILL_TABLES))('has %s row for row as an uninterrupted backfill', async (table) => {
    const query = BACKFILL_TABLES[table]!;
    expect(await tableDigest(resumed.db, query)).toEqual(await tableDigest(whole.db, query));
  });
});
