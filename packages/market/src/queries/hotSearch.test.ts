import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { hotSearch, hotSearchDay } from './hotSearch.ts';

const at = (iso: string) => new Date(iso);
const list = (...terms: (string | number)[]) =>
  JSON.stringify(terms.map((t) => (typeof t === 'number' ? { term: `app${t}`, appId: t } : { term: t, appId: null })));

describe.each(testDatabaseKinds())('hot search on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('trending_snapshots')
        .values([
          { country: 'cn', at: at('2026-11-20T00:00:00Z'), terms: list('甲', 11) },
          { country: 'cn', at: at('2026-11-20T04:00:00Z'), terms: list('乙') },
          { country: 'cn', at: at('2026-11-20T08:00:00Z'), terms: list('丙', 11, 12, 13) },
          { country: 'cn', at: at('2026-11-21T00:00:00Z'), terms: list('丙', 11, 12, 13) },
          { country: 'cn', at: at('2026-11-21T04:00:00Z'), terms: list('乙') },
          { country: 'cn', at: at('2026-11-21T08:00:00Z'), terms: list('乙') },
        ])
        .execute();
      const [k] = await db
        .insertInto('keywords')
        .values({ country: 'cn', term: '丙' })
        .returning('keyword_id')
        .execute();
      await db
        .insertInto('keyword_daily')
        .values([
          { keyword_id: k!.keyword_id, day: '2026-11-20', popularity: 20, heat: 7333 },
          { keyword_id: k!.keyword_id, day: '2026-11-22', popularity: 50, heat: 9136 },
        ])
        .execute();
      await db
        .insertInto('market_apps')
        .values(
          [11, 12].map((id) => ({
            app_id: id,
            country: 'cn',
            name: `应用${id}`,
            first_seen_at: at('2026-11-01T00:00:00Z'),
            last_seen_at: at('2026-11-01T00:00:00Z'),
          })),
        )
        .execute();
    },
  });

  it('shows the newest 3 lists, each dated when it went up, with heat up to that day and the apps', async () => {
    const groups = await hotSearch(h.db, { country: 'cn', at: at('2026-11-21T09:00:00Z') });
    expect(groups.map((g) => [g.at.toISOString(), g.updateTimeStr, g.keywordList])).toEqual([
      ['2026-11-21T04:00:00.000Z', '12:00', [{ keyword: '乙', priority: 0 }]],
      ['2026-11-20T08:00:00.000Z', '昨日 16:00', [{ keyword: '丙', priority: 7333 }]],
      ['2026-11-20T04:00:00.000Z', '昨日 12:00', [{ keyword: '乙', priority: 0 }]],
    ]);
    expect(groups[1]!.appList).toEqual([11, 12]);
    expect(groups[1]!.apps.map((a) => a.name)).toEqual(['应用11', '应用12']);
  });

  it('reads only what was up at `at`; the iOS 12 tab has no apps', async () => {
    const groups = await hotSearch(h.db, { country: 'cn', at: at('2026-11-21T02:00:00Z'), iosVersion: 12 });
    expect(groups.map((g) => g.at.toISOString())).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T04:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
    ]);
    expect(groups.every((g) => g.appList.length === 0 && g.apps.length === 0)).toBe(true);
    expect(await hotSearch(h.db, { country: 'us' })).toEqual([]);
  });

  it('lists every list a China day put up with all its keywords and apps, not the day before’s', async () => {
    const now = at('2026-11-21T09:00:00Z');
    const day = await hotSearchDay(h.db, { country: 'cn', day: '2026-11-20', iosVersion: 13, now });
    expect(
      day.map((g) => [g.at.toISOString(), g.updateTimeStr, g.keywordList.map((k) => k.keyword), g.appList]),
    ).toEqual([
      ['2026-11-20T08:00:00.000Z', '昨日 16:00', ['丙'], [11, 12, 13]],
      ['2026-11-20T04:00:00.000Z', '昨日 12:00', ['乙'], []],
      ['2026-11-20T00:00:00.000Z', '昨日 08:00', ['甲'], [11]],
    ]);
    expect(day[0]!.keywordList[0]!.priority).toBe(7333);
    const next = await hotSearchDay(h.db, { country: 'cn', day: '2026-11-21', iosVersion: 12, now });
    expect(next.map((g) => [g.at.toISOString(), g.keywordList.map((k) => k.keyword), g.appList])).toEqual([
      ['2026-11-21T04:00:00.000Z', ['乙'], []],
    ]);
    expect(
      await hotSearchDay(h.db, { country: 'cn', day: '2026-11-21', iosVersion: 13, now: at('2026-11-21T02:00:00Z') }),
    ).toEqual([]);
  });
});
