import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { companyApps, companyDevelopers, companyProfile } from './company.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const T = new Date('2026-11-12T04:00:00Z');
const AT = new Date('2026-11-12T05:00:00Z');
const seen = new Date('2026-11-01T00:00:00Z');

describe.each(testDatabaseKinds())('company queries on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const app = (id: number, developer: number, seller: string, more: Record<string, unknown> = {}) => ({
        app_id: id,
        country: 'cn',
        name: `应用${id}`,
        developer_id: developer,
        developer_name: seller === 'Wei Zhang' ? seller : `Dev ${developer}`,
        seller_name: seller,
        primary_genre_id: 6014,
        rating_count: 10,
        first_seen_at: seen,
        last_seen_at: seen,
        ...more,
      });
      await db
        .insertInto('market_apps')
        .values([
          app(11, 100, '福州瑞辰互动娱乐有限公司', {
            primary_genre_id: 7001,
            rating: 4.5,
            rating_count: 100,
            release_date: new Date('2024-01-01T00:00:00Z'),
            current_version_date: new Date('2026-10-01T00:00:00Z'),
          }),
          app(12, 100, '福州瑞辰互动娱乐有限公司', {
            rating: 3.5,
            rating_count: 300,
            status: 0,
            release_date: new Date('2025-01-01T00:00:00Z'),
            current_version_date: new Date('2026-11-01T00:00:00Z'),
          }),
          app(21, 200, '瑞辰游戏有限公司', { rating_count: 50 }),
          app(31, 300, '上海星宇网络科技有限公司'),
          app(41, 400, 'Wei Zhang'),
          { ...app(11, 100, '福州瑞辰互动娱乐有限公司'), country: 'us' },
        ])
        .execute();
      const chart = (chart_type: string, genre: number, ids: number[], at = T) => ({
        country: 'cn',
        chart_type,
        genre,
        at,
        app_ids: ids.map(String),
      });
      await db
        .insertInto('chart_snapshots')
        .values([
          chart('free', 0, [31, 11, 21]),
          chart('grossing', 0, [12]),
          chart('free', 7001, [11]),
          chart('charge', 0, [21], new Date('2026-11-10T04:00:00Z')),
        ])
        .execute();
    },
  });
  const input = (developerId: string) => ({ country: 'cn', developerId, at: AT });

  it("profiles a developer: its apps' figures, chart places, genres and the company's accounts", async () => {
    expect(await companyProfile(h.db, input('100'))).toEqual({
      developerId: '100',
      name: '福州瑞辰互动娱乐有限公司',
      alias: 'Dev 100',
      developerName: 'Dev 100',
      sellerName: '福州瑞辰互动娱乐有限公司',
      brand: '瑞辰',
      accounts: 2,
      apps: 2,
      onSale: 1,
      ratingCount: 400,
      averageRating: 3.75,
      charted: 2,
      bestRank: 1,
      firstReleaseDate: new Date('2024-01-01T00:00:00Z'),
      latestUpdateDate: new Date('2026-11-01T00:00:00Z'),
      genres: [
        { genre: 6014, count: 1 },
        { genre: 7001, count: 1 },
      ],
    });
    const single = await companyProfile(h.db, input('400'));
    expect(single).toMatchObject({
      name: 'Wei Zhang',
      alias: '',
      brand: 'wei zhang',
      accounts: 1,
      charted: 0,
      bestRank: 0,
      averageRating: null,
    });
    expect(await companyProfile(h.db, input('999'))).toBeNull();
  });

  it("lists a developer's apps, most rated first, with every chart they are on", async () => {
    const apps = await companyApps(h.db, input('100'));
    expect(apps.map((a) => [a.appId, a.name, a.onSale, a.rating, a.ratingCount])).toEqual([
      [12, '应用12', false, 3.5, 300],
      [11, '应用11', true, 4.5, 100],
    ]);
    expect(apps[0]!.ranks).toEqual([{ chartType: 'grossing', genre: 0, rank: 1, previousRank: null, change: 0 }]);
    expect(apps[1]!.ranks.map((r) => [r.chartType, r.genre, r.rank])).toEqual([
      ['free', 0, 2],
      ['free', 7001, 1],
    ]);
    // A chart older than a day is not current.
    expect((await companyApps(h.db, input('200')))[0]!.ranks.map((r) => [r.chartType, r.rank])).toEqual([['free', 3]]);
    expect(await companyApps(h.db, input('999'))).toEqual([]);
  });

  it('lists the developer accounts of the company, the most apps first', async () => {
    const company = await companyDevelopers(h.db, input('200'));
    expect(company?.brand).toBe('瑞辰');
    expect(company!.developers.map((d) => [d.developerId, d.name, d.apps, d.charted, d.bestRank])).toEqual([
      ['100', '福州瑞辰互动娱乐有限公司', 2, 2, 1],
      ['200', '瑞辰游戏有限公司', 1, 1, 3],
    ]);
    expect((await companyDevelopers(h.db, input('300')))!.developers.map((d) => d.developerId)).toEqual(['300']);
    expect(await companyDevelopers(h.db, input('999'))).toBeNull();
  });
});
