// The load generator of `npm run bench`: `connections` keep-alive connections, each sending its
// next request as soon as the last answer is read, for a while; latency percentiles and requests
// per second. Node's own HTTP client (its parser is native) rather than autocannon, whose
// JavaScript parser and string-built bodies measure the client once answers are more than a few
// kilobytes (a bare Fastify route sending a constant 22 KB buffer tops out near 1,300 req/s under
// autocannon on the 2-core bench machine, and near 17,000 under this).
import http from 'node:http';

export interface LoadResult {
  /** Milliseconds. */
  p50: number;
  p99: number;
  rps: number;
  /** Answers other than 200, and transport errors. */
  failures: number;
}

/** One request: a GET, or a POST of `body` (form-encoded) when given. */
function once(agent: http.Agent, url: URL, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runLoad(
  target: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; body?: string },
): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const connection = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        if ((await once(agent, url, options.headers ?? {}, options.body)) !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed, failures };
}
