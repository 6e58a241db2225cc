import { describe, expect, it } from 'vitest';
import { soaring } from './soaring.ts';

// Depth 10 to keep the numbers small; off-chart counts as rank 11.
// Yesterday: 1..10 = apps 101..110. Today: 105, 201 (new), 110, 101, 102, 103, 104, 202 (new), 106, 107.
// Dropped off: 108 (was #8), 109 (was #9).
const yesterday = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];
const today = [105, 201, 110, 101, 102, 103, 104, 202, 106, 107];

describe('soaring rise', () => {
  it('ranks rises, newcomers counting from depth + 1', () => {
    // 201: 11 − 2 = 9; 110: 10 − 3 = 7; 105: 5 − 1 = 4; 202: 11 − 8 = 3. Others fell or stayed.
    expect(soaring(today, yesterday, 'rise', 10)).toEqual([
      { id: 201, rank: 2, preRank: 0, diff: 9 },
      { id: 110, rank: 3, preRank: 10, diff: 7 },
      { id: 105, rank: 1, preRank: 5, diff: 4 },
      { id: 202, rank: 8, preRank: 0, diff: 3 },
    ]);
  });

  it('breaks ties by the better current rank and cuts at top', () => {
    // Yesterday 1, 2, 5, 7, 3, 4, 6; today 1, 3, 4, 2, 5, 6, 7, 9.
    // 3: 5 → 2 (+3); 4: 6 → 3 (+3); 9: new at #8, 11 − 8 = +3; 6: 7 → 6 (+1); 2, 5 and 7 fell; 1 stayed.
    const items = soaring([1, 3, 4, 2, 5, 6, 7, 9], [1, 2, 5, 7, 3, 4, 6], 'rise', 10);
    expect(items.map((i) => [i.id, i.diff])).toEqual([
      [3, 3],
      [4, 3],
      [9, 3],
      [6, 1],
    ]);
    expect(soaring([1, 3, 4, 2, 5, 6, 7, 9], [1, 2, 5, 7, 3, 4, 6], 'rise', 10, 2).map((i) => i.id)).toEqual([3, 4]);
  });
});

describe('soaring fall', () => {
  it('ranks falls, leavers falling to depth + 1', () => {
    // 108: 8 − 11 = −3; 109: 9 − 11 = −2; 101: 1 − 4 = −3; 102: 2 − 5 = −3; 103: 3 − 6 = −3;
    // 104: 4 − 7 = −3; 106: 6 − 9 = −3; 107: 7 − 10 = −3. Ties at −3 go to the better earlier rank.
    expect(soaring(today, yesterday, 'fall', 10)).toEqual([
      { id: 101, rank: 4, preRank: 1, diff: -3 },
      { id: 102, rank: 5, preRank: 2, diff: -3 },
      { id: 103, rank: 6, preRank: 3, diff: -3 },
      { id: 104, rank: 7, preRank: 4, diff: -3 },
      { id: 106, rank: 9, preRank: 6, diff: -3 },
      { id: 107, rank: 10, preRank: 7, diff: -3 },
      { id: 108, rank: 0, preRank: 8, diff: -3 },
      { id: 109, rank: 0, preRank: 9, diff: -2 },
    ]);
  });

  it('puts the largest fall first', () => {
    // 'a' 1 → off (depth 200: 1 − 201 = −200); 'b' 2 → 3 (−1).
    expect(soaring(['c', 'x', 'b'], ['a', 'b', 'c'], 'fall')).toEqual([
      { id: 'a', rank: 0, preRank: 1, diff: -200 },
      { id: 'b', rank: 3, preRank: 2, diff: -1 },
    ]);
  });
});

describe('soaring without an earlier chart', () => {
  it('has nothing to compare', () => {
    expect(soaring([1, 2], null)).toEqual([]);
    expect(soaring([1, 2], null, 'fall')).toEqual([]);
  });
});
