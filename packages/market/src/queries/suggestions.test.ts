import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import type { Db } from '../db.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { appSuggestions, companySuggestions, hotCompanies, hotKeywords, keywordSuggestions } from './suggestions.ts';

const NOW = new Date('2026-11-20T04:00:00Z');
const seen = { first_seen_at: NOW, last_seen_at: NOW };

async function seed(db: Db): Promise<void> {
  const terms = ['消消乐', '开心消消乐', '消除', '消消乐游戏', '天天消消', 'K歌', '全民K歌', '音乐'];
  const rows = await db
    .insertInto('keywords')
    .values(terms.map((term) => ({ country: 'cn', term })))
    .returning(['keyword_id', 'term'])
    .execute();
  await db.insertInto('keywords').values({ country: 'us', term: '消消乐' }).execute();
  const id = new Map(rows.map((r) => [r.term, r.keyword_id]));
  const heat: Record<string, [number, number | null]> = {
    消消乐: [9000, 9100],
    开心消消乐: [9900, 9950],
    消除: [7000, 7100],
    消消乐游戏: [9500, 5000],
    天天消消: [8000, null],
    K歌: [6000, 6100],
    全民K歌: [9800, 9700],
    音乐: [9990, 9999],
  };
  // The 19th is the day before, the 20th NOW's China day; 天天消消 has no heat on the 20th yet.
  await db
    .insertInto('keyword_daily')
    .values(
      Object.entries(heat).flatMap(([term, [before, today]]) => [
        { keyword_id: id.get(term)!, day: '2026-11-19', heat: before },
        ...(today === null ? [] : [{ keyword_id: id.get(term)!, day: '2026-11-20', heat: today }]),
      ]),
    )
    .execute();
  // A day after NOW that no question about NOW may see.
  await db
    .insertInto('keyword_daily')
    .values({ keyword_id: id.get('消除')!, day: '2026-11-21', heat: 99999 })
    .execute();

  await db
    .insertInto('market_apps')
    .values([
      {
        app_id: 11111111,
        country: 'cn',
        name: '开心消消乐',
        developer_id: 501,
        developer_name: 'Happy Elements',
        seller_name: '乐元素科技有限公司',
        icon_url: 'https://x/1.png',
        rating_count: 500,
        ...seen,
      },
      {
        app_id: 22222222,
        country: 'cn',
        name: '消消乐大师',
        developer_id: 502,
        developer_name: 'Anyue Games Limited',
        seller_name: '安悦游戏有限公司',
        rating_count: 50,
        ...seen,
      },
      {
        app_id: 33333333,
        country: 'cn',
        name: '天天消消乐',
        developer_id: 502,
        developer_name: 'Anyue Games Limited',
        seller_name: '安悦游戏有限公司',
        rating_count: 9000,
        ...seen,
      },
      {
        app_id: 44444444,
        country: 'cn',
        name: '消消乐',
        developer_id: 503,
        developer_name: 'Yan Li',
        seller_name: 'Yan Li',
        rating_count: 1,
        status: 0,
        ...seen,
      },
      {
        app_id: 55555555,
        country: 'cn',
        name: '全民K歌',
        developer_id: 504,
        developer_name: 'Tencent',
        seller_name: '腾讯科技有限公司',
        rating_count: 8000,
        ...seen,
      },
      {
        app_id: 66666666,
        country: 'cn',
        name: '100%_消除',
        developer_id: 0,
        developer_name: '',
        rating_count: 3,
        ...seen,
      },
      {
        app_id: 11111111,
        country: 'us',
        name: 'Happy Match',
        developer_id: 501,
        developer_name: 'Happy Elements',
        ...seen,
      },
    ])
    .execute();
  await db
    .insertInto('android_apps')
    .values([
      {
        market: 'xiaomi',
        app_id: 'com.happy.match',
        name: '开心消消乐',
        developer_name: '乐元素',
        icon_url: 'https://x/a.png',
        ...seen,
      },
      { market: 'xiaomi', app_id: 'com.other.match', name: '消消乐游戏', developer_name: '某公司', ...seen },
      { market: 'huawei', app_id: 'com.happy.match', name: '开心消消乐', ...seen },
    ])
    .execute();
  await db
    .insertInto('android_downloads')
    .values([
      { market: 'xiaomi', app_id: 'com.happy.match', day: '2026-11-19', total: 10 },
      { market: 'xiaomi', app_id: 'com.other.match', day: '2026-11-19', total: 900 },
    ])
    .execute();

  // Overall charts: an older free chart, the latest free, paid and grossing ones, and one after NOW.
  const chart = (chart_type: 'free' | 'charge' | 'grossing', at: string, ids: number[]) => ({
    country: 'cn',
    chart_type,
    genre: 0,
    at: new Date(at),
    app_ids: ids.map(String),
  });
  await db
    .insertInto('chart_snapshots')
    .values([
      chart('free', '2026-11-20T02:00:00Z', [44444444, 55555555]),
      chart('free', '2026-11-20T03:00:00Z', [55555555, 22222222, 33333333]),
      chart('charge', '2026-11-20T03:00:00Z', [11111111]),
      chart('grossing', '2026-11-20T03:00:00Z', [33333333, 11111111, 66666666]),
      chart('free', '2026-11-20T05:00:00Z', [44444444]),
    ])
    .execute();
}

