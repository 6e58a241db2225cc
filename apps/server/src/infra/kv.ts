import { Redis } from 'ioredis';

/**
 * The small key/value store for short-lived facts (used signatures, slide challenges and passes,
 * frequency counters and blocks): Redis when REDIS_URL is set, so several server processes share
 * it, else process memory. Every key has a time to live.
 */
export interface KvStore {
  readonly kind: 'redis' | 'memory';
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
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function openKv(redisUrl: string | undefined, prefix = 'bangyan:'): Promise<KvStore> {
  return redisUrl ? openRedisKv(redisUrl, prefix) : new MemoryKv();
}

async function openRedisKv(url: string, prefix: string): Promise<KvStore> {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect().catch((err: unknown) => {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at ${url}: ${(err as Error).message}`);
  });
  return {
    kind: 'redis',
    async setIfAbsent(key, ttlSeconds, value = '1') {
      return (await redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'EX', ttlSeconds);
    },
    async get(key) {
      return redis.get(key);
    },
    async take(key) {
      return redis.getdel(key);
    },
    async increment(key, ttlSeconds) {
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) as [
        [Error | null, number],
        unknown,
      ];
      return count;
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys);
    },
    async close() {
      await redis.quit();
    },
  };
}

export class MemoryKv implements KvStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, { value: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

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
