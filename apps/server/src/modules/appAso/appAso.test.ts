import { ASA_TEXTS, historyLimitFailure, type AsaKeyword, type DiagnosisCheckItem } from '@bangyan/contract';
import { appKeywordRanks } from '@bangyan/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';

interface Summary {
  from: string;
  to: string;
  days: number;
  latestDay: string;
  keywords: number;
  hotKeywords: number;
  latestCount: number;
  averageDaily: number;
  averageShare: number;
}
interface Diagnosis {
  found: boolean;
  onSale: boolean;
  score: number;
  grade: string;
  day: string;
  asoIndex: number | null;
  coverage: { total: number; top3: number; top10: number } | null;
  genre: { id: number; apps: number; medianTotal: number } | null;
  checks: DiagnosisCheckItem[];
  topKeywords: { keyword: string; heat: number; rank: number; inTitle: boolean }[];
}

describe.each(testDatabaseKinds())('ASA and ASO diagnosis endpoints on %s', (kind) => {
  let t: TestApp;
  /** The app holding the most ad slots in the world, and its ad rows as stored. */
  let bidder: string;
  let rows: { keyword_id: number; day: string; ad_app_id: string | null; heat: number | null }[];
  let idle: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    const top = await t.handle.db
      .selectFrom('keyword_daily')
      .select(['ad_app_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('ad_app_id', 'is not', null)
      .groupBy('ad_app_id')
      .orderBy('n', 'desc')
      .orderBy('ad_app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    bidder = top.ad_app_id!;
    const ids = (
      await t.handle.db
        .selectFrom('keyword_daily')
        .select('keyword_id')
        .distinct()
        .where('ad_app_id', '=', bidder)
        .execute()
    ).map((r) => r.keyword_id);
    rows = await t.handle.db
      .selectFrom('keyword_daily')
      .select(['keyword_id', 'day', 'ad_app_id', 'heat'])
      .where('keyword_id', 'in', ids)
      .execute();
    const bidders = t.handle.db.selectFrom('keyword_daily').select('ad_app_id').where('ad_app_id', 'is not', null);
    idle = (
      await t.handle.db
        .selectFrom('market_apps')
        .select('app_id')
        .where('country', '=', 'cn')
        .where('app_id', 'not in', bidders)
        .orderBy('app_id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).app_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);

  it("lists the app's ad keywords with share of voice as the stored ad slots give them", async () => {
    const answer = await data<{ from: string; to: string; list: AsaKeyword[] }>(
      `/v1/apps/getAsmData?appId=${bidder}&country=cn&days=7`,
    );
    const keywords = new Set(rows.filter((r) => r.ad_app_id === bidder).map((r) => r.keyword_id));
    expect(answer.list.map((k) => k.keywordId).sort((a, b) => a - b)).toEqual([...keywords].sort((a, b) => a - b));
    for (const k of answer.list) {
      const mine = rows.filter((r) => r.keyword_id === k.keywordId);
      const held = mine.filter((r) => r.ad_app_id === bidder);
      expect(k.adDays).toBe(held.length);
      expect(k.collectedDays).toBe(mine.length);
      expect(k.share).toBe(Math.round((held.length / mine.length) * 1000) / 10);
      expect(k.rivals).toBe(
        new Set(mine.filter((r) => r.ad_app_id !== null && r.ad_app_id !== bidder).map((r) => r.ad_app_id)).size,
      );
      expect(k.firstDay).toBe(held.map((r) => r.day).sort()[0]);
    }
    // By share of voice, then heat.
    expect(answer.list.map((k) => k.share)).toEqual(answer.list.map((k) => k.share).sort((a, b) => b - a));

    const top = await data<{ list: AsaKeyword[] }>(`/v1/apps/topAsmKeyword?appId=${bidder}&country=cn&days=7`);
    expect(top.list.length).toBe(Math.min(10, answer.list.length));
    expect(top.list.map((k) => k.heat ?? 0)).toEqual(
      [...answer.list.map((k) => k.heat ?? 0)].sort((a, b) => b - a).slice(0, 10),
    );
  });

  it('answers the daily count of ad keywords, the summary and the storefronts', async () => {
    const history = await data<{ list: { day: string; count: number }[] }>(
      `/v1/chart/asmCoverHistory?appId=${bidder}&country=cn&days=7`,
    );
    const days = [
      ...new Set((await t.handle.db.selectFrom('keyword_daily').select('day').distinct().execute()).map((r) => r.day)),
    ].sort();
    expect(history.list.map((d) => d.day)).toEqual(days);
    for (const d of history.list)
      expect(d.count).toBe(rows.filter((r) => r.day === d.day && r.ad_app_id === bidder).length);

    const summary = await data<Summary>(`/v1/apps/asaSummary?appId=${bidder}&country=cn&days=7`);
    const list = (await data<{ list: AsaKeyword[] }>(`/v1/apps/getAsmData?appId=${bidder}&country=cn&days=7`)).list;
    expect(summary).toMatchObject({
      days: days.length,
      latestDay: days.at(-1),
      keywords: list.length,
      latestCount: history.list.at(-1)!.count,
    });
    expect(summary.hotKeywords).toBe(list.filter((k) => (k.heat ?? 0) >= 4605).length);
    expect(summary.latestCount).toBe(list.filter((k) => k.holdsNow).length);

    const countries = await data<{ list: { country: string; countryName: string; keywords: number }[] }>(
      `/v1/apps/asmCountry?appId=${bidder}&days=7`,
    );
    expect(countries.list).toEqual([{ country: 'cn', countryName: '中国', keywords: list.length }]);
  });

  it('answers empty figures for an app with no ad slot and a storefront whose keywords are not collected', async () => {
    expect((await data<{ list: unknown[] }>(`/v1/apps/getAsmData?appId=${idle}&country=cn`)).list).toEqual([]);
    expect(await data<Summary>(`/v1/apps/asaSummary?appId=${idle}&country=cn`)).toMatchObject({
      keywords: 0,
      latestCount: 0,
      averageDaily: 0,
      averageShare: 0,
    });
    expect(
      (await data<{ list: { count: number }[] }>(`/v1/chart/asmCoverHistory?appId=${idle}&country=cn`)).list.every(
        (d) => d.count === 0,
      ),
    ).toBe(true);
    expect((await data<{ list: unknown[] }>(`/v1/apps/asmCountry?appId=${idle}`)).list).toEqual([
      { country: 'cn', countryName: '中国', keywords: 0 },
    ]);
    expect(await data<Summary>(`/v1/apps/asaSummary?appId=${bidder}&country=us`)).toMatchObject({
      days: 0,
      latestDay: '',
      keywords: 0,
    });
    expect((await data<{ list: unknown[] }>(`/v1/chart/asmCoverHistory?appId=${bidder}&country=us`)).list).toEqual([]);
  });

  it('refuses a bad span or app id, and a span beyond the tier', async () => {
    expect((await get(`/v1/apps/getAsmData?appId=${bidder}&days=5`)).body).toMatchObject({
      code: 400,
      msg: ASA_TEXTS.days,
    });
    expect((await get('/v1/apps/asaSummary?appId=abc')).body).toMatchObject({ code: 400, msg: '应用ID格式不正确' });
    expect((await get(`/v1/apps/asaSummary?appId=${bidder}&country=zz`)).body).toMatchObject({
      code: 400,
      msg: '不支持的国家或地区',
    });
    expect((await get(`/v1/apps/topAsmKeyword?appId=${bidder}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
  });

  it('diagnoses an app: checks in order, the score from their points, keyword checks from its coverage', async () => {
    const d = await data<Diagnosis>(`/v1/aso/diagnosis?appId=${bidder}&country=cn`);
    const app = await t.handle.db
      .selectFrom('market_apps')
      .selectAll()
      .where('country', '=', 'cn')
      .where('app_id', '=', bidder)
      .executeTakeFirstOrThrow();
    expect(d).toMatchObject({ found: true, onSale: true });
    expect(d.checks.map((c) => c.key)).toEqual([
      'titleLength',
      'subtitleLength',
      'titleKeywords',
      'subtitleKeywords',
      'coverage',
      'top10Share',
      'rating',
      'reviews',
      'freshness',
      'screenshots',
    ]);
    expect(d.checks.reduce((s, c) => s + c.weight, 0)).toBe(100);
    const made = d.checks.filter((c) => c.status !== 'na');
    expect(d.score).toBe(
      Math.round((100 * made.reduce((s, c) => s + c.points, 0)) / made.reduce((s, c) => s + c.weight, 0)),
    );
    expect(d.checks.find((c) => c.key === 'titleLength')!.value).toBe(`${[...app.name.trim()].length} 个字符`);
    expect(d.checks.find((c) => c.key === 'screenshots')!.value).toBe(`${app.screenshot_urls.length} 张`);
    expect(d.checks.find((c) => c.key === 'reviews')!.value).toBe(`${app.rating_count} 条`);
    const coverage = await t.handle.db
      .selectFrom('app_coverage_daily')
      .select(['total', 'top3', 'top10', 'aso_index'])
      .where('country', '=', 'cn')
      .where('day', '=', d.day)
      .where('app_id', '=', bidder)
      .executeTakeFirst();
    expect(d.coverage).toEqual({ total: coverage?.total ?? 0, top3: coverage?.top3 ?? 0, top10: coverage?.top10 ?? 0 });
    expect(d.asoIndex).toBe(coverage?.aso_index ?? 0);
    expect(d.genre!.id).toBe(app.primary_genre_id);
    // The hottest covered keywords are those the day's ranks (from the change points) give.
    const ranks = await appKeywordRanks(t.handle.db, { country: 'cn', appId: Number(bidder), day: d.day });
    const hottest = ranks
      .filter((k) => k.heat !== null && k.heat >= 4605 && k.rank >= 1)
      .sort((x, y) => y.heat! - x.heat! || x.rank - y.rank || x.keywordId - y.keywordId)
      .slice(0, 10);
    expect(hottest.length).toBeGreaterThan(0);
    expect(d.topKeywords.map((k) => [k.keyword, k.heat, k.rank])).toEqual(hottest.map((k) => [k.term, k.heat, k.rank]));
    for (const k of d.topKeywords)
      expect(k.inTitle).toBe(
        app.name.toLowerCase().replace(/\s+/g, '').includes(k.keyword.toLowerCase().replace(/\s+/g, '')),
      );
  });

  it('leaves out the keyword checks where keywords are not collected, and says when the app is not there', async () => {
    const inUs = await t.handle.db
      .selectFrom('market_apps')
      .select('app_id')
      .where('country', '=', 'us')
      .orderBy('app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const d = await data<Diagnosis>(`/v1/aso/diagnosis?appId=${inUs.app_id}&country=us`);
    expect(d).toMatchObject({ found: true, day: '', coverage: null, genre: null, topKeywords: [] });
    expect(d.checks.filter((c) => c.status === 'na').map((c) => c.key)).toEqual(
      expect.arrayContaining(['titleKeywords', 'subtitleKeywords', 'coverage', 'top10Share']),
    );
    expect(await data<Diagnosis>('/v1/aso/diagnosis?appId=1&country=cn')).toMatchObject({ found: false, checks: [] });
    expect((await get('/v1/aso/diagnosis?appId=1x')).body).toMatchObject({ code: 400 });
  });
});
