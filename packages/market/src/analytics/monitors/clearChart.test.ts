import { HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { detectClearChart, type ChartRound } from './clearChart.ts';

const h = (hour: number) => new Date(Date.UTC(2026, 4, 1, hour));
const round = (hour: number, free: number[], games: number[], grossing: number[], onSale: number[]): ChartRound => ({
  at: h(hour),
  charts: [
    { type: 'free', genre: 0, appIds: free },
    { type: 'free', genre: 6014, appIds: games },
    { type: 'grossing', genre: 0, appIds: grossing },
  ],
  onSale: new Set(onSale),
});

// 11: free #2 and grossing #1 at 00:00, then on no chart at 01:00 and 02:00 while on sale → cleared at 01:00.
// 12: free #3 at 00:00, then only on the games chart → not cleared.
// 20: free #4 at 00:00, gone at 01:00 and 02:00 but lookup misses it at 02:00 → offline, not cleared.
// 30: free #3 at 01:00, gone at 02:00 and 03:00 while on sale → cleared at 02:00, once 03:00 is known.
const r0 = round(0, [10, 11, 12, 20], [12, 13], [11, 10], []);
const r1 = round(1, [10, 13, 30], [12, 13], [10], [11, 20]);
const r2 = round(2, [10, 13], [12, 13], [10], [11, 30]);
const r3 = round(3, [10, 13], [12, 13], [10], [11, 30]);

describe('detectClearChart', () => {
  it('reports an app gone from every chart on two consecutive snapshots while on sale', () => {
    expect(detectClearChart([r0, r1, r2])).toEqual([
      { kind: 'clear-chart', appId: 11, at: h(1), rankBefore: 1, chartType: 'grossing', rankBeforeAt: h(0) },
    ]);
  });

  it('waits for the second absent snapshot and keeps earlier keys when more rounds arrive', () => {
    // Input order does not matter; with 03:00 known, 30 (free #3 at 01:00) is cleared at 02:00; 11 is not repeated.
    expect(detectClearChart([r3, r1, r0, r2])).toEqual([
      { kind: 'clear-chart', appId: 11, at: h(1), rankBefore: 1, chartType: 'grossing', rankBeforeAt: h(0) },
      { kind: 'clear-chart', appId: 30, at: h(2), rankBefore: 3, chartType: 'free', rankBeforeAt: h(1) },
    ]);
  });

  it('does not report a single absent snapshot', () => {
    // 11 is back on the free chart at 02:00.
    const back = round(2, [10, 11], [12, 13], [10], [11]);
    expect(detectClearChart([r0, r1, back])).toEqual([]);
    expect(detectClearChart([r0, r1])).toEqual([]);
  });

  it('counts an app on an overall chart in the day before that slipped to a category chart just before', () => {
    // 40: free #2 at 00:00, only on the games chart at 12:00, then on no chart at 13:00 and 14:00.
    // 41: free #1 at 00:00 the day before (over 24 h before 12:00), then only on games: not counted.
    const rounds = [
      round(-13, [41], [41], [], []),
      round(0, [1, 40], [40], [], []),
      round(12, [1], [40, 41], [], []),
      round(13, [1], [], [], [40, 41]),
      round(14, [1], [], [], [40, 41]),
    ];
    expect(detectClearChart(rounds)).toEqual([
      { kind: 'clear-chart', appId: 40, at: h(13), rankBefore: 2, chartType: 'free', rankBeforeAt: h(0) },
    ]);
    // Looking back 6 hours only, 40 is not counted either.
    expect(detectClearChart(rounds, 2, 6 * HOUR_MS)).toEqual([]);
  });

  it('keeps the first chart on a tie of ranks, and takes the number of snapshots as a parameter', () => {
    const a = round(0, [5], [], [5], []);
    const b = round(1, [], [], [], [5]);
    // free #1 and grossing #1: free comes first in the round. With 1 snapshot required, b alone suffices.
    expect(detectClearChart([a, b], 1)).toEqual([
      { kind: 'clear-chart', appId: 5, at: h(1), rankBefore: 1, chartType: 'free', rankBeforeAt: h(0) },
    ]);
  });
});
