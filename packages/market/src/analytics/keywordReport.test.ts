import { describe, expect, it } from 'vitest';
import type { KeywordCoverRow } from '@bangyan/contract';
import { heatBandOf, inBands, keywordReport, rankBandOf } from './keywordReport.ts';

const row = (keywordId: number, rank: number, previousRank: number | null, heat: number | null): KeywordCoverRow => ({
  keywordId,
  keyword: `k${keywordId}`,
  rank,
  previousRank,
  change: 0,
  heat,
  resultCount: null,
});

describe('keyword report', () => {
  it('puts ranks and heats in their bands, the edges included', () => {
    expect([1, 3, 4, 10, 11, 50, 51, 200, 0].map(rankBandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, -1]);
    const heats = [4605, 5999, 6000, 7499, 7500, 8999, 9000, 10500, null];
    expect(heats.map(heatBandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('counts each band now and 24 h earlier, new ones, and moves between bands', () => {
    const rows = [
      row(1, 1, 5, 9500),
      row(2, 2, 2, 9000),
      row(3, 8, 1, 6000),
      row(4, 60, 0, null),
      row(5, 30, null, 4605),
      row(6, 12, 70, 7600),
    ];
    const report = keywordReport(rows);
    expect(report.rankBands).toEqual([
      { count: 2, previousCount: 2, entered: 0, up: 1, down: 0 },
      { count: 1, previousCount: 1, entered: 0, up: 0, down: 1 },
      { count: 2, previousCount: 0, entered: 0, up: 1, down: 0 },
      { count: 1, previousCount: 1, entered: 1, up: 0, down: 0 },
    ]);
    expect(report.heatBands).toEqual([1, 1, 1, 2, 1]);
    expect(report.cells).toEqual([
      [0, 0, 0, 2, 0],
      [0, 1, 0, 0, 0],
      [1, 0, 1, 0, 0],
      [0, 0, 0, 0, 1],
    ]);
    expect(inBands(rows, 2, undefined).map((r) => r.keywordId)).toEqual([5, 6]);
    expect(inBands(rows, undefined, 4).map((r) => r.keywordId)).toEqual([4]);
    expect(inBands(rows, 0, 3).map((r) => r.keywordId)).toEqual([1, 2]);
  });
});
