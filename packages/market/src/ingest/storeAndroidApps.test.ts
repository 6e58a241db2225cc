/** Round trip: the Android app checks `storeAndroid.ts` stores, as queries/androidApp.ts reads them. */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { storeAndroidApps, storeAndroidKeywordResults } from './storeAndroid.ts';
import type { AndroidAppRecord } from '../model.ts';
import { androidAppHistory, androidAppListings, androidDownloadDays, androidMatches } from '../queries/androidApp.ts';
import { androidKeywordCoverage } from '../queries/androidAppCoverage.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

/** China noon of a day. */
const noon = (day: string) => new Date(`${day}T12:00:00+08:00`);

const APP: AndroidAppRecord = {
  market: 'xiaomi',
  appId: 'com.demo.ledger',
  name: '番茄记账',
  developerName: '杭州小鱼科技有限公司',
  iconUrl: 'https://img.example/ledger.png',
  category: '财务',
  version: '1.0.0',
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  totalDownloads: 1000,
  rating: 4.1,
  iosAppId: null,
};

describe.each(testDatabaseKinds())('Android app reads on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      // Four daily checks: the version changes on the 21st, the rating on the 23rd; no reading on the 22nd in oppo.
      await storeAndroidApps(db, 'xiaomi', noon('2026-11-20'), [APP]);
      await storeAndroidApps(db, 'xiaomi', noon('2026-11-21'), [{ ...APP, version: '1.1.0', totalDownloads: 1300 }]);
      await storeAndroidApps(db, 'xiaomi', noon('2026-11-22'), [{ ...APP, version: '1.1.0', totalDownloads: 1450 }]);
      await storeAndroidApps(db, 'xiaomi', noon('2026-11-23'), [
        { ...APP, version: '1.1.0', totalDownloads: 1500, rating: 4.3 },
      ]);
      await storeAndroidApps(db, 'oppo', noon('2026-11-21'), [
        { ...APP, market: 'oppo', name: '番茄记账 - 记账本', totalDownloads: 50 },
      ]);
      await storeAndroidApps(db, 'oppo', noon('2026-11-23'), [
        { ...APP, market: 'oppo', name: '番茄记账 - 记账本', totalDownloads: 90 },
      ]);
      await storeAndroidApps(db, 'vivo', noon('2026-11-23'), [
        { ...APP, market: 'vivo', appId: 'com.other.ledger', developerName: '别家公司', iosAppId: 777 },
      ]);
      // The iOS app it matches (same developer), and two keywords collected on two days.
      await db
        .insertInto('market_apps')
        .values({
          app_id: 777,
          country: 'cn',
          name: '番茄记账',
          developer_name: 'Xiaoyu',
          seller_name: '杭州小鱼科技有限公司',
          developer_id: 1,
          first_seen_at: noon('2026-11-20'),
          last_seen_at: noon('2026-11-23'),
        })
        .execute();
      const ids = await db
        .insertInto('keywords')
        .values([
          { country: 'cn', term: '记账' },
          { country: 'cn', term: '理财' },
        ])
        .returning('keyword_id')
        .execute();
      const [a, b] = ids.map((r) => r.keyword_id) as [number, number];
      await db
        .insertInto('keyword_daily')
        .values(
          [a, b].flatMap((id) => ['2026-11-22', '2026-11-23'].map((day) => ({ keyword_id: id, day, heat: 6000 }))),
        )
        .execute();
      await storeAndroidKeywordResults(db, 'xiaomi', noon('2026-11-22'), [
        { keywordId: a, appIds: ['com.x', 'com.demo.ledger'] },
        { keywordId: b, appIds: ['com.x'] },
      ]);
      await storeAndroidKeywordResults(db, 'xiaomi', noon('2026-11-23'), [
        { keywordId: a, appIds: ['com.demo.ledger', 'com.x'] },
        { keywordId: b, appIds: Array.from({ length: 11 }, (_, i) => (i === 10 ? 'com.demo.ledger' : `com.y${i}`)) },
      ]);
    },
  });

  it('keeps a history row only when the details change', async () => {
    const history = await androidAppHistory(h.db, { market: 'xiaomi', appId: APP.appId });
    expect(history.map((d) => [d.at, d.version, d.rating])).toEqual([
      [noon('2026-11-20'), '1.0.0', expect.closeTo(4.1, 5)],
      [noon('2026-11-21'), '1.1.0', expect.closeTo(4.1, 5)],
      [noon('2026-11-23'), '1.1.0', expect.closeTo(4.3, 5)],
    ]);
  });

  it('lists the package in every market with its latest published count', async () => {
    const listings = await androidAppListings(h.db, APP.appId);
    expect(listings.map((l) => [l.market, l.version, l.totalDownloads, l.totalDay])).toEqual([
      ['xiaomi', '1.1.0', 1500, '2026-11-23'],
      ['oppo', '1.0.0', 90, '2026-11-23'],
    ]);
    expect(await androidAppListings(h.db, 'com.nobody')).toEqual([]);
  });

  it('takes daily downloads as differences of consecutive days, null after a missing day', async () => {
    const days = await androidDownloadDays(h.db, { appId: APP.appId, from: '2026-11-21', to: '2026-11-23' });
    expect(days.get('xiaomi')).toEqual([
      { day: '2026-11-21', total: 1300, daily: 300 },
      { day: '2026-11-22', total: 1450, daily: 150 },
      { day: '2026-11-23', total: 1500, daily: 50 },
    ]);
    expect(days.get('oppo')).toEqual([
      { day: '2026-11-21', total: 50, daily: null },
      { day: '2026-11-23', total: 90, daily: null },
    ]);
  });

  it('counts coverage over the collected keywords per day and lists the last day with the day before', async () => {
    const coverage = await androidKeywordCoverage(h.db, {
      market: 'xiaomi',
      appId: APP.appId,
      from: '2026-11-22',
      to: '2026-11-23',
    });
    expect(coverage.days).toEqual([
      { day: '2026-11-22', collected: 2, coverage: { total: 1, top3: 1, top10: 1 } },
      { day: '2026-11-23', collected: 2, coverage: { total: 2, top3: 1, top10: 1 } },
    ]);
    expect(coverage.lastDay).toBe('2026-11-23');
    expect(coverage.keywords.map((k) => [k.term, k.rank, k.previousRank, k.resultCount])).toEqual([
      ['记账', 1, 2, 2],
      ['理财', 11, 0, 11],
    ]);
  });

  it('matches an iOS app to the named twin and to the same developer and name, per market', async () => {
    const matches = await androidMatches(h.db, { iosAppId: 777, country: 'cn' });
    expect(matches!.map((m) => [m.market, m.appId, m.matchedBy])).toEqual([
      ['xiaomi', APP.appId, 'name'],
      ['oppo', APP.appId, 'partial'],
      ['vivo', 'com.other.ledger', 'twin'],
    ]);
    expect(await androidMatches(h.db, { iosAppId: 777, country: 'us' })).toBeNull();
  });
});
