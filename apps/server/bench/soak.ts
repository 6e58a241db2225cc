// `npm run soak` (and the last part of `npm run test:faults`; issue 25): whether the server's memory grows under a
// steady load. The real server (apps/server/src/main.ts, with npm start's Node flags) starts as a child process on an
// empty data directory of its own (the embedded database, the simulated store at SIM_SCALE=test, 7 days backfilled:
// about a minute, as firstStart.ts starts it); once the backfill is done ('market data ready') SOAK_CONCURRENCY
// requests (8) stay in flight for SOAK_MINUTES (10): the data routes (charts, Home, app pages, keyword search,
// monitors; a third of them asked by a member), members' actions (SOAK_USERS accounts, 4, registered through the API
// as test/users.ts does: follow and unfollow an app, save and drop a keyword, their lists, a search history, a fresh
// login every minute) and requests the server must refuse (validation failures, a visitor's member action, an
// unknown route).
// Every 10 s the child's resident memory is sampled (VmRSS in /proc/<pid>/status: the server's Node process alone,
// not its PostgreSQL). The sample after the warm-up (1 minute, or 10% of the run when longer, at most half of it;
// SOAK_WARMUP_S sets it) is the baseline. Printed at the end: each route's requests and p50 / p95, then requests,
// 5xx, requests without an answer, answers other than the mix expects, CPU (the server's, this load's, the
// machine's), latency p50 / p95 / p99, RSS baseline → end, the growth in MB and %, and the slope (MB per minute,
// least squares over the samples from the baseline on); and the V8 heap after each full GC (the child runs with
// --trace-gc), whose slope tells retained objects from memory the allocator keeps and gives back in steps.
// Exits 1 on any 5xx or request without an answer, when the live heap's slope after the warm-up exceeds
// SOAK_MAX_HEAP_SLOPE_MB_PER_MIN (2: a leak of objects), or when RSS's exceeds SOAK_MAX_SLOPE_MB_PER_MIN (20: RSS
// swings by 150 MB as the allocator returns and retakes memory, so only a steep climb says a leak outside the heap);
// the figures are printed either way.
//   SOAK_MINUTES=1 npm run soak                                  a quick try
//   SOAK_SIM_SCALE=demo SOAK_BACKFILL_DAYS=30 npm run soak       a bigger world (its backfill takes minutes)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DAY_MS, formatDateYmd, MINUTE_MS, SECOND_MS } from '@bangyan/contract';
import { form, FORM_HEADERS, type TestApp } from '../test/app.ts';
import { freePort } from '../test/ports.ts';
import { loginTestUser, registerTestUser } from '../test/users.ts';
import { HOME_CALLS } from './homeCalls.ts';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const RUN_MS = env('SOAK_MINUTES', 10) * MINUTE_MS;
const CONCURRENCY = Math.round(env('SOAK_CONCURRENCY', 8));
const MAX_SLOPE = env('SOAK_MAX_SLOPE_MB_PER_MIN', 20);
const MAX_HEAP_SLOPE = env('SOAK_MAX_HEAP_SLOPE_MB_PER_MIN', 2);
const WARMUP_MS = process.env.SOAK_WARMUP_S
  ? env('SOAK_WARMUP_S', 60) * SECOND_MS
  : Math.min(Math.max(MINUTE_MS, RUN_MS / 10), RUN_MS / 2);
/** Accounts: each registration sends a code, and an address may have 10 in 10 minutes (http/frequency.ts). */
const USERS = Math.min(5, Math.round(env('SOAK_USERS', 4)));
const SIM_SCALE = process.env.SOAK_SIM_SCALE ?? 'test';
const BACKFILL_DAYS = process.env.SOAK_BACKFILL_DAYS ?? '7';
const SAMPLE_EVERY_MS = 10 * SECOND_MS;
/** One member logs in again this often: an address may log in 30 times in 10 minutes before it is blocked. */
const RELOGIN_EVERY_MS = MINUTE_MS;
/** A request unanswered this long counts as without an answer. */
const REQUEST_TIMEOUT_MS = 30 * SECOND_MS;
/** How long the server may take to start and backfill its world. */
const START_TIMEOUT_MS = 15 * MINUTE_MS;
const ROOT = resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// The server: a child process on a data directory of its own.

