import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { appChartGenres, catalogApp, catalogApps } from './catalog.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const T = (iso: string) => new Date(iso);
const seen = { first_seen_at: T('2026-11-01T00:00:00Z'), last_seen_at: T('2026-11-20T00:00:00Z') };

describe.each(testDatabaseKinds())('catalog reads on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('market_apps')
        .values([
          {
            app_id: 1001,
            country: 'cn',
            name: '消消乐',
            subtitle: '休闲',
            icon_url: 'https://sim/1001.png',
            developer_id: 9001,
            developer_name: 'Sim Dev',
            seller_name: 'Sim Ltd',
            price: '6.00',
            primary_genre_id: 7012,
            rating: 4.5,
            rating_count: 1200,
            status: 0,
            is_preorder: true,
            missing_checks: 2,
            version: '1.1.0',
            release_date: T('2026-01-01T00:00:00Z'),
            current_version_date: T('2026-11-10T00:00:00Z'),
            ...seen,
          },
          { app_id: 1001, country: 'us', name: 'Match', primary_genre_id: 7012, ...seen },
          { app_id: 1002, country: 'cn', name: '聊天', primary_genre_id: 6005, ...seen },
          { app_id: 1003, country: 'de', name: 'Chat', primary_genre_id: 6005, ...seen },
        ])
        .execute();
    },
  });

  it("reads the apps' rows in one storefront, or in every storefront, by country then app", async () => {
    const cn = await catalogApps(h.db, { country: 'cn', appIds: [1002, 1001, 1001, 4040] });
    expect(cn.map((a) => a.appId)).toEqual([1001, 1002]);
    expect(cn[0]).toEqual({
      appId: 1001,
      country: 'cn',
      name: '消消乐',
      subtitle: '休闲',
      iconUrl: 'https://sim/1001.png',
      developerName: 'Sim Dev',
      developerId: 9001,
      sellerName: 'Sim Ltd',
      price: 6,
      primaryGenreId: 7012,
      rating: 4.5,
      ratingCount: 1200,
      status: 0,
      isPreOrder: true,
      missingChecks: 2,
      version: '1.1.0',
      releaseDate: T('2026-01-01T00:00:00Z'),
      currentVersionDate: T('2026-11-10T00:00:00Z'),
      firstSeenAt: seen.first_seen_at,
    });
    expect(cn[1]).toMatchObject({ name: '聊天', developerId: 0, sellerName: '', rating: null, ratingCount: 0 });
    expect(cn[1]).toMatchObject({ status: 1, isPreOrder: false, missingChecks: 0, releaseDate: null });
    const everywhere = await catalogApps(h.db, { appIds: [1001, 1003] });
    expect(everywhere.map((a) => `${a.country} ${a.appId}`)).toEqual(['cn 1001', 'de 1003', 'us 1001']);
    expect(await catalogApps(h.db, { appIds: [] })).toEqual([]);
  });

  it('reads one app, null where the storefront lacks it', async () => {
    expect((await catalogApp(h.db, { country: 'us', appId: 1001 }))?.name).toBe('Match');
    expect(await catalogApp(h.db, { country: 'us', appId: 1002 })).toBeNull();
  });

  it("names the genres whose charts show an app: its own in China, its family's elsewhere", async () => {
    expect(await appChartGenres(h.db, { country: 'cn', appId: 1001 })).toEqual([0, 7012]);
    expect(await appChartGenres(h.db, { country: 'cn', appId: 1002 })).toEqual([0, 6005]);
    expect(await appChartGenres(h.db, { country: 'us', appId: 1001 })).toEqual([0, 6014]);
    // Germany's charts are not collected; the US catalog lacks app 1002.
    expect(await appChartGenres(h.db, { country: 'de', appId: 1003 })).toEqual([]);
    expect(await appChartGenres(h.db, { country: 'us', appId: 1002 })).toEqual([]);
  });
});
