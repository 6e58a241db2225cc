import { CHINA_UTC_OFFSET_MS, MINUTE_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { detectClearWords } from './clearWords.ts';

/** China wall-clock time on a May 2026 day. */
const cst = (day: number, hour: number) => new Date(Date.UTC(2026, 4, day, hour) - CHINA_UTC_OFFSET_MS);
const point = (appId: number, day: number, hour: number, total: number, onSale = true) => ({
  appId,
  at: cst(day, hour),
  total,
  onSale,
});

describe('detectClearWords', () => {
  it('compares with the last point of the day before and reports the first collapse of the day', () => {
    // 1 May: 300 at 08:00, 240 at 22:00 (the day's last: "before" = 240).
    // 2 May: 130 (> 120), 120 (≤ 0.5 × 240 → event), 60 (same day: no second event).
    const events = detectClearWords([
      point(1, 1, 8, 300),
      point(1, 1, 22, 240),
      point(1, 2, 8, 130),
      point(1, 2, 9, 120),
      point(1, 2, 10, 60),
    ]);
    expect(events).toEqual([{ kind: 'clear-words', appId: 1, at: cst(2, 9), coverageBefore: 240, coverageAfter: 120 }]);
  });

  it('needs at least 100 keywords the day before', () => {
    // 100 → 50: 50 ≤ 0.5 × 100 → event. 99 → 0: below the minimum → nothing.
    expect(detectClearWords([point(2, 1, 12, 100), point(2, 2, 12, 50)]).map((e) => e.appId)).toEqual([2]);
    expect(detectClearWords([point(3, 1, 12, 99), point(3, 2, 12, 0)])).toEqual([]);
  });

  it('is not a clearing while off sale, nor without the day before', () => {
    expect(detectClearWords([point(4, 1, 12, 400), point(4, 2, 12, 10, false)])).toEqual([]);
    // 1 May and 3 May: no point on 2 May, so nothing to compare with.
    expect(detectClearWords([point(5, 1, 12, 400), point(5, 3, 12, 10)])).toEqual([]);
  });

  it('uses China days: 23:30 and 00:30 China time are different days', () => {
    // 1 May 23:30 China time: 200; 2 May 00:30: 100 → 100 ≤ 0.5 × 200 → event at 00:30.
    const late = { appId: 6, at: new Date(cst(1, 23).getTime() + 30 * MINUTE_MS), total: 200, onSale: true };
    const early = { appId: 6, at: new Date(cst(2, 0).getTime() + 30 * MINUTE_MS), total: 100, onSale: true };
    expect(detectClearWords([early, late])).toEqual([
      { kind: 'clear-words', appId: 6, at: early.at, coverageBefore: 200, coverageAfter: 100 },
    ]);
  });

  it('takes ratio and minimum as parameters', () => {
    // 200 → 140: 140 ≤ 0.7 × 200 = 140 with ratio 0.7; not with the default 0.5.
    const points = [point(7, 1, 12, 200), point(7, 2, 12, 140)];
    expect(detectClearWords(points)).toEqual([]);
    expect(detectClearWords(points, 0.7).map((e) => e.coverageAfter)).toEqual([140]);
    expect(detectClearWords(points, 0.7, 201)).toEqual([]);
  });
});
