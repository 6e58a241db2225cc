import {
  APP_DETAIL_TEXTS,
  ASO_ADD_TEXTS,
  DAY_MS,
  ErrorCode,
  formatDate,
  limitFailure,
  TIER_LIMITS,
  type AddAsoKeywordResult,
  type AddedAsoKeyword,
} from '@bangyan/contract';
import { appKeywordRanks, chartRanking, runStep } from '@bangyan/market';
import { openTestMarket, WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

interface Limit {
  used: number;
  limit: number;
  remaining: number;
  collected: boolean;
  list: AddedAsoKeyword[];
}

describe.each(testDatabaseKinds())('added keywords on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let uid: string;
  let appId: string;
  /** Keywords the app ranks for now, best rank first. */
  let ranked: { term: string; rank: number }[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    ({ cookie, uid } = await registerTestUser(t, '13600007777'));
    appId = String(
      (await chartRanking(t.handle.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!.entries[0]!
        .appId,
    );
    ranked = (await appKeywordRanks(t.handle.db, { country: 'cn', appId: Number(appId), day: formatDate(WORLD_NOW) }))
      .filter((k) => k.rank > 0)
      .sort((a, b) => a.rank - b.rank);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const limitUrl = (app = appId, country = 'cn') =>
    `/v1/Keywordcover/getAddAsoKeywordLimit?appId=${app}&country=${country}`;
  const add = async (fields: Record<string, string>, as: string | null = cookie) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/Keywordcover/addAsoKeyword',
      headers: { ...FORM_HEADERS, ...(as ? { cookie: as } : {}) },
      payload: form({ appId, country: 'cn', ...fields }),
    });
    return res.json() as {
      code: number;
      msg: string;
      data: Omit<Limit, 'collected' | 'list'> & { list: AddAsoKeywordResult[] };
    };
  };
  /** What adding may change: the requests recorded and the keyword library. */
  const saved = async () => ({
    requests: (
      await t.handle.db
        .selectFrom('aso_keyword_adds')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    library: (
      await t.handle.db
        .selectFrom('keywords')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });
  const setTier = (role: 'normal' | 'vip' | 'svip') =>
    t.handle.db
      .updateTable('users')
      .set({ role, role_end_at: new Date(Date.now() + DAY_MS) })
      .where('uid', '=', uid)
      .execute();
  const fresh = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(',');

  it('needs login', async () => {
    const before = await saved();
    expect((await get(limitUrl())).body).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
    expect(await add({ keywords: '榜眼访客词' }, null)).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
    expect(await saved()).toEqual(before);
  });

  it('refuses bad input with its Chinese text and saves nothing', async () => {
    const before = await saved();
    const cases: [Record<string, string>, string][] = [
      [{ keywords: ' ,，' }, ASO_ADD_TEXTS.empty],
      [{}, ASO_ADD_TEXTS.empty],
      [{ keywords: `榜眼好词,${'长'.repeat(21)}` }, ASO_ADD_TEXTS.length],
      [{ keywords: '榜眼\t好词' }, ASO_ADD_TEXTS.control],
      [{ keywords: fresh('榜眼多词', 11) }, ASO_ADD_TEXTS.count],
      [{ keywords: '榜眼好词', appId: 'abc' }, APP_DETAIL_TEXTS.appId],
      [{ keywords: '榜眼好词', country: 'zz' }, APP_DETAIL_TEXTS.country],
      // Only storefronts whose keywords are collected (the world collects cn's).
      [{ keywords: '榜眼好词', country: 'us' }, ASO_ADD_TEXTS.notCollected],
      [{ keywords: '榜眼好词', appId: '1' }, ASO_ADD_TEXTS.unknownApp],
    ];
    for (const [fields, msg] of cases) expect(await add(fields)).toMatchObject({ code: 400, msg });
    expect(await saved()).toEqual(before);
    expect(await data<Limit>(limitUrl(appId, 'us'), cookie)).toMatchObject({ collected: false, used: 0, list: [] });
  });

  it("adds a new term to the library, answers a tracked term's figures, a repeat today as a duplicate", async () => {
    const tracked = ranked[0]!;
    const daily = await t.handle.db
      .selectFrom('keyword_daily as d')
      .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
      .select(['d.heat', 'd.result_count'])
      .where('k.country', '=', 'cn')
      .where('k.term', '=', tracked.term)
      .orderBy('d.day', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const limit = TIER_LIMITS.vip.asoKeyword;
    // De-duplicated: the new word once.
    const first = await add({ keywords: `榜眼新词甲, ${tracked.term}，榜眼新词甲` });
    expect(first).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        used: 2,
        limit,
        remaining: limit - 2,
        list: [
          { keyword: '榜眼新词甲', status: 'added', heat: null, resultCount: null, rank: null },
          {
            keyword: tracked.term,
            status: 'tracked',
            heat: daily.heat,
            resultCount: daily.result_count,
            rank: tracked.rank,
          },
        ],
      },
    });
    expect(
      await t.handle.db
        .selectFrom('keywords')
        .select('term')
        .where('country', '=', 'cn')
        .where('term', '=', '榜眼新词甲')
        .execute(),
    ).toHaveLength(1);
    // Again today, for this app: duplicates, not counted again.
    const again = await add({ keywords: `${tracked.term},榜眼新词甲` });
    expect(again.data).toMatchObject({ used: 2, remaining: limit - 2 });
    expect(again.data.list.map((r) => [r.keyword, r.status])).toEqual([
      [tracked.term, 'duplicate'],
      ['榜眼新词甲', 'duplicate'],
    ]);
    // For another app the same word is a request of its own, and already in the library.
    const other = await t.handle.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'cn')
      .where('app_id', '!=', appId)
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await add({ keywords: '榜眼新词甲', appId: other.app_id })).data).toMatchObject({
      used: 3,
      list: [{ keyword: '榜眼新词甲', status: 'tracked', heat: null, rank: null }],
    });

    const answer = await data<Limit>(limitUrl(), cookie);
    expect(answer).toMatchObject({ used: 3, limit, remaining: limit - 3, collected: true });
    expect(answer.list.map(({ addedAt: _, ...k }) => k).sort((a, b) => a.keyword.localeCompare(b.keyword))).toEqual(
      [
        { keyword: '榜眼新词甲', status: 'pending', heat: null, resultCount: null, rank: null },
        {
          keyword: tracked.term,
          status: 'collected',
          heat: daily.heat,
          resultCount: daily.result_count,
          rank: tracked.rank,
        },
      ].sort((a, b) => a.keyword.localeCompare(b.keyword)),
    );
    expect(answer.list.every((k) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(k.addedAt))).toBe(true);
    expect((await data<Limit>(limitUrl(other.app_id), cookie)).list.map((k) => k.keyword)).toEqual(['榜眼新词甲']);
  });

  it("keeps the tier's daily quota over every app: codes 2 / 3 / 4, nothing saved over it", async () => {
    await setTier('normal');
    const used = (await data<Limit>(limitUrl(), cookie)).used;
    const room = TIER_LIMITS.normal.asoKeyword - used;
    const before = await saved();
    // One term more than the room: refused whole.
    expect(await add({ keywords: fresh('榜眼普通', room + 1) })).toMatchObject(limitFailure('asoKeyword', 'normal'));
    expect(await saved()).toEqual(before);
    expect((await add({ keywords: fresh('榜眼普通', room) })).data).toMatchObject({
      used: TIER_LIMITS.normal.asoKeyword,
      remaining: 0,
    });
    expect(await add({ keywords: '榜眼再来' })).toMatchObject(limitFailure('asoKeyword', 'normal'));
    // A repeat of today's term takes no quota, so it still answers.
    expect((await add({ keywords: '榜眼普通0' })).data.list).toMatchObject([{ status: 'duplicate' }]);

    await setTier('vip');
    for (let i = 0; i < (TIER_LIMITS.vip.asoKeyword - TIER_LIMITS.normal.asoKeyword) / 10; i++)
      expect((await add({ keywords: fresh(`榜眼会员${i}-`, 10) })).code).toBe(0);
    expect(await add({ keywords: '榜眼再来' })).toMatchObject(limitFailure('asoKeyword', 'vip'));

    await setTier('svip');
    // The rest of the SVIP day's requests as stored rows, then one more through the API.
    const day = (
      await t.handle.db
        .selectFrom('aso_keyword_adds')
        .select('day')
        .where('uid', '=', uid)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).day;
    const rest = TIER_LIMITS.svip.asoKeyword - TIER_LIMITS.vip.asoKeyword;
    await t.handle.db
      .insertInto('aso_keyword_adds')
      .values(
        Array.from({ length: rest }, (_, i) => ({ uid, country: 'cn', app_id: appId, term: `榜眼超级${i}`, day })),
      )
      .execute();
    expect((await data<Limit>(limitUrl(), cookie)).remaining).toBe(0);
    expect(await add({ keywords: '榜眼再来' })).toMatchObject(limitFailure('asoKeyword', 'svip'));
  });

  it('collects an added term at the next keyword collection: its heat, result count and the app’s rank', async () => {
    const { cookie: other } = await registerTestUser(t, '13600008888');
    // The simulated Apple Ads recommends every word it knows, so each is in the world's library
    // already: take one the app ranks for out of it, as a word the library lacks.
    const term = ranked[0]!.term;
    await t.handle.db.deleteFrom('keywords').where('country', '=', 'cn').where('term', '=', term).execute();
    expect((await add({ keywords: term }, other)).data.list).toEqual([
      { keyword: term, status: 'added', heat: null, resultCount: null, rank: null },
    ]);
    expect((await data<Limit>(limitUrl(), other)).list).toMatchObject([
      { keyword: term, status: 'pending', heat: null, rank: null },
    ]);
    const { keyword_id: id } = await t.handle.db
      .selectFrom('keywords')
      .select('keyword_id')
      .where('country', '=', 'cn')
      .where('term', '=', term)
      .executeTakeFirstOrThrow();

    // The next keyword collection after the day's one (04:00 UTC), at the world's now.
    const { engine, simulator } = await openTestMarket(t.handle.db);
    try {
      await runStep(engine, { job: 'keywords', at: WORLD_NOW });
    } finally {
      await simulator?.close();
    }
    const daily = await t.handle.db
      .selectFrom('keyword_daily')
      .select(['heat', 'result_count'])
      .where('keyword_id', '=', id)
      .where('day', '=', formatDate(WORLD_NOW))
      .executeTakeFirstOrThrow();
    const list = await t.handle.db
      .selectFrom('keyword_results_current')
      .select('app_ids')
      .where('keyword_id', '=', id)
      .executeTakeFirstOrThrow();
    const rank = list.app_ids.map(String).indexOf(appId) + 1;
    expect(daily.heat).not.toBeNull();
    expect(rank).toBeGreaterThan(0);
    expect((await data<Limit>(limitUrl(), other)).list).toMatchObject([
      { keyword: term, status: 'collected', heat: daily.heat, resultCount: daily.result_count, rank },
    ]);
  });
});
