import { describe, expect, it } from 'vitest';
import { addCoverage, coverageWithDiff, isRankWithin, keywordCoverage } from './coverage.ts';

describe('isRankWithin', () => {
  it('accepts whole ranks 1..depth only', () => {
    expect(isRankWithin(1, 200)).toBe(true);
    expect(isRankWithin(200, 200)).toBe(true);
    expect(isRankWithin(201, 200)).toBe(false);
    expect(isRankWithin(0, 200)).toBe(false);
    expect(isRankWithin(null, 200)).toBe(false);
    expect(isRankWithin(2.5, 200)).toBe(false);
    expect(isRankWithin(Number.NaN, 200)).toBe(false);
  });
});

describe('keywordCoverage', () => {
  it('counts hot keywords ranked within the depth, and their top 3 and top 10', () => {
    const ranks = [
      { heat: 4605, rank: 1 }, // hot (floor counts), top 3 and top 10
      { heat: 8000, rank: 3 }, // top 3 and top 10
      { heat: 6000, rank: 4 }, // top 10 only
      { heat: 7000, rank: 10 }, // top 10 only
      { heat: 5000, rank: 11 }, // total only
      { heat: 9000, rank: 200 }, // total only (the depth itself counts)
      { heat: 9000, rank: 201 }, // beyond the depth: nowhere
      { heat: 4604, rank: 1 }, // too cold: nowhere
      { heat: 9000, rank: null }, // not in the results: nowhere
    ];
    // total: 6 (first six); top10: 4 (ranks 1, 3, 4, 10); top3: 2 (ranks 1, 3)
    expect(keywordCoverage(ranks)).toEqual({ total: 6, top3: 2, top10: 4 });
  });

  it('is all zero with no keywords', () => {
    expect(keywordCoverage([])).toEqual({ total: 0, top3: 0, top10: 0 });
  });
});

describe('addCoverage', () => {
  it('gives every app its coverage from the keyword results', () => {
    const ids = (head: number[], length: number) => [
      ...head,
      ...Array.from({ length: length - head.length }, (_, i) => 1000 + i),
    ];
    const results = [
      // Hot: app 1 at rank 1, app 2 at rank 2, app 3 at rank 11.
      { heat: 6000, appIds: ids([1, 2, 90, 91, 92, 93, 94, 95, 96, 97, 3], 11) },
      // Hot: app 2 at rank 1, app 1 repeated (counts once, at rank 2).
      { heat: 5000, appIds: [2, 1, 1] },
      // Cold: counts for nobody.
      { heat: 4000, appIds: [1, 2, 3] },
      // Hot but app 3 at rank 201, beyond the depth.
      { heat: 7000, appIds: ids([], 200).concat([3]) },
    ];
    const byApp = addCoverage(new Map(), results);
    // app 1: rank 1 and rank 2 → total 2, top3 2, top10 2
    expect(byApp.get(1)).toEqual({ total: 2, top3: 2, top10: 2 });
    // app 2: rank 2 and rank 1 → 2, 2, 2
    expect(byApp.get(2)).toEqual({ total: 2, top3: 2, top10: 2 });
    // app 3: rank 11 only (201 is beyond the depth) → 1, 0, 0
    expect(byApp.get(3)).toEqual({ total: 1, top3: 0, top10: 0 });
    // app 90 at rank 3 → 1, 1, 1; app 94 at rank 7 → 1, 0, 1
    expect(byApp.get(90)).toEqual({ total: 1, top3: 1, top10: 1 });
    expect(byApp.get(94)).toEqual({ total: 1, top3: 0, top10: 1 });
  });

  it('agrees with keywordCoverage for one app', () => {
    const results = [
      { heat: 6000, appIds: [5, 7] },
      { heat: 4000, appIds: [7] },
      { heat: 9000, appIds: [8, 8, 8, 7] },
    ];
    // app 7: rank 2 (hot), rank 1 (cold), rank 4 (hot)
    const app7 = keywordCoverage([
      { heat: 6000, rank: 2 },
      { heat: 4000, rank: 1 },
      { heat: 9000, rank: 4 },
    ]);
    expect(addCoverage(new Map(), results).get(7)).toEqual(app7);
    expect(app7).toEqual({ total: 2, top3: 1, top10: 2 });
  });

  it('gathers part by part the same as at once', () => {
    const results = [
      { heat: 6000, appIds: [5, 7] },
      { heat: 4000, appIds: [7] },
      { heat: 9000, appIds: [8, 8, 8, 7] },
      { heat: 5000, appIds: [7, 5] },
    ];
    const byApp = new Map();
    for (const part of [results.slice(0, 1), results.slice(1, 3), results.slice(3)]) addCoverage(byApp, part);
    expect(byApp).toEqual(addCoverage(new Map(), results));
    expect(byApp.get(7)).toEqual({ total: 3, top3: 2, top10: 3 });
  });
});

describe('coverageWithDiff', () => {
  it('gives each figure with today minus yesterday', () => {
    // total 120 − 100 = +20; top3 8 − 10 = −2; top10 30 − 30 = 0
    expect(coverageWithDiff({ total: 120, top3: 8, top10: 30 }, { total: 100, top3: 10, top10: 30 })).toEqual({
      total: { total: 120, diff: 20 },
      top3: { total: 8, diff: -2 },
      top10: { total: 30, diff: 0 },
    });
  });

  it('shows no change when yesterday is unknown', () => {
    expect(coverageWithDiff({ total: 5, top3: 1, top10: 2 }, null)).toEqual({
      total: { total: 5, diff: 0 },
      top3: { total: 1, diff: 0 },
      top10: { total: 2, diff: 0 },
    });
  });
});
