import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { loadMarketConfig } from '../config.ts';
import { suiteDatabase, WORLD_NOW } from '../queries/testing.ts';
import { openMarket, openWorld } from '../runtime.ts';
import type { SimulatorServer } from '../simulator/server.ts';
import type { World } from '../simulator/world-api.ts';
import { ANDROID_ROUTES } from '../sources/android/formats.ts';
import { ANDROID_REVIEW_PAGES, collectAndroidReviews } from './collectAndroidReviews.ts';
import type { Engine } from './engine.ts';
import { dailyTime } from './plan.ts';

const CONFIG = loadMarketConfig({ SIM_SCALE: 'test', SIM_SEED: '7', BACKFILL_DAYS: '3' });
/** The backfill's last 'android-reviews' step in the tests' world. */
const STEP = dailyTime(WORLD_NOW, 0);
const NEXT_DAY = new Date(STEP.getTime() + 86_400_000);

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

  const count = async () => Number((await h.db.selectFrom('android_app_reviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const stored = (appId: string) =>
    h.db.selectFrom('android_app_reviews').select(['review_id', 'rating', 'content', 'author', 'version', 'created_at']).where('market', '=', 'xiaomi').where('app_id', '=', appId).orderBy('created_at', 'desc').orderBy('review_id').execute();
  const asRows = (reviews: ReturnType<World['androidReviews']>['reviews']) =>
    reviews.map((r) => ({ review_id: r.reviewId, rating: r.rating, content: r.content, author: r.author, version: r.version, created_at: r.createdAt }));

  it("stored the market's newest pages of every app it lists in the backfill", async () => {
    const top = world.androidChart('xiaomi', 'download', STEP).appIds[0]!;
    const newest = world.androidReviews('xiaomi', top, STEP, 0, ANDROID_REVIEW_PAGES * ANDROID_ROUTES.xiaomi.reviewsPerPage).reviews;
    expect(newest.length).toBe(60);
    expect(await stored(top)).toEqual(asRows(newest));
    const apps = await h.db.selectFrom('android_app_reviews').select(['market', 'app_id']).distinct().execute();
    expect(new Set(apps.map((a) => a.market))).toEqual(new Set(['huawei', 'xiaomi', 'oppo', 'vivo']));
  });

  it('stores each review once: the same step again writes nothing, a day later only the new reviews', async () => {
    const before = await count();
    expect(await collectAndroidReviews(engine, STEP)).toBe(0);
    expect(await count()).toBe(before);
    const added = await collectAndroidReviews(engine, NEXT_DAY);
    expect(added).toBeGreaterThan(0);
    expect(await count()).toBe(before + added);
    const top = world.androidChart('xiaomi', 'download', NEXT_DAY).appIds[0]!;
    const page = asRows(world.androidReviews('xiaomi', top, NEXT_DAY, 0, ANDROID_ROUTES.xiaomi.reviewsPerPage).reviews);
    expect((await stored(top)).slice(0, page.length)).toEqual(page);
  });
});
