import { describe, expect, it } from 'vitest';
import { POPULARITY_PER_LN, popularityOf } from './keyword-volume.ts';

describe('popularityOf', () => {
  it('is 5 + 6.3698·ln(volume) plus half the noise draw, rounded into 5..100', () => {
    expect(POPULARITY_PER_LN).toBeCloseTo(6.369801, 6);
    expect(popularityOf(1, 0)).toBe(5);
    expect(popularityOf(1000, 0)).toBe(49);
    expect(popularityOf(20, 0)).toBe(24);
    expect(popularityOf(20, 2)).toBe(25);
    expect(popularityOf(3_000_000, 0)).toBe(100);
  });

  it('clamps to the range Apple reports', () => {
    expect(popularityOf(0.2, 0)).toBe(5);
    expect(popularityOf(0, -3)).toBe(5);
    expect(popularityOf(1e9, 3)).toBe(100);
  });
});
