import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from './testing.ts';
import { reviewStars } from './reviews.ts';

describe.each(testDatabaseKinds())('review stars on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const review = (id: string, rating: number, at: string, appId = 42) => ({ country: 'cn', review_id: id, app_id: appId, rating, updated_at: new Date(at) });
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
});
