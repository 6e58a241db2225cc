import { CHINA_UTC_OFFSET_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { hotSearchGroups, updateTimeLabel } from './hotSearch.ts';

/** A May 2026 day at the given China time. */
const cst = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 4, day, hour, minute) - CHINA_UTC_OFFSET_MS);
const kw = (term: string) => ({ term, appId: null });
const app = (term: string, appId: number) => ({ term, appId });

const now = cst(10, 15, 30);
const heat = new Map([
  ['原神', 9800],
  ['王者荣耀', 9500],
  ['天气', 6200],
]);

describe('updateTimeLabel', () => {
  it('is HH:mm today and the relative time before', () => {
    expect(updateTimeLabel(cst(10, 9, 5), now)).toBe('09:05');
    expect(updateTimeLabel(cst(9, 21, 0), now)).toBe('昨日 21:00');
    expect(updateTimeLabel(cst(7, 8, 0), now)).toBe('3天前');
  });
});

describe('hotSearchGroups', () => {
  // 9 May 21:00 list L1; 10 May 08:00 L2 (seen again at 09:00, same list); 10 May 12:00 L3; 14:00 L1 again.
  const l1 = [kw('天气'), app('某应用', 7)];
  const l2 = [kw('原神'), kw('王者荣耀'), kw('原神'), app('甲', 1), app('乙', 2), app('甲again', 1), app('丙', 3)];
  const l3 = [kw('新词')];
  const snapshots = [
    { at: cst(10, 14), terms: l1 },
    { at: cst(10, 9), terms: l2 },
    { at: cst(9, 21), terms: l1 },
    { at: cst(10, 12), terms: l3 },
    { at: cst(10, 8), terms: l2 },
  ];

  it('groups by update time, newest first, three groups, with apps for iOS 13', () => {
    // Four updates: 10 May 14:00 (L1 back), 12:00, 08:00, and 9 May 21:00 (the fourth, left out).
    expect(hotSearchGroups(snapshots, heat, 13, now)).toEqual([
      { at: cst(10, 14), updateTimeStr: '14:00', keywordList: [{ keyword: '天气', priority: 6200 }], appList: [7] },
      // Unknown heat → 0.
      { at: cst(10, 12), updateTimeStr: '12:00', keywordList: [{ keyword: '新词', priority: 0 }], appList: [] },
      // L2 first seen at 08:00 (09:00 is the same list). 原神 once; apps 1, 2 (1 once; 3 is the third → cut).
      {
        at: cst(10, 8),
        updateTimeStr: '08:00',
        keywordList: [
          { keyword: '原神', priority: 9800 },
          { keyword: '王者荣耀', priority: 9500 },
        ],
        appList: [1, 2],
      },
    ]);
  });

  it('has no apps on the iOS 12 tab and at most 10 keywords', () => {
    const many = Array.from({ length: 12 }, (_, i) => kw(`词${i + 1}`));
    const groups = hotSearchGroups([{ at: cst(9, 21), terms: [...many, app('甲', 1)] }], heat, 12, now);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.updateTimeStr).toBe('昨日 21:00');
    expect(groups[0]?.appList).toEqual([]);
    expect(groups[0]?.keywordList.map((k) => k.keyword)).toEqual([
      '词1',
      '词2',
      '词3',
      '词4',
      '词5',
      '词6',
      '词7',
      '词8',
      '词9',
      '词10',
    ]);
  });

  it('is empty without snapshots', () => {
    expect(hotSearchGroups([], heat, 13, now)).toEqual([]);
  });
});
