import { describe, expect, it } from 'vitest';
import { downloadTotals } from './downloadTotals.ts';

const app = (appId: string, downloads: (number | null)[]) => ({
  appId,
  trackName: `App ${appId}`,
  iconUrl: '',
  downloads,
});

describe('downloadTotals', () => {
  it('sums the known days, keeps the last as yesterday, shares the group total and sorts by total', () => {
    const rows = downloadTotals([
      app('1', [100, null, 100]),
      app('2', [300, 300, 200]),
      app('3', [null, null, null]),
      app('4', [null, null, 0]),
    ]);
    expect(rows.map((r) => r.appId)).toEqual(['2', '1', '4', '3']);
    expect(rows[0]).toEqual({ appId: '2', trackName: 'App 2', iconUrl: '', yesterday: 200, total: 800, share: 0.8 });
    expect(rows[1]).toMatchObject({ yesterday: 100, total: 200, share: 0.2 });
    expect(rows[2]).toMatchObject({ yesterday: 0, total: 0, share: 0 });
    expect(rows[3]).toMatchObject({ yesterday: null, total: null, share: null });
    expect(rows.reduce((a, r) => a + (r.share ?? 0), 0)).toBeCloseTo(1);
  });

  it('keeps the given order among equal totals and among apps without estimates', () => {
    const rows = downloadTotals([app('a', [null]), app('b', [5]), app('c', [null]), app('d', [5])]);
    expect(rows.map((r) => r.appId)).toEqual(['b', 'd', 'a', 'c']);
    expect(downloadTotals([app('a', [0]), app('b', [null])]).map((r) => r.share)).toEqual([null, null]);
  });
});
