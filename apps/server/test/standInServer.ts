/**
 * A loopback HTTP server standing in for an outside provider in channel tests (webhook bots, the
 * WeChat APIs): it records every request with its raw body and answers (JSON, a page, or no body at all, with any
 * headers the provider adds) through the test's handler, which checks the request the way the provider does. A
 * handler may also hang, as a stuck server.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Headers an answer carries besides its content type (a provider's signature, say). */
type ReplyHeaders = { headers?: Record<string, string> };

export type StandInReply =
  | ({ status?: number; json: unknown } & ReplyHeaders)
  | ({ status?: number; html: string } & ReplyHeaders)
  /** An answer without a body (204 No Content). */
  | ({ status: number; empty: true } & ReplyHeaders)
  | 'hang';

export interface StandInServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startStandIn(handle: (req: ReceivedRequest) => StandInReply): Promise<StandInServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const reply = handle(received);
      if (reply === 'hang') return;
      if ('empty' in reply) {
        res.writeHead(reply.status, reply.headers);
        res.end();
        return;
      }
      const html = 'html' in reply;
      res.writeHead(reply.status ?? 200, {
        'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(html ? reply.html : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The request's body as a JSON object, or null when it is not one. */
export function jsonBody(req: ReceivedRequest): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(req.body);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
