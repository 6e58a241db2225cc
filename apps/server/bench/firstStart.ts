// `npm run bench` (part): a newcomer's first minutes. `node scripts/start.mjs` on an empty DATA_DIR
// (the embedded database, the simulated store at the demo scale), timing from the spawn until Home
// is live (its real-time charts have rows and today's monitors have run: issue 21's 30 s target),
// until the backfill is done (the server logs 'market data ready': 120 s), Home's six calls' p99
// while the backfill runs (one round of them every second), and the data directory's size then
// (600 MB). With BENCH_BASELINE_DIR (another checkout, installed, e.g. main before a change) the
// same from there, one after the other in the same run, and each figure as a ratio to it.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { HOME_CALLS } from './homeCalls.ts';

const GIVE_UP_MS = 20 * 60_000;

interface FirstStart {
  homeLiveS: number;
  backfillS: number;
  homeP99Ms: number;
  dataMb: number;
}

async function get(url: string): Promise<{ ms: number; data: unknown }> {
  const started = performance.now();
  const answer = (await (await fetch(url)).json()) as { code: number; data: unknown };
  return { ms: performance.now() - started, data: answer.code === 0 ? answer.data : undefined };
}

/** Home is live when its real-time charts have rows and today's monitors have run. */
async function homeLive(base: string): Promise<boolean> {
  const [ranking, summary] = await Promise.all(HOME_CALLS.slice(0, 2).map((path) => get(base + path)));
  const lists = (ranking!.data as { list?: Record<string, { list: unknown[] }> } | undefined)?.list;
  const monitors = summary!.data as { updateTime?: string } | undefined;
  return !!lists && Object.values(lists).every((l) => l.list.length > 0) && !!monitors?.updateTime;
}

async function firstStart(checkout: string, port: number): Promise<FirstStart> {
  execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: checkout, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bangyan-first-'));
  chmodSync(dataDir, 0o755);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let backfillS = 0;
  let failure = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.includes('market data ready')) backfillS ||= seconds();
      if (line.includes('market engine failed')) failure = line;
    });
  }
  const base = `http://127.0.0.1:${port}`;
  let homeLiveS = 0;
  const latencies: number[] = [];
  try {
    while (!backfillS || !homeLiveS) {
      if (failure) throw new Error(failure);
      if (seconds() * 1000 > GIVE_UP_MS) throw new Error('gave up waiting for the first start');
      const round = performance.now();
      try {
        if (!homeLiveS && (await homeLive(base))) homeLiveS = seconds();
        if (!backfillS) latencies.push(...(await Promise.all(HOME_CALLS.map((p) => get(base + p)))).map((r) => r.ms));
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, Math.max(0, 1000 - (performance.now() - round))));
    }
    const dataMb = Number(execFileSync('du', ['-sb', dataDir], { encoding: 'utf8' }).split('\t')[0]) / 2 ** 20;
    latencies.sort((a, b) => a - b);
    const homeP99Ms = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
    return { homeLiveS, backfillS, homeP99Ms, dataMb };
  } finally {
    child.kill('SIGINT');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const here = resolve(import.meta.dirname, '../../..');
const baselineDir = process.env.BENCH_BASELINE_DIR;
const current = await firstStart(here, 3471);
const baseline = baselineDir ? await firstStart(resolve(baselineDir), 3472) : undefined;
const rows: [string, keyof FirstStart, string, number][] = [
  ['Home live (s)', 'homeLiveS', '≤ 30', 1],
  ['Backfill done (s)', 'backfillS', '≤ 120', 1],
  ["Home's calls p99 during the backfill (ms)", 'homeP99Ms', '', 0],
  ['Data directory (MB)', 'dataMb', '≤ 600', 0],
];
console.log('\nFirst start on an empty data directory (demo scale)');
console.log(['Figure', 'Target', 'Now', ...(baseline ? ['Baseline', 'Ratio'] : [])].join(' | '));
for (const [label, key, target, digits] of rows) {
  const now = current[key].toFixed(digits);
  const base = baseline ? [baseline[key].toFixed(digits), (current[key] / baseline[key]).toFixed(2)] : [];
  console.log([label, target, now, ...base].join(' | '));
}
