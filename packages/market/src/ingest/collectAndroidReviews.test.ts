import { DAY_MS } from '@bangyan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { openMarket, openWorld } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import type { World } from '../simulator/world-api.ts';
import { ANDROID_ROUTES } from '../sources/android/routes.ts';
import { ANDROID_REVIEW_PAGES, collectAndroidReviews } from './collectAndroidReviews.ts';
import type { Engine } from './engine.ts';
import { dailyTime } from './plan.ts';

const CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
/** The backfill's last 'android-reviews' step in the tests' world. */
const STEP = dailyTime(WORLD_NOW, 0);
const NEXT_DAY = new Date(STEP.getTime() + DAY_MS);

describe.each(testDatabaseKinds())('Android reviews collection on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  let engine: Engine;
  let simulator: SimulatorServer | null;
  let world: World;
  beforeAll(async () => {
    ({ engine, simulator } = await openMarket(h.db, CONFIG, () => undefined, WORLD_NOW, {}));
    world = await openWorld(h.db, CONFIG, WORLD_NOW);
  }, 60_000);
  afterAll(async () => {
    await simulator?.close();
  });

  const count = async () =>
    Number(
      (
        await h.db
          .selectFrom('android_app_reviews')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stored = (appId: string) =>
    h.db
      .selectFrom('android_app_reviews')
      .select(['review_id', 'rating', 'content', 'author', 'version', 'created_at'])
      .where('market', '=', 'xiaomi')
      .where('app_id', '=', appId)
      .orderBy('created_at', 'desc')
      .orderBy('review_id')
      .execute();
  const asRows = (reviews: ReturnType<World['androidReviews']>['reviews']) =>
    reviews.map((r) => ({
      review_id: r.reviewId,
      rating: r.rating,
      content: r.content,
      author: r.author,
      version: r.version,
      created_at: r.createdAt,
    }));

  it("stored the market's newest page of every app it lists in the backfill", async () => {
    const top = world.androidChart('xiaomi', 'download', STEP).appIds[0]!;
    const newest = world.androidReviews('xiaomi', top, STEP, 0, ANDROID_ROUTES.xiaomi.reviewsPerPage).reviews;
    expect(newest).toHaveLength(ANDROID_ROUTES.xiaomi.reviewsPerPage);
    expect(await stored(top)).toEqual(asRows(newest));
    const apps = await h.db.selectFrom('android_app_reviews').select(['market', 'app_id']).distinct().execute();
    const listed = await h.db
      .selectFrom('android_apps')
      .select(['market', 'app_id'])
      .where('first_seen_at', '<=', STEP)
      .execute();
    expect(apps.length).toBeGreaterThan(listed.length * 0.9);
    expect(new Set(apps.map((a) => a.market))).toEqual(new Set(['huawei', 'xiaomi', 'oppo', 'vivo']));
  });

  it('stores each review once: a rerun writes nothing, a day later the new ones down to the stored ones', async () => {
    const perPage = ANDROID_ROUTES.xiaomi.reviewsPerPage;
    const pages = ANDROID_REVIEW_PAGES * perPage;
    const chart = world.androidChart('xiaomi', 'download', STEP).appIds.slice(0, 60);
    const latest = new Map(
      await Promise.all(chart.map(async (appId) => [appId, (await stored(appId))[0]!.created_at] as const)),
    );
    /** The app's reviews up to NEXT_DAY newer than its latest stored one (up to the pages one collection reads). */
    const fresh = (appId: string) =>
      world.androidReviews('xiaomi', appId, NEXT_DAY, 0, pages).reviews.filter((r) => r.createdAt > latest.get(appId)!);
    const before = await count();
    expect(await collectAndroidReviews(engine, STEP)).toBe(0);
    expect(await count()).toBe(before);
    const added = await collectAndroidReviews(engine, NEXT_DAY);
    expect(added).toBeGreaterThan(0);
    expect(await count()).toBe(before + added);
    // An app with more than a page of new reviews: the pages down to its stored ones, nothing missed.
    const busy = chart.find((appId) => fresh(appId).length > perPage && fresh(appId).length < pages)!;
    const rows = await stored(busy);
    expect(rows.slice(0, fresh(busy).length)).toEqual(asRows(fresh(busy)));
    expect(rows[fresh(busy).length]!.created_at).toEqual(latest.get(busy));
    // The busiest: ANDROID_REVIEW_PAGES pages at most.
    expect(fresh(chart[0]!)).toHaveLength(pages);
    expect((await stored(chart[0]!)).slice(0, pages + 1).map((r) => r.created_at)).toEqual([
      ...fresh(chart[0]!).map((r) => r.createdAt),
      latest.get(chart[0]!),
    ]);
  });
});
