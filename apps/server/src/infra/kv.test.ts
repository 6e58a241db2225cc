import { describe, expect, it } from 'vitest';
import { MemoryKv, openKv } from './kv.ts';

describe('MemoryKv', () => {
  it('sets a key once until it expires', async () => {
    let now = 0;
    const kv = new MemoryKv(() => now);
    expect(await kv.setIfAbsent('a', 10)).toBe(true);
    expect(await kv.setIfAbsent('a', 10)).toBe(false);
    now = 10_001;
    expect(await kv.setIfAbsent('a', 10)).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis kv', () => {
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
