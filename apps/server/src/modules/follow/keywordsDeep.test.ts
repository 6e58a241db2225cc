import { apiDay, engineDayBefore, formatDate } from '@bangyan/contract';
import { hotKeywords, latestHeatDay } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

describe.each(testDatabaseKinds())('saved keywords with their figures on %s', (kind) => {
  let t: TestApp;
  let words: string[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    words = (await hotKeywords(t.handle.db, { country: 'cn', at: WORLD_NOW, limit: 2 })).map((k) => k.term);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const save = (keyword: string, cookie: string) =>
    data(`/v1/user/followSearchKeyword?${new URLSearchParams({ keyword, country: 'cn', isFollow: '1' })}`, cookie);

  it("lists a user's keywords newest first with the latest day's heat, results, changes and top apps", async () => {
    const me = await registerTestUser(t, '13700004001');
    const other = await registerTestUser(t, '13700004002');
    await save(words[0]!, me.cookie);
    await save('没人搜过的词', me.cookie);
    await save(words[1]!, me.cookie);
    await save(words[0]!, other.cookie);

    const deep = await data<{
      follow: number;
      limit: number;
      date: string;
      list: {
        keyword: string;
        collected: boolean;
        heat: number | null;
        heatChange: number | null;
        resultCount: number | null;
        topApps: { appId: string; trackName: string }[];
      }[];
    }>('/v1/user/userKeywordDeep', me.cookie);
    expect(deep.follow).toBe(3);
    expect(deep.list.map((k) => k.keyword)).toEqual([words[1], '没人搜过的词', words[0]]);
    const day = (await latestHeatDay(t.handle.db, 'cn', formatDate(WORLD_NOW)))!;
    expect(deep.date).toBe(apiDay(day));
    const unknown = deep.list[1]!;
    expect(unknown).toMatchObject({ collected: false, heat: null, resultCount: null, topApps: [] });
    for (const k of [deep.list[0]!, deep.list[2]!]) {
      const row = await t.handle.db
        .selectFrom('keyword_daily as d')
        .innerJoin('keywords as w', 'w.keyword_id', 'd.keyword_id')
        .select(['d.heat', 'd.result_count', 'd.keyword_id'])
        .where('w.country', '=', 'cn')
        .where('w.term', '=', k.keyword)
        .where('d.day', '=', day)
        .executeTakeFirstOrThrow();
      expect(k).toMatchObject({ collected: true, heat: row.heat, resultCount: row.result_count });
      const before = await t.handle.db
        .selectFrom('keyword_daily')
        .select('heat')
        .where('keyword_id', '=', row.keyword_id)
        .where('day', '=', engineDayBefore(day))
        .executeTakeFirst();
      const beforeHeat = before?.heat ?? null;
      expect(k.heatChange).toBe(beforeHeat === null ? null : row.heat! - beforeHeat);
      expect(k.topApps).toHaveLength(3);
      expect(k.topApps.every((a) => /^\d+$/.test(a.appId) && a.trackName !== '')).toBe(true);
    }
    // The other user's list is theirs alone.
    expect((await data<{ list: unknown[] }>('/v1/user/userKeywordDeep', other.cookie)).list).toHaveLength(1);
  });

  it('needs login', async () => {
    expect((await get('/v1/user/userKeywordDeep')).body).toMatchObject({ code: 401 });
  });
});
