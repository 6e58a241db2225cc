import { describe, expect, it } from 'vitest';
import { compareIds } from './order.ts';

describe('compareIds', () => {
  it('orders numbers numerically and strings lexically', () => {
    expect([10, 9, 100].sort(compareIds)).toEqual([9, 10, 100]);
    expect(['com.b', 'com.a', 'com.a'].sort(compareIds)).toEqual(['com.a', 'com.a', 'com.b']);
    expect(compareIds(3, 3)).toBe(0);
  });
});
