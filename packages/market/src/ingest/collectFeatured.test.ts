import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import type { FeaturedSnapshot } from '../model.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import type { Sources } from '../sources/index.ts';
import type { CollectContext } from './collect.ts';
import { collectFeatured } from './collectFeatured.ts';

const PUT_UP = new Date('2026-05-01T02:00:00Z');
const item = (appId: number, label = '编辑推荐') => ({ appId, kind: 'app' as const, label, featuredAt: PUT_UP });

describe.each(testDatabaseKinds())('featured apps collection on %s', (kind) => {
  const h = suiteDatabase(kind);
  /** A collection context whose store features `items` whenever asked. */
  const context = (items: FeaturedSnapshot['items']): CollectContext => ({
    db: h.db,
    sources: {
      featured: { featured: async (country: string, at?: Date) => ({ country, at: at!, items }) },
    } as unknown as Sources,
    countries: ['cn'],
    worldCountries: [],
    chartGenres: [0],
    concurrency: 1,
  });
  const rows = () => h.db.selectFrom('featured_apps').selectAll().orderBy('app_id').execute();

  it('keeps one row per featuring, its first and last sighting, and adds unknown apps to the catalog', async () => {
    const noon = new Date('2026-05-01T04:00:00Z');
    const evening = new Date('2026-05-01T12:00:00Z');
    expect(await collectFeatured(context([item(11), item(12, '新品推荐')]), noon)).toBe(2);
    expect(await collectFeatured(context([item(11)]), evening)).toBe(1);
    // The same time again changes nothing; an earlier time (a backfill) moves the first sighting back.
    await collectFeatured(context([item(11)]), evening);
    await collectFeatured(context([item(11)]), new Date('2026-05-01T03:00:00Z'));
    expect(
      (await rows()).map((r) => [
        Number(r.app_id),
        r.label,
        r.first_seen_at.toISOString(),
        r.last_seen_at.toISOString(),
        r.featured_at.toISOString(),
      ]),
    ).toEqual([
      [11, '编辑推荐', '2026-05-01T03:00:00.000Z', '2026-05-01T12:00:00.000Z', PUT_UP.toISOString()],
      [12, '新品推荐', '2026-05-01T04:00:00.000Z', '2026-05-01T04:00:00.000Z', PUT_UP.toISOString()],
    ]);
    const known = await h.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .orderBy('app_id')
      .execute();
    expect(known.map((r) => Number(r.app_id))).toEqual([11, 12]);
  });

  it('writes nothing when the store features nothing', async () => {
    const before = (await rows()).length;
    expect(await collectFeatured(context([]), new Date('2026-05-02T04:00:00Z'))).toBe(0);
    expect((await rows()).length).toBe(before);
  });
});
