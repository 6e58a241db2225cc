import { Redis } from 'ioredis';

/**
 * The small key/value store for short-lived facts (used signatures now; sessions and rate limits
 * later): Redis when REDIS_URL is set, so several server processes share it, else process memory.
 */
export interface KvStore {
  readonly kind: 'redis' | 'memory';
  /** Sets the key with a time to live unless it exists; true when this call set it. */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
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
    async setIfAbsent(key, ttlSeconds) {
      return (await redis.set(key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}

export class MemoryKv implements KvStore {
  readonly kind = 'memory' as const;
  private readonly expiries = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    const t = this.now();
    const until = this.expiries.get(key);
    if (until !== undefined && until > t) return false;
    if (this.expiries.size > 10_000) this.sweep(t);
    this.expiries.set(key, t + ttlSeconds * 1000);
    return true;
  }

  async close(): Promise<void> {
    this.expiries.clear();
  }

  private sweep(t: number): void {
    for (const [key, until] of this.expiries) if (until <= t) this.expiries.delete(key);
  }
}
