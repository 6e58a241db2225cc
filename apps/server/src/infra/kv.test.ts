import { describe, expect, it } from 'vitest';
import { MemoryKv, openKv, type KvStore } from './kv.ts';

/** What every store must do, run on process memory and, when REDIS_URL is set, on Redis. */
function behaves(open: () => Promise<{ kv: KvStore; close(): Promise<void> }>) {
  it('sets a key once until it is deleted', async () => {
    const { kv, close } = await open();
    try {
      expect(await kv.setIfAbsent('a', 10)).toBe(true);
      expect(await kv.setIfAbsent('a', 10)).toBe(false);
      await kv.delete('a');
      expect(await kv.setIfAbsent('a', 10, 'v')).toBe(true);
      expect(await kv.get('a')).toBe('v');
    } finally {
      await close();
    }
  });

  it('hands a value to one taker only', async () => {
    const { kv, close } = await open();
    try {
      await kv.set('t', 'x', 10);
      const got = await Promise.all([kv.take('t'), kv.take('t'), kv.take('t')]);
      expect(got.filter((v) => v === 'x')).toHaveLength(1);
      expect(await kv.get('t')).toBeNull();
    } finally {
      await close();
    }
  });

  it('counts', async () => {
    const { kv, close } = await open();
    try {
      expect([await kv.increment('c', 10), await kv.increment('c', 10), await kv.increment('c', 10)]).toEqual([
        1, 2, 3,
      ]);
      await kv.decrement('c');
      expect(await kv.get('c')).toBe('2');
      await kv.delete('c', 'missing');
      expect(await kv.increment('c', 10)).toBe(1);
      // A counter that is gone stays gone: nothing without a time to live is made.
      await kv.decrement('missing');
      expect(await kv.get('missing')).toBeNull();
    } finally {
      await close();
    }
  });
}

describe('MemoryKv', () => {
  behaves(async () => {
    const kv = new MemoryKv();
    return { kv, close: () => kv.close() };
  });

  it('forgets keys when they expire; a counter lives from its first count', async () => {
    let now = 0;
    const kv = new MemoryKv(() => now);
    expect(await kv.setIfAbsent('a', 10)).toBe(true);
    await kv.set('b', 'v', 10);
    expect(await kv.increment('c', 10)).toBe(1);
    now = 9_000;
    expect(await kv.increment('c', 10)).toBe(2);
    now = 10_001;
    expect(await kv.setIfAbsent('a', 10)).toBe(true);
    expect(await kv.get('b')).toBeNull();
    expect(await kv.increment('c', 10)).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis kv', () => {
  behaves(async () => {
    const kv = await openKv(process.env.REDIS_URL, `bangyan-test:${Date.now()}:${Math.random()}:`);
    return { kv, close: () => kv.close() };
  });

  it('sets a key once, shared across connections', async () => {
    const prefix = `bangyan-test:${Date.now()}:`;
    const a = await openKv(process.env.REDIS_URL, prefix);
    const b = await openKv(process.env.REDIS_URL, prefix);
    try {
      expect(await a.setIfAbsent('k', 5)).toBe(true);
      expect(await b.setIfAbsent('k', 5)).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
