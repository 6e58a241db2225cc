import { describe, expect, it } from 'vitest';
import { releasesPerMonth } from './releases.ts';

const v = (time: string) => ({ version: time, time, releaseNotes: '' });

describe('releasesPerMonth', () => {
  it('counts releases per month, every month from the first to the last', () => {
    expect(releasesPerMonth([v('2026-11-02 10:00'), v('2026-09-30 09:00'), v('2026-11-20 12:00'), v('2026-12-01 00:00')])).toEqual([
      { month: '2026-09', count: 1 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 2 },
      { month: '2026-12', count: 1 },
    ]);
    expect(releasesPerMonth([v('2025-12-31 23:00'), v('2026-01-01 00:00')])).toEqual([
      { month: '2025-12', count: 1 },
      { month: '2026-01', count: 1 },
    ]);
    expect(releasesPerMonth([])).toEqual([]);
  });
});
