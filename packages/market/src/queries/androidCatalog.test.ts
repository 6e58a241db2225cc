import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { androidCatalogApps, androidDayDownloads, androidTwins } from './androidCatalog.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const seen = { first_seen_at: new Date('2026-11-01T00:00:00Z'), last_seen_at: new Date('2026-11-20T00:00:00Z') };

describe.each(testDatabaseKinds())('Android catalog reads on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('android_apps')
        .values([
          {
            market: 'huawei',
            app_id: 'com.sim.chat',
            name: '聊天',
            developer_name: 'Sim Dev',
            icon_url: 'https://sim/chat.png',
            category: '社交',
            version: '2.0',
            updated_at: new Date('2026-11-10T00:00:00Z'),
            rating: 4.2,
            ios_app_id: 1001,
            ...seen,
          },
          { market: 'xiaomi', app_id: 'com.sim.chat', name: '聊天', ...seen },
          { market: 'xiaomi', app_id: 'com.sim.chat.lite', name: '聊天极速版', ios_app_id: 1001, ...seen },
          { market: 'oppo', app_id: 'com.sim.game', name: '游戏', ...seen },
        ])
        .execute();
      await db
        .insertInto('android_downloads')
        .values([
          { market: 'huawei', app_id: 'com.sim.chat', day: '2026-11-20', total: 1000 },
          { market: 'huawei', app_id: 'com.sim.chat', day: '2026-11-21', total: 1500 },
          // A market that republished a lower count: never below 0.
          { market: 'xiaomi', app_id: 'com.sim.chat', day: '2026-11-20', total: 900 },
          { market: 'xiaomi', app_id: 'com.sim.chat', day: '2026-11-21', total: 800 },
          { market: 'oppo', app_id: 'com.sim.game', day: '2026-11-21', total: 70 },
        ])
        .execute();
    },
  });

  it('reads the packages in every market listing them, or in one, by market then package', async () => {
    const all = await androidCatalogApps(h.db, { appIds: ['com.sim.chat', 'com.sim.game', 'com.sim.none'] });
    const listed = ['huawei com.sim.chat', 'oppo com.sim.game', 'xiaomi com.sim.chat'];
    expect(all.map((a) => `${a.market} ${a.appId}`)).toEqual(listed);
    expect(all[0]).toEqual({
      market: 'huawei',
      appId: 'com.sim.chat',
      name: '聊天',
      developerName: 'Sim Dev',
      iconUrl: 'https://sim/chat.png',
      category: '社交',
      version: '2.0',
      updatedAt: new Date('2026-11-10T00:00:00Z'),
      rating: 4.2,
      iosAppId: 1001,
    });
    expect(all[1]).toMatchObject({ developerName: '', category: '', updatedAt: null, rating: null, iosAppId: null });
    const xiaomi = await androidCatalogApps(h.db, { market: 'xiaomi', appIds: ['com.sim.chat'] });
    expect(xiaomi.map((a) => a.market)).toEqual(['xiaomi']);
    expect(await androidCatalogApps(h.db, { appIds: [] })).toEqual([]);
  });

  it("finds the same products' listings in the given markets: by iOS twin or by package", async () => {
    const key = (rows: { market: string; appId: string }[]) => rows.map((r) => `${r.market} ${r.appId}`);
    const byTwin = await androidTwins(h.db, { markets: ['huawei', 'xiaomi'], iosAppIds: [1001], appIds: [] });
    expect(key(byTwin)).toEqual(['huawei com.sim.chat', 'xiaomi com.sim.chat.lite']);
    const markets = ['huawei', 'xiaomi', 'oppo'];
    const both = await androidTwins(h.db, { markets, iosAppIds: [1001], appIds: ['com.sim.game'] });
    expect(key(both)).toEqual(['huawei com.sim.chat', 'oppo com.sim.game', 'xiaomi com.sim.chat.lite']);
    expect(await androidTwins(h.db, { markets: ['huawei'], iosAppIds: [], appIds: [] })).toEqual([]);
  });

  it("takes a day's downloads as the difference of the published counts, none without both", async () => {
    const downloads = await androidDayDownloads(h.db, { appIds: ['com.sim.chat', 'com.sim.game'], day: '2026-11-21' });
    expect(downloads('huawei', 'com.sim.chat')).toBe(500);
    expect(downloads('xiaomi', 'com.sim.chat')).toBe(0);
    expect(downloads('oppo', 'com.sim.game')).toBeNull();
    const first = await androidDayDownloads(h.db, { appIds: ['com.sim.chat'], day: '2026-11-20' });
    expect(first('huawei', 'com.sim.chat')).toBeNull();
  });
});
