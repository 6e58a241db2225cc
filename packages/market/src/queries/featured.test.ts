import { DAY_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { openWorld } from '../runtime.ts';
import { featuredApps } from './featured.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

/** China day 2026-11-22 up to the world's now. */
const TODAY = { from: new Date('2026-11-21T16:00:00Z'), to: WORLD_NOW };

describe.each(testDatabaseKinds())('featured apps on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it("stores what the store's Today page showed at each collection", async () => {
    const world = await openWorld(
      h.db,
      loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' }),
      WORLD_NOW,
    );
    const runs = await h.db
      .selectFrom('ingest_runs')
      .select('target_at')
      .where('job', '=', 'featured')
      .where('status', '=', 'done')
      .orderBy('target_at')
      .execute();
    expect(runs.length).toBeGreaterThan(5);
    const seen = new Map<string, { first: Date; last: Date; label: string }>();
    for (const { target_at: at } of runs) {
      for (const i of world.featured('cn', at).items) {
        const key = `${i.appId}@${i.featuredAt.toISOString()}`;
        seen.set(key, { first: seen.get(key)?.first ?? at, last: at, label: i.label });
      }
    }
    const rows = await h.db.selectFrom('featured_apps').selectAll().where('country', '=', 'cn').execute();
    expect(
      new Map(
        rows.map((r) => [
          `${r.app_id}@${r.featured_at.toISOString()}`,
          { first: r.first_seen_at, last: r.last_seen_at, label: r.label },
        ]),
      ),
    ).toEqual(seen);
    expect(rows.some((r) => r.label === '新品推荐') && rows.some((r) => r.label === '编辑推荐')).toBe(true);
  });

  it("lists a day's featured apps, whether still featured, and their overall rank before and after", async () => {
    const { collectedAt, items } = await featuredApps(h.db, { country: 'cn', window: TODAY });
    const rows = await h.db
      .selectFrom('featured_apps')
      .selectAll()
      .where('country', '=', 'cn')
      .where('last_seen_at', '>=', TODAY.from)
      .orderBy('featured_at', 'desc')
      .execute();
    expect(collectedAt).toEqual(new Date('2026-11-22T08:00:00Z'));
    expect(items.map((i) => i.appId)).toEqual(rows.map((r) => Number(r.app_id)));
    expect(items.map((i) => i.current)).toEqual(rows.map((r) => r.last_seen_at.getTime() === collectedAt!.getTime()));
    expect(items.some((i) => !i.current) && items.some((i) => i.current)).toBe(true);
    expect(items.every((i) => i.name !== '')).toBe(true);
    for (const i of items) {
      const chart = i.price > 0 ? 'charge' : 'free';
      const rankAt = async (at: Date) => {
        const s = await h.db
          .selectFrom('chart_snapshots')
          .select(['app_ids'])
          .where('country', '=', 'cn')
          .where('chart_type', '=', chart)
          .where('genre', '=', 0)
          .where('at', '<=', at)
          .where('at', '>', new Date(at.getTime() - DAY_MS))
          .orderBy('at', 'desc')
          .executeTakeFirst();
        return s ? s.app_ids.map(Number).indexOf(i.appId) + 1 : null;
      };
      expect(i.rankBefore).toBe(await rankAt(i.featuredAt));
      expect(i.rankAfter).toBe(await rankAt(TODAY.to));
    }
    expect(items.some((i) => i.rankAfter !== null && i.rankAfter > 0)).toBe(true);
  });

  it('has nothing on a day before any collection', async () => {
    expect(
      await featuredApps(h.db, {
        country: 'cn',
        window: { from: new Date('2026-11-01T16:00:00Z'), to: new Date('2026-11-02T16:00:00Z') },
      }),
    ).toEqual({ collectedAt: null, items: [] });
  });
});
