import {
  DAY_MS,
  EXPORT_LIMIT_FAILURE,
  historyLimitFailure,
  KEYWORD_TEXTS,
  MINUTE_MS,
  type KeywordResultRow,
  type KeywordVsRow,
} from '@bangyan/contract';
import { keywordDays, keywordPage, keywordSpan, keywordVs, relatedKeywords } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTo } from '@bangyan/contract/xlsx';
import { readXlsx } from '@bangyan/contract/xlsx/read';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

interface SearchData {
  keyword: string;
  info: {
    heat: number | null;
    popularity: number | null;
    resultCount: number | null;
    changeRate: number | null;
    time: string;
    previousTime: string;
  } | null;
  list: KeywordResultRow[];
  ad: { appId: string } | null;
  apps: { appId: string; trackName: string }[];
  appTotal: number;
  companies: { companyId: string; companyName: string }[];
}

describe.each(testDatabaseKinds())('keyword page endpoints on %s', (kind) => {
  let t: TestApp;
  let term: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    // The storefront's hottest keyword of the day: it has results and figures.
    const hot = await t.handle.db
      .selectFrom('keyword_daily as d')
      .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
      .innerJoin('keyword_results_current as c', 'c.keyword_id', 'k.keyword_id')
      .select('k.term')
      .where('k.country', '=', 'cn')
      .where('d.day', '=', '2026-11-22')
      .orderBy('d.heat', 'desc')
      .orderBy('k.term')
      .limit(1)
      .executeTakeFirstOrThrow();
    term = hot.term;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const q = (path: string, params: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ keyword: term, ...params })}`;

  it("answers the keyword's figures and its results now, each app with its change, rating and coverage", async () => {
    const answer = await data<SearchData>(q('/v1/search/index'));
    const expected = (await keywordPage(t.handle.db, { country: 'cn', term, at: WORLD_NOW }))!;
    expect(answer.keyword).toBe(term);
    expect(answer.info).toMatchObject({
      heat: expected.daily!.heat,
      popularity: expected.daily!.popularity,
      resultCount: expected.daily!.resultCount,
      changeRate: expected.changeRate,
    });
    expect(answer.info!.time).toMatch(/^2026-11-2\d \d\d:\d\d$/);
    expect(answer.list.map((r) => [r.appId, r.rank, r.preRank, r.rankChange, r.coverage])).toEqual(
      expected.rows.map((r) => [String(r.appId), r.rank, r.previousRank, r.change, r.coverage]),
    );
    expect(answer.list[0]!.trackName).not.toBe('');
    expect(answer.list.some((r) => r.coverage !== null && r.coverage > 0)).toBe(true);
  });

  it('lists the apps and companies named like the text, and no keyword figures for a non-keyword', async () => {
    const first = (await data<SearchData>(q('/v1/search/index'))).list[0]!;
    const byName = await data<SearchData>(`/v1/search/index?${new URLSearchParams({ keyword: first.trackName })}`);
    expect(byName.apps.map((a) => a.appId)).toContain(first.appId);
    expect(byName.appTotal).toBeGreaterThanOrEqual(byName.apps.length);
    const byCompany = await data<SearchData>(
      `/v1/search/index?${new URLSearchParams({ keyword: first.developerName })}`,
    );
    expect(byCompany.companies.map((c) => c.companyId)).toContain(first.developerId);
    const none = await data<SearchData>('/v1/search/index?keyword=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%8D');
    expect(none).toMatchObject({ info: null, list: [], ad: null });
  });

  it('refuses bad input with a clear message and no data', async () => {
    expect((await get('/v1/search/index')).body).toMatchObject({ code: 400, msg: KEYWORD_TEXTS.keyword });
    expect((await get('/v1/search/index?keyword=%20%20')).body).toMatchObject({
      code: 400,
      msg: KEYWORD_TEXTS.keyword,
    });
    expect((await get(`/v1/search/index?keyword=${'长'.repeat(101)}`)).body).toMatchObject({
      code: 400,
      msg: '关键词不能超过100个字符',
    });
    expect((await get(q('/v1/search/index', { country: 'zz' }))).body).toMatchObject({
      code: 400,
      msg: KEYWORD_TEXTS.country,
    });
    const sql = await data<SearchData>(
      `/v1/search/index?${new URLSearchParams({ keyword: "'; DROP TABLE keywords; --" })}`,
    );
    expect(sql.info).toBeNull();
    const script = await data<SearchData>(
      `/v1/search/index?${new URLSearchParams({ keyword: '<script>alert(1)</script>' })}`,
    );
    expect(script).toMatchObject({ keyword: '<script>alert(1)</script>', info: null });
    expect((await get(q('/v1/chart/popularityHistory', { days: '14' }))).body).toMatchObject({
      code: 400,
      msg: KEYWORD_TEXTS.days,
    });
    expect((await get(q('/v1/search/vs', { date1: '2026-11-01' }))).body).toMatchObject({
      code: 400,
      msg: KEYWORD_TEXTS.date,
    });
    expect(
      (await get(q('/v1/search/vs', { date1: '20261122', time1: '23:00', date2: '20261121' }))).body,
    ).toMatchObject({ code: 400, msg: KEYWORD_TEXTS.vsOrder });
    expect((await get(q('/v1/search/summary', { date: '20261231' }))).body.code).toBe(400);
  });

  it('draws heat and result count day by day, within the history depth of the tier', async () => {
    const heat = await data<{ days: string[]; heat: (number | null)[]; popularity: (number | null)[] }>(
      q('/v1/chart/popularityHistory', { days: '7' }),
    );
    const expected = (await keywordDays(t.handle.db, { country: 'cn', term, from: '2026-11-16', to: '2026-11-22' }))!;
    expect(heat.days).toEqual(['20261116', '20261117', '20261118', '20261119', '20261120', '20261121', '20261122']);
    expect(heat.heat).toEqual(expected.map((d) => d.heat));
    expect(heat.popularity).toEqual(expected.map((d) => d.popularity));
    const results = await data<{ days: string[]; resultCount: (number | null)[] }>(
      q('/v1/chart/keywordresulthistory', { days: '30' }),
    );
    expect(results.days).toHaveLength(30);
    expect(results.resultCount.at(-1)).toBe(expected.at(-1)!.resultCount);
    expect((await get(q('/v1/chart/popularityHistory', { days: '90' }))).body).toMatchObject(
      historyLimitFailure('normal'),
    );
  });

  it('relates keywords sharing top results, and extends to longer keywords containing it', async () => {
    const related = await data<{ list: { keyword: string; shared: number }[] }>(q('/v1/search/related'));
    const expected = await relatedKeywords(t.handle.db, { country: 'cn', term, day: '2026-11-22', limit: 20 });
    expect(related.list.map((r) => [r.keyword, r.shared])).toEqual(expected.map((r) => [r.term, r.shared]));
    const stem = [...term].slice(0, 1).join('');
    const extended = await data<{ list: { keyword: string; heat: number | null }[] }>(
      `/v1/keyword/extend?keyword=${encodeURIComponent(stem)}`,
    );
    expect(extended.list.length).toBeGreaterThan(0);
    expect(extended.list.every((k) => k.keyword.includes(stem) && k.keyword !== stem)).toBe(true);
  });

  it('compares the results at two times, by default now against 24 h before', async () => {
    const vs = await data<{ time1: string; time2: string; counts: Record<string, number>; list: KeywordVsRow[] }>(
      q('/v1/search/vs'),
    );
    const at2 = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    const expected = (await keywordVs(t.handle.db, {
      country: 'cn',
      term,
      before: new Date(at2.getTime() - DAY_MS),
      after: at2,
    }))!;
    expect(vs.list.map((r) => [r.appId, r.rankBefore, r.rankAfter, r.kind])).toEqual(
      expected.rows.map((r) => [String(r.appId), r.rankBefore, r.rankAfter, r.kind]),
    );
    expect(Object.values(vs.counts).reduce((a, b) => a + b, 0)).toBe(vs.list.length);
    const picked = await data<{ time1: string; list: KeywordVsRow[] }>(
      q('/v1/search/vs', { date1: '20261120', time1: '08:00', date2: '20261122' }),
    );
    expect(picked.time1 <= '2026-11-20 08:00').toBe(true);
  });

  it('digests 30 days: apps that came in, apps cleared out, the top 10 day by day', async () => {
    const summary = await data<{
      days: string[];
      entered: { appId: string; date: string }[];
      cleared: { appId: string }[];
      top: { appId: string; ranks: number[] }[];
    }>(q('/v1/search/summary'));
    const expected = (await keywordSpan(t.handle.db, {
      country: 'cn',
      term,
      from: '2026-10-24',
      to: '2026-11-22',
      top: 10,
    }))!;
    expect(summary.days).toHaveLength(30);
    expect(summary.days[29]).toBe('20261122');
    expect(summary.entered.map((e) => [e.appId, e.date])).toEqual(
      expected.entered.map((e) => [String(e.appId), e.day.replaceAll('-', '')]),
    );
    expect(summary.cleared.map((e) => e.appId)).toEqual(expected.cleared.map((e) => String(e.appId)));
    expect(summary.top.map((a) => [a.appId, a.ranks])).toEqual(expected.top.map((a) => [String(a.appId), a.ranks]));
  });

  it('exports the results for members only', async () => {
    expect((await get(q('/v1/export/searchResult'))).body).toMatchObject({ code: 401 });
    const { cookie, uid } = await registerTestUser(t, '13900005678');
    const res = await t.app.inject({ method: 'GET', url: q('/v1/export/searchResult'), headers: { cookie } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`关键词搜索结果-${term}-`);
    const [sheet] = readXlsx(res.rawPayload);
    const answer = await data<SearchData>(q('/v1/search/index'));
    expect(sheet!.rows[0]).toEqual([
      '排名',
      '应用',
      '应用ID',
      '开发者',
      '分类',
      '评分',
      '评分数',
      '排名变化',
      '关键词覆盖数',
    ]);
    expect(sheet!.rows).toHaveLength(answer.list.length + 1);
    expect(sheet!.rows[1]!.slice(0, 3)).toEqual(['1', answer.list[0]!.trackName, answer.list[0]!.appId]);
    // Ratings with one decimal (the answer's 4.01687 is 4 in the file, shown 4.0 by its number format).
    const rated = answer.list.findIndex((r) => r.rating !== null && !Number.isInteger(r.rating * 10));
    expect(rated).toBeGreaterThanOrEqual(0);
    expect(sheet!.rows[rated + 1]![5]).toBe(String(roundTo(answer.list[rated]!.rating!, 1)));
    await t.handle.db
      .updateTable('users')
      .set({ role: 'normal', role_end_at: null, svip_trial_until: null })
      .where('uid', '=', uid)
      .execute();
    expect((await get(q('/v1/export/searchResult'), cookie)).body).toMatchObject({
      code: EXPORT_LIMIT_FAILURE.code,
      msg: EXPORT_LIMIT_FAILURE.msg,
    });
  });
});
