import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { chartRanking } from './charts.ts';
import { appKeywordRanks, keywordSearchResults } from './keywords.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const CHANGE = new Date('2026-11-22T04:00:00Z');

describe.each(testDatabaseKinds())('keyword queries on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  /** A keyword whose results list changed at CHANGE, with its two stored lists. */
  async function changedKeyword() {
    const rows = await h.db
      .selectFrom('keyword_results as r')
      .innerJoin('keywords as k', 'k.keyword_id', 'r.keyword_id')
      .select(['k.term', 'r.at', 'r.app_ids'])
      .where('r.keyword_id', 'in', (eb) =>
        eb.selectFrom('keyword_results').select('keyword_id').where('at', '=', CHANGE),
      )
      .orderBy('k.term')
      .orderBy('r.at')
      .execute();
    const [first, second] = rows;
    expect(first?.term).toBe(second?.term);
    return { term: first!.term, before: first!, after: second! };
  }

  it('returns the list in force at a time: the latest change point at or before it', async () => {
    const { term, before, after } = await changedKeyword();
    expect(after.at).toEqual(CHANGE);
    const earlier = await keywordSearchResults(h.db, { country: 'cn', term, at: new Date(CHANGE.getTime() - 1000) });
    expect(earlier?.listAt).toEqual(before.at);
    expect(earlier!.entries.map((e) => e.appId)).toEqual(before.app_ids.map(Number));
    expect(earlier!.entries.map((e) => e.rank)).toEqual(before.app_ids.map((_, i) => i + 1));
    const atChange = await keywordSearchResults(h.db, { country: 'cn', term, at: CHANGE });
    expect(atChange!.entries.map((e) => e.appId)).toEqual(after.app_ids.map(Number));
    const latest = await keywordSearchResults(h.db, { country: 'cn', term });
    expect(latest?.listAt).toEqual(CHANGE);
    const none = await keywordSearchResults(h.db, { country: 'cn', term, at: new Date('2026-11-20T00:00:00Z') });
    expect(none).toMatchObject({ term, listAt: null, daily: null, entries: [] });
  });

  it("adds the keyword's popularity, heat, result count and ad slot of the China day of `at`", async () => {
    const { term } = await changedKeyword();
    const result = await keywordSearchResults(h.db, { country: 'cn', term, at: new Date('2026-11-21T15:59:00Z') });
    const daily = await h.db
      .selectFrom('keyword_daily')
      .selectAll()
      .where('keyword_id', '=', result!.keywordId)
      .where('day', '=', '2026-11-21')
      .executeTakeFirstOrThrow();
    expect(result?.daily).toEqual({
      day: '2026-11-21',
      popularity: daily.popularity,
      heat: daily.heat,
      resultCount: daily.result_count,
      adAppId: daily.ad_app_id === null ? null : Number(daily.ad_app_id),
    });
    expect(result!.daily!.heat).toBeGreaterThanOrEqual(4605);
    expect(await keywordSearchResults(h.db, { country: 'cn', term: '没有这个词' })).toBeNull();
  });

  it("gives an app's rank for every keyword on a day against the day before, as the stored lists say", async () => {
    const top = await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0 });
    const appId = top!.entries[0]!.appId;
    const ranks = await appKeywordRanks(h.db, { country: 'cn', appId, day: '2026-11-22' });
    // Independently: each keyword's last list before the end of the day, and before its start.
    const lists = await h.db
      .selectFrom('keyword_results')
      .select(['keyword_id', 'at', 'app_ids'])
      .orderBy('at')
      .execute();
    const position = (until: Date) => {
      const last = new Map<number, string[]>();
      for (const l of lists) if (l.at < until) last.set(l.keyword_id, l.app_ids);
      return new Map([...last].map(([id, ids]) => [id, ids.map(Number).indexOf(appId) + 1]));
    };
    const end = position(new Date('2026-11-22T16:00:00Z'));
    const start = position(new Date('2026-11-21T16:00:00Z'));
    const expected = [...end].filter(([id, rank]) => rank > 0 || (start.get(id) ?? 0) > 0);
    expect(ranks.length).toBe(expected.length);
    expect(ranks.length).toBeGreaterThan(10);
    for (const r of ranks) {
      expect(r.rank).toBe(end.get(r.keywordId));
      expect(r.previousRank).toBe(start.get(r.keywordId) ?? null);
      const previous = r.previousRank ?? 0;
      expect(r.change).toBe(r.rank === 0 ? -99999 : previous === 0 ? 99999 : previous - r.rank);
      expect(r.heat).not.toBeNull();
    }
    const order = ranks.map((r) => (r.rank === 0 ? Infinity : r.rank));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('marks entering and leaving with ±99999, and no change for a keyword without a list the day before', async () => {
    const ids = await h.db
      .insertInto('keywords')
      .values(['进', '出', '新词', '留'].map((term) => ({ country: 'us', term })))
      .returning(['keyword_id', 'term'])
      .execute();
    const id = (term: string) => ids.find((k) => k.term === term)!.keyword_id;
    const day1 = new Date('2026-11-21T04:00:00Z');
    const day2 = new Date('2026-11-22T04:00:00Z');
    await h.db
      .insertInto('keyword_results')
      .values([
        { keyword_id: id('进'), at: day1, app_ids: [7, 8] },
        { keyword_id: id('进'), at: day2, app_ids: [7, 42] },
        { keyword_id: id('出'), at: day1, app_ids: [42] },
        { keyword_id: id('出'), at: day2, app_ids: [7] },
        { keyword_id: id('新词'), at: day2, app_ids: [9, 42] },
        { keyword_id: id('留'), at: day1, app_ids: [1, 2, 42] },
      ])
      .execute();
    await h.db
      .insertInto('keyword_daily')
      .values({ keyword_id: id('留'), day: '2026-11-22', popularity: 5, heat: 4605 })
      .execute();
    const ranks = await appKeywordRanks(h.db, { country: 'us', appId: 42, day: '2026-11-22' });
    expect(
      ranks.map(({ term, rank, previousRank, change, heat }) => ({ term, rank, previousRank, change, heat })),
    ).toEqual([
      { term: '进', rank: 2, previousRank: 0, change: 99999, heat: null },
      { term: '新词', rank: 2, previousRank: null, change: 0, heat: null },
      { term: '留', rank: 3, previousRank: 3, change: 0, heat: 4605 },
      { term: '出', rank: 0, previousRank: 1, change: -99999, heat: null },
    ]);
  });
});
