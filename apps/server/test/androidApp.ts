/**
 * The Android app suites' shared setup: the world app and the top of xiaomi's hot chart, with JSON getters.
 */
import { formatDate } from '@bangyan/contract';
import { androidRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, jsonGetters, type TestApp } from './app.ts';
import type { DbKind } from '@bangyan/db';

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function androidAppSuite(kind: DbKind) {
  let t: TestApp;
  /** The top of xiaomi's hot chart at the world's now: on the charts, in the search results and in other markets. */
  let appId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    appId = (await androidRanking(t.handle.db, { market: 'xiaomi', chartType: 'hot', at: WORLD_NOW }))!.entries[0]!
      .appId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const db = () => t.handle.db;
  const today = () => formatDate(WORLD_NOW);
  const world = () => ({ t, appId });
  return { world, get, data, db, today };
}
