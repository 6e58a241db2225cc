import { DAY_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { reviewList, reviewVersions } from './reviews.ts';
import { versionRatingDays } from './versionRatings.ts';

describe.each(testDatabaseKinds())("the current version's rating by day on %s", (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it("is the average of the version's reviews written before each collected China day end", async () => {
    // The app with the most reviews of one version.
    const apps = await h.db
      .selectFrom('app_reviews')
      .select(['app_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('country', '=', 'cn')
      .groupBy('app_id')
      .orderBy('n', 'desc')
      .orderBy('app_id')
      .limit(1)
      .execute();
    const appId = Number(apps[0]!.app_id);
    const since = new Date(WORLD_NOW.getTime() - 2 * DAY_MS);
    const ratings = await versionRatingDays(h.db, { country: 'cn', appIds: [appId, 1], since, until: WORLD_NOW });
    // An app the storefront does not know has none.
    expect(ratings.map((r) => r.appId)).toEqual([appId]);
    const rating = ratings[0];
    const current = await h.db
      .selectFrom('market_apps')
      .select('version')
      .where('app_id', '=', String(appId))
      .where('country', '=', 'cn')
      .executeTakeFirstOrThrow();
    expect(rating!.version).toBe(current.version);
    expect((await reviewVersions(h.db, { country: 'cn', appId })).map((v) => v.version)).toContain(rating!.version);

    // Consecutive China day ends: the one before `since`, then those from it up to the last reviews collection.
    const ends = rating!.points.map((p) => p.at);
    expect(ends.length).toBeGreaterThan(2);
    expect(ends[0]!.getTime()).toBeLessThan(since.getTime());
    expect(ends[1]!.getTime()).toBeGreaterThanOrEqual(since.getTime());
    for (const [i, end] of ends.entries()) {
      expect(end.toISOString()).toMatch(/T16:00:00\.000Z$/);
      if (i > 0) expect(end.getTime() - ends[i - 1]!.getTime()).toBe(DAY_MS);
    }
    expect(ends.at(-1)!.getTime()).toBeLessThanOrEqual(WORLD_NOW.getTime());

    // Each point agrees with the version's reviews listed one by one.
    const { rows } = await reviewList(h.db, {
      country: 'cn',
      appId,
      star: 0,
      version: rating!.version,
      from: null,
      to: null,
      offset: 0,
      limit: 1000,
    });
    for (const p of rating!.points) {
      const before = rows.filter((r) => r.at < p.at);
      expect(p.reviews).toBe(before.length);
      if (before.length === 0) expect(p.average).toBeNull();
      else expect(p.average).toBeCloseTo(before.reduce((s, r) => s + r.rating, 0) / before.length, 9);
    }
    // Nothing before any collection.
    expect(
      await versionRatingDays(h.db, {
        country: 'cn',
        appIds: [appId],
        since,
        until: new Date(since.getTime() - 5 * DAY_MS),
      }),
    ).toEqual([]);
  });
});
