import {
  ANDROID_APP_TEXTS,
  ANDROID_SEARCH_TEXTS,
  APP_DETAIL_TEXTS,
  chinaDayStart,
  formatDate,
  historyLimitFailure,
  type DataOf,
  type androidAppInfo,
  type androidAppKeywords,
  type androidAppMatch,
  type androidAppView,
  type androidCoverHistory,
  type androidDownloadHistory,
  type androidRankHistory,
  type androidRatingHistory,
  type androidVersionList,
} from '@bangyan/contract';
import { linkListings } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { androidAppSuite } from '../../../test/androidApp.ts';

type Info = DataOf<typeof androidAppInfo>;

describe.each(testDatabaseKinds())('Android app endpoints on %s', (kind) => {
  const { world, get, data, db, today } = androidAppSuite(kind);
  let t: TestApp;
  let appId: string;
  beforeAll(() => ({ t, appId } = world()));

  it("answers the header from the market's details and every market with the app; null when missing", async () => {
    const rows = await db().selectFrom('android_apps').selectAll().where('app_id', '=', appId).execute();
    const info = await data<Info>(`/v1/android/appInfo?appId=${appId}&market=xiaomi`);
    const row = rows.find((r) => r.market === 'xiaomi')!;
    const total = await db()
      .selectFrom('android_downloads')
      .select(['total', 'day'])
      .where('market', '=', 'xiaomi')
      .where('app_id', '=', appId)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(info.app).toMatchObject({
      market: 'xiaomi',
      marketName: '小米',
      appId,
      trackName: row.name,
      developerName: row.developer_name,
      version: row.version,
      rating: row.rating,
      totalDownloads: Number(total.total),
      totalDate: total.day,
    });
    expect(info.markets.map((m) => m.market).sort()).toEqual(rows.map((r) => r.market).sort());
    const missing = ['huawei', 'xiaomi', 'oppo', 'vivo'].find((m) => !rows.some((r) => r.market === m));
    if (missing)
      expect(await data<Info>(`/v1/android/appInfo?appId=${appId}&market=${missing}`)).toEqual({
        app: null,
        markets: info.markets,
      });
    expect(await data<Info>('/v1/android/appInfo?appId=com.nobody.has.this&market=xiaomi')).toEqual({
      app: null,
      markets: [],
    });
  });

  it('offers a market an operator linked to the app, with the package listed there', async () => {
    const listed = await db()
      .selectFrom('android_apps')
      .select(['app_id', 'market'])
      .where('app_id', '!=', appId)
      .execute();
    const markets = new Map<string, string[]>();
    for (const r of listed) markets.set(r.app_id, [...(markets.get(r.app_id) ?? []), r.market]);
    // A package in one market only, and another package in a market the first is not in.
    const [single, [home]] = [...markets].find(([, m]) => m.length === 1)!;
    const [other, otherMarkets] = [...markets].find(([id, m]) => id !== single && !m.includes(home!))!;
    const there = otherMarkets[0]!;
    await linkListings(db(), {
      app: { market: home!, appId: single },
      links: [{ market: there, appId: other }],
      requestId: null,
    });

    const info = await data<Info>(`/v1/android/appInfo?appId=${single}&market=${home}`);
    expect(info.markets).toContainEqual(expect.objectContaining({ market: home, appId: single }));
    expect(info.markets).toContainEqual(expect.objectContaining({ market: there, appId: other }));
    // From the linked package's page, the way back.
    const back = await data<Info>(`/v1/android/appInfo?appId=${other}&market=${there}`);
    expect(back.markets).toContainEqual(expect.objectContaining({ market: home, appId: single }));
  });

  it('answers 400 with a clear message for a bad package, market or span', async () => {
    expect((await get('/v1/android/appInfo?appId=%3Cx%3E&market=xiaomi')).body).toMatchObject({
      code: 400,
      msg: ANDROID_SEARCH_TEXTS.appId,
    });
    expect((await get('/v1/android/appInfo?market=xiaomi')).body).toMatchObject({
      code: 400,
      msg: ANDROID_SEARCH_TEXTS.appId,
    });
    expect((await get(`/v1/android/appView?appId=${appId}&market=tencent`)).body).toMatchObject({
      code: 400,
      msg: ANDROID_SEARCH_TEXTS.market,
    });
    expect((await get(`/v1/android/downloadHistory?appId=${appId}&days=5`)).body).toMatchObject({
      code: 400,
      msg: ANDROID_APP_TEXTS.days,
    });
    expect((await get(`/v1/androidchart/rankHistory?appId=${appId}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
  });

  it("answers the rank on each chart per day from the market's snapshots", async () => {
    const history = await data<DataOf<typeof androidRankHistory>>(
      `/v1/androidchart/rankHistory?appId=${appId}&market=xiaomi&days=7`,
    );
    expect(history.series.map((s) => s.chartType)).toEqual(['hot', 'download', 'new']);
    expect(history.times.at(-1)).toBe(today());
    expect(history.series[0]!.ranks.at(-1)).toBe(1);
    const snapshots = await sql<{ day: string; rank: number | null }>`
      SELECT DISTINCT ON (to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'))
        to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, array_position(app_ids, ${appId}::text) AS rank
      FROM android_chart_snapshots WHERE market = 'xiaomi' AND chart_type = 'hot' AND at <= ${WORLD_NOW}
      ORDER BY 1 DESC, at DESC LIMIT 7`.execute(db());
    const expected = new Map(snapshots.rows.map((r) => [r.day, r.rank]));
    expect(history.times.map((d, i) => [d, history.series[0]!.ranks[i]])).toEqual(
      history.times.map((d) => [d, expected.get(d) ?? null]),
    );
  });

  it("answers every market's daily downloads as differences of its published cumulative counts", async () => {
    const answer = await data<DataOf<typeof androidDownloadHistory>>(
      `/v1/android/downloadHistory?appId=${appId}&market=xiaomi&days=7`,
    );
    expect(answer.dates).toHaveLength(7);
    expect(answer.dates.at(-1)).toBe(today());
    const xiaomi = answer.markets.find((m) => m.market === 'xiaomi')!;
    const readings = await db()
      .selectFrom('android_downloads')
      .select(['day', 'total'])
      .where('market', '=', 'xiaomi')
      .where('app_id', '=', appId)
      .execute();
    const total = new Map(readings.map((r) => [r.day, Number(r.total)]));
    answer.dates.forEach((d, i) => {
      const dayBefore = formatDate(chinaDayStart(d).getTime() - 1);
      expect(xiaomi.totals[i]).toBe(total.get(d) ?? null);
      expect(xiaomi.daily[i]).toBe(total.has(d) && total.has(dayBefore) ? total.get(d)! - total.get(dayBefore)! : null);
    });
    expect(xiaomi.daily.some((n) => n !== null && n > 0)).toBe(true);
  });

  it("answers the coverage over the collected keywords and the latest day's keywords with ranks", async () => {
    const cover = await data<DataOf<typeof androidCoverHistory>>(
      `/v1/androidchart/coverHistory?appId=${appId}&market=xiaomi&days=7`,
    );
    expect(cover.list.length).toBeGreaterThan(0);
    const last = cover.list.at(-1)!;
    expect(last.collected).toBe(200);
    const ranks = await sql<{ term: string; rank: number }>`
      SELECT k.term, array_position(r.app_ids, ${appId}::text) AS rank
      FROM android_keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
      CROSS JOIN LATERAL (
        SELECT app_ids FROM android_keyword_results r
        WHERE r.market = d.market AND r.keyword_id = d.keyword_id AND r.at <= d.at ORDER BY r.at DESC LIMIT 1
      ) r
      WHERE d.market = 'xiaomi' AND d.day = ${last.date} AND array_position(r.app_ids, ${appId}::text) IS NOT NULL
    `.execute(db());
    expect(last.total).toBe(ranks.rows.length);
    expect(last.top3).toBe(ranks.rows.filter((r) => r.rank <= 3).length);
    expect(last.top10).toBe(ranks.rows.filter((r) => r.rank <= 10).length);
    expect(last.total).toBeGreaterThan(0);
    const keywords = await data<DataOf<typeof androidAppKeywords>>(
      `/v1/android/appKeywords?appId=${appId}&market=xiaomi`,
    );
    expect(keywords).toMatchObject({ date: last.date, collected: 200 });
    expect(new Map(keywords.list.map((k) => [k.keyword, k.rank]))).toEqual(
      new Map(ranks.rows.map((r) => [r.term, r.rank])),
    );
    expect(keywords.list.map((k) => k.rank)).toEqual([...keywords.list.map((k) => k.rank)].sort((a, b) => a - b));
    expect(
      await data<DataOf<typeof androidAppKeywords>>('/v1/android/appKeywords?appId=com.nobody.has.this&market=xiaomi'),
    ).toMatchObject({ date: last.date, list: [] });
  });

  it('answers every market, the versions and the rating changes from the details the engine saw change', async () => {
    const history = await db()
      .selectFrom('android_app_history')
      .selectAll()
      .where('market', '=', 'xiaomi')
      .where('app_id', '=', appId)
      .orderBy('at')
      .execute();
    expect(history.length).toBeGreaterThan(0);
    const view = await data<DataOf<typeof androidAppView>>(`/v1/android/appView?appId=${appId}&market=xiaomi`);
    expect(view.markets.find((m) => m.market === 'xiaomi')?.version).toBe(history.at(-1)!.version);
    expect(view.changes.map((c) => c.time)).toEqual([...view.changes.map((c) => c.time)].sort().reverse());
    const versions = await data<DataOf<typeof androidVersionList>>(
      `/v1/android/appVersionList?appId=${appId}&market=xiaomi`,
    );
    expect(versions.found).toBe(true);
    expect(versions.list.map((v) => v.version)).toEqual([...new Set(history.map((h) => h.version))].reverse());
    expect(view.changes.filter((c) => c.field === 'version')).toHaveLength(versions.list.length - 1);
    const rating = await data<DataOf<typeof androidRatingHistory>>(
      `/v1/android/ratingHistory?appId=${appId}&market=xiaomi`,
    );
    expect(rating.list.at(-1)?.rating).toBe(history.at(-1)!.rating);
    expect(rating.markets.find((m) => m.market === 'xiaomi')?.rating).toBe(history.at(-1)!.rating);
    expect(rating.checkedDate).toBe(today());
    expect(
      await data<DataOf<typeof androidVersionList>>(
        '/v1/android/appVersionList?appId=com.nobody.has.this&market=xiaomi',
      ),
    ).toEqual({ found: false, list: [] });
  });

  it("appMatch answers the iOS app's Android counterparts per market, found false for an unknown app", async () => {
    const twin = await db()
      .selectFrom('android_apps')
      .select(['ios_app_id'])
      .where('ios_app_id', 'is not', null)
      .orderBy('ios_app_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const packages = await db()
      .selectFrom('android_apps')
      .select(['market', 'app_id'])
      .where('ios_app_id', '=', twin.ios_app_id)
      .execute();
    const post = async (body: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/android/appMatch',
          payload: body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json() as { code: number; msg: string; data: DataOf<typeof androidAppMatch> };
    const answer = await post(`appId=${twin.ios_app_id}&country=cn`);
    expect(answer.code).toBe(0);
    expect(answer.data.found).toBe(true);
    const twins = answer.data.list.filter((m) => m.matchedBy === 'twin');
    expect(twins.map((m) => `${m.market}|${m.appId}`).sort()).toEqual(
      packages.map((p) => `${p.market}|${p.app_id}`).sort(),
    );
    expect((await post('appId=1&country=cn')).data).toEqual({ found: false, list: [] });
    expect(await post('appId=abc')).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
  });
});
