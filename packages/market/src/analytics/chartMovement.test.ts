import { describe, expect, it } from 'vitest';
import { biggestMovers, chartMovement, compareCharts, top10Volatility } from './chartMovement.ts';

describe('compareCharts', () => {
  it('lists the later chart in order, then the apps that left, each with both ranks', () => {
    expect(compareCharts(['A', 'B', 'C'], ['B', 'D', 'A'])).toEqual([
      { id: 'B', rankBefore: 2, rankAfter: 1, change: 1, kind: 'up' },
      { id: 'D', rankBefore: 0, rankAfter: 2, change: 99999, kind: 'entered' },
      { id: 'A', rankBefore: 1, rankAfter: 3, change: -2, kind: 'down' },
      { id: 'C', rankBefore: 3, rankAfter: 0, change: -99999, kind: 'left' },
    ]);
  });

  it('counts a repeated id once, at its first rank, and marks unmoved apps', () => {
    expect(compareCharts(['A', 'B'], ['A', 'B', 'A'])).toEqual([
      { id: 'A', rankBefore: 1, rankAfter: 1, change: 0, kind: 'same' },
      { id: 'B', rankBefore: 2, rankAfter: 2, change: 0, kind: 'same' },
    ]);
    expect(compareCharts([], [])).toEqual([]);
  });
});

describe('biggestMovers', () => {
  const rows = compareCharts([1, 2, 3, 4, 5, 6], [6, 5, 1, 7, 2, 3]);
  it('ranks climbs and falls among apps on both charts, entering and leaving apart', () => {
    expect(biggestMovers(rows, 'up', 10).map((r) => [r.id, r.change])).toEqual([
      [6, 5],
      [5, 3],
    ]);
    // 2 and 3 both fell 3 places: 2 is better placed now (5th against 6th); 1 fell only 2.
    expect(biggestMovers(rows, 'down', 2).map((r) => [r.id, r.change])).toEqual([
      [2, -3],
      [3, -3],
    ]);
  });

  it('breaks ties by the better later rank', () => {
    const tied = compareCharts(['a', 'b', 'c', 'd'], ['c', 'd', 'a', 'b']);
    expect(biggestMovers(tied, 'up', 5).map((r) => r.id)).toEqual(['c', 'd']);
    expect(biggestMovers(tied, 'down', 5).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('chartMovement', () => {
  it('counts entered, left, up, down and same apps', () => {
    expect(chartMovement([1, 2, 3, 4, 5, 6], [6, 5, 1, 7, 2, 3], 10)).toEqual({
      size: 6,
      entered: 1,
      left: 1,
      up: 2,
      down: 3,
      same: 0,
      // Moves: 6: 5, 5: 3, 1: 2, 7: 11 − 4 = 7, 2: 3, 3: 3 → 23 places over 6 apps of a 10-deep chart.
      index: 38.3,
    });
  });

  it('scores an unchanged chart 0 and an empty one 0', () => {
    expect(chartMovement(['a', 'b'], ['a', 'b'], 200).index).toBe(0);
    expect(chartMovement(['a'], [], 200)).toEqual({ size: 0, entered: 0, left: 1, up: 0, down: 0, same: 0, index: 0 });
  });
});

describe('top10Volatility', () => {
  const top = Array.from({ length: 12 }, (_, i) => `app${i + 1}`);
  it('is 0 for the same top 10, whatever happens below it', () => {
    expect(top10Volatility(top, [...top.slice(0, 10), 'x', 'y'])).toBe(0);
  });

  it('weighs each move by its size: #1 and #2 swapped moves 2 of 110 places', () => {
    expect(top10Volatility(top, ['app2', 'app1', ...top.slice(2)])).toBe(1.8);
  });

  it('counts a place outside the top 10 as 11', () => {
    // app10 leaves (1 place), app11 comes in at #10 (1 place).
    expect(top10Volatility(top, [...top.slice(0, 9), 'app11'])).toBe(1.8);
    // A newcomer at #1 pushes everyone down one: 10 places in, 9 × 1 down, app10 out by 1 → 20.
    expect(top10Volatility(top, ['new', ...top])).toBe(18.2);
  });

  it('is 100 when all ten are replaced', () => {
    expect(
      top10Volatility(
        top.slice(0, 10),
        Array.from({ length: 10 }, (_, i) => `other${i}`),
      ),
    ).toBe(100);
  });
});
