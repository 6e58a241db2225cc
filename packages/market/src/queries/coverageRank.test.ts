import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { coverageRank, type CoverageOrder } from './coverageRank.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const DAY = '2026-11-12';
const BEFORE = '2026-11-11';
const seen = new Date('2026-11-01T00:00:00Z');

describe.each(testDatabaseKinds())('keyword coverage ranking on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      // Apps 1 and 2 are games, 3 an app (photo), 4 a game listed in a second genre.
      await db
        .insertInto('market_apps')
        .values([
          {
            app_id: 1,
            country: 'cn',
            name: '游戏一',
            primary_genre_id: 7001,
            genre_ids: [6014, 7001],
            first_seen_at: seen,
            last_seen_at: seen,
          },
          {
            app_id: 2,
            country: 'cn',
            name: '游戏二',
            primary_genre_id: 6014,
            genre_ids: [6014],
            first_seen_at: seen,
            last_seen_at: seen,
          },
          {
            app_id: 3,
            country: 'cn',
            name: '修图',
            primary_genre_id: 6008,
            genre_ids: [6008],
            first_seen_at: seen,
            last_seen_at: seen,
          },
          {
            app_id: 4,
            country: 'cn',
            name: '游戏四',
            primary_genre_id: 7012,
            genre_ids: [6014, 7012, 7001],
            first_seen_at: seen,
            last_seen_at: seen,
          },
        ])
        .execute();
      const row = (day: string, app: number, total: number, top3: number, top10: number, aso: number) => ({
        country: 'cn',
        day,
        app_id: app,
        total,
        top3,
        top10,
        aso_index: aso,
      });
      await db
        .insertInto('app_coverage_daily')
        .values([
          row(BEFORE, 1, 100, 5, 20, 30),
          row(BEFORE, 3, 400, 1, 2, 10),
          row(DAY, 1, 120, 8, 25, 35),
          row(DAY, 2, 300, 2, 30, 20),
          row(DAY, 3, 350, 1, 3, 12),
          row(DAY, 4, 50, 9, 9, 40),
          { ...row(DAY, 1, 999, 999, 999, 99), country: 'us' },
        ])
        .execute();
    },
  });
  const read = (
    input: { day?: string; genre?: number; orderBy?: CoverageOrder; offset?: number; limit?: number } = {},
  ) => coverageRank(h.db, { country: 'cn', day: DAY, genre: 0, orderBy: 'total', offset: 0, limit: 10, ...input });

  it('ranks apps by covered keywords, with changes against the day before', async () => {
    const rank = await read();
    expect(rank.day).toBe(DAY);
    expect(rank.total).toBe(4);
    expect(
      rank.entries.map((e) => [e.rank, e.appId, e.total.total, e.total.diff, e.top3.diff, e.top10.diff, e.asoIndex]),
    ).toEqual([
      [1, 3, 350, -50, 0, 1, 12],
      [2, 2, 300, 300, 2, 30, 20],
      [3, 1, 120, 20, 3, 5, 35],
      [4, 4, 50, 50, 9, 9, 40],
    ]);
    expect(rank.entries[0]!.name).toBe('修图');
  });

  it('orders by top 3, top 10 or the ASO index, and pages', async () => {
    expect((await read({ orderBy: 'top3' })).entries.map((e) => e.appId)).toEqual([4, 1, 2, 3]);
    expect((await read({ orderBy: 'top10' })).entries.map((e) => e.appId)).toEqual([2, 1, 4, 3]);
    expect((await read({ orderBy: 'asoIndex' })).entries.map((e) => e.appId)).toEqual([4, 1, 2, 3]);
    const page = await read({ offset: 2, limit: 1 });
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => [e.rank, e.appId])).toEqual([[3, 1]]);
  });

  it('keeps the apps of a genre: 6014 every game, 5000 every app, else the genre as listed', async () => {
    expect((await read({ genre: 6014 })).entries.map((e) => e.appId)).toEqual([2, 1, 4]);
    expect((await read({ genre: 5000 })).entries.map((e) => e.appId)).toEqual([3]);
    expect((await read({ genre: 7001 })).entries.map((e) => e.appId)).toEqual([1, 4]);
    expect((await read({ genre: 6008 })).total).toBe(1);
  });

  it('shows no change on a day whose day before was not collected, and nothing before any day', async () => {
    const first = await read({ day: '2026-11-11' });
    expect(first.entries.map((e) => [e.appId, e.total.diff])).toEqual([
      [3, 0],
      [1, 0],
    ]);
    expect((await read({ day: '2026-11-30' })).day).toBe(DAY);
    expect(await read({ day: '2026-11-01' })).toEqual({ day: null, total: 0, entries: [] });
  });
});
