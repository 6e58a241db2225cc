// `npm run bench`: latency and throughput of API routes under 50 concurrent connections, each as
// a ratio to a bare Fastify route measured in the same run on the same machine. Each target runs
// alone in its own process while it is measured; requests accept compressed answers as browsers do
// (load.ts: the load generator). The first request of each route is timed alone too: the answer
// computed before any cache holds it (the load then repeats one URL, as a popular one is asked).
//   RankIndex (GET /v1/bang/lists: China's overall free chart, 500 rows with rank changes, ranks
//   elsewhere and keyword coverage), search suggestions (GET /v1/search/suggestionPC for a one- and
//   a two-character Chinese prefix of the world's hottest keyword and a Latin letter) and the
//   keyword page (GET /v1/search/index for that keyword), AppRank's history (GET
//   /v1/apps/rankHistory of an app on China's overall free chart throughout the world's 90 days,
//   world.ts rankBenchApp: 90 days a point a day, and 7 days hourly, on its overall and genre
//   charts, asked by a member; the points it has are printed under the table) and an app's keyword
//   coverage table (POST /v1/keywordcover/lists, sorted by heat, 50 rows, for the app whose covered
//   keywords are nearest 5,000 and the app with the most: world.ts coverBenchApps) and how the #1
//   free app's keywords moved at its latest revision (GET /v1/keywordcover/getReviseWord: its first
//   request compares the lists of every keyword of the storefront), at the demo scale always; at
//   the bench scale too with BENCH_SIM_SCALE=bench (its PostgreSQL database takes about 22 minutes
//   to build the first time, and is kept for later runs: see world.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runLoad } from './load.ts';
import { RANKINDEX_PATH, type CoverBenchApp, type RankBenchChart } from './world.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Every request accepts compressed answers, as browsers' do. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Result {
  name: string;
  /** The first request's time: the answer computed, before any cache holds it. */
  cold: number;
  p50: number;
  p99: number;
  rps: number;
}

/**
 * What a world target tells about its market: its hottest keyword, China's #1 free app, a member's
 * session cookie and the keyword coverage bench's apps.
 */
interface TargetInfo {
  keyword: string;
  appId: string;
  cookie: string;
  coverApps?: { near: CoverBenchApp; most: CoverBenchApp };
  rankApp?: { appId: string; charts: RankBenchChart[] };
}

/** A route to measure: a GET of `path`, or a POST of the form `body` to it; asked by the member when `member`. */
type RouteCase = [name: string, path: string, options?: { body?: string; member?: boolean }];

async function startTarget(args: string[]): Promise<TargetInfo & { port: number; child: ChildProcess }> {
  // Node itself with tsx's loader (not npx), so killing the child stops the target.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./targets.ts', import.meta.url).pathname, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The stream stays open after the port line: closing it would break the target's later writes.
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const info = JSON.parse(line) as Partial<TargetInfo> & { port: number };
      resolve({
        port: info.port,
        keyword: info.keyword ?? '',
        appId: info.appId ?? '',
        cookie: info.cookie ?? '',
        coverApps: info.coverApps,
        rankApp: info.rankApp,
        child,
      });
    });
    child.on('exit', (code) => reject(new Error(`bench target ${args.join(' ')} exited with ${code}`)));
  });
}

async function load(name: string, url: string, body?: string, cookie?: string): Promise<Result> {
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  const started = performance.now();
  const first =
    body === undefined
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body };
  const answer = (await (await fetch(url, first)).json()) as { code: number };
  if (answer.code !== 0) throw new Error(`${name}: the first answer was not a success (code ${answer.code})`);
  const cold = performance.now() - started;
  await runLoad(url, { connections: CONNECTIONS, seconds: 2, headers, body }); // warm-up
  const r = await runLoad(url, { connections: CONNECTIONS, seconds: DURATION_S, headers, body });
  if (r.failures > 0) throw new Error(`${name}: ${r.failures} failed requests`);
  return { name, cold, p50: r.p50, p99: r.p99, rps: r.rps };
}

