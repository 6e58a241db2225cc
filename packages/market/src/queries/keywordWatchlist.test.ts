import { describe, expect, it } from 'vitest';
import { engineDayBefore, formatDate } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { keywordWatchlist, WATCHLIST_TOP_APPS } from './keywordWatchlist.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

describe.each(testDatabaseKinds())('a keyword watchlist on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it("gives each keyword the latest day's heat and result count, their change and the first apps, in the order asked", async () => {
    const day = (
      await h.db
        .selectFrom('keyword_daily as d')
        .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
        .select((eb) => eb.fn.max('d.day').as('day'))
        .where('k.country', '=', 'cn')
        .where('d.day', '<=', formatDate(WORLD_NOW))
        .where('d.heat', 'is not', null)
        .executeTakeFirstOrThrow()
    ).day as string;
    const rows = await h.db
      .selectFrom('keyword_daily as d')
      .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
      .select(['k.keyword_id', 'k.term', 'd.heat', 'd.result_count'])
      .where('k.country', '=', 'cn')
      .where('d.day', '=', day)
      .where('d.heat', 'is not', null)
      .orderBy('d.heat', 'desc')
      .limit(2)
      .execute();
    const terms = [rows[1]!.term, '从未收录的词', rows[0]!.term];
    const list = await keywordWatchlist(h.db, { country: 'cn', terms, at: WORLD_NOW });
    expect(list.day).toBe(day);
    expect(list.keywords.map((k) => k.term)).toEqual(terms);
    expect(list.keywords[1]).toEqual({
      term: '从未收录的词',
      collected: false,
      heat: null,
      heatChange: null,
      resultCount: null,
      resultCountChange: null,
      top: [],
    });
    for (const [k, row] of [
      [list.keywords[0]!, rows[1]!],
      [list.keywords[2]!, rows[0]!],
    ] as const) {
      expect(k.collected).toBe(true);
      expect(k.heat).toBe(row.heat);
      expect(k.resultCount).toBe(row.result_count);
      const before = await h.db
        .selectFrom('keyword_daily')
        .select(['heat', 'result_count'])
        .where('keyword_id', '=', row.keyword_id)
        .where('day', '=', engineDayBefore(day))
        .executeTakeFirst();
      const beforeHeat = before?.heat ?? null;
      expect(k.heatChange).toBe(beforeHeat === null ? null : row.heat! - beforeHeat);
      const beforeCount = before?.result_count ?? null;
      expect(k.resultCountChange).toBe(
        beforeCount === null || row.result_count === null ? null : row.result_count - beforeCount,
      );
      const inForce = await h.db
        .selectFrom('keyword_results')
        .select('app_ids')
        .where('keyword_id', '=', row.keyword_id)
        .where('at', '<=', WORLD_NOW)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(k.top.map((a) => a.appId)).toEqual(inForce.app_ids.slice(0, WATCHLIST_TOP_APPS).map(Number));
      expect(k.top.every((a) => a.name !== '')).toBe(true);
    }
  });

  it('answers an empty list for no keywords', async () => {
    expect((await keywordWatchlist(h.db, { country: 'cn', terms: [], at: WORLD_NOW })).keywords).toEqual([]);
  });
});
