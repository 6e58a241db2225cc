// `npm run bench`: latency and throughput of API routes under 50 concurrent connections, each as
// a ratio to a bare Fastify route measured in the same run on the same machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

interface Result {
  name: string;
  p50: number;
  p99: number;
  rps: number;
}

async function startTarget(kind: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn('npx', ['tsx', new URL('./targets.ts', import.meta.url).pathname, kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  // The stream stays open after the port line: closing it would break the target's later writes.
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve({ port: (JSON.parse(line) as { port: number }).port, child });
    });
    child.on('exit', (code) => reject(new Error(`bench target ${kind} exited with ${code}`)));
  });
}

async function load(name: string, url: string): Promise<Result> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

const bare = await startTarget('bare');
const app = await startTarget('app');
try {
  const baseline = await load('bare Fastify route', `http://127.0.0.1:${bare.port}/bare`);
  bare.child.kill();
  const results = [baseline, await load('GET /v1/temple/friendLink', `http://127.0.0.1:${app.port}/v1/temple/friendLink`)];
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each\n`);
  console.log('route                                  p50 ms   p99 ms     req/s   p99 ratio  req/s ratio');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${Math.round(r.rps).toString().padStart(9)} ${(r.p99 / Math.max(baseline.p99, 1)).toFixed(2).padStart(10)} ${(r.rps / baseline.rps).toFixed(2).padStart(12)}`,
    );
  }
} finally {
  bare.child.kill();
  app.child.kill();
}
