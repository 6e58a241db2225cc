import { describe, expect, it } from 'vitest';
import { maximum, mode, sameRank, stableShare, topShareInBand, topToRank200, type CoverageFigures } from './figures.ts';

const cov = (appId: number, total: number, top3: number, top10: number): CoverageFigures => ({
  appId,
  total,
  top3,
  top10,
});

describe('realism figures', () => {
  it('takes the median top-10 and top-3 share of the apps in a rank band', () => {
    const coverage = [cov(1, 100, 10, 40), cov(2, 50, 5, 10), cov(3, 200, 0, 2), cov(4, 5, 5, 5)];
    const ranks = new Map([
      [1, 1],
      [2, 2],
      [3, 50],
      [4, 3],
    ]);
    // Apps 1 and 2 are in 1..10 (app 4 covers fewer than 10 keywords): median(0.4, 0.2) = 0.3.
    expect(topShareInBand(coverage, ranks, { from: 1, to: 10 }, 10)).toBeCloseTo(0.3, 10);
    expect(topShareInBand(coverage, ranks, { from: 1, to: 10 }, 3)).toBeCloseTo(0.1, 10);
    expect(topShareInBand(coverage, ranks, { from: 11, to: 100 }, 10)).toBeCloseTo(0.01, 10);
    expect(topShareInBand(coverage, ranks, { from: 101, to: 500 }, 10)).toBeNull();
  });

  it('finds the most common value (the smallest on a tie) and the largest', () => {
    expect(mode([5969, 4605, 4605, 7333])).toBe(4605);
    expect(mode([7333, 5969])).toBe(5969);
    expect(mode([])).toBeNull();
    expect(maximum([4605, 10226, 7333])).toBe(10226);
    expect(maximum([])).toBeNull();
  });

  it('counts a rank within ±10% (at least ±1) as unchanged', () => {
    expect(sameRank(1, 2)).toBe(true);
    expect(sameRank(1, 3)).toBe(false);
    expect(sameRank(100, 108)).toBe(true);
    expect(sameRank(100, 115)).toBe(false);
  });

  it('shares the pairs within ±30% among those with a steady calibration', () => {
    const pairs = [
      { before: 100, after: 120, calibrationMoved: false },
      { before: 100, after: 200, calibrationMoved: false },
      { before: 100, after: 300, calibrationMoved: true },
    ];
    expect(stableShare(pairs)).toBe(0.5);
    expect(stableShare([{ before: 100, after: 300, calibrationMoved: true }])).toBeNull();
  });

  it('gives the #1 over #200 ratio of a power law', () => {
    expect(topToRank200(1)).toBeCloseTo(200, 10);
    expect(topToRank200(Math.log(150) / Math.log(200))).toBeCloseTo(150, 8);
  });
});
