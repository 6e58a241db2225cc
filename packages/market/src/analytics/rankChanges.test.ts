import { describe, expect, it } from 'vitest';
import { RANK_SENTINEL } from '@bangyan/contract';
import { chartRankChanges, comparisonSnapshot, droppedOff, rankById } from './rankChanges.ts';

describe('rankById', () => {
  it('ranks by position and keeps the first rank of a repeated id', () => {
    expect([...rankById(['a', 'b', 'a', 'c'])]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 4],
    ]);
  });
});

describe('chartRankChanges', () => {
  it('gives previous minus current, and 0 / +99999 for a newly listed app', () => {
    // Yesterday: 10 (#1), 20 (#2), 30 (#3), 40 (#4). Today: 30 (#1), 10 (#2), 50 (#3), 40 (#4).
    // 30: 3 − 1 = +2; 10: 1 − 2 = −1; 50: new → preRank 0, +99999; 40: 4 − 4 = 0.
    expect(chartRankChanges([30, 10, 50, 40], [10, 20, 30, 40])).toEqual([
      { id: 30, rank: 1, preRank: 3, rankChange: 2 },
      { id: 10, rank: 2, preRank: 1, rankChange: -1 },
      { id: 50, rank: 3, preRank: 0, rankChange: RANK_SENTINEL },
      { id: 40, rank: 4, preRank: 4, rankChange: 0 },
    ]);
  });

  it('works on Android package names', () => {
    expect(chartRankChanges(['com.b', 'com.a'], ['com.a', 'com.b'])).toEqual([
      { id: 'com.b', rank: 1, preRank: 2, rankChange: 1 },
      { id: 'com.a', rank: 2, preRank: 1, rankChange: -1 },
    ]);
  });

  it('compares nothing when there is no earlier chart', () => {
    expect(chartRankChanges([7, 8], null)).toEqual([
      { id: 7, rank: 1, preRank: null, rankChange: 0 },
      { id: 8, rank: 2, preRank: null, rankChange: 0 },
    ]);
  });

  it('lists a repeated id once, at its first rank', () => {
    // Yesterday 5 was #2; today it appears at #1 and again at #3: +1, and 6 is #2, new.
    expect(chartRankChanges([5, 6, 5], [9, 5])).toEqual([
      { id: 5, rank: 1, preRank: 2, rankChange: 1 },
      { id: 6, rank: 2, preRank: 0, rankChange: RANK_SENTINEL },
    ]);
  });
});

describe('droppedOff', () => {
  it('lists the earlier entries missing now, in earlier order, with −99999', () => {
    // Yesterday 10, 20, 30, 40; today 30, 10, 50: 20 (was #2) and 40 (was #4) dropped off.
    expect(droppedOff([30, 10, 50], [10, 20, 30, 40])).toEqual([
      { id: 20, preRank: 2, rankChange: -RANK_SENTINEL },
      { id: 40, preRank: 4, rankChange: -RANK_SENTINEL },
    ]);
  });

  it('is empty without an earlier chart or when nothing left', () => {
    expect(droppedOff([1, 2], null)).toEqual([]);
    expect(droppedOff([2, 1], [1, 2])).toEqual([]);
  });
});

describe('comparisonSnapshot', () => {
  const s = (iso: string) => ({ at: new Date(iso) });
  const now = new Date('2026-05-02T10:00:00Z');

  it('takes the latest snapshot at or before 24 h earlier', () => {
    const snaps = [s('2026-05-01T08:05:00Z'), s('2026-05-01T09:05:00Z'), s('2026-05-01T10:05:00Z')];
    // Target 2026-05-01T10:00Z; 10:05 is after it, 09:05 is the latest before.
    expect(comparisonSnapshot(snaps, now)).toBe(snaps[1]);
  });

  it('accepts exactly 24 h and exactly the tolerance, not beyond', () => {
    const exact = s('2026-05-01T10:00:00Z');
    expect(comparisonSnapshot([exact], now)).toBe(exact);
    // Tolerance 2 h: 08:00 is the limit, 07:59 too old.
    const limit = s('2026-05-01T08:00:00Z');
    expect(comparisonSnapshot([limit], now)).toBe(limit);
    expect(comparisonSnapshot([s('2026-05-01T07:59:00Z')], now)).toBeNull();
    expect(comparisonSnapshot([], now)).toBeNull();
  });
});
