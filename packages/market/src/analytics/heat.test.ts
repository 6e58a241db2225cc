import { describe, expect, it } from 'vitest';
import { HEAT_PER_LN_POPULARITY, heatFromPopularity, isHotKeyword } from './heat.ts';

describe('heatFromPopularity', () => {
  it('anchors popularity 5 at exactly 4605 and 100 at 10500', () => {
    expect(heatFromPopularity(5)).toBe(4605);
    expect(heatFromPopularity(100)).toBe(10500);
    // (10500 − 4605) / ln 20 = 5895 / 2.9957323 = 1967.7993
    expect(HEAT_PER_LN_POPULARITY).toBeCloseTo(1967.7993, 4);
  });

  it('rises linearly in ln(popularity)', () => {
    // 6: 4605 + 1967.7993 · ln 1.2 (0.1823216) = 4605 + 358.77 = 4963.77 → 4964
    expect(heatFromPopularity(6)).toBe(4964);
    // 10: 4605 + 1967.7993 · ln 2 (0.6931472) = 4605 + 1363.97 = 5968.97 → 5969
    expect(heatFromPopularity(10)).toBe(5969);
    // 20: 4605 + 1967.7993 · ln 4 (1.3862944) = 4605 + 2727.95 = 7332.95 → 7333
    expect(heatFromPopularity(20)).toBe(7333);
    // 50: 4605 + 1967.7993 · ln 10 (2.3025851) = 4605 + 4531.03 = 9136.03 → 9136
    expect(heatFromPopularity(50)).toBe(9136);
  });

  it('clamps outside 5..100 and treats a missing popularity as the floor', () => {
    expect(heatFromPopularity(1)).toBe(4605);
    expect(heatFromPopularity(0)).toBe(4605);
    expect(heatFromPopularity(150)).toBe(10500);
    expect(heatFromPopularity(Number.NaN)).toBe(4605);
  });

  it('never decreases and always gives an integer', () => {
    let last = 0;
    for (let p = 5; p <= 100; p += 0.5) {
      const heat = heatFromPopularity(p);
      expect(Number.isInteger(heat)).toBe(true);
      expect(heat).toBeGreaterThanOrEqual(last);
      last = heat;
    }
  });
});

describe('isHotKeyword', () => {
  it('starts at 4605 inclusive', () => {
    expect(isHotKeyword(4605)).toBe(true);
    expect(isHotKeyword(4604)).toBe(false);
    expect(isHotKeyword(9000)).toBe(true);
  });
});
