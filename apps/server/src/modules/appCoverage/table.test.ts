import { describe, expect, it } from 'vitest';
import { keywordCoverFilters, type KeywordCoverRow } from '@bangyan/contract';
import { matchRanges, sortCoverRows } from './table.ts';

const row = (
  keywordId: number,
  rank: number,
  change: number,
  heat: number | null,
  resultCount: number | null,
): KeywordCoverRow => ({
  keywordId,
  keyword: `k${keywordId}`,
  rank,
  previousRank: change === 99_999 ? 0 : rank + change,
  change,
  heat,
  resultCount,
});

const ROWS = [
  row(1, 1, 0, 5000, 100),
  row(2, 3, 2, 7000, null),
  row(3, 3, 99_999, null, 40),
  row(4, 50, -5, 4605, 900),
];
const filters = (input: Record<string, string>) => keywordCoverFilters.parse({ appId: '1', ...input });
const ids = (rows: KeywordCoverRow[]) => rows.map((r) => r.keywordId);
/** The table's rows for filters: sorted, then the ranges matched. */
const filterCoverRows = (rows: readonly KeywordCoverRow[], f: ReturnType<typeof filters>) =>
  matchRanges(sortCoverRows(rows, f.sort, f.order), f);

describe('the keyword coverage table', () => {
  it('keeps rows within every inclusive range, a missing value failing a bound on it', () => {
    expect(ids(filterCoverRows(ROWS, filters({ rankMin: '3', rankMax: '3' })))).toEqual([2, 3]);
    expect(ids(filterCoverRows(ROWS, filters({ heatMin: '4605' })))).toEqual([1, 2, 4]);
    expect(ids(filterCoverRows(ROWS, filters({ resultMax: '100' })))).toEqual([1, 3]);
    expect(ids(filterCoverRows(ROWS, filters({ changeMin: '1', changeMax: '10' })))).toEqual([2]);
    expect(ids(filterCoverRows(ROWS, filters({ changeMin: '1', heatMin: '6000' })))).toEqual([2]);
    expect(ids(filterCoverRows(ROWS, filters({ rankMin: '' })))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by the column asked for, missing values last either way, ties in the given order', () => {
    expect(ids(filterCoverRows(ROWS, filters({ sort: 'heat', order: 'desc' })))).toEqual([2, 1, 4, 3]);
    expect(ids(filterCoverRows(ROWS, filters({ sort: 'heat', order: 'asc' })))).toEqual([4, 1, 2, 3]);
    expect(ids(filterCoverRows(ROWS, filters({ sort: 'resultCount', order: 'asc' })))).toEqual([3, 1, 4, 2]);
    expect(ids(filterCoverRows(ROWS, filters({ sort: 'change', order: 'desc' })))).toEqual([3, 2, 1, 4]);
    expect(ids(filterCoverRows(ROWS, filters({ sort: 'rank', order: 'desc' })))).toEqual([4, 2, 3, 1]);
  });

  it('is refused by the contract when a minimum exceeds its maximum or a bound is not a whole number', () => {
    expect(keywordCoverFilters.safeParse({ appId: '1', rankMin: '10', rankMax: '2' }).error?.issues[0]?.message).toBe(
      '筛选条件的最小值不能大于最大值',
    );
    expect(keywordCoverFilters.safeParse({ appId: '1', heatMin: '1.5' }).error?.issues[0]?.message).toBe(
      '筛选条件须为整数',
    );
    expect(keywordCoverFilters.safeParse({ appId: '1', heatMin: 'abc' }).error?.issues[0]?.message).toBe(
      '筛选条件须为整数',
    );
  });
});
