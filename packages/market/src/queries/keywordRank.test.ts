import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { keywordHeatRank } from './keywordRank.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const DAY = '2026-11-12';
const BEFORE = '2026-11-11';

describe.each(testDatabaseKinds())('keyword heat lists on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const terms = ['甲', '乙', '丙', '丁', '戊'];
      const ids = await db
        .insertInto('keywords')
        .values(terms.map((term) => ({ country: 'cn', term })))
        .returning('keyword_id')
        .execute();
      const [a, b, c, d, e] = ids.map((r) => r.keyword_id) as [number, number, number, number, number];
      await db.insertInto('keywords').values({ country: 'us', term: 'other' }).execute();
      await db
        .insertInto('keyword_daily')
        .values([
          // The day before: 甲 9000, 乙 8000, 丙 7000, 丁 without heat.
          { keyword_id: a, day: BEFORE, heat: 9000, popularity: 60 },
          { keyword_id: b, day: BEFORE, heat: 8000, popularity: 50 },
          { keyword_id: c, day: BEFORE, heat: 7000, popularity: 40 },
          { keyword_id: d, day: BEFORE, heat: null, popularity: null },
          // The day: 甲 cools, 乙 and 丙 warm up (丙 more), 丁 and 戊 are new.
          { keyword_id: a, day: DAY, heat: 8500, popularity: 55, result_count: 120 },
          { keyword_id: b, day: DAY, heat: 8200, popularity: 52, result_count: 80 },
          { keyword_id: c, day: DAY, heat: 7600, popularity: 45, result_count: 60 },
          { keyword_id: d, day: DAY, heat: 9100, popularity: 70, result_count: 300 },
          { keyword_id: e, day: DAY, heat: 5000, popularity: 10, result_count: 5 },
        ])
        .execute();
    },
  });
  const read = (list: 'hot' | 'new' | 'rise', day = DAY, offset = 0, limit = 10) =>
    keywordHeatRank(h.db, { country: 'cn', day, list, offset, limit });
  const terms = async (...args: Parameters<typeof read>) => (await read(...args)).entries.map((e) => e.term);

  it('ranks every keyword of the day by heat, with the day before to compare', async () => {
    const hot = await read('hot');
    expect(hot).toMatchObject({ day: DAY, previousDay: BEFORE, total: 5 });
    expect(hot.entries.map((e) => [e.rank, e.term, e.heat, e.previousHeat])).toEqual([
      [1, '丁', 9100, null],
      [2, '甲', 8500, 9000],
      [3, '乙', 8200, 8000],
      [4, '丙', 7600, 7000],
      [5, '戊', 5000, null],
    ]);
    expect(hot.entries[0]).toMatchObject({ popularity: 70, resultCount: 300 });
  });

  it('lists the new keywords and the risers', async () => {
    expect(await terms('new')).toEqual(['丁', '戊']);
    expect(await terms('rise')).toEqual(['丙', '乙']);
    expect((await read('rise')).total).toBe(2);
  });

  it('pages, and reads the latest collected day up to the one asked for', async () => {
    const page = await read('hot', DAY, 2, 2);
    expect(page.total).toBe(5);
    expect(page.entries.map((e) => [e.rank, e.term])).toEqual([
      [3, '乙'],
      [4, '丙'],
    ]);
    expect((await read('hot', '2026-11-20')).day).toBe(DAY);
    expect((await read('hot', DAY, 10, 10)).entries).toEqual([]);
  });

  it('tells nothing new or rising on a first collected day, and nothing before any', async () => {
    expect(await read('hot', BEFORE)).toMatchObject({ day: BEFORE, previousDay: null, total: 3 });
    expect(await read('new', BEFORE)).toMatchObject({ total: 0, entries: [] });
    expect(await read('rise', BEFORE)).toMatchObject({ total: 0, entries: [] });
    expect(await read('hot', '2026-11-01')).toEqual({ day: null, previousDay: null, total: 0, entries: [] });
  });
});
