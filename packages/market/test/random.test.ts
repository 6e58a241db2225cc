import { describe, expect, it } from 'vitest';
import { seededNormal, seededUniform } from './random.ts';

describe('seeded random numbers', () => {
  it('repeat for a seed and stay in range', () => {
    const a = seededUniform(7);
    const b = seededUniform(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
  });

  it('give normal numbers with mean about 0 and sd about 1', () => {
    const n = seededNormal(11);
    const xs = Array.from({ length: 20_000 }, () => n());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    // Standard error of the mean at n = 20000: 0.007.
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
  });
});
