import { describe, it, expect } from 'vitest';
import { RANK_SENTINEL, computeRankChange, describeRankChange } from './rank.ts';

describe('computeRankChange', () => {
  it('is previous minus current when both are on the chart', () => {
    expect(computeRankChange(5, 12)).toBe(7);
    expect(computeRankChange(12, 5)).toBe(-7);
    expect(computeRankChange(3, 3)).toBe(0);
    expect(computeRankChange(1, 200)).toBe(199);
  });

  it('uses the ±99999 sentinel for entering and dropping off', () => {
    expect(RANK_SENTINEL).toBe(99999);
    expect(computeRankChange(8, null)).toBe(99999);
    expect(computeRankChange(null, 8)).toBe(-99999);
    expect(computeRankChange(null, null)).toBe(0);
  });

  it('treats zero, undefined and NaN ranks as absent', () => {
    expect(computeRankChange(8, 0)).toBe(99999);
    expect(computeRankChange(0, 8)).toBe(-99999);
    expect(computeRankChange(undefined, undefined)).toBe(0);
    expect(computeRankChange(Number.NaN, 4)).toBe(-99999);
  });
});

describe('describeRankChange (spec 4)', () => {
  it('marks preRank 0 as newly listed whatever the change', () => {
    expect(describeRankChange(99999, 0)).toEqual({ kind: 'new', value: 0, text: '新上榜' });
    expect(describeRankChange(3, 0)).toEqual({ kind: 'new', value: 0, text: '新上榜' });
  });

  it('shows the sentinels as entered and dropped', () => {
    expect(describeRankChange(99999)).toEqual({ kind: 'entered', value: 0, text: '进榜' });
    expect(describeRankChange(-99999, 12)).toEqual({ kind: 'dropped', value: 0, text: '跌出榜' });
  });

  it('shows up and down by their absolute size and flat as "-"', () => {
    expect(describeRankChange(7, 12)).toEqual({ kind: 'up', value: 7, text: '7' });
    expect(describeRankChange(-15, 3)).toEqual({ kind: 'down', value: 15, text: '15' });
    expect(describeRankChange(0, 4)).toEqual({ kind: 'flat', value: 0, text: '-' });
    expect(describeRankChange(0)).toEqual({ kind: 'flat', value: 0, text: '-' });
  });

  it('ignores a missing preRank', () => {
    expect(describeRankChange(1, null)).toEqual({ kind: 'up', value: 1, text: '1' });
    expect(describeRankChange(-1, undefined)).toEqual({ kind: 'down', value: 1, text: '1' });
    expect(describeRankChange(99998)).toEqual({ kind: 'up', value: 99998, text: '99998' });
  });

  it('agrees with computeRankChange', () => {
    expect(describeRankChange(computeRankChange(4, null)).kind).toBe('entered');
    expect(describeRankChange(computeRankChange(null, 4)).kind).toBe('dropped');
    expect(describeRankChange(computeRankChange(4, 9)).text).toBe('5');
  });
});
