import { ApiFailure, ErrorCode } from '@bangyan/contract';
import { Redis } from 'ioredis';

/**
 * The small key/value store for short-lived facts (used signatures, slide challenges and passes,
 * frequency counters and blocks, sessions, cached answers): Redis when REDIS_URL is set, so several
 * server processes share it, else process memory. Every key has a time to live.
 *
 * Redis may go away; the server stays. While it cannot be reached, an operation fails within
 * COMMAND_TIMEOUT_MS with `KvUnavailable`, which refuses the request with a clear message (fail closed,
 * the default); a use that can do without the store says how with `orWithout` (fail open). README.md
 * has each use's choice.
 */
export interface KvStore {
  readonly kind: 'redis' | 'memory';
  /** False while Redis cannot be reached (process memory always can). */
  readonly reachable: boolean;
  /** Calls `listener` when the store becomes unreachable (with why) and when it is back. */
  onReachability(listener: (reachable: boolean, reason: string) => void): void;
  /** Sets the key with a time to live unless it exists; true when this call set it. */
  setIfAbsent(key: string, ttlSeconds: number, value?: string): Promise<boolean>;
  /** Sets the key to a value with a time to live, replacing any value. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The key's value, or null when it is unset or expired. */
  get(key: string): Promise<string | null>;
  /** Reads and deletes the key in one step: of several callers at most one gets the value. */
  take(key: string): Promise<string | null>;
  /** Adds 1 to a counter and returns it; a new counter lives `ttlSeconds` from its first count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Takes 1 back from a counter that still lives (one counted ahead of an outcome that turned out not to count). */
  decrement(key: string): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export const KV_UNAVAILABLE_TEXT = '服务暂时不可用，请稍后再试';

/**
 * An operation Redis did not do (unreachable, too slow): a failure in the envelope with a message a person
 * can read, so a use that needs the store refuses the request rather than going on without it.
 */
export class KvUnavailable extends ApiFailure {
  constructor(cause: unknown) {
    super(ErrorCode.SERVER_ERROR, KV_UNAVAILABLE_TEXT);
    this.name = 'KvUnavailable';
    this.cause = cause;
  }
}

/** `op`'s answer, or `fallback`'s when the store cannot be reached: for a use that can do without it. */
export async function orWithout<T>(op: Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    if (err instanceof KvUnavailable) return fallback();
    throw err;
  }
}

export async function openKv(redisUrl: string | undefined, prefix = 'bangyan:'): Promise<KvStore> {
  return redisUrl ? openRedisKv(redisUrl, prefix) : new MemoryKv();
}

/** How long Redis may take to connect or to answer a command before the store counts as unreachable. */
const COMMAND_TIMEOUT_MS = 2_000;

async function openRedisKv(url: string, prefix: string): Promise<KvStore> {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    // While disconnected a command fails at once instead of waiting in a queue for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnection is ioredis's own: attempts 50 ms apart more each time, at most 2 s, for ever.
  });
  await redis.connect().catch((err: unknown) => {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at ${url}: ${(err as Error).message}`);
  });
  const listeners: ((reachable: boolean, reason: string) => void)[] = [];
  let reachable = true;
  let closing = false;
  const become = (now: boolean, reason: string) => {
    if (now === reachable || closing) return;
    reachable = now;
    for (const listener of listeners) listener(now, reason);
  };
  // ioredis tells each failed (re)connection as an 'error' event; heard here, none reaches the process.
  redis.on('error', (err: Error) => become(false, err.message));
  redis.on('close', () => become(false, 'connection closed'));
  redis.on('ready', () => become(true, 'connected'));
  /** A command's answer; any failure (no connection, a timeout, an error reply) is KvUnavailable. */
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      const answer = await command();
      become(true, 'answered');
      return answer;
    } catch (err) {
      become(false, (err as Error).message);
      throw new KvUnavailable(err);
    }
  };
  return {
    kind: 'redis',
    get reachable() {
      return reachable;
    },
    onReachability(listener) {
      listeners.push(listener);
    },
    setIfAbsent(key, ttlSeconds, value = '1') {
      return run(async () => (await redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK');
    },
    async set(key, value, ttlSeconds) {
      await run(() => redis.set(key, value, 'EX', ttlSeconds));
    },
    get(key) {
      return run(() => redis.get(key));
    },
    take(key) {
      return run(() => redis.getdel(key));
    },
    increment(key, ttlSeconds) {
      return run(async () => {
        const [[err, count]] = (await redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) as [
          [Error | null, number],
          unknown,
        ];
        if (err) throw err;
        return count;
      });
    },
    async decrement(key) {
      // Only a live counter: DECR of an expired one would make a key without a time to live.
      await run(() => redis.eval("if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end", 1, key));
    },
    async delete(...keys) {
      if (keys.length > 0) await run(() => redis.del(...keys));
    },
    async close() {
      closing = true;
      // QUIT needs a connection; without one, stop reconnecting.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export class MemoryKv implements KvStore {
  readonly kind = 'memory' as const;
  readonly reachable = true;
  private readonly entries = new Map<string, { value: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Process memory is never out of reach: nothing to tell. */
  onReachability(): void {}

  async setIfAbsent(key: string, ttlSeconds: number, value = '1'): Promise<boolean> {
    if (this.live(key) !== undefined) return false;
    this.put(key, value, ttlSeconds);
    return true;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.put(key, value, ttlSeconds);
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    if (entry === undefined) {
      this.put(key, '1', ttlSeconds);
      return 1;
    }
    entry.value = String(Number(entry.value) + 1);
    return Number(entry.value);
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry !== undefined) entry.value = String(Number(entry.value) - 1);
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): { value: string; until: number } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private put(key: string, value: string, ttlSeconds: number): void {
    const t = this.now();
    if (this.entries.size > 10_000) this.sweep(t);
    this.entries.set(key, { value, until: t + ttlSeconds * 1000 });
  }

  private sweep(t: number): void {
    for (const [key, { until }] of this.entries) if (until <= t) this.entries.delete(key);
  }
}
