import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SourceHttp, type SourceHttpOptions } from './http.ts';
import { SourceError } from './source-error.ts';
import { startFixtureServer, type FixtureServer, type Reply } from '../../test/fixture-server.ts';

const schema = z.object({ ok: z.literal(true) });
const OK: Reply = { body: '{"ok":true}' };

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client whose backoff waits are recorded instead of slept. */
function client(options: SourceHttpOptions = {}) {
  const waits: number[] = [];
  const http = new SourceHttp({
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { http, waits };
}

async function serve(reply: (url: URL, index: number) => Reply) {
  server = await startFixtureServer(reply);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe('SourceHttp retries', () => {
  it('retries 503 twice with full-jitter backoff, then succeeds', async () => {
    const s = await serve((_url, i) =>
      i < 2 ? { status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' } : OK,
    );
    const { http, waits } = client();
    await expect(http.getJson('test', new URL(`${s.baseUrl}/x`), schema)).resolves.toEqual({ ok: true });
    expect(s.requests).toEqual(['/x', '/x', '/x']);
    // random 0.5 of 250·2^0, 250·2^1
    expect(waits).toEqual([125, 250]);
  });

  it('gives up after the configured retries with the last error', async () => {
    const s = await serve(() => ({ status: 503, body: 'busy' }));
    const { http, waits } = client({ retries: 3, backoffBaseMs: 100 });
    const url = `${s.baseUrl}/lookup?id=1,2&country=cn`;
    const error = await failure(http.getJson('itunes-lookup', new URL(url), schema));
    expect(s.requests).toHaveLength(4);
    expect(waits).toEqual([50, 100, 200]);
    expect(error).toMatchObject({ source: 'itunes-lookup', url, kind: 'http', status: 503, attempts: 4 });
    expect(error.message).toBe(`itunes-lookup: HTTP 503 for GET ${url}: busy (after 4 attempts)`);
  });

  it('caps the backoff at backoffMaxMs', async () => {
    const s = await serve(() => ({ status: 500, body: '' }));
    const { http, waits } = client({ retries: 4, backoffBaseMs: 1000, backoffMaxMs: 3000, random: () => 0.999 });
    await failure(http.getJson('test', new URL(s.baseUrl), schema));
    expect(waits).toEqual([999, 1998, 2997, 2997]);
  });

  it('retries 429 but not other 4xx', async () => {
    const throttled = await serve((_url, i) => (i === 0 ? { status: 429, body: '' } : OK));
    await expect(client().http.getJson('test', new URL(throttled.baseUrl), schema)).resolves.toEqual({ ok: true });
    expect(throttled.requests).toHaveLength(2);
    await throttled.close();

    const missing = await serve(() => ({ status: 404, body: '{"error":"no app 1 in cn"}' }));
    const error = await failure(client().http.getJson('rss-reviews', new URL(`${missing.baseUrl}/r`), schema));
    expect(missing.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'http', status: 404, attempts: 1 });
    expect(error.message).toBe(`rss-reviews: HTTP 404 for GET ${missing.baseUrl}/r: {"error":"no app 1 in cn"}`);
  });

  it('retries a dropped connection as a network error', async () => {
    const s = await serve((_url, i) => (i === 0 ? 'reset' : OK));
    const { http, waits } = client();
    await expect(http.getJson('test', new URL(s.baseUrl), schema)).resolves.toEqual({ ok: true });
    expect(waits).toHaveLength(1);
  });

  it('reports a refused connection after its retries', async () => {
    const s = await serve(() => OK);
    const url = new URL(`${s.baseUrl}/gone`);
    await s.close();
    server = undefined;
    const error = await failure(client({ retries: 1 }).http.getJson('test', url, schema));
    expect(error).toMatchObject({ kind: 'network', status: null, attempts: 2 });
    expect(error.message).toMatch(
      new RegExp(`^test: network error for GET ${url.href}: .*ECONNREFUSED.*\\(after 2 attempts\\)$`),
    );
  });

  it('times out a request that never answers', async () => {
    const s = await serve(() => 'hang');
    const error = await failure(client({ timeoutMs: 50, retries: 0 }).http.getJson('test', new URL(s.baseUrl), schema));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`test: network error for GET ${s.baseUrl}/: timed out after 50 ms`);
  });
});

describe('SourceHttp malformed responses', () => {
  it.each([
    ['truncated JSON', '{"ok":tr', /^not JSON \(.*\): \{"ok":tr$/],
    [
      'an HTML error page',
      '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
      /^not JSON \(.*\): <!DOCTYPE html><html><body><h1>502 Bad Gateway/,
    ],
    ['a wrong type', '{"ok":"yes"}', /^ok: expected true$/],
  ])('reports %s as malformed without retrying', async (_name, body, detail) => {
    const s = await serve(() => ({ body }));
    const error = await failure(client().http.getJson('test', new URL(`${s.baseUrl}/doc`), schema));
    expect(s.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'malformed', status: 200, attempts: 1 });
    const prefix = `test: malformed response for GET ${s.baseUrl}/doc: `;
    expect(error.message.startsWith(prefix)).toBe(true);
    expect(error.message.slice(prefix.length)).toMatch(detail);
  });
});

describe('SourceHttp politeness', () => {
  it('spaces requests to one host at its rate', async () => {
    const s = await serve(() => OK);
    const host = new URL(s.baseUrl).host;
    const { http } = client({ hostRequestsPerSecond: { [host]: 20 } });
    await Promise.all(Array.from({ length: 5 }, () => http.getJson('test', new URL(s.baseUrl), schema)));
    // 20/s is 50 ms apart (unspaced, the five arrive within a few ms). The bucket's arithmetic is
    // rate-limit.test.ts's, on its own clock; here the server's arrival times carry each request's
    // trip, which a loaded machine stretches by 15 ms and more when a request opens its connection,
    // so the span and each gap get that much slack.
    const gaps = s.arrivals.slice(1).map((t, i) => t - (s.arrivals[i] ?? 0));
    expect((s.arrivals[4] ?? 0) - (s.arrivals[0] ?? 0)).toBeGreaterThanOrEqual(160);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(25);
  });

  it('reuses a few keep-alive connections for many requests', async () => {
    const s = await serve(() => OK);
    const { http } = client({ maxConcurrentPerHost: 4 });
    await Promise.all(Array.from({ length: 300 }, () => http.getJson('test', new URL(s.baseUrl), schema)));
    expect(s.requests).toHaveLength(300);
    // The agent opens no more sockets than the cap, however many requests.
    expect(s.connections()).toBeLessThanOrEqual(4);
  });
});
