import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { z } from 'zod';
import { fullJitterDelay } from './backoff.ts';
import { TokenBucket } from './rate-limit.ts';
import { describeIssues } from './schema.ts';
import { Semaphore } from './semaphore.ts';
import { SourceError } from './source-error.ts';

export interface SourceHttpOptions {
  /** Requests a second to one host (token bucket refill rate). */
  requestsPerSecond?: number;
  /** Requests one host may get back to back after a quiet spell. */
  burst?: number;
  /** The rate for loopback hosts, where the simulated store runs. */
  loopbackRequestsPerSecond?: number;
  /** Per-host rates by URL host (`itunes.apple.com`, `127.0.0.1:8080`); wins over the two above. */
  hostRequestsPerSecond?: Readonly<Record<string, number>>;
  /**
   * Requests in flight to one host, and so the keep-alive sockets open to it: callers may fire
   * thousands of requests at once and still reuse a handful of connections.
   */
  maxConcurrentPerHost?: number;
  /** Per attempt, covering the response body too. */
  timeoutMs?: number;
  /** Retries after the first attempt, on network errors, 429 and 5xx. */
  retries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Waits between retries; injectable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1), for the backoff jitter. */
  random?: () => number;
  userAgent?: string;
}

const DEFAULTS = {
  requestsPerSecond: 20,
  burst: 1,
  loopbackRequestsPerSecond: 5000,
  maxConcurrentPerHost: 16,
  timeoutMs: 15_000,
  retries: 3,
  backoffBaseMs: 250,
  backoffMaxMs: 30_000,
  userAgent: 'bangyan-market/0.1',
};

const LOOPBACK_HOSTNAMES = new Set(['localhost', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

interface HostGate {
  bucket: TokenBucket;
  slots: Semaphore;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: SourceError; retryable: boolean };

/** A response: its status and its body as text. */
interface TextResponse {
  status: number;
  body: string;
}

/** Marks a request that ran out of time (the attempt reports it as a time-out). */
class TimeoutError extends Error {}

/**
 * The HTTP client every adapter shares: JSON GETs with a per-host rate limit and concurrency cap,
 * a timeout, and retries with backoff. Requests go through node:http(s) with keep-alive agents
 * rather than fetch: the backfill reads gigabytes of JSON, and fetch's web streams and
 * TextDecoder cost about a third more of the collecting thread per byte. Every response body is
 * read to the end, which returns the socket to its agent's pool.
 */
export class SourceHttp {
  private readonly options: Required<Omit<SourceHttpOptions, 'hostRequestsPerSecond' | 'sleep' | 'random'>>;
  private readonly hostRates: Readonly<Record<string, number>>;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly gates = new Map<string, HostGate>();
  private readonly agents: { http: HttpAgent; https: HttpsAgent };

  constructor(options: SourceHttpOptions = {}) {
    this.options = {
      requestsPerSecond: options.requestsPerSecond ?? DEFAULTS.requestsPerSecond,
      burst: options.burst ?? DEFAULTS.burst,
      loopbackRequestsPerSecond: options.loopbackRequestsPerSecond ?? DEFAULTS.loopbackRequestsPerSecond,
      maxConcurrentPerHost: options.maxConcurrentPerHost ?? DEFAULTS.maxConcurrentPerHost,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      retries: options.retries ?? DEFAULTS.retries,
      backoffBaseMs: options.backoffBaseMs ?? DEFAULTS.backoffBaseMs,
      backoffMaxMs: options.backoffMaxMs ?? DEFAULTS.backoffMaxMs,
      userAgent: options.userAgent ?? DEFAULTS.userAgent,
    };
    this.hostRates = options.hostRequestsPerSecond ?? {};
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    const pool = { keepAlive: true, maxSockets: this.options.maxConcurrentPerHost };
    this.agents = { http: new HttpAgent(pool), https: new HttpsAgent(pool) };
  }

  /** GETs `url` and parses the JSON body with `schema`; throws SourceError naming `source`. */
  async getJson<S extends z.ZodType>(source: string, url: URL, schema: S): Promise<z.output<S>> {
    const gate = this.gate(url);
    for (let attempt = 1; ; attempt++) {
      // Slot first, token second: the token then times the actual send, so requests queued behind
      // the concurrency cap still leave at the polite rate.
      await gate.slots.acquire();
      let result: Attempt<z.output<S>>;
      try {
        await gate.bucket.take();
        result = await this.attempt(source, url, schema, attempt);
      } finally {
        gate.slots.release();
      }
      if (result.ok) return result.value;
      if (!result.retryable || attempt > this.options.retries) throw result.error;
      await this.sleep(
        fullJitterDelay(attempt - 1, this.options.backoffBaseMs, this.options.backoffMaxMs, this.random),
      );
    }
  }

  private async attempt<S extends z.ZodType>(
    source: string,
    url: URL,
    schema: S,
    attempts: number,
  ): Promise<Attempt<z.output<S>>> {
    const href = url.toString();
    const fail = (
      kind: SourceError['kind'],
      status: number | null,
      detail: string,
      retryable: boolean,
      cause?: unknown,
    ): Attempt<never> => ({
      ok: false,
      retryable,
      error: new SourceError({ source, url: href, kind, status, detail, attempts, cause }),
    });

    let status: number;
    let body: string;
    try {
      ({ status, body } = await this.get(url));
    } catch (error) {
      return fail('network', null, networkDetail(error, this.options.timeoutMs), true, error);
    }

    if (status < 200 || status > 299) {
      const retryable = status === 429 || status >= 500;
      return fail('http', status, bodySnippet(body), retryable);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      return fail('malformed', status, `not JSON (${(error as Error).message}): ${bodySnippet(body)}`, false, error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) return fail('malformed', status, describeIssues(parsed.error), false, parsed.error);
    return { ok: true, value: parsed.data };
  }

  /** One GET, the body read to its end; the time-out covers the body too. */
  private get(url: URL): Promise<TextResponse> {
    const https = url.protocol === 'https:';
    return new Promise<TextResponse>((resolve, reject) => {
      const request = (https ? httpsRequest : httpRequest)(url, {
        agent: https ? this.agents.https : this.agents.http,
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
      });
      const timer = setTimeout(() => request.destroy(new TimeoutError()), this.options.timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      request.on('error', fail);
      request.on('response', (response: IncomingMessage) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') });
        });
      });
      request.end();
    });
  }

  private gate(url: URL): HostGate {
    let gate = this.gates.get(url.host);
    if (!gate) {
      const rate =
        this.hostRates[url.host] ??
        (isLoopback(url.hostname) ? this.options.loopbackRequestsPerSecond : this.options.requestsPerSecond);
      gate = {
        bucket: new TokenBucket(rate, Math.max(this.options.burst, 1)),
        slots: new Semaphore(this.options.maxConcurrentPerHost),
      };
      this.gates.set(url.host, gate);
    }
    return gate;
  }
}

function networkDetail(error: unknown, timeoutMs: number): string {
  if (error instanceof TimeoutError) return `timed out after ${timeoutMs} ms`;
  return error instanceof Error ? error.message : String(error);
}

function bodySnippet(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return 'empty body';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