interface Server {
  child: ChildProcess;
  base: string;
  /** Error-level lines it logged (pino level ≥ 50) since the load began. */
  errorLines: string[];
  /**
   * Per V8 isolate (the main thread's; the simulated store's thread and tsx's loader have their own), each GC: when
   * (performance.now()), whether a full one, and the heap's size after it in MB.
   */
  gcs: Map<string, { at: number; full: boolean; mb: number }[]>;
  exited: Promise<number | null>;
}

/** A line of Node's --trace-gc: the isolate, the kind of GC, and the heap's size after it (MB). */
const GC_LINE =
  /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Mark-Compact)(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/;

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  // Node itself with tsx's loader and npm start's flags (not npm or scripts/start.mjs), so the pid is the server's.
  const child = spawn(
    process.execPath,
    // --trace-gc: what the heap holds after each full GC (its live objects), read from the output; nothing new in
    // the server's code.
    ['--max-semi-space-size=32', '--trace-gc', '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development', // the development outbox: registration reads its SMS code there
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info', // 'market data ready' is an info line; requests are not logged
        WEB_DIST: '/nonexistent', // the API is soaked, not the web app's files
        RATE_LIMIT_PER_MINUTE: '0', // every request comes from one address
        RESPONSE_VALIDATION: 'false', // as in production (the fuzzing checks answers against the contract)
        SIM_SCALE,
        BACKFILL_DAYS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const errorLines: string[] = [];
  const gcs: Server['gcs'] = new Map();
  const recent: string[] = [];
  let loading = true;
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the server did not finish its backfill in time')), START_TIMEOUT_MS);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        const gc = GC_LINE.exec(line);
        if (gc) {
          if (!gcs.has(gc[1]!)) gcs.set(gc[1]!, []);
          gcs.get(gc[1]!)!.push({ at: performance.now(), full: gc[2] === 'Mark-Compact', mb: Number(gc[3]) });
        }
        if (line.startsWith('[')) return; // the GC trace
        recent.push(line);
        if (recent.length > 30) recent.shift();
        if (line.startsWith('Backfilling')) console.error(`  server: ${line}`);
        if (line.includes('market data ready')) {
          clearTimeout(timer);
          done();
        }
        if (line.includes('market engine failed')) fail(new Error(`the server's market engine failed:\n${line}`));
        if (!loading && /^\{"level":(5|6)\d\b/.test(line)) {
          errorLines.push(line);
          console.error(`  server error: ${line.slice(0, 300)}`);
        }
      });
    }
    void exited.then((code) => fail(new Error(`the server exited with ${code}:\n${recent.join('\n')}`)));
  });
  await ready;
  loading = false;
  return { child, base: `http://127.0.0.1:${port}`, errorLines, gcs, exited };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGINT'); // main.ts shuts down: the market, the app, the embedded database
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30 * SECOND_MS);
  await server.exited;
  clearTimeout(timer);
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds the process has used (user and system). */
function cpuOf(pid: number): number {
  // After the command's parentheses: state is field 3, utime 14, stime 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The machine's busy and total CPU seconds, over all its cores. */
function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/** The child's resident set, in MB. */
function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return (Number(kb) * 1024) / MB;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and what they answered.

interface Call {
  /** The route, as the figures group requests. */
  name: string;
  path: string;
  /** A form body: a POST. */
  body?: string;
  cookie?: string;
  /** The server must refuse it: a 4xx, or an envelope whose code is not 0. */
  refused?: boolean;
}

interface RouteFigures {
  requests: number;
  latencies: number[];
  serverErrors: number;
  unexpected: number;
  /** The first unexpected answer, for the report. */
  example?: string;
}

const figures = new Map<string, RouteFigures>();
const latencies: number[] = [];
let requests = 0;
let serverErrors = 0;
let unanswered = 0;
let unexpected = 0;
let base = '';

const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bangyan-soak' };

function routeFigures(name: string): RouteFigures {
  let f = figures.get(name);
  if (!f) figures.set(name, (f = { requests: 0, latencies: [], serverErrors: 0, unexpected: 0 }));
  return f;
}

/** Sends a call and records what it answered; null when no answer came. */
async function send(call: Call): Promise<{ status: number; code: number | null; text: string; res: Response } | null> {
  const f = routeFigures(call.name);
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(base + call.path, {
      method: call.body === undefined ? 'GET' : 'POST',
      headers: {
        ...HEADERS,
        ...(call.body === undefined ? {} : FORM_HEADERS),
        ...(call.cookie ? { cookie: call.cookie } : {}),
      },
      body: call.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (err) {
    unanswered++;
    f.unexpected++;
    f.example ??= `no answer: ${err instanceof Error ? err.message : String(err)}`;
    return null;
  }
  const ms = performance.now() - started;
  requests++;
  f.requests++;
  latencies.push(ms);
  f.latencies.push(ms);
  const code = /^\{"code":(-?\d+)/.exec(text)?.[1];
  const answer = { status: res.status, code: code === undefined ? null : Number(code), text, res };
  const expected = call.refused
    ? res.status >= 400 || (answer.code !== null && answer.code !== 0)
    : res.status === 200 && answer.code === 0;
  if (res.status >= 500) {
    serverErrors++;
    f.serverErrors++;
  } else if (!expected) {
    unexpected++;
    f.unexpected++;
  }
  if (res.status >= 500 || !expected) f.example ??= `${res.status} ${call.path.slice(0, 80)}: ${text.slice(0, 160)}`;
  return answer;
}

/**
 * test/users.ts registers and logs in through app.inject; this gives it the running server instead, over HTTP,
 * counting each request under `name`.
 */
function overHttp(name: string): TestApp {
  const inject = async (o: { method?: string; url: string; headers?: Record<string, string>; payload?: string }) => {
    const cookie = o.headers?.cookie;
    const a = await send({ name, path: o.url, body: o.method === 'POST' ? (o.payload ?? '') : undefined, cookie });
    if (!a) throw new Error(`${name}: no answer from ${o.url}`);
    const cookies = a.res.headers.getSetCookie().map((c) => {
      const pair = c.split(';')[0]!;
      return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) };
    });
    return { statusCode: a.status, body: a.text, json: () => JSON.parse(a.text) as unknown, cookies };
  };
  return { app: { inject } } as unknown as TestApp;
}

// ---------------------------------------------------------------------------------------------------------------
// The world the load asks about, as the server shows it.

interface World {
  apps: string[];
  genres: number[];
  keywords: string[];
  /** The last 7 China days, YYYYMMDD, today first. */
  days: string[];
}

async function data<T>(path: string, body?: string): Promise<T> {
  const a = await send({ name: 'setup', path, body });
  if (!a || a.code !== 0) throw new Error(`setup: ${path} answered ${a?.status}: ${a?.text.slice(0, 200)}`);
  return (JSON.parse(a.text) as { data: T }).data;
}

async function discoverWorld(): Promise<World> {
  const apps = new Set<string>();
  for (const type of ['free', 'charge', 'grossing'])
    for (const row of (await data<{ list: { appId: string }[] }>(`/v1/bang/lists?genre=0&country=cn&type=${type}`))
      .list)
      apps.add(row.appId);
  const genres = (await data<{ list: { genre: number }[] }>('/v1/bang/genreList?country=cn')).list.map((g) => g.genre);
  const keywords = new Set<string>();
  for (const appId of [...apps].slice(0, 8)) {
    const body = form({ appId, country: 'cn', sort: 'heat', order: 'desc', pageSize: 50 });
    for (const row of (await data<{ list: { keyword: string }[] }>('/v1/keywordcover/lists', body)).list)
      keywords.add(row.keyword);
  }
  const days = Array.from({ length: 7 }, (_, i) => formatDateYmd(Date.now() - i * DAY_MS));
  if (apps.size === 0 || keywords.size === 0) throw new Error('setup: the world has no apps or no keywords');
  return { apps: [...apps], genres, keywords: [...keywords], days };
}

// ---------------------------------------------------------------------------------------------------------------
// Members.

interface Member {
  phone: string;
  cookie: string;
  follows: Set<string>;
  saved: Set<string>;
  /** A member's actions run one at a time, so what it follows and saves is known. */
  queue: Promise<void>;
}

function serially(member: Member, action: () => Promise<void>): Promise<void> {
  const run = member.queue.then(action);
  member.queue = run.catch(() => undefined);
  return run;
}

/** A new session for the member (password login, as the browser does), then its old one logged out. */
async function loginAgain(member: Member): Promise<void> {
  const res = await loginTestUser(overHttp('member login (slide, key, login)'), member.phone);
  const cookie = res.cookies.find((c) => c.name === member.cookie.slice(0, member.cookie.indexOf('=')));
  if (!cookie) return;
  await send({ name: 'GET /v1/user/logout', path: '/v1/user/logout', cookie: member.cookie });
  member.cookie = `${cookie.name}=${cookie.value}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The mix.

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]));

const MONITORS = ['delist', 'newList', 'clearlist', 'booklist'];
const COVER_SORTS = ['rank', 'change', 'heat', 'resultCount'];

function mix(world: World, members: Member[]): { weight: number; run: () => Promise<unknown> }[] {
  const app = () => pick(world.apps);
  const keyword = () => pick(world.keywords);
  const member = () => pick(members);
  /** A third of the data requests come from a member's browser. */
  const maybeMember = () => (Math.random() < 1 / 3 ? member().cookie : undefined);
  const get = (name: string, path: string, cookie = maybeMember()) => send({ name, path, cookie });
  const appRoute = (route: string, extra: Record<string, string | number> = {}) =>
    get(`GET /v1/apps/${route}`, `/v1/apps/${route}?${query({ appId: app(), country: 'cn', ...extra })}`);
  const followApps = world.apps.slice(0, 6);
  const savedKeywords = world.keywords.slice(0, 6);
  return [
    // Charts: RankIndex, the genres, deep or not; Home.
    {
      weight: 16,
      run: () =>
        get(
          'GET /v1/bang/lists',
          `/v1/bang/lists?${query({ genre: pick(world.genres), country: 'cn', type: pick(['free', 'charge', 'grossing']), deep: pick([0, 1]) })}`,
        ),
    },
    { weight: 8, run: () => get('Home (/v1/temple/*)', pick(HOME_CALLS)) },
    // An app's pages.
    { weight: 5, run: () => appRoute('appInfo') },
    { weight: 3, run: () => appRoute('appView') },
    { weight: 4, run: () => appRoute('rankList') },
    { weight: 3, run: () => appRoute('rankHistory', { days: pick([1, 7]) }) },
    {
      weight: 2,
      run: () =>
        send({
          name: 'GET /v1/apps/rankHistory (30, 90 days: member)',
          path: `/v1/apps/rankHistory?${query({ appId: app(), country: 'cn', days: pick([30, 90]) })}`,
          cookie: member().cookie,
        }),
    },
    { weight: 2, run: () => appRoute('appVersionList') },
    {
      weight: 2,
      run: () =>
        get('GET /v1/keywordcover/summary', `/v1/keywordcover/summary?${query({ appId: app(), country: 'cn' })}`),
    },
    {
      weight: 3,
      run: () =>
        send({
          name: 'POST /v1/keywordcover/lists',
          path: '/v1/keywordcover/lists',
          body: form({ appId: app(), country: 'cn', sort: pick(COVER_SORTS), order: pick(['asc', 'desc']) }),
          cookie: maybeMember(),
        }),
    },
    // Keyword search.
    {
      weight: 6,
      run: () => get('GET /v1/search/index', `/v1/search/index?${query({ keyword: keyword(), country: 'cn' })}`),
    },
    {
      weight: 6,
      run: () => {
        // A Latin letter, or the first one or two characters of a keyword, as people type.
        const prefix =
          Math.random() < 0.2
            ? pick([...'abcdefgmpqwx'])
            : [...keyword()].slice(0, 1 + Math.floor(Math.random() * 2)).join('');
        return get(
          'GET /v1/search/suggestionPC',
          `/v1/search/suggestionPC?${query({ keyword: prefix, country: 'cn' })}`,
        );
      },
    },
    {
      weight: 2,
      run: () => get('GET /v1/search/related', `/v1/search/related?${query({ keyword: keyword(), country: 'cn' })}`),
    },
    // Monitors.
    {
      weight: 5,
      run: () => {
        const route = pick(MONITORS);
        const fields = { genre: pick([0, 0, ...world.genres]), date: pick(world.days), page: pick([1, 1, 2]) };
        return get(`GET /v1/bang/${route}`, `/v1/bang/${route}?${query(fields)}`);
      },
    },
    {
      weight: 2,
      run: () =>
        get(
          'GET /v1/bang/monitorDateCount',
          `/v1/bang/monitorDateCount?${query({ genre: 0, date1: world.days.at(-1)!, date2: world.days[0]! })}`,
        ),
    },
    {
      weight: 2,
      run: () =>
        get('GET /v1/bang/monitorTrendSummary', `/v1/bang/monitorTrendSummary?genre=0&date=${pick(world.days)}`),
    },
    // Members' actions.
    {
      weight: 3,
      run: () => {
        const m = member();
        return serially(m, async () => {
          const appId = pick(followApps);
          const on = !m.follows.has(appId);
          const body = form({ appId, country: 'cn', isFollow: on ? '1' : '-1' });
          const a = await send({
            name: 'POST /v1/user/followAppAlmighty',
            path: '/v1/user/followAppAlmighty',
            body,
            cookie: m.cookie,
          });
          if (a?.code === 0) m.follows[on ? 'add' : 'delete'](appId);
        });
      },
    },
    {
      weight: 2,
      run: () => {
        const m = member();
        return serially(m, async () => {
          const k = pick(savedKeywords);
          const on = !m.saved.has(k);
          const path = `/v1/user/followSearchKeyword?${query({ keyword: k, country: 'cn', isFollow: on ? '1' : '-1' })}`;
          const a = await send({ name: 'GET /v1/user/followSearchKeyword', path, cookie: m.cookie });
          if (a?.code === 0) m.saved[on ? 'add' : 'delete'](k);
        });
      },
    },
    {
      weight: 3,
      run: () => {
        const path = pick([
          '/v1/user/userAppAlmighty',
          '/v1/user/userKeywordAll',
          '/v1/user/userFollowSituation',
          '/v1/user/userData',
          '/v1/message/unread',
        ]);
        return send({ name: `GET ${path}`, path, cookie: member().cookie });
      },
    },
    {
      weight: 1,
      run: () =>
        send({
          name: 'POST /v1/search/addSearchHistory',
          path: '/v1/search/addSearchHistory',
          body: form({ keyword: keyword() }),
          cookie: member().cookie,
        }),
    },
    // Requests the server must refuse.
    {
      weight: 6,
      run: () =>
        send({
          ...pick<Call>([
            { name: 'refused: genre not a number', path: '/v1/bang/lists?genre=abc&country=cn&type=free' },
            { name: 'refused: chart type unknown', path: '/v1/bang/lists?genre=0&country=cn&type=hot' },
            { name: 'refused: rank span not offered', path: `/v1/apps/rankHistory?appId=${app()}&country=cn&days=13` },
            { name: 'refused: app id malformed', path: '/v1/apps/appInfo?appId=..%2Fetc&country=cn' },
            { name: 'refused: country unknown', path: `/v1/apps/appInfo?appId=${app()}&country=zz` },
            { name: 'refused: empty keyword', path: '/v1/search/index?keyword=&country=cn' },
            { name: 'refused: date malformed', path: '/v1/bang/delist?genre=0&date=2026-13-45' },
            {
              name: 'refused: coverage sort unknown',
              path: '/v1/keywordcover/lists',
              body: form({ appId: app(), country: 'cn', sort: 'bogus' }),
            },
            {
              name: 'refused: follow flag malformed',
              path: '/v1/user/followAppAlmighty',
              body: form({ appId: app(), country: 'cn', isFollow: '2' }),
              cookie: member().cookie,
            },
            { name: "refused: a visitor's member list", path: '/v1/user/userKeywordAll' },
            { name: 'refused: unknown route', path: '/v1/bang/nope' },
          ]),
          refused: true,
        }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

/** A memory figure in MB, at a moment in milliseconds since the load began. */
interface Sample {
  at: number;
  mb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The least-squares slope of MB against minutes; 0 with fewer than two samples. */
function slope(samples: Sample[]): number {
  const xs = samples.map((s) => s.at / MINUTE_MS);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = samples.reduce((a, s) => a + s.mb, 0) / samples.length;
  let num = 0;
  let den = 0;
  samples.forEach((s, i) => {
    num += (xs[i]! - mx) * (s.mb - my);
    den += (xs[i]! - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

const clock = (ms: number) => {
  const s = Math.round(ms / SECOND_MS);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const mb = (n: number) => `${n.toFixed(1)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'bangyan-soak-'));
chmodSync(dataDir, 0o755); // the embedded database may run as another user
let server: Server | undefined;
const cleanUp = async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

let exitCode = 0;
try {
  console.error(`Starting the server (SIM_SCALE=${SIM_SCALE}, ${BACKFILL_DAYS} days backfilled) in ${dataDir}`);
  const startedAt = performance.now();
  server = await startServer(dataDir);
  const pid = server.child.pid!;
  base = server.base;
  console.error(`  ready in ${((performance.now() - startedAt) / 1000).toFixed(0)} s at ${base} (pid ${pid})`);
  let stopped = false;
  void server.exited.then(() => (stopped = true));

  const world = await discoverWorld();
  const members: Member[] = [];
  for (let i = 0; i < USERS; i++) {
    const phone = `1390000${String(7100 + i)}`;
    const { cookie } = await registerTestUser(overHttp('member registration (setup)'), phone);
    members.push({ phone, cookie, follows: new Set(), saved: new Set(), queue: Promise.resolve() });
  }
  const entries = mix(world, members);
  const totalWeight = entries.reduce((a, e) => a + e.weight, 0);
  const next = () => {
    let r = Math.random() * totalWeight;
    for (const e of entries) if ((r -= e.weight) < 0) return e;
    return entries.at(-1)!;
  };
  // The setup's requests are not the soak's.
  figures.clear();
  latencies.length = requests = serverErrors = unanswered = unexpected = 0;

  console.error(
    `Soaking for ${clock(RUN_MS)} with ${CONCURRENCY} requests in flight: ${world.apps.length} apps, ` +
      `${world.genres.length} genres, ${world.keywords.length} keywords, ${members.length} members; ` +
      `warm-up ${clock(WARMUP_MS)}`,
  );
  const loadStart = performance.now();
  const elapsed = () => performance.now() - loadStart;
  const samples: Sample[] = [{ at: 0, mb: rssOf(pid) }];
  /** The isolates' GCs since the load began, the main thread's first: it collects the most, serving the load. */
  const isolates = () =>
    [...server!.gcs.values()]
      .map((all) => all.filter((gc) => gc.at >= loadStart).map((gc) => ({ ...gc, at: gc.at - loadStart })))
      .sort((a, b) => b.length - a.length);
  /** What the main thread's heap kept after each full GC since the load began. */
  const fullGcs = (): Sample[] => (isolates()[0] ?? []).filter((gc) => gc.full);
  const cpuStart = { server: cpuOf(pid), soak: process.cpuUsage(), machine: machineCpu() };
  let lastCpu = { at: 0, server: cpuStart.server };
  let relogins = 0;
  let nextLogin = RELOGIN_EVERY_MS;
  const worker = async () => {
    while (elapsed() < RUN_MS && !stopped) {
      try {
        if (elapsed() >= nextLogin) {
          nextLogin += RELOGIN_EVERY_MS;
          const m = members[relogins++ % members.length]!;
          await serially(m, () => loginAgain(m));
        } else await next().run();
      } catch (err) {
        // A login the server refused (test/users.ts then reads a field of no data): counted, the load goes on.
        unexpected++;
        const f = routeFigures('member login (slide, key, login)');
        f.unexpected++;
        f.example ??= `threw: ${err instanceof Error ? err.message : String(err)}`;
      }
    }
  };
  const sampler = async () => {
    for (let n = 1; n * SAMPLE_EVERY_MS < RUN_MS && !stopped; n++) {
      // A timer may fire a little before performance.now() says it is due.
      while (elapsed() < n * SAMPLE_EVERY_MS && !stopped)
        await new Promise((done) => setTimeout(done, n * SAMPLE_EVERY_MS - elapsed() + 1));
      if (stopped) break;
      const sample = { at: elapsed(), mb: rssOf(pid) };
      samples.push(sample);
      const heap = fullGcs().at(-1);
      const cpu = { at: sample.at, server: cpuOf(pid) };
      const busy = ((cpu.server - lastCpu.server) / ((cpu.at - lastCpu.at) / SECOND_MS)) * 100;
      lastCpu = cpu;
      console.error(
        `  ${clock(sample.at)}  RSS ${mb(sample.mb)}  heap after the last full GC ` +
          `${heap ? `${mb(heap.mb)} (${clock(heap.at)})` : '-'}  server CPU ${busy.toFixed(0)}%  ` +
          `${requests} requests, ${serverErrors} 5xx`,
      );
    }
  };
  await Promise.all([sampler(), ...Array.from({ length: CONCURRENCY }, worker)]);
  if (stopped) throw new Error('the server exited during the soak');
  const runMs = elapsed();
  const endRss = rssOf(pid);
  samples.push({ at: runMs, mb: endRss });
  const seconds = runMs / SECOND_MS;
  const soakCpu = process.cpuUsage(cpuStart.soak);
  const machine = machineCpu();
  const cpu = {
    server: ((cpuOf(pid) - cpuStart.server) / seconds) * 100,
    soak: ((soakCpu.user + soakCpu.system) / 1e6 / seconds) * 100,
    machine: ((machine.busy - cpuStart.machine.busy) / (machine.total - cpuStart.machine.total)) * 100,
  };

  // The figures.
  const baselineIndex = samples.findIndex((s) => s.at >= WARMUP_MS);
  const after = samples.slice(baselineIndex === -1 ? samples.length - 1 : baselineIndex);
  const baseline = after[0]!;
  const growth = endRss - baseline.mb;
  const perMinute = slope(after);
  const highest = Math.max(...after.map((s) => s.mb));
  const heapAll = fullGcs();
  const heap = heapAll.filter((gc) => gc.at >= baseline.at);
  const otherHeaps = isolates()
    .slice(1)
    .map((gcs) => gcs.at(-1)?.mb)
    .filter((m) => m !== undefined);
  latencies.sort((a, b) => a - b);
  console.log(`\nRoutes: requests, p50 and p95 ms, 5xx, other answers than expected (or none)`);
  for (const [name, f] of [...figures].sort((a, b) => b[1].requests - a[1].requests)) {
    f.latencies.sort((a, b) => a - b);
    const cells = [
      name.padEnd(52),
      String(f.requests).padStart(7),
      percentile(f.latencies, 50).toFixed(1).padStart(8),
      percentile(f.latencies, 95).toFixed(1).padStart(8),
      String(f.serverErrors).padStart(4),
      String(f.unexpected).padStart(5),
      f.example ? `  e.g. ${f.example}` : '',
    ];
    console.log(cells.join(' '));
  }
  const failures: string[] = [];
  if (serverErrors > 0) failures.push(`${serverErrors} answers were 5xx`);
  if (unanswered > 0) failures.push(`${unanswered} requests had no answer`);
  if (perMinute > MAX_SLOPE)
    failures.push(`RSS grew ${perMinute.toFixed(2)} MB/min after the warm-up (limit ${MAX_SLOPE})`);
  const heapPerMinute = heap.length >= 2 ? slope(heap) : 0;
  if (heapPerMinute > MAX_HEAP_SLOPE)
    failures.push(`the live heap grew ${heapPerMinute.toFixed(2)} MB/min after the warm-up (limit ${MAX_HEAP_SLOPE})`);
  const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
  console.log(
    [
      `\nSoak: ${clock(runMs)} of mixed load, ${CONCURRENCY} in flight, the server at SIM_SCALE=${SIM_SCALE} (pid ${pid})`,
      `  requests      ${requests} (${(requests / (runMs / SECOND_MS)).toFixed(1)}/s), ${relogins} fresh logins`,
      `  5xx           ${serverErrors}`,
      `  no answer     ${unanswered}`,
      `  unexpected    ${unexpected} (answers other than the mix expects, 5xx aside; see the routes above)`,
      `  server errors ${server.errorLines.length} error lines logged`,
      `  CPU           server ${cpu.server.toFixed(0)}% of a core, this load ${cpu.soak.toFixed(0)}%; ` +
        `the machine ${cpu.machine.toFixed(0)}% busy over its ${availableParallelism()} cores`,
      `  latency       p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      `  RSS           idle ${mb(samples[0]!.mb)} before the load; baseline ${mb(baseline.mb)} at ` +
        `${clock(baseline.at)} → end ${mb(endRss)} at ${clock(runMs)}; highest since the baseline ${mb(highest)}`,
      `  growth        ${pct(growth)} MB (${pct((growth / baseline.mb) * 100)}%) after the warm-up`,
      `  slope         ${pct(perMinute)} MB/min (least squares over ${after.length} samples from ` +
        `${clock(baseline.at)}; limit ${MAX_SLOPE} MB/min)`,
      heap.length === 0
        ? `  heap          no full GC after the warm-up (${heapAll.length} during the load)`
        : `  heap          after a full GC ${mb(heap[0]!.mb)} at ${clock(heap[0]!.at)} → ${mb(heap.at(-1)!.mb)} at ` +
          `${clock(heap.at(-1)!.at)}, ${pct(heapPerMinute)} MB/min over ${heap.length} full GCs (the main thread's, ` +
          `from --trace-gc; limit ${MAX_HEAP_SLOPE} MB/min); the other isolates (the simulated store's thread, tsx's loader) ` +
          `${otherHeaps.map(mb).join(', ') || '-'} after their last GC`,
      failures.length === 0 ? '\nPASS' : `\nFAIL: ${failures.join('; ')}`,
    ].join('\n'),
  );
  exitCode = failures.length === 0 ? 0 : 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