describe.each(testDatabaseKinds())('search suggestions on %s', (kind) => {
  const h = suiteDatabase(kind, { seed });
  const ios = { platform: 'ios', country: 'cn' } as const;

  it('suggests keywords containing the text: itself, then by prefix, then by heat of the day', async () => {
    const terms = async (text: string) =>
      (await keywordSuggestions(h.db, { country: 'cn', text, at: NOW, limit: 10 })).map((k) => k.term);
    expect(await terms('消消乐')).toEqual(['消消乐', '消消乐游戏', '开心消消乐']);
    // One character: prefix matches first (by heat), then the rest by heat.
    expect(await terms('消')).toEqual(['消消乐', '消除', '消消乐游戏', '开心消消乐', '天天消消']);
    // Two characters anywhere in the word.
    expect(await terms('消乐')).toEqual(['开心消消乐', '消消乐', '消消乐游戏']);
    // Latin, case-insensitively.
    expect(await terms('k')).toEqual(['K歌', '全民K歌']);
    expect(await terms('  k歌 ')).toEqual(['K歌', '全民K歌']);
    expect(await terms('游戏消')).toEqual([]);
    expect(await terms('')).toEqual([]);
  });

  it('gives each keyword its heat on the latest collected day up to the day asked about', async () => {
    const list = await keywordSuggestions(h.db, { country: 'cn', text: '消', at: NOW, limit: 10 });
    expect(Object.fromEntries(list.map((k) => [k.term, k.heat]))).toEqual({
      消消乐: 9100,
      消除: 7100,
      消消乐游戏: 5000,
      开心消消乐: 9950,
      天天消消: 8000,
    });
    const dayBefore = await keywordSuggestions(h.db, {
      country: 'cn',
      text: '消消乐',
      at: new Date('2026-11-19T04:00:00Z'),
      limit: 1,
    });
    expect(dayBefore).toEqual([{ term: '消消乐', heat: 9000 }]);
    expect(await keywordSuggestions(h.db, { country: 'cn', text: '消', at: NOW, limit: 2 })).toHaveLength(2);
  });

  it('treats LIKE and SQL characters as text', async () => {
    expect(await keywordSuggestions(h.db, { country: 'cn', text: '%', at: NOW, limit: 5 })).toEqual([]);
    expect((await appSuggestions(h.db, ios, '%_', 5)).map((a) => a.name)).toEqual(['100%_消除']);
    expect(await appSuggestions(h.db, ios, "' OR 1=1 --", 5)).toEqual([]);
  });

  it('suggests iOS apps: the id, then equal, prefix, contained names; on sale first, then by ratings', async () => {
    const names = async (text: string) => (await appSuggestions(h.db, ios, text, 10)).map((a) => a.name);
    expect(await names('消消乐')).toEqual(['消消乐', '消消乐大师', '天天消消乐', '开心消消乐']);
    expect(await names('消')).toEqual(['消消乐大师', '消消乐', '天天消消乐', '开心消消乐', '100%_消除']);
    expect(await appSuggestions(h.db, ios, '33333333', 10)).toEqual([
      { appId: '33333333', name: '天天消消乐', iconUrl: '', developer: 'Anyue Games Limited', byId: true },
    ]);
    expect(await appSuggestions(h.db, ios, '99999999', 10)).toEqual([]);
    expect((await appSuggestions(h.db, { platform: 'ios', country: 'us' }, 'happy', 10)).map((a) => a.appId)).toEqual([
      '11111111',
    ]);
  });

  it('suggests Android apps of one market by name or package, most downloaded first', async () => {
    const xiaomi = { platform: 'android', market: 'xiaomi' } as const;
    expect((await appSuggestions(h.db, xiaomi, '消消乐', 10)).map((a) => a.appId)).toEqual([
      'com.other.match',
      'com.happy.match',
    ]);
    expect(await appSuggestions(h.db, xiaomi, 'com.happy.match', 10)).toEqual([
      { appId: 'com.happy.match', name: '开心消消乐', iconUrl: 'https://x/a.png', developer: '乐元素', byId: true },
    ]);
    expect(
      (await appSuggestions(h.db, { platform: 'android', market: 'huawei' }, '开心', 10)).map((a) => a.appId),
    ).toEqual(['com.happy.match']);
  });

  it('suggests companies by developer or seller name, labelled with the seller name', async () => {
    expect(await companySuggestions(h.db, { country: 'cn', text: 'anyue', limit: 3 })).toEqual([
      { developerId: '502', name: '安悦游戏有限公司', alias: 'Anyue Games Limited', apps: 2 },
    ]);
    expect((await companySuggestions(h.db, { country: 'cn', text: '科技', limit: 3 })).map((c) => c.name)).toEqual([
      '腾讯科技有限公司',
      '乐元素科技有限公司',
    ]);
    expect(await companySuggestions(h.db, { country: 'cn', text: 'yan li', limit: 3 })).toEqual([
      { developerId: '503', name: 'Yan Li', alias: '', apps: 1 },
    ]);
    // A developer without an id is no company page.
    expect(await companySuggestions(h.db, { country: 'cn', text: '%', limit: 3 })).toEqual([]);
  });

  it('answers the hottest keywords of the day, or of the latest collected day', async () => {
    expect(await hotKeywords(h.db, { country: 'cn', at: NOW, limit: 3 })).toEqual([
      { term: '音乐', heat: 9999 },
      { term: '开心消消乐', heat: 9950 },
      { term: '全民K歌', heat: 9700 },
    ]);
    expect((await hotKeywords(h.db, { country: 'cn', at: new Date('2026-11-19T04:00:00Z'), limit: 1 }))[0]).toEqual({
      term: '音乐',
      heat: 9990,
    });
    expect(await hotKeywords(h.db, { country: 'jp', at: NOW, limit: 3 })).toEqual([]);
  });

  it('answers the companies with the most apps in the latest overall charts, never an individual', async () => {
    expect(await hotCompanies(h.db, { country: 'cn', at: NOW, limit: 5 })).toEqual([
      { developerId: '502', name: '安悦游戏有限公司', alias: 'Anyue Games Limited', apps: 2, bestRank: 1 },
      { developerId: '501', name: '乐元素科技有限公司', alias: 'Happy Elements', apps: 1, bestRank: 1 },
      { developerId: '504', name: '腾讯科技有限公司', alias: 'Tencent', apps: 1, bestRank: 1 },
    ]);
    expect(await hotCompanies(h.db, { country: 'cn', at: new Date('2026-11-20T02:30:00Z'), limit: 5 })).toEqual([
      // The individual Yan Li leads this chart but is not a company.
      { developerId: '504', name: '腾讯科技有限公司', alias: 'Tencent', apps: 1, bestRank: 2 },
    ]);
  });

  it('finds keywords, names and companies through the bigrams() indexes', async () => {
    const plan = async (query: string) => {
      const text = await h.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const rows = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`EXPLAIN ${query}`)}`.execute(trx);
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      return text;
    };
    expect(await plan(`SELECT term FROM keywords WHERE bigrams(term) @> bigrams('消')`)).toContain(
      'keywords_term_bigrams_idx',
    );
    expect(await plan(`SELECT name FROM market_apps WHERE bigrams(name) @> bigrams('消乐')`)).toContain(
      'market_apps_name_bigrams_idx',
    );
    expect(
      await plan(
        `SELECT 1 FROM market_apps m WHERE bigrams(m.developer_name || ' ' || m.seller_name) @> bigrams('安悦')`,
      ),
    ).toContain('market_apps_company_bigrams_idx');
    expect(await plan(`SELECT name FROM android_apps WHERE bigrams(name) @> bigrams('开心')`)).toContain(
      'android_apps_name_bigrams_idx',
    );
  });
});
