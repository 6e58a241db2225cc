import {
  ANDROID_SEARCH_TEXTS,
  computeRankChange,
  DAY_MS,
  EXPORT_LIMIT_FAILURE,
  formatDateTime,
  type AndroidSearchItem,
} from '@bangyan/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

interface SearchData {
  keyword: string;
  market: string;
  collected: boolean;
  time: string;
  resultCount: number;
  heat: number | null;
  list: AndroidSearchItem[];
}
interface CountData {
  list: { date: string; resultCount: number | null }[];
}
interface RankData {
  list: { date: string; rank: number | null }[];
}

/**
 * The world's keyword days (its 'android-keywords' collections at 12:00 China time); its clock starts on DAY2
 * (WORLD_NOW).
 */
const DAY1 = '2026-11-21';
const DAY2 = '2026-11-22';

describe.each(testDatabaseKinds())('Android keyword search endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const db = () => t.handle.db;

  /**
   * What the engine stored for a keyword in a market: the day's collection and the lists in force then and 24 h before.
   */
  async function stored(market: string, term: string, day: string) {
    const daily = await db()
      .selectFrom('android_keyword_daily as d')
      .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
      .select(['d.keyword_id', 'd.at', 'd.result_count'])
      .where('k.country', '=', 'cn')
      .where('k.term', '=', term)
      .where('d.market', '=', market)
      .where('d.day', '=', day)
      .executeTakeFirstOrThrow();
    const listAt = async (at: Date) =>
      (
        await db()
          .selectFrom('android_keyword_results')
          .select('app_ids')
          .where('market', '=', market)
          .where('keyword_id', '=', daily.keyword_id)
          .where('at', '<=', at)
          .orderBy('at', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.app_ids ?? null;
    const heat = await db()
      .selectFrom('keyword_daily')
      .select('heat')
      .where('keyword_id', '=', daily.keyword_id)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return {
      ...daily,
      heat: heat.heat,
      list: (await listAt(daily.at))!,
      before: await listAt(new Date(daily.at.getTime() - DAY_MS)),
    };
  }

  /** A keyword collected on both days whose list changed between them (so its answer has rank changes). */
  async function changedKeyword(market: string): Promise<string> {
    const row = await sql<{ term: string }>`
      SELECT k.term FROM android_keyword_results r JOIN keywords k ON k.keyword_id = r.keyword_id
      WHERE r.market = ${market} GROUP BY k.term HAVING count(*) = 2 ORDER BY k.term LIMIT 1`.execute(db());
    return row.rows[0]!.term;
  }

  it("collects every market's results for China's hottest keywords on each keyword day, with counts", async () => {
    const counts = await sql<{ market: string; day: string; n: number }>`
      SELECT market, to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM android_keyword_daily GROUP BY market, day ORDER BY market, day`.execute(db());
    expect(counts.rows).toEqual(
      ['huawei', 'oppo', 'vivo', 'xiaomi'].flatMap((market) => [DAY1, DAY2].map((day) => ({ market, day, n: 200 }))),
    );
  });

  describe('GET /v1/Androidsearch/indexPC', () => {
    it('answers the list as stored, with details, the count, heat and the change against 24 h earlier', async () => {
      const term = await changedKeyword('xiaomi');
      const s = await stored('xiaomi', term, DAY2);
      const apps = await db()
        .selectFrom('android_apps')
        .select(['app_id', 'name', 'icon_url', 'developer_name'])
        .where('market', '=', 'xiaomi')
        .where('app_id', 'in', s.list)
        .execute();
      const byId = new Map(apps.map((a) => [a.app_id, a]));
      const answer = await data<SearchData>(
        `/v1/Androidsearch/indexPC?keyword=${encodeURIComponent(term)}&market=xiaomi`,
      );
      expect(answer).toMatchObject({
        keyword: term,
        market: 'xiaomi',
        collected: true,
        time: formatDateTime(s.at),
        resultCount: s.result_count,
        heat: s.heat,
      });
      expect(answer.time).toBe('2026-11-22 12:00');
      expect(s.before).not.toBeNull();
      expect(answer.list).toEqual(
        s.list.map((appId, i) => {
          const preRank = s.before!.indexOf(appId) + 1;
          return {
            rank: i + 1,
            preRank,
            rankChange: computeRankChange(i + 1, preRank),
            appId,
            trackName: byId.get(appId)!.name,
            artworkUrl60: byId.get(appId)!.icon_url,
            developerName: byId.get(appId)!.developer_name,
          };
        }),
      );
      // Every package found has its details.
      expect(answer.list.every((r) => r.trackName !== '' && r.artworkUrl60 !== '')).toBe(true);
      expect(answer.list.some((r) => r.rankChange !== 0)).toBe(true);
      expect(answer.resultCount).toBe(answer.list.length);
    });

    it('answers empty, not collected, for a keyword outside the hottest and for text no one collects', async () => {
      const cold = await sql<{ term: string; heat: number }>`
        SELECT k.term, d.heat FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id AND d.day = ${DAY2}
        WHERE k.country = 'cn' AND d.heat IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM android_keyword_daily a WHERE a.keyword_id = k.keyword_id)
        ORDER BY d.heat, k.keyword_id LIMIT 1`.execute(db());
      const { term, heat } = cold.rows[0]!;
      expect(
        await data<SearchData>(`/v1/Androidsearch/indexPC?keyword=${encodeURIComponent(term)}&market=vivo`),
      ).toEqual({
        keyword: term,
        market: 'vivo',
        collected: false,
        time: '',
        resultCount: 0,
        heat,
        list: [],
      });
      expect(
        await data<SearchData>('/v1/Androidsearch/indexPC?keyword=%20%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8D%20'),
      ).toEqual({
        keyword: '没有这个词',
        market: 'xiaomi',
        collected: false,
        time: '',
        resultCount: 0,
        heat: null,
        list: [],
      });
    });
  });

  describe('GET /v1/androidchart/keywordResultHistory and keywordRankHistory', () => {
    it('answers the result count of each China day up to today, null where not collected', async () => {
      const term = await changedKeyword('oppo');
      const [one, two] = [await stored('oppo', term, DAY1), await stored('oppo', term, DAY2)];
      const week = await data<CountData>(
        `/v1/androidchart/keywordResultHistory?keyword=${encodeURIComponent(term)}&market=oppo`,
      );
      expect(week.list).toEqual([
        ...['20261116', '20261117', '20261118', '20261119', '20261120'].map((date) => ({ date, resultCount: null })),
        { date: '20261121', resultCount: one.result_count },
        { date: '20261122', resultCount: two.result_count },
      ]);
      const month = await data<CountData>(
        `/v1/androidchart/keywordResultHistory?keyword=${encodeURIComponent(term)}&market=oppo&days=30`,
      );
      expect(month.list).toHaveLength(30);
      expect(month.list[0]!.date).toBe('20261024');
      expect(month.list.slice(-7)).toEqual(week.list);
    });

    it("answers an app's end-of-day rank: its place in the list, 0 when not in it, null if not collected", async () => {
      const term = await changedKeyword('huawei');
      const [one, two] = [await stored('huawei', term, DAY1), await stored('huawei', term, DAY2)];
      const appId = two.list.find((id) => one.list.includes(id)) ?? two.list[0]!;
      const url = (app: string) =>
        `/v1/androidchart/keywordRankHistory?keyword=${encodeURIComponent(term)}&market=huawei&appId=${app}&days=7`;
      const ranks = await data<RankData>(url(appId));
      expect(ranks.list.slice(0, 5).every((d) => d.rank === null)).toBe(true);
      expect(ranks.list.slice(-2)).toEqual([
        { date: '20261121', rank: one.list.indexOf(appId) + 1 },
        { date: '20261122', rank: two.list.indexOf(appId) + 1 },
      ]);
      expect(ranks.list.at(-1)!.rank).toBeGreaterThan(0);
      const absent = await data<RankData>(url('com.not.in.results'));
      expect(absent.list.slice(-2)).toEqual([
        { date: '20261121', rank: 0 },
        { date: '20261122', rank: 0 },
      ]);
    });
  });

  it('exports the results as a spreadsheet for members only', async () => {
    const term = await changedKeyword('xiaomi');
    const url = `/v1/export/ansearchResult?keyword=${encodeURIComponent(term)}&market=xiaomi`;
    expect((await get(url)).body).toMatchObject({ code: 401 });
    const { cookie, uid } = await registerTestUser(t, '13600003333');
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `安卓关键词搜索结果-小米-${term}-`,
    );
    const [sheet] = readXlsx(res.rawPayload);
    const answer = await data<SearchData>(
      `/v1/Androidsearch/indexPC?keyword=${encodeURIComponent(term)}&market=xiaomi`,
    );
    expect(sheet!.rows[0]).toEqual(['排名', '应用', '包名', '开发者', '排名变化', '数据时间']);
    expect(sheet!.rows.slice(1).map((r) => r[2])).toEqual(answer.list.map((r) => r.appId));
    await db()
      .updateTable('users')
      .set({ role: 'normal', role_end_at: null, svip_trial_until: null })
      .where('uid', '=', uid)
      .execute();
    expect((await get(url, cookie)).body).toMatchObject({ code: EXPORT_LIMIT_FAILURE.code });
  });

  it('answers bad input with 400 and the Chinese message', async () => {
    const long = encodeURIComponent('词'.repeat(101));
    const cases: [string, string][] = [
      ['/v1/Androidsearch/indexPC?keyword=a&market=apple', ANDROID_SEARCH_TEXTS.market],
      ['/v1/Androidsearch/indexPC?keyword=a&market=tencent', ANDROID_SEARCH_TEXTS.market],
      ['/v1/Androidsearch/indexPC?keyword=%20&market=xiaomi', ANDROID_SEARCH_TEXTS.keyword],
      ['/v1/Androidsearch/indexPC?keyword=', ANDROID_SEARCH_TEXTS.keyword],
      ['/v1/Androidsearch/indexPC?market=vivo', ANDROID_SEARCH_TEXTS.keyword],
      [`/v1/Androidsearch/indexPC?keyword=${long}`, '关键词不能超过100个字符'],
      ['/v1/androidchart/keywordResultHistory?keyword=a&days=10', ANDROID_SEARCH_TEXTS.days],
      ['/v1/androidchart/keywordResultHistory?keyword=a&market=xx', ANDROID_SEARCH_TEXTS.market],
      ['/v1/androidchart/keywordRankHistory?keyword=a&appId=com.a&days=abc', ANDROID_SEARCH_TEXTS.days],
      ['/v1/androidchart/keywordRankHistory?keyword=a&appId=%3Cscript%3E', ANDROID_SEARCH_TEXTS.appId],
      ['/v1/androidchart/keywordRankHistory?keyword=a', ANDROID_SEARCH_TEXTS.appId],
      ['/v1/androidchart/keywordRankHistory?keyword=&appId=com.a', ANDROID_SEARCH_TEXTS.keyword],
    ];
    for (const [url, msg] of cases) {
      const { status, body } = await get(url);
      expect({ url, status, code: body.code, msg: body.msg }).toEqual({ url, status: 400, code: 400, msg });
    }
  });
});
