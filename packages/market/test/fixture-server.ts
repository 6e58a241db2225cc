/**
 * A loopback HTTP server for source tests: it replies with recorded responses, records what it was
 * asked, and can misbehave (hang, drop the connection) the way real servers do.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status?: number; body: string; contentType?: string } | 'hang' | 'reset';

export interface FixtureServer {
  baseUrl: string;
  /** Path and query of every request, in arrival order. */
  requests: string[];
  /** performance.now() at each request's arrival. */
  arrivals: number[];
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** `reply` gets the request URL and its 0-based index among all requests. */
export async function startFixtureServer(reply: (url: URL, index: number) => Reply): Promise<FixtureServer> {
  const requests: string[] = [];
  const arrivals: number[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    arrivals.push(performance.now());
    const answer = reply(url, requests.push(`${url.pathname}${url.search}`) - 1);
    if (answer === 'hang') return;
    if (answer === 'reset') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
    res.end(answer.body);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    arrivals,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A recorded response from a `__fixtures__` folder beside the test (`new URL('./__fixtures__/', import.meta.url)`). */
export function fixture(dir: URL, name: string): string {
  return readFileSync(new URL(name, dir), 'utf8');
}
