import { describe, expect, it } from 'vitest';
import { RANK_SENTINEL } from '@bangyan/contract';
import { monthBefore, monthlyTop, monthRanking } from './monthly.ts';

const v = (appId: number, day: string, value: number) => ({ appId, day, value });

describe('monthBefore', () => {
  it('steps back a month across the year', () => {
    expect(monthBefore('2026-05')).toBe('2026-04');
    expect(monthBefore('2026-01')).toBe('2025-12');
  });

  it('refuses anything but YYYY-MM', () => {
    expect(() => monthBefore('2026-13')).toThrow(RangeError);
    expect(() => monthBefore('202605')).toThrow(RangeError);
  });
});

describe('monthRanking', () => {
  it('sums the month days per app, ranks by total then id', () => {
    const daily = [
      v(1, '20260401', 100),
      v(1, '20260430', 50.4), // 1: 150.4
      v(2, '20260415', 150.4), // 2: 150.4, ties with 1 → id order
      v(3, '20260410', 300),
      v(3, '20260501', 9999), // May: not in April
      v(4, '20260402', Number.NaN), // skipped: 4 has no April total
    ];
    expect(monthRanking(daily, '2026-04')).toEqual([
      { appId: 3, total: 300 },
      { appId: 1, total: 150.4 },
      { appId: 2, total: 150.4 },
    ]);
  });
});

describe('monthlyTop', () => {
  it('gives rank, rounded total, previous rank and change', () => {
    const daily = [
      // March: 10 → 900, 20 → 800, 30 → 700, 40 → 600 (ranks 1..4).
      v(10, '20260305', 900),
      v(20, '20260305', 800),
      v(30, '20260305', 700),
      v(40, '20260305', 600),
      // April: 30 → 1000.6 (two days), 10 → 500, 50 → 400 (new), 20 → 100.
      v(30, '20260401', 600.3),
      v(30, '20260402', 400.3),
      v(10, '20260401', 500),
      v(50, '20260420', 400),
      v(20, '20260430', 100),
    ];
    expect(monthlyTop(daily, '2026-04')).toEqual({
      monthName: '2026-04',
      list: [
        // 30: March #3 → April #1: 3 − 1 = +2; 600.3 + 400.3 = 1000.6 → 1001
        { rank: 1, appId: 30, monthTotal: 1001, preRank: 3, rankChange: 2 },
        // 10: #1 → #2: −1
        { rank: 2, appId: 10, monthTotal: 500, preRank: 1, rankChange: -1 },
        // 50: not in March → preRank 0, +99999
        { rank: 3, appId: 50, monthTotal: 400, preRank: 0, rankChange: RANK_SENTINEL },
        // 20: #2 → #4: −2
        { rank: 4, appId: 20, monthTotal: 100, preRank: 2, rankChange: -2 },
      ],
    });
  });

  it('keeps the top 10 but reads the previous rank from the full ranking', () => {
    // March: app k (1..12) has 100·k, so app 12 is #1 … app 1 is #12.
    // April: app k has 100·(13 − k), so app 1 is #1 (was #12: +11) … app 10 is #10 (was #3: −7).
    const daily = Array.from({ length: 12 }, (_, i) => [
      v(i + 1, '20260301', 100 * (i + 1)),
      v(i + 1, '20260401', 100 * (12 - i)),
    ]).flat();
    const { list } = monthlyTop(daily, '2026-04');
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ rank: 1, appId: 1, monthTotal: 1200, preRank: 12, rankChange: 11 });
    expect(list[9]).toEqual({ rank: 10, appId: 10, monthTotal: 300, preRank: 3, rankChange: -7 });
  });

  it('is empty with no estimates in the month', () => {
    expect(monthlyTop([v(1, '20260301', 5)], '2026-04')).toEqual({ monthName: '2026-04', list: [] });
  });
});
