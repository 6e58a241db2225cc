/**
 * One process runs the embedded database of a data directory at a time: a lock file with the
 * owner's pid and role, made atomically (written aside, then linked in place), refused while that process lives and taken over when it is
 * gone. A tool (the market CLI) beside a running platform server shares its database instead.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive } from './embedded.ts';

export type LockRole = 'server' | 'tool';

export interface LockOwner {
  pid: number;
  role: LockRole;
}

export const LOCK_FILE = '.bangyan.lock';

/** The live process holding the lock of `dataDir`, if any. */
export function lockOwner(dataDir: string): LockOwner | undefined {
  let owner: Partial<LockOwner>;
  try {
    owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockOwner>;
  } catch {
    return undefined;
  }
  const pid = Number(owner.pid);
  if (!Number.isInteger(pid) || !isAlive(pid)) return undefined;
  return { pid, role: owner.role === 'tool' ? 'tool' : 'server' };
}

/** Takes the lock of `dataDir` for this process, or answers who holds it. Returns the release. */
export function takeLock(dataDir: string, role: LockRole): { release: () => void } | { heldBy: LockOwner } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, JSON.stringify({ pid: process.pid, role }));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(aside, file);
        return { release: () => rmSync(file, { force: true }) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const owner = lockOwner(dataDir);
        if (owner) return { heldBy: owner };
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
  throw new Error(`Cannot take the lock ${file}: another process keeps taking it.`);
}

/** What a second start in one folder is told. */
export function lockMessage(dataDir: string, owner: LockOwner): string {
  return owner.role === 'server'
    ? `榜眼 is already running from ${dataDir} (process ${owner.pid}). Open the address it printed, or stop it ` +
        `first; a second copy needs its own DATA_DIR (and PORT).`
    : `\`npm run market\` (process ${owner.pid}) is using the embedded database in ${dataDir}. Wait for it to ` +
        `finish, or stop it first.`;
}
