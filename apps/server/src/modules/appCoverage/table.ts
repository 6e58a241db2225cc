import {
  KEYWORD_COVER_RANGES,
  type KeywordCoverFilters,
  type KeywordCoverRange,
  type KeywordCoverRow,
  type KeywordCoverSort,
} from '@bangyan/contract';

/** The row value each range filter bounds. */
const RANGE_VALUE: Record<KeywordCoverRange, (row: KeywordCoverRow) => number | null> = {
  rank: (r) => r.rank,
  heat: (r) => r.heat,
  result: (r) => r.resultCount,
  change: (r) => r.change,
};

/** The row value each sort orders by. */
const SORT_VALUE: Record<KeywordCoverSort, (row: KeywordCoverRow) => number | null> = {
  rank: (r) => r.rank,
  change: (r) => r.change,
  previousRank: (r) => r.previousRank,
  heat: (r) => r.heat,
  resultCount: (r) => r.resultCount,
};

/**
 * The keyword coverage table's rows in the order asked for: values missing last whichever the
 * direction, ties in the order given (the engine's: rank, heat descending, keyword id).
 */
export function sortCoverRows(
  rows: readonly KeywordCoverRow[],
  sort: KeywordCoverSort,
  order: 'asc' | 'desc',
): KeywordCoverRow[] {
  const key = SORT_VALUE[sort];
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      return (a - b) * sign;
    }
    // Array sort is stable: ties keep the rows' own order.
    return 0;
  });
}

/**
 * The rows matching every range of `filters` (inclusive; a row without the value, e.g. no heat
 * collected, fails a bound on it), in their order.
 */
export function matchRanges(rows: readonly KeywordCoverRow[], filters: KeywordCoverFilters): KeywordCoverRow[] {
  const bounds = KEYWORD_COVER_RANGES.map((r) => ({
    value: RANGE_VALUE[r],
    min: filters[`${r}Min`],
    max: filters[`${r}Max`],
  })).filter((b) => b.min !== undefined || b.max !== undefined);
  if (bounds.length === 0) return [...rows];
  return rows.filter((row) =>
    bounds.every(({ value, min, max }) => {
      const v = value(row);
      return v !== null && (min === undefined || v >= min) && (max === undefined || v <= max);
    }),
  );
}

/** Page `page` (from 1) of `pageSize` rows. */
export const pageOf = <T>(rows: readonly T[], page: number, pageSize: number): T[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);
