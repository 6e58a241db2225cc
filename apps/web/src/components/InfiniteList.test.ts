import { describe, expect, it } from 'vitest';
import { infiniteStatus } from './InfiniteList.tsx';

describe('infinite list states (spec 2.5, 4)', () => {
  const base = { isPending: false, isFetching: false, isError: false, hasNextPage: false, count: 0 };
  it('loads, waits for more, and ends with no-more after data or empty without', () => {
    expect(infiniteStatus({ ...base, isPending: true })).toBe('loading');
    expect(infiniteStatus({ ...base, isFetching: true, hasNextPage: true, count: 20 })).toBe('loading');
    expect(infiniteStatus({ ...base, hasNextPage: true, count: 20 })).toBe('ready');
    expect(infiniteStatus({ ...base, count: 25 })).toBe('noMore');
    expect(infiniteStatus(base)).toBe('empty');
  });
  it('shows an error over anything else', () => {
    expect(infiniteStatus({ ...base, isError: true, isFetching: true, count: 20 })).toBe('error');
  });
});
