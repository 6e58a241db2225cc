import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { reviewDays, reviewList, reviewScores, reviewStars, reviewVersions } from './reviews.ts';

describe.each(testDatabaseKinds())('review stars on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const review = (id: string, rating: number, at: string, appId = 42) => ({
        country: 'cn',
        review_id: id,
        app_id: appId,
        rating,
        updated_at: new Date(at),
        version: rating === 4 ? '1.0' : '1.1',
      });
      await db
        .insertInto('app_reviews')
        .values([
          review('a', 5, '2026-11-21T15:59:00Z'), // 2026-11-21 23:59 China time
          review('b', 5, '2026-11-21T16:01:00Z'), // 2026-11-22 00:01
          review('c', 1, '2026-11-22T03:00:00Z'),
          review('d', 4, '2026-11-20T03:00:00Z'),
          review('e', 3, '2026-11-22T03:00:00Z', 43),
        ])
        .execute();
    },
  });

  it('counts reviews per star and those written on a China day', async () => {
    expect(await reviewStars(h.db, { country: 'cn', appId: 42, day: '2026-11-22' })).toEqual({
      stars: [
        { star: 5, count: 2 },
        { star: 4, count: 1 },
        { star: 3, count: 0 },
        { star: 2, count: 0 },
        { star: 1, count: 1 },
      ],
      onDay: 2,
    });
    expect((await reviewStars(h.db, { country: 'us', appId: 42, day: '2026-11-22' })).onDay).toBe(0);
  });

  it('counts reviews per China day and star, with those before the span', async () => {
    const { days, before } = await reviewDays(h.db, { country: 'cn', appId: 42, from: '2026-11-21', to: '2026-11-22' });
    expect(days).toEqual([
      { day: '2026-11-21', stars: [0, 0, 0, 0, 1] },
      { day: '2026-11-22', stars: [1, 0, 0, 0, 1] },
    ]);
    expect(before).toEqual({ count: 1, starSum: 4 });
    // Running: (4 + 5) / 2 = 4.5, then (9 + 6) / 4 = 3.75.
    expect(
      (await reviewScores(h.db, { country: 'cn', appId: 42, from: '2026-11-21', to: '2026-11-22' })).map((p) => [
        p.average,
        p.running,
      ]),
    ).toEqual([
      [5, 4.5],
      [3, 3.75],
    ]);
  });

  it('lists versions by their latest review, and pages reviews filtered by star, version and day', async () => {
    expect(
      (await reviewVersions(h.db, { country: 'cn', appId: 42 })).map((v) => [v.version, v.count, v.average]),
    ).toEqual([
      ['1.1', 3, 11 / 3],
      ['1.0', 1, 4],
    ]);
    const all = { country: 'cn', appId: 42, star: 0, version: '', from: null, to: null, offset: 0, limit: 2 };
    const page = await reviewList(h.db, all);
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.reviewId)).toEqual(['c', 'b']);
    expect((await reviewList(h.db, { ...all, star: 5 })).rows.map((r) => r.reviewId)).toEqual(['b', 'a']);
    expect((await reviewList(h.db, { ...all, version: '1.0' })).rows.map((r) => r.reviewId)).toEqual(['d']);
    expect(
      (await reviewList(h.db, { ...all, from: '2026-11-21', to: '2026-11-21' })).rows.map((r) => r.reviewId),
    ).toEqual(['a']);
  });
});
