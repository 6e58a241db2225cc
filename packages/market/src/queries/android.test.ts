import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { androidRanking } from './android.ts';

const DAY1 = new Date('2026-11-20T04:00:00Z');
const DAY2 = new Date('2026-11-21T04:00:00Z');
const DAY3 = new Date('2026-11-22T05:00:00Z');

describe.each(testDatabaseKinds())('Android ranking on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('android_chart_snapshots')
        .values([
          { market: 'xiaomi', chart_type: 'hot', at: DAY1, app_ids: ['com.a', 'com.b'] },
          { market: 'xiaomi', chart_type: 'hot', at: DAY2, app_ids: ['com.b', 'com.a', 'com.c'] },
          // 25 h after DAY2: still compared with it (within the 2 h tolerance).
          { market: 'xiaomi', chart_type: 'hot', at: DAY3, app_ids: ['com.c', 'com.b'] },
        ])
        .execute();
      const seen = { first_seen_at: DAY1, last_seen_at: DAY2 };
      await db
        .insertInto('android_apps')
        .values([
          {
            market: 'xiaomi',
            app_id: 'com.a',
            name: '甲',
            developer_name: '甲公司',
            category: '工具',
            rating: 4.5,
            ios_app_id: 101,
            ...seen,
          },
          { market: 'xiaomi', app_id: 'com.b', name: '乙', ...seen },
        ])
        .execute();
      await db
        .insertInto('android_downloads')
        .values([
          { market: 'xiaomi', app_id: 'com.a', day: '2026-11-20', total: 4000 },
          { market: 'xiaomi', app_id: 'com.a', day: '2026-11-21', total: 5000 },
          { market: 'xiaomi', app_id: 'com.b', day: '2026-11-21', total: 900 },
        ])
        .execute();
    },
  });

  it("lists the chart at a time with details, the day's downloads and the change against 24 h earlier", async () => {
    const chart = await androidRanking(h.db, {
      market: 'xiaomi',
      chartType: 'hot',
      at: new Date('2026-11-21T12:00:00Z'),
    });
    expect(chart?.at).toEqual(DAY2);
    expect(chart?.previousAt).toEqual(DAY1);
    expect(
      chart!.entries.map(({ rank, appId, name, iosAppId, totalDownloads, dailyDownloads, previousRank, change }) => ({
        rank,
        appId,
        name,
        iosAppId,
        totalDownloads,
        dailyDownloads,
        previousRank,
        change,
      })),
    ).toEqual([
      {
        rank: 1,
        appId: 'com.b',
        name: '乙',
        iosAppId: null,
        totalDownloads: 900,
        dailyDownloads: null,
        previousRank: 2,
        change: 1,
      },
      {
        rank: 2,
        appId: 'com.a',
        name: '甲',
        iosAppId: 101,
        totalDownloads: 5000,
        dailyDownloads: 1000,
        previousRank: 1,
        change: -1,
      },
      {
        rank: 3,
        appId: 'com.c',
        name: '',
        iosAppId: null,
        totalDownloads: 0,
        dailyDownloads: null,
        previousRank: 0,
        change: 99999,
      },
    ]);
    expect(chart!.entries[1]).toMatchObject({ developerName: '甲公司', category: '工具', rating: 4.5 });
  });

  it('defaults to the latest chart, and has none before the first', async () => {
    const latest = await androidRanking(h.db, { market: 'xiaomi', chartType: 'hot' });
    expect(latest?.at).toEqual(DAY3);
    expect(latest?.previousAt).toEqual(DAY2);
    expect(latest!.entries.map((e) => [e.appId, e.previousRank, e.change])).toEqual([
      ['com.c', 3, 2],
      ['com.b', 1, -1],
    ]);
    const first = await androidRanking(h.db, { market: 'xiaomi', chartType: 'hot', at: DAY1 });
    expect(first?.previousAt).toBeNull();
    expect(first!.entries.every((e) => e.previousRank === null && e.change === 0)).toBe(true);
    expect(
      await androidRanking(h.db, { market: 'xiaomi', chartType: 'hot', at: new Date('2026-11-19T00:00:00Z') }),
    ).toBeNull();
    expect(await androidRanking(h.db, { market: 'huawei', chartType: 'hot' })).toBeNull();
  });
});
