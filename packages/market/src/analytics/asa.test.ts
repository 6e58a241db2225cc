import { describe, expect, it } from 'vitest';
import { asaSummary, shareOfVoice } from './asa.ts';

describe('shareOfVoice', () => {
  it('is the share of the collected days the app held the slot, in percent with one decimal', () => {
    expect(shareOfVoice(3, 3)).toBe(100);
    expect(shareOfVoice(1, 3)).toBe(33.3);
    expect(shareOfVoice(2, 3)).toBe(66.7);
    expect(shareOfVoice(0, 7)).toBe(0);
  });

  it('is 0 for a keyword never collected, and never above 100', () => {
    expect(shareOfVoice(0, 0)).toBe(0);
    expect(shareOfVoice(5, 4)).toBe(100);
  });
});

describe('asaSummary', () => {
  it('counts the keywords and the hot ones, the latest day, the daily mean and the mean share', () => {
    const keywords = [
      { adDays: 2, collectedDays: 2, heat: 6000 },
      { adDays: 1, collectedDays: 2, heat: 4605 },
      { adDays: 1, collectedDays: 4, heat: 4604 },
      { adDays: 1, collectedDays: 1, heat: null },
    ];
    const history = [
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 2 },
      { day: '2026-11-22', count: 2 },
    ];
    // Shares 100, 50, 25, 100 → mean 68.75 → 68.8.
    expect(asaSummary(keywords, history)).toEqual({
      keywords: 4,
      hotKeywords: 2,
      latestCount: 2,
      averageDaily: 1.7,
      averageShare: 68.8,
    });
  });

  it('is all zeros for an app that held no ad slot', () => {
    expect(asaSummary([], [])).toEqual({
      keywords: 0,
      hotKeywords: 0,
      latestCount: 0,
      averageDaily: 0,
      averageShare: 0,
    });
    expect(asaSummary([], [{ day: '2026-11-22', count: 0 }])).toMatchObject({ latestCount: 0, averageDaily: 0 });
  });
});
