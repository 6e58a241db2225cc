/**
 * The iOS app suites' shared setup: the world app and the third app of China's overall free chart.
 */
import { chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, jsonGetters, type TestApp } from './app.ts';
import type { DbKind } from '@bangyan/db';

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function appsSuite(kind: DbKind) {
  let t: TestApp;
  let appId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    appId = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!
      .entries[2]!.appId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const world = () => ({ t, appId });
  return { world, get, data };
}
