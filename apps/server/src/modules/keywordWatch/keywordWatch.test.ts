import {
  ErrorCode,
  KEYWORD_WATCH_TEXTS,
  limitFailure,
  MINUTE_MS,
  TIER_LIMITS,
  formatDate,
  type WatchedKeyword,
} from '@bangyan/contract';
import { appKeywordRanks, chartRanking, keywordSearchResults } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('watched keywords of an app on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let uid: string;
  let appId: number;
  let ranked: { term: string; rank: number }[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    ({ cookie, uid } = await registerTestUser(t, '13600005555'));
    appId = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!
      .entries[0]!.appId;
    ranked = (await appKeywordRanks(t.handle.db, { country: 'cn', appId, day: formatDate(WORLD_NOW) })).filter(
      (k) => k.rank > 0,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const change = (keyword: string, on = true, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/apps/userKeywordsMonitorChange',
      headers: { ...FORM_HEADERS, ...(withCookie ? { cookie } : {}) },
      payload: form({ appId: String(appId), country: 'cn', keyword, isMonitor: on ? '1' : '-1' }),
    });

  it('needs login', async () => {
    expect((await get(`/v1/apps/userKeywordsMonitor?appId=${appId}`)).body).toMatchObject({
      code: ErrorCode.NOT_LOGGED_IN,
    });
    expect((await change(ranked[0]!.term, true, false)).json()).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });

  it("watches keywords and answers the app's rank for each now, whether it ranks or not", async () => {
    expect(ranked.length).toBeGreaterThan(1);
    const [a, b] = ranked;
    // A keyword of the storefront the app does not rank for.
    const other = await t.handle.db
      .selectFrom('keywords')
      .select('term')
      .where('country', '=', 'cn')
      .where(
        'term',
        'not in',
        ranked.map((k) => k.term),
      )
      .orderBy('keyword_id')
      .executeTakeFirstOrThrow();
    for (const term of [a!.term, b!.term, other.term]) expect((await change(term)).json()).toMatchObject({ code: 0 });
    expect((await change(a!.term)).json()).toMatchObject({
      code: 0,
      data: { count: 3, limit: TIER_LIMITS.vip.appKeyword },
    });
    const { list, count } = await data<{ list: WatchedKeyword[]; count: number }>(
      `/v1/apps/userKeywordsMonitor?appId=${appId}`,
      cookie,
    );
    expect(count).toBe(3);
    expect(list.map((k) => k.keyword).sort()).toEqual([a!.term, b!.term, other.term].sort());
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    for (const k of list) {
      const results = await keywordSearchResults(t.handle.db, { country: 'cn', term: k.keyword, at: now });
      const at = results!.entries.findIndex((e) => e.appId === appId);
      expect(k.rank).toBe(at === -1 ? null : at + 1);
    }
    expect(list.find((k) => k.keyword === other.term)!.rank).toBeNull();

    // Day by day: today's point is the rank now.
    const result = await data<{ days: string[]; series: { keyword: string; ranks: (number | null)[] }[] }>(
      `/v1/apps/userKeywordsResult?appId=${appId}&days=7`,
      cookie,
    );
    expect(result.days).toHaveLength(7);
    expect(result.days.at(-1)).toBe(formatDate(now));
    for (const s of result.series) expect(s.ranks.at(-1)).toBe(list.find((k) => k.keyword === s.keyword)!.rank);
    // Another app's set is its own.
    expect((await data<{ list: unknown[] }>(`/v1/apps/userKeywordsMonitor?appId=1`, cookie)).list).toEqual([]);

    expect((await change(other.term, false)).json()).toMatchObject({ code: 0, data: { count: 2 } });
  });

  it("refuses an unknown keyword and bad input, and keeps the tier's quota per app", async () => {
    expect((await change('一个不存在的关键词xyz')).json()).toMatchObject({
      code: 400,
      msg: KEYWORD_WATCH_TEXTS.unknown,
    });
    expect((await change('')).json()).toMatchObject({ code: 400, msg: KEYWORD_WATCH_TEXTS.keyword });
    expect((await get(`/v1/apps/userKeywordsResult?appId=${appId}&days=3`, cookie)).body).toMatchObject({
      code: 400,
      msg: KEYWORD_WATCH_TEXTS.days,
    });
    await t.handle.db.updateTable('users').set({ role: 'normal', role_end_at: null }).where('uid', '=', uid).execute();
    const terms = (
      await t.handle.db
        .selectFrom('keywords')
        .select('term')
        .where('country', '=', 'cn')
        .orderBy('keyword_id', 'desc')
        .limit(TIER_LIMITS.normal.appKeyword)
        .execute()
    ).map((k) => k.term);
    // Two are watched already (from the test before); fill up to the free tier's quota.
    let count = 0;
    for (const term of terms) {
      const body = (await change(term)).json();
      if (body.code !== 0) {
        expect(body).toMatchObject(limitFailure('appKeyword', 'normal'));
        break;
      }
      count = body.data.count;
    }
    expect(count).toBe(TIER_LIMITS.normal.appKeyword);
    // A free user sees 30 days at most.
    expect((await get(`/v1/apps/userKeywordsResult?appId=${appId}&days=90`, cookie)).body.code).toBe(
      ErrorCode.LIMIT_FREE,
    );
  });

  it("lists every app the user watches keywords of, the latest first, with the same ranks as the app's page", async () => {
    const second = (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!
      .entries[1]!.appId;
    const other = await registerTestUser(t, '13600005556');
    const watch = (app: number, keyword: string, who: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/apps/userKeywordsMonitorChange',
        headers: { ...FORM_HEADERS, cookie: who },
        payload: form({ appId: String(app), country: 'cn', keyword, isMonitor: '1' }),
      });
    expect((await watch(appId, ranked[0]!.term, cookie)).json().code).toBe(0);
    expect((await watch(second, ranked[0]!.term, cookie)).json().code).toBe(0);
    expect((await watch(second, ranked[1]!.term, other.cookie)).json().code).toBe(0);

    const { list } = await data<{
      list: { appId: string; country: string; trackName: string; keywords: WatchedKeyword[]; limit: number }[];
    }>('/v1/apps/userWatchedApps', cookie);
    expect(list.map((a) => a.appId)).toEqual([String(second), String(appId)]);
    for (const app of list) {
      const page = await data<{ list: WatchedKeyword[]; limit: number }>(
        `/v1/apps/userKeywordsMonitor?appId=${app.appId}`,
        cookie,
      );
      expect(app.keywords).toEqual(page.list);
      expect(app.trackName).not.toBe('');
      expect(app.limit).toBe(page.limit);
    }
    // The other user's watch is theirs alone.
    const theirs = await data<{ list: { appId: string; keywords: WatchedKeyword[] }[] }>(
      '/v1/apps/userWatchedApps',
      other.cookie,
    );
    expect(theirs.list.map((a) => [a.appId, a.keywords.map((k) => k.keyword)])).toEqual([
      [String(second), [ranked[1]!.term]],
    ]);
    expect((await get('/v1/apps/userWatchedApps')).body).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });
});
