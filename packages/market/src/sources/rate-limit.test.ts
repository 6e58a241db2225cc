import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit.ts';

describe('TokenBucket', () => {
  it('lets a burst through, then spaces callers at the rate', () => {
    let now = 0;
    const bucket = new TokenBucket(10, 2, () => now);
    expect([bucket.reserve(), bucket.reserve(), bucket.reserve(), bucket.reserve()]).toEqual([0, 0, 100, 200]);
    now = 1000;
    // 1 s refills 10 tokens, minus the 2 borrowed, capped at the burst of 2.
    expect([bucket.reserve(), bucket.reserve(), bucket.reserve()]).toEqual([0, 0, 100]);
  });

  it('never waits at an infinite rate', () => {
    const bucket = new TokenBucket(Infinity, 1, () => 0);
    expect(Array.from({ length: 5 }, () => bucket.reserve())).toEqual([0, 0, 0, 0, 0]);
  });
});
