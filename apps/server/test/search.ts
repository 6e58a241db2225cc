/**
 * The search box suites' shared setup: the world app, two registered users and helpers to ask for
 * suggestions, record searches and list the hottest keywords.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Suggestions } from '@bangyan/contract';
import { createTestApp, form, FORM_HEADERS, type TestApp } from './app.ts';
import { registerTestUser } from './users.ts';
import type { DbKind } from '@bangyan/db';

/** Registers the suite's hooks in the calling describe; `world()` answers what they set up. */
export function searchSuite(kind: DbKind) {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    alice = (await registerTestUser(t, '13800002222')).cookie;
    bob = (await registerTestUser(t, '13800003333')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, params: Record<string, string>, cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams(params)}`,
        headers: cookie ? { cookie } : {},
      })
    ).json();
  const suggest = async (params: Record<string, string>, cookie?: string): Promise<Suggestions> => {
    const res = await get('/v1/search/suggestionPC', params, cookie);
    expect(res.code).toBe(0);
    return res.data;
  };
  const record = async (keyword: string, cookie: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/search/addSearchHistory',
        headers: { ...FORM_HEADERS, cookie },
        payload: form({ keyword }),
      })
    ).json();
  const labels = (list: readonly { label: string }[]) => list.map((i) => i.label);

  /** The world's keywords of China by their heat on the latest day, hottest first. */
  const hottest = async () => {
    const rows = await sql<{ term: string }>`
      SELECT k.term FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id
      WHERE k.country = 'cn' AND d.day = (SELECT max(day) FROM keyword_daily)
      ORDER BY d.heat DESC, k.keyword_id`.execute(t.handle.db);
    return rows.rows.map((r) => r.term);
  };
  const world = () => ({ t, alice, bob });
  return { world, get, suggest, record, labels, hottest };
}