/** Starts a target, measures its routes (given what it tells about its market), stops it. */
async function measure(args: string[], routes: (info: TargetInfo) => RouteCase[]): Promise<Result[]> {
  const target = await startTarget(args);
  try {
    const results: Result[] = [];
    for (const [name, path, options] of routes(target))
      results.push(
        await load(
          name,
          `http://127.0.0.1:${target.port}${path}`,
          options?.body,
          options?.member ? target.cookie : undefined,
        ),
      );
    return results;
  } finally {
    target.child.kill();
  }
}

/** What AppRank's target has on each of its charts, per scale (printed under the table). */
const rankTargets: string[] = [];
const scales = ['demo', ...(process.env.BENCH_SIM_SCALE === 'bench' ? ['bench'] : [])];
const [baseline] = await measure(['bare'], () => [['bare Fastify route', '/bare']]);
const results = [
  baseline!,
  ...(await measure(['app'], () => [['GET /v1/temple/friendLink', '/v1/temple/friendLink']])),
];
/** The coverage table's first 50 rows by heat, hottest first. */
const coverListsBody = (appId: string) =>
  new URLSearchParams({ appId, country: 'cn', sort: 'heat', order: 'desc', pageSize: '50' }).toString();
const suggest = (text: string) => `/v1/search/suggestionPC?${new URLSearchParams({ keyword: text, country: 'cn' })}`;
const chartText = (c: RankBenchChart) =>
  `${c.chartType} ${c.genre === 0 ? 'overall' : `genre ${c.genre}`} ${c.days} days / ${c.hours} hourly points`;
for (const scale of scales) {
  results.push(
    ...(await measure(['world', scale], ({ keyword, appId, coverApps, rankApp }) => {
      rankTargets.push(`  ${scale}: app ${rankApp!.appId}, ${rankApp!.charts.map(chartText).join('; ')}`);
      return [
        [`RankIndex lists, 500 rows (${scale})`, RANKINDEX_PATH],
        [`suggestions, 1 Chinese char (${scale})`, suggest([...keyword].slice(0, 1).join(''))],
        [`suggestions, 2 Chinese chars (${scale})`, suggest([...keyword].slice(0, 2).join(''))],
        [`suggestions, Latin 'a' (${scale})`, suggest('a')],
        [
          `keyword page /v1/search/index (${scale})`,
          `/v1/search/index?${new URLSearchParams({ keyword, country: 'cn' })}`,
        ],
        [
          `AppRank history, 90 days daily (${scale})`,
          `/v1/apps/rankHistory?appId=${rankApp!.appId}&country=cn&days=90`,
          { member: true },
        ],
        [
          `AppRank history, 7 days hourly (${scale})`,
          `/v1/apps/rankHistory?appId=${rankApp!.appId}&country=cn&days=7`,
          { member: true },
        ],
        ...[coverApps!.near, coverApps!.most].map((a): RouteCase => [
          `keywordcover/lists, ${a.keywords} kw (${scale})`,
          '/v1/keywordcover/lists',
          { body: coverListsBody(a.appId) },
        ]),
        [`getReviseWord, #1 free app (${scale})`, `/v1/keywordcover/getReviseWord?appId=${appId}&country=cn`],
      ];
    })),
  );
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each\n`);
console.log('route                                    first ms   p50 ms   p99 ms     req/s   p99 ratio  req/s ratio');
for (const r of results) {
  const cells = [
    r.name.padEnd(39),
    r.cold.toFixed(1).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    Math.round(r.rps).toString().padStart(9),
    (r.p99 / Math.max(baseline!.p99, 1)).toFixed(2).padStart(10),
    (r.rps / baseline!.rps).toFixed(2).padStart(12),
  ];
  console.log(cells.join(' '));
}
console.log(`\nAppRank's target (world.ts rankBenchApp): its points on each chart it is on\n${rankTargets.join('\n')}`);
if (scales.length === 1)
  console.log('\nThe world routes at the bench scale: set BENCH_SIM_SCALE=bench (see apps/server/bench/world.ts).');
