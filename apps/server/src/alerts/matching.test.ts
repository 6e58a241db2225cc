import { describe, expect, it } from 'vitest';
import { keywordMoveMatch, ratingFalls, topCrossings, type RankAt } from './matching.ts';

const t = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
const series = (...ranks: (number | null)[]): RankAt[] => ranks.map((rank, i) => ({ at: t(i), rank }));

describe('a rank crossing the top N', () => {
  it('is each consecutive pair on either side of N, at the later point', () => {
    expect(topCrossings(series(12, 9, 10, 11, null, 3), 10)).toEqual([
      { at: t(1), entered: true, rank: 9, previousRank: 12 },
      { at: t(3), entered: false, rank: 11, previousRank: 10 },
      { at: t(5), entered: true, rank: 3, previousRank: null },
    ]);
  });

  it('counts leaving the chart as leaving the top, and moves outside or inside the top as nothing', () => {
    expect(topCrossings(series(1, null), 1)).toEqual([{ at: t(1), entered: false, rank: null, previousRank: 1 }]);
    expect(topCrossings(series(null, 60, 51, null), 50)).toEqual([]);
    expect(topCrossings(series(3, 1, 2), 3)).toEqual([]);
    expect(topCrossings(series(5), 10)).toEqual([]);
    expect(topCrossings([], 10)).toEqual([]);
  });
});

describe("a watched keyword's move", () => {
  const rule = { minChange: 5, top10Exit: false };
  it('is reported when the rank moves by at least the places asked for, up or down', () => {
    expect(keywordMoveMatch(3, 8, rule)).toEqual({ moved: true, leftTop: false });
    expect(keywordMoveMatch(30, 25, rule)).toEqual({ moved: true, leftTop: false });
    expect(keywordMoveMatch(3, 7, rule)).toBeNull();
    expect(keywordMoveMatch(4, 4, rule)).toBeNull();
  });

  it('counts entering or leaving the results as a move of any size', () => {
    expect(keywordMoveMatch(null, 150, rule)).toEqual({ moved: true, leftTop: false });
    expect(keywordMoveMatch(198, null, rule)).toEqual({ moved: true, leftTop: false });
    expect(keywordMoveMatch(null, null, rule)).toBeNull();
  });

  it('reports leaving the top 10 only when asked, and moves only when asked', () => {
    const top = { minChange: 0, top10Exit: true };
    expect(keywordMoveMatch(10, 11, top)).toEqual({ moved: false, leftTop: true });
    expect(keywordMoveMatch(2, null, top)).toEqual({ moved: false, leftTop: true });
    expect(keywordMoveMatch(11, 30, top)).toBeNull();
    expect(keywordMoveMatch(12, 4, top)).toBeNull();
    expect(keywordMoveMatch(8, 20, { minChange: 5, top10Exit: true })).toEqual({ moved: true, leftTop: true });
    expect(keywordMoveMatch(8, 20, { minChange: 0, top10Exit: false })).toBeNull();
  });
});

describe('a rating fall', () => {
  const at = (i: number, reviews: number, average: number | null) => ({ at: t(i), reviews, average });
  it('is a fall of at least 0.1 between consecutive points, the earlier on at least 20 reviews', () => {
    expect(ratingFalls([at(0, 30, 4.5), at(1, 36, 4.4), at(2, 40, 4.31), at(3, 45, 4.35)])).toEqual([
      { at: t(1), before: 4.5, after: 4.4, reviews: 36 },
    ]);
    expect(ratingFalls([at(0, 20, 4.8), at(1, 22, 4.2)])).toEqual([{ at: t(1), before: 4.8, after: 4.2, reviews: 22 }]);
  });

  it('leaves out what rests on too few reviews, no reviews, or a rise', () => {
    expect(ratingFalls([at(0, 19, 5), at(1, 25, 3)])).toEqual([]);
    expect(ratingFalls([at(0, 0, null), at(1, 25, 3)])).toEqual([]);
    expect(ratingFalls([at(0, 30, 4), at(1, 31, 4.2)])).toEqual([]);
    expect(ratingFalls([at(0, 30, 4)])).toEqual([]);
  });
});
