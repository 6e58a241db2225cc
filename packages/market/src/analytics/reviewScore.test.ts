import { describe, expect, it } from 'vitest';
import { reviewScoreTrend } from './reviewScore.ts';

describe('reviewScoreTrend', () => {
  it("averages each day's stars and runs an average from the reviews before", () => {
    expect(
      reviewScoreTrend(
        [
          { day: '2026-11-20', stars: [1, 0, 0, 0, 1] },
          { day: '2026-11-21', stars: [0, 0, 0, 0, 0] },
          { day: '2026-11-22', stars: [0, 0, 0, 2, 0] },
        ],
        { count: 2, starSum: 8 },
      ),
    ).toEqual([
      // (1 + 5) / 2 = 3; (8 + 6) / 4 = 3.5
      { day: '2026-11-20', count: 2, average: 3, running: 3.5 },
      { day: '2026-11-21', count: 0, average: null, running: 3.5 },
      // (4 + 4) / 2 = 4; (14 + 8) / 6 = 3.6667
      { day: '2026-11-22', count: 2, average: 4, running: 22 / 6 },
    ]);
  });

  it('has no running average before any review', () => {
    expect(reviewScoreTrend([{ day: '2026-11-20', stars: [0, 0, 0, 0, 0] }])).toEqual([
      { day: '2026-11-20', count: 0, average: null, running: null },
    ]);
  });
});
