import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { findApps } from './findApps.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const seen = { first_seen_at: NOW, last_seen_at: NOW };

describe.each(testDatabaseKinds())('finding apps to follow on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      await db
        .insertInto('market_apps')
        .values([
          { app_id: 11111111, country: 'cn', name: '开心消消乐', developer_name: '乐元素', rating_count: 500, ...seen },
          { app_id: 22222222, country: 'cn', name: '消消乐大师', developer_name: '某公司', rating_count: 50, ...seen },
          {
            app_id: 33333333,
            country: 'cn',
            name: '天天消消乐',
            developer_name: '某公司',
            rating_count: 9000,
            ...seen,
          },
          { app_id: 44444444, country: 'cn', name: '100%_消除', developer_name: '某公司', rating_count: 1, ...seen },
          { app_id: 11111111, country: 'us', name: 'Happy Match', developer_name: 'Happy', ...seen },
          { app_id: 55555555, country: 'cn', name: '三消乐园', developer_name: '某公司', rating_count: 3, ...seen },
        ])
        .execute();
      // The App Store's results for 消除: an app without the word in its name first.
      const [keyword] = await db
        .insertInto('keywords')
        .values({ country: 'cn', term: '消除' })
        .returning('keyword_id')
        .execute();
      await db
        .insertInto('keyword_results_current')
        .values({ keyword_id: keyword!.keyword_id, at: NOW, app_ids: ['55555555', '44444444'] })
        .execute();
      await db
        .insertInto('android_apps')
        .values([
          { market: 'xiaomi', app_id: 'com.happy.match', name: '开心消消乐', ...seen },
          { market: 'xiaomi', app_id: 'com.other.match', name: '消消乐游戏', ...seen },
          { market: 'xiaomi', app_id: 'com.third.match', name: '天天消消乐', ...seen },
          { market: 'huawei', app_id: 'com.happy.match', name: '开心消消乐', ...seen },
        ])
        .execute();
      await db
        .insertInto('android_downloads')
        .values([
          { market: 'xiaomi', app_id: 'com.happy.match', day: '2026-11-18', total: 10 },
          { market: 'xiaomi', app_id: 'com.happy.match', day: '2026-11-19', total: 900 },
          { market: 'xiaomi', app_id: 'com.third.match', day: '2026-11-19', total: 50 },
        ])
        .execute();
    },
  });
  const ios = { platform: 'ios', country: 'cn' } as const;
  const all = { offset: 0, limit: 20 };

  it('orders an exact name, then names starting with the keyword, then the rest by popularity', async () => {
    const { apps, total } = await findApps(h.db, ios, '消消乐', all);
    expect(total).toBe(3);
    expect(apps.map((a) => a.name)).toEqual(['消消乐大师', '天天消消乐', '开心消消乐']);
    expect(apps[2]).toEqual({ appId: '11111111', name: '开心消消乐', developer: '乐元素', iconUrl: '' });
  });

  it('finds an iOS app by its id first, pages, and keeps to the storefront', async () => {
    expect((await findApps(h.db, ios, '11111111', all)).apps.map((a) => a.name)).toEqual(['开心消消乐']);
    expect((await findApps(h.db, { platform: 'ios', country: 'us' }, 'happy', all)).apps.map((a) => a.appId)).toEqual([
      '11111111',
    ]);
    const second = await findApps(h.db, ios, '消消乐', { offset: 2, limit: 2 });
    expect(second).toEqual({ apps: [expect.objectContaining({ name: '开心消消乐' })], total: 3 });
  });

  it("lists the App Store's own results for a collected keyword in its order", async () => {
    expect((await findApps(h.db, ios, '消除', all)).apps.map((a) => a.appId)).toEqual(['55555555', '44444444']);
    expect((await findApps(h.db, { platform: 'ios', country: 'us' }, '消除', all)).total).toBe(0);
  });

  it('takes % and _ in the keyword literally, and a blank or huge number safely', async () => {
    expect((await findApps(h.db, ios, '%_', all)).apps.map((a) => a.name)).toEqual(['100%_消除']);
    expect((await findApps(h.db, ios, '_', all)).apps.map((a) => a.name)).toEqual(['100%_消除']);
    expect(await findApps(h.db, ios, '   ', all)).toEqual({ apps: [], total: 0 });
    expect((await findApps(h.db, ios, '9'.repeat(40), all)).total).toBe(0);
  });

  it('finds Android apps of one market by name or package name, the most downloaded first', async () => {
    const xiaomi = { platform: 'android', market: 'xiaomi' } as const;
    expect((await findApps(h.db, xiaomi, '消消乐', all)).apps.map((a) => a.appId)).toEqual([
      'com.other.match',
      'com.happy.match',
      'com.third.match',
    ]);
    expect((await findApps(h.db, xiaomi, 'com.happy.match', all)).apps.map((a) => a.appId)).toEqual([
      'com.happy.match',
    ]);
    expect((await findApps(h.db, { platform: 'android', market: 'oppo' }, '消消乐', all)).total).toBe(0);
  });
});
