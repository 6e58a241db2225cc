import { describe, expect, it } from 'vitest';
import type { KeywordCoverRow } from '@bangyan/contract';
import { compareCounts, compareKeywords, keywordsOfKind } from './keywordCompare.ts';

const row = (keywordId: number, rank: number, heat: number | null = 5000): KeywordCoverRow => ({
  keywordId,
  keyword: `k${keywordId}`,
  rank,
  previousRank: null,
  change: 0,
  heat,
  resultCount: null,
});

describe('keyword comparison', () => {
  const a = [row(1, 5), row(2, 1, 9000), row(3, 40)];
  const b = [row(1, 2), row(2, 7, 9000), row(4, 3, 7000)];
  const c = [row(1, 9), row(5, 1, null)];
  const keywords = compareKeywords([a, b, c]);

  it('puts each keyword’s ranks side by side, the highest ranking as leader, those most apps rank for first', () => {
    expect(keywords.map((k) => [k.keywordId, k.ranks, k.leader])).toEqual([
      [1, [5, 2, 9], 1],
      [2, [1, 7, null], 0],
      [4, [null, 3, null], 1],
      [3, [40, null, null], 0],
      [5, [null, null, 1], 2],
    ]);
  });

  it('picks shared and unique keywords and counts them per app', () => {
    expect(keywordsOfKind(keywords, 'shared').map((k) => k.keywordId)).toEqual([1]);
    expect(keywordsOfKind(keywords, 'unique', 1).map((k) => k.keywordId)).toEqual([4]);
    expect(keywordsOfKind(keywords, 'all')).toHaveLength(5);
    expect(compareCounts(keywords, 3)).toEqual({
      all: 5,
      shared: 1,
      counts: [
        { ranked: 3, unique: 1, leading: 1 },
        { ranked: 3, unique: 1, leading: 1 },
        { ranked: 2, unique: 1, leading: 0 },
      ],
    });
  });
});
