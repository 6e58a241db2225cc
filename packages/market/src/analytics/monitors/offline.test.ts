import { describe, expect, it } from 'vitest';
import { bestRankBefore, detectOffline } from './offline.ts';

/** 1 May 2026 at the given UTC hour (negative hours reach back into 30 April). */
const h = (hour: number) => new Date(Date.UTC(2026, 4, 1, hour));
const check = (appId: number, hour: number, present: boolean) => ({ appId, at: h(hour), present });

/** Overall chart snapshots in which app 1 stands at the given rank (other places filled with 900+). */
const snap = (hour: number, rankOfApp1: number) => ({
  at: h(hour),
  appIds: [...Array.from({ length: rankOfApp1 - 1 }, (_, i) => 900 + i), 1],
});
const snapshots = [snap(-25, 1), snap(0, 7), snap(2, 3), snap(3, 2), snap(4, 1)];

describe('bestRankBefore', () => {
  it('takes the best rank within [at − 24 h, at]', () => {
    // At 03:00 the window is 30 Apr 03:00 .. 1 May 03:00: ranks 7 (00:00), 3 (02:00), 2 (03:00); the
    // rank 1 of 30 Apr 02:00 is too old and the rank 1 of 04:00 too late → 2.
    expect(bestRankBefore(1, h(3), snapshots)).toBe(2);
    // At 01:00: only 00:00 (7) is inside.
    expect(bestRankBefore(1, h(1), snapshots)).toBe(7);
    expect(bestRankBefore(2, h(3), snapshots)).toBeNull();
  });
});

describe('detectOffline', () => {
  it('needs two consecutive misses, dates the event at the first, and ends it when back online', () => {
    // 00 present, 01 missing, 02 present (a glitch), 03-05 missing (offline at 03), 06 present (online),
    // 07-08 missing (a new offline at 07).
    const checks = [
      check(1, 0, true),
      check(1, 1, false),
      check(1, 2, true),
      check(1, 3, false),
      check(1, 4, false),
      check(1, 5, false),
      check(1, 6, true),
      check(1, 7, false),
      check(1, 8, false),
    ];
    expect(detectOffline(checks, snapshots)).toEqual([
      // best rank in 30 Apr 03:00 .. 1 May 03:00 → 2 (see above)
      { kind: 'offline', appId: 1, at: h(3), bestRank: 2 },
      { kind: 'online', appId: 1, at: h(6), offlineAt: h(3) },
      // best rank in 30 Apr 07:00 .. 1 May 07:00 → 1 (04:00)
      { kind: 'offline', appId: 1, at: h(7), bestRank: 1 },
    ]);
  });

  it('is the same whatever the input order, and keys by the first missing check', () => {
    const checks = [check(2, 5, false), check(1, 4, false), check(2, 4, false), check(1, 3, false), check(1, 2, true)];
    // App 1: 02 present, 03 and 04 missing → offline at 03. App 2: 04 and 05 missing → offline at 04, never charted.
    const expected = [
      { kind: 'offline', appId: 1, at: h(3), bestRank: 2 },
      { kind: 'offline', appId: 2, at: h(4), bestRank: null },
    ];
    expect(detectOffline(checks, snapshots)).toEqual(expected);
    expect(detectOffline([...checks].reverse(), snapshots)).toEqual(expected);
  });

  it('merges checks at the same instant, present if either is', () => {
    // 01: missing and present at once → present; 02 missing alone → nothing.
    expect(detectOffline([check(3, 1, false), check(3, 1, true), check(3, 2, false)], [])).toEqual([]);
    // 01 twice missing is one miss, not two.
    expect(detectOffline([check(3, 1, false), check(3, 1, false)], [])).toEqual([]);
  });

  it('takes the number of consecutive misses as a parameter', () => {
    const checks = [check(4, 1, false), check(4, 2, false), check(4, 3, false)];
    expect(detectOffline(checks.slice(0, 2), [], 3)).toEqual([]);
    expect(detectOffline(checks, [], 3)).toEqual([{ kind: 'offline', appId: 4, at: h(1), bestRank: null }]);
  });
});
