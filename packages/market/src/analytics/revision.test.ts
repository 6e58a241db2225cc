import { describe, expect, it } from 'vitest';
import { compareAcrossRevision, describeRevision, type RanksAcross } from './revision.ts';

const row = (keywordId: number, heat: number | null, rankBefore: number | null, rank: number | null): RanksAcross => ({
  keywordId,
  term: `词${keywordId}`,
  heat,
  rankBefore,
  rank,
});

describe('describeRevision', () => {
  it('takes the version first, then the name, then the subtitle, and lists every revised field', () => {
    const changes = [
      { field: 'subtitle', oldValue: '', newValue: '新副标题' },
      { field: 'name', oldValue: 'A', newValue: 'B' },
      { field: 'version', oldValue: '1.2', newValue: '1.3' },
      { field: 'icon_url', oldValue: 'x', newValue: 'y' },
    ];
    expect(describeRevision(changes)).toEqual({
      kind: 'version',
      detail: '版本 1.2 → 1.3；名称 A → B；副标题 （空） → 新副标题',
    });
    expect(describeRevision(changes.slice(0, 2))).toEqual({
      kind: 'name',
      detail: '名称 A → B；副标题 （空） → 新副标题',
    });
    const cleared = describeRevision([{ field: 'subtitle', oldValue: '旧', newValue: '' }]);
    expect(cleared).toEqual({ kind: 'subtitle', detail: '副标题 旧 → （空）' });
  });

  it('is null without a version, name or subtitle change', () => {
    expect(describeRevision([])).toBeNull();
    expect(describeRevision([{ field: 'price', oldValue: '6.00', newValue: '0.00' }])).toBeNull();
  });
});

describe('compareAcrossRevision', () => {
  const rows = [
    row(1, 5000, null, 3), // gained
    row(2, 9000, null, 40), // gained, hotter
    row(3, 7000, 12, null), // lost
    row(4, 6000, 20, 5), // improved
    row(5, null, 8, 2), // improved, no heat
    row(6, 8000, 1, 9), // dropped
    row(7, 9500, 4, 4), // unchanged
  ];

  it('sorts the keywords into gained, lost, improved and dropped, hottest first', () => {
    const moved = compareAcrossRevision(rows, 50);
    expect(moved.gained).toEqual([
      { keywordId: 2, keyword: '词2', heat: 9000, rank: 40 },
      { keywordId: 1, keyword: '词1', heat: 5000, rank: 3 },
    ]);
    expect(moved.lost).toEqual([{ keywordId: 3, keyword: '词3', heat: 7000, rankBefore: 12 }]);
    expect(moved.improved).toEqual([
      { keywordId: 4, keyword: '词4', heat: 6000, rank: 5, rankBefore: 20 },
      { keywordId: 5, keyword: '词5', heat: null, rank: 2, rankBefore: 8 },
    ]);
    expect(moved.dropped).toEqual([{ keywordId: 6, keyword: '词6', heat: 8000, rank: 9, rankBefore: 1 }]);
    expect(moved.totals).toEqual({ before: 5, after: 6, gained: 2, lost: 1, improved: 2, dropped: 1 });
  });

  it('keeps the `limit` hottest of each kind while the totals count them all', () => {
    const many = Array.from({ length: 60 }, (_, i) => row(i + 1, 4605 + (i % 7), null, 1 + (i % 200)));
    const moved = compareAcrossRevision(many, 50);
    expect(moved.gained).toHaveLength(50);
    expect(moved.totals.gained).toBe(60);
    const heats = moved.gained.map((g) => g.heat!);
    expect(heats).toEqual([...heats].sort((a, b) => b - a));
    // Equal heat: the smaller keyword id first.
    const ties = moved.gained.filter((g) => g.heat === heats[0]).map((g) => g.keywordId);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
  });

  it('is empty for no keywords', () => {
    const totals = { before: 0, after: 0, gained: 0, lost: 0, improved: 0, dropped: 0 };
    expect(compareAcrossRevision([], 50)).toEqual({ gained: [], lost: [], improved: [], dropped: [], totals });
  });
});
