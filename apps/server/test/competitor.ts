/**
 * The competitor suites' shared setup: the world app, a registered user and China's overall free
 * chart, with helpers to post and add competitors.
 */
import { chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, type TestApp } from './app.ts';
import { registerTestUser } from './users.ts';
import type { DbKind } from '@bangyan/db';

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function competitorSuite(kind: DbKind) {
  let t: TestApp;
  let cookie: string;
  let chart: number[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    cookie = (await registerTestUser(t, '13600004444')).cookie;
    chart = (await chartRanking(t.handle.db, {
      country: 'cn',
      chartType: 'free',
      genre: 0,
      at: WORLD_NOW,
    }))!.entries.map((e) => e.appId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = (path: string, fields: Record<string, string>, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...FORM_HEADERS, ...(withCookie ? { cookie } : {}) },
      payload: form(fields),
    });
  const add = (appId: number, competitorId: number | string) =>
    post('/v1/apps/competitorAdd', { appId: String(appId), country: 'cn', competitorId: String(competitorId) });
  const world = () => ({ t, cookie, chart });
  return { world, get, data, post, add };
}
