import { CHINA_UTC_OFFSET_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { dailyCharts, hegemony } from './hegemony.ts';

/** A May 2026 day at the given China hour. */
const cst = (day: number, hour = 12) => new Date(Date.UTC(2026, 4, day, hour) - CHINA_UTC_OFFSET_MS);

// 1 May A B C D; 2 May A C B; 3 May B A in the morning, A B A E in the evening (the day's latest counts);
// 4 May B A C; no data on 5 May; 6 May B C A; 7 May B A.
const snapshots = [
  { at: cst(1), appIds: ['A', 'B', 'C', 'D'] },
  { at: cst(2), appIds: ['A', 'C', 'B'] },
  { at: cst(3, 20), appIds: ['A', 'B', 'A', 'E'] },
  { at: cst(3, 8), appIds: ['B', 'A'] },
  { at: cst(4), appIds: ['B', 'A', 'C'] },
  { at: cst(6), appIds: ['B', 'C', 'A'] },
  { at: cst(7), appIds: ['B', 'A'] },
];

describe('dailyCharts', () => {
  it('keeps each China day latest snapshot, in day order', () => {
    expect(dailyCharts(snapshots).map((d) => [d.day, d.appIds.join('')])).toEqual([
      ['20260501', 'ABCD'],
      ['20260502', 'ACB'],
      ['20260503', 'ABAE'],
      ['20260504', 'BAC'],
      ['20260506', 'BCA'],
      ['20260507', 'BA'],
    ]);
  });
});

describe('hegemony', () => {
  it('counts days at the top and runs at #1', () => {
    expect(hegemony(snapshots)).toEqual([
      // A: #1 on 1, 2, 3 May (a 3-day run, over by 4 May); top 3 on all six days.
      { id: 'A', daysTop1: 3, daysTop3: 6, daysTop10: 6, currentStreak: 0, longestStreak: 3 },
      // B: #1 on 4, 6, 7 May; 5 May has no data, so the run restarts on 6 May: 6-7 May = 2, current 2.
      // Top 3: #2 on 1 May, #3 on 2 May, #2 on 3 May, then #1 three times = 6.
      { id: 'B', daysTop1: 3, daysTop3: 6, daysTop10: 6, currentStreak: 2, longestStreak: 2 },
      // C: #3, #2, #3 (4 May), #2 (6 May) = 4 days in the top 3.
      { id: 'C', daysTop1: 0, daysTop3: 4, daysTop10: 4, currentStreak: 0, longestStreak: 0 },
      // D: #4 on 1 May. E: #4 on 3 May (A's repeat keeps its place). Tie → id order.
      { id: 'D', daysTop1: 0, daysTop3: 0, daysTop10: 1, currentStreak: 0, longestStreak: 0 },
      { id: 'E', daysTop1: 0, daysTop3: 0, daysTop10: 1, currentStreak: 0, longestStreak: 0 },
    ]);
  });

  it('only counts the first 10 places and handles empty input', () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const rows = hegemony([{ at: cst(1), appIds: ids }]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]).toEqual({ id: 1, daysTop1: 1, daysTop3: 1, daysTop10: 1, currentStreak: 1, longestStreak: 1 });
    expect(hegemony([])).toEqual([]);
  });
});
