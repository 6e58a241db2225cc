/** Round trip: the Android keyword results `storeAndroidKeywordResults` stores, as queries/androidKeywords.ts reads. */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { storeAndroidKeywordResults } from './storeAndroid.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { androidKeywordDays, androidKeywordResults } from '../queries/androidKeywords.ts';

const DAY1 = new Date('2026-11-20T04:00:00Z');
const DAY2 = new Date('2026-11-21T04:00:00Z');
const DAY3 = new Date('2026-11-22T04:00:00Z');
const EVENING = new Date('2026-11-22T12:00:00Z');

describe.each(testDatabaseKinds())('Android keyword results on %s', (kind) => {
  let keywordId = 0;
  let written: number[] = [];
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      ({ keyword_id: keywordId } = await db
        .insertInto('keywords')
        .values({ country: 'cn', term: '记账' })
        .returning('keyword_id')
        .executeTakeFirstOrThrow());
      await db
        .insertInto('keyword_daily')
        .values([
          { keyword_id: keywordId, day: '2026-11-21', heat: 5000 },
          { keyword_id: keywordId, day: '2026-11-22', heat: 5200 },
        ])
        .execute();
      await db
        .insertInto('android_apps')
        .values({
          market: 'vivo',
          app_id: 'com.b',
          name: '乙',
          developer_name: '乙公司',
          icon_url: 'b.png',
          first_seen_at: DAY1,
          last_seen_at: DAY1,
        })
        .execute();
      const store = (at: Date, appIds: string[]) => storeAndroidKeywordResults(db, 'vivo', at, [{ keywordId, appIds }]);
      written = [
        await store(DAY1, ['com.a', 'com.b']),
        await store(DAY2, ['com.b', 'com.a', 'com.c']),
        // Unchanged: no change point, only the day's count.
        await store(DAY3, ['com.b', 'com.a', 'com.c']),
        // Older than the latest stored list: history is not rewritten.
        await store(DAY1, ['com.z']),
      ];
    },
  });

  it('stores change points only, and a result count every day', async () => {
    expect(written).toEqual([1, 1, 0, 0]);
    const lists = await h.db.selectFrom('android_keyword_results').select(['at', 'app_ids']).orderBy('at').execute();
    expect(lists).toEqual([
      { at: DAY1, app_ids: ['com.a', 'com.b'] },
      { at: DAY2, app_ids: ['com.b', 'com.a', 'com.c'] },
    ]);
    const daily = await h.db
      .selectFrom('android_keyword_daily')
      .select(['day', 'at', 'result_count'])
      .orderBy('day')
      .execute();
    expect(daily.map((d) => [d.result_count, d.at])).toEqual([
      [1, DAY1],
      [3, DAY2],
      [3, DAY3],
    ]);
  });

  it('answers the latest collection: its count, heat and change against the list in force 24 h before', async () => {
    const atDay2 = await androidKeywordResults(h.db, {
      market: 'vivo',
      term: '记账',
      at: new Date('2026-11-21T10:00:00Z'),
    });
    expect(atDay2).toMatchObject({ collectedAt: DAY2, resultCount: 3, heat: 5000 });
    expect(atDay2.entries.map((e) => [e.appId, e.rank, e.previousRank, e.change])).toEqual([
      ['com.b', 1, 2, 1],
      ['com.a', 2, 1, -1],
      ['com.c', 3, 0, 99999],
    ]);
    expect(atDay2.entries[0]).toMatchObject({ name: '乙', developerName: '乙公司', iconUrl: 'b.png' });
    const latest = await androidKeywordResults(h.db, { market: 'vivo', term: '记账', at: EVENING });
    expect(latest).toMatchObject({ collectedAt: DAY3, resultCount: 3, heat: 5200 });
    expect(latest.entries.map((e) => e.change)).toEqual([0, 0, 0]);
    const first = await androidKeywordResults(h.db, { market: 'vivo', term: '记账', at: DAY1 });
    expect(first.entries.map((e) => [e.previousRank, e.change])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it('answers nothing for another market, an unknown keyword and a time before the first collection', async () => {
    const none = { collectedAt: null, resultCount: null, entries: [] };
    expect(await androidKeywordResults(h.db, { market: 'oppo', term: '记账', at: EVENING })).toEqual({
      ...none,
      heat: 5200,
    });
    expect(await androidKeywordResults(h.db, { market: 'vivo', term: '没有', at: EVENING })).toEqual({
      ...none,
      heat: null,
    });
    expect(
      await androidKeywordResults(h.db, { market: 'vivo', term: '记账', at: new Date('2026-11-19T00:00:00Z') }),
    ).toMatchObject(none);
  });

  it('gives each collected day its count and the list in force at its end', async () => {
    const days = await androidKeywordDays(h.db, {
      market: 'vivo',
      term: '记账',
      days: ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'],
    });
    expect(days).toEqual([
      { day: '2026-11-20', resultCount: 1, appIds: ['com.a', 'com.b'] },
      { day: '2026-11-21', resultCount: 3, appIds: ['com.b', 'com.a', 'com.c'] },
      { day: '2026-11-22', resultCount: 3, appIds: ['com.b', 'com.a', 'com.c'] },
    ]);
    expect(await androidKeywordDays(h.db, { market: 'vivo', term: '记账', days: ['2026-11-22'] })).toEqual([days[2]]);
  });
});
