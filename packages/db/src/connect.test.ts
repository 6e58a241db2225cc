import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, embeddedDir } from './connect.ts';
import { isAlive, runningServer } from './embedded.ts';

const HOLDER = new URL('../test/holdDatabase.ts', import.meta.url).pathname;

/** A process holding the folder's embedded database, as a running platform server does. */
class Holder {
  readonly child: ChildProcess;
  private readonly lines: Interface;

  constructor(dataDir: string) {
    this.child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = createInterface({ input: this.child.stdout! });
  }

  next(): Promise<Record<string, number>> {
    return new Promise((resolve, reject) => {
      this.lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, number>));
      this.child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });
  }

  ask(): Promise<Record<string, number>> {
    this.child.stdin!.write('ask\n');
    return this.next();
  }
}

const count = async (db: Awaited<ReturnType<typeof connect>>['db']) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(db)).rows[0]!.n;

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bangyan-embedded-'));
  chmodSync(dir, 0o755); // the server may run as another user (embedded.ts)
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test makes a cluster (initdb: 2-6 s on two busy cores) and starts processes.
describe('the embedded PostgreSQL', { timeout: 120_000 }, () => {
  it('is made on first use, keeps its data across restarts and stops with its owner', async () => {
    const dataDir = newDataDir();
    const first = await connect({ dataDir });
    expect(first.kind).toBe('embedded');
    await sql`CREATE TABLE t (n int)`.execute(first.db);
    await sql`INSERT INTO t VALUES (1), (2)`.execute(first.db);
    const pid = runningServer(embeddedDir(dataDir))!.pid;
    await first.close();
    expect(isAlive(pid)).toBe(false);
    expect(existsSync(join(dataDir, '.bangyan.lock'))).toBe(false);

    const second = await connect({ dataDir });
    expect(await count(second.db)).toBe(2);
    await second.close();
  });

  it('refuses a second server in the folder with a clear message, and lets a tool share the running one', async () => {
    const dataDir = newDataDir();
    const holder = new Holder(dataDir);
    const { server } = await holder.next();
    await expect(connect({ dataDir })).rejects.toThrow(/already running from .* \(process \d+\)/);

    const tool = await connect({ dataDir, role: 'tool' });
    await sql`INSERT INTO t VALUES (2)`.execute(tool.db);
    await tool.close();
    expect(isAlive(server!)).toBe(true);
    expect(await holder.ask()).toEqual({ rows: 2 });
    holder.child.stdin!.write('close\n');
    await new Promise((resolve) => holder.child.once('exit', resolve));
    expect(isAlive(server!)).toBe(false);
  });

  it('recovers by itself after its owner was killed, and after the database server was', async () => {
    const dataDir = newDataDir();
    const holder = new Holder(dataDir);
    const { server } = await holder.next();
    holder.child.kill('SIGKILL');
    await new Promise((resolve) => holder.child.once('exit', resolve));
    expect(isAlive(server!)).toBe(true);

    const next = await connect({ dataDir });
    expect(await count(next.db)).toBe(1);
    expect(isAlive(server!)).toBe(false);
    const restarted = runningServer(embeddedDir(dataDir))!.pid;
    process.kill(restarted, 'SIGKILL');
    await next.close().catch(() => undefined);

    const last = await connect({ dataDir });
    expect(await count(last.db)).toBe(1);
    await last.close();
  });
});
