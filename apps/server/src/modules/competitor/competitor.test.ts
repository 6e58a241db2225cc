import {
  COMPETITOR_LIMIT,
  COMPETITOR_SUGGESTIONS,
  COMPETITOR_TEXTS,
  DAY_MS,
  ErrorCode,
  formatDate,
  historyLimitFailure,
  MINUTE_MS,
  type CompetitorFigures,
} from '@bangyan/contract';
import { sql } from 'kysely';
import { appChartRanks, appEstimateSeries, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, FORM_HEADERS, jsonGetters, testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { registerTestUser } from '../../../test/users.ts';

interface List {
  list: { appId: string; trackName: string; addedAt: string }[];
  suggestions: { appId: string; reason: string }[];
  limit: number;
}

describe.each(testDatabaseKinds())('competitors on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let chart: number[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { world: true });
    cookie = (await registerTestUser(t, '13600004444')).cookie;
    chart = (await chartRanking(t.handle.db, {
      country: 'cn',
      chartType: 'free',
      genre: 0,
      at: WORLD_NOW,
    }))!.entries.map((e) => e.appId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const { get, data } = jsonGetters(() => t.app);
  const post = (path: string, fields: Record<string, string>, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...FORM_HEADERS, ...(withCookie ? { cookie } : {}) },
      payload: form(fields),
    });
  const add = (appId: number, competitorId: number | string) =>
    post('/v1/apps/competitorAdd', { appId: String(appId), country: 'cn', competitorId: String(competitorId) });

  it('suggests the apps next to the app on its genre chart, and lists nothing for a visitor', async () => {
    const appId = chart[0]!;
    const answer = await data<List>(`/v1/apps/competitor?appId=${appId}`);
    expect(answer.list).toEqual([]);
    expect(answer.limit).toBe(COMPETITOR_LIMIT);
    expect(answer.suggestions.length).toBe(COMPETITOR_SUGGESTIONS);
    expect(answer.suggestions.map((s) => s.appId)).not.toContain(String(appId));
    expect(new Set(answer.suggestions.map((s) => s.appId)).size).toBe(answer.suggestions.length);
    // The nearest on the genre's free chart first.
    const genre = (
      await t.handle.db
        .selectFrom('market_apps')
        .select('primary_genre_id')
        .where('country', '=', 'cn')
        .where('app_id', '=', String(appId))
        .executeTakeFirstOrThrow()
    ).primary_genre_id;
    const genreChart = (await chartRanking(t.handle.db, {
      country: 'cn',
      chartType: 'free',
      genre,
      at: WORLD_NOW,
    }))!.entries.map((e) => e.appId);
    const at = genreChart.indexOf(appId);
    if (at !== -1) {
      const nearest = genreChart
        .filter((id) => id !== appId)
        .sort(
          (a, b) =>
            Math.abs(genreChart.indexOf(a) - at) - Math.abs(genreChart.indexOf(b) - at) ||
            genreChart.indexOf(a) - genreChart.indexOf(b),
        )[0]!;
      expect(answer.suggestions[0]).toMatchObject({
        appId: String(nearest),
        reason: expect.stringContaining(`免费榜第 ${genreChart.indexOf(nearest) + 1} 名`),
      });
    }
  });

  it('adds and removes competitors for a user, within the limit; a visitor must log in', async () => {
    const appId = chart[1]!;
    expect(
      (
        await post(
          '/v1/apps/competitorAdd',
          { appId: String(appId), country: 'cn', competitorId: String(chart[2]) },
          false,
        )
      ).json(),
    ).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
    expect((await add(appId, chart[2]!)).json()).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await add(appId, chart[2]!)).json()).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await add(appId, chart[3]!)).json()).toMatchObject({ code: 0, data: { count: 2 } });
    const answer = await data<List>(`/v1/apps/competitor?appId=${appId}`, cookie);
    expect(answer.list.map((c) => c.appId).sort()).toEqual([String(chart[2]), String(chart[3])].sort());
    expect(answer.suggestions.map((s) => s.appId)).not.toContain(String(chart[2]));
    // Another storefront's set is its own.
    expect((await data<List>(`/v1/apps/competitor?appId=${appId}&country=us`, cookie)).list).toEqual([]);

    expect((await add(appId, appId)).json()).toMatchObject({ code: 400, msg: COMPETITOR_TEXTS.self });
    expect((await add(appId, 1)).json()).toMatchObject({ code: 400, msg: COMPETITOR_TEXTS.unknown });
    expect((await add(appId, 'abc')).json()).toMatchObject({ code: 400 });
    for (const id of chart.slice(4, 4 + COMPETITOR_LIMIT - 2)) expect((await add(appId, id)).json().code).toBe(0);
    expect((await add(appId, chart[4 + COMPETITOR_LIMIT]!)).json()).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.limit,
    });
    expect((await data<List>(`/v1/apps/competitor?appId=${appId}`, cookie)).list).toHaveLength(COMPETITOR_LIMIT);

    const del = await post('/v1/apps/competitorDel', {
      appId: String(appId),
      country: 'cn',
      competitorId: String(chart[2]),
    });
    expect(del.json()).toMatchObject({ code: 0, data: { count: COMPETITOR_LIMIT - 1 } });
  });

  it("answers the app and its competitors' figures side by side, and their downloads day by day", async () => {
    const appId = chart[5]!;
    await add(appId, chart[6]!);
    const info = await data<{ day: string; apps: CompetitorFigures[]; suggested: boolean }>(
      `/v1/apps/appListRank?appId=${appId}`,
      cookie,
    );
    expect(info.suggested).toBe(false);
    expect(info.apps.map((a) => a.appId)).toEqual([String(appId), String(chart[6])]);
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    expect(info.day).toBe(formatDate(now.getTime() - DAY_MS));
    const ranks = (await appChartRanks(t.handle.db, { country: 'cn', appIds: [appId], at: now })).get(appId)!;
    expect(info.apps[0]!.ranks.find((r) => r.genre === 0 && r.chartType === 'free')).toMatchObject({
      rank: 6,
      change: ranks.find((r) => r.genre === 0 && r.chartType === 'free')!.change,
    });
    const row = await t.handle.db
      .selectFrom('market_apps')
      .select(['rating', 'rating_count'])
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .executeTakeFirstOrThrow();
    expect(info.apps[0]).toMatchObject({ rating: row.rating, ratingCount: row.rating_count });
    // A visitor sees the app beside the suggestions.
    const visitor = await data<{ apps: CompetitorFigures[]; suggested: boolean }>(
      `/v1/apps/appListRank?appId=${appId}`,
    );
    expect(visitor.suggested).toBe(true);
    expect(visitor.apps.length).toBe(1 + COMPETITOR_SUGGESTIONS);

    const chartAnswer = await data<{ days: string[]; series: { appId: string; downloads: (number | null)[] }[] }>(
      `/v1/apps/appListDownloadsChart?appId=${appId}&days=7`,
      cookie,
    );
    expect(chartAnswer.days).toHaveLength(7);
    expect(chartAnswer.days.at(-1)).toBe(info.day);
    const estimates = await appEstimateSeries(t.handle.db, {
      country: 'cn',
      appId,
      from: chartAnswer.days[0]!,
      to: info.day,
    });
    const byDay = new Map(estimates.map((e) => [e.day, e.downloads?.value ?? null]));
    expect(chartAnswer.series[0]!.downloads).toEqual(chartAnswer.days.map((d) => byDay.get(d) ?? null));
    expect(info.apps[0]!.downloads).toBe(byDay.get(info.day) ?? null);
    expect((await get(`/v1/apps/appListDownloadsChart?appId=${appId}&days=9`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.days,
    });
  });

  it("counts the user's competitors of the app against the limit; a visitor must log in", async () => {
    const appId = chart[10]!;
    expect((await get(`/v1/apps/competitorCount?appId=${appId}`)).body).toMatchObject({
      code: ErrorCode.NOT_LOGGED_IN,
    });
    expect(await data(`/v1/apps/competitorCount?appId=${appId}`, cookie)).toEqual({
      count: 0,
      limit: COMPETITOR_LIMIT,
    });
    await add(appId, chart[11]!);
    await add(appId, chart[12]!);
    expect(await data(`/v1/apps/competitorCount?appId=${appId}`, cookie)).toEqual({
      count: 2,
      limit: COMPETITOR_LIMIT,
    });
    expect(await data(`/v1/apps/competitorCount?appId=${appId}&country=us`, cookie)).toEqual({
      count: 0,
      limit: COMPETITOR_LIMIT,
    });
    expect((await get('/v1/apps/competitorCount?appId=abc', cookie)).body).toMatchObject({ code: 400 });
  });

  it("answers the compared apps' best rank of each China day on one chart, overall or the app's genre", async () => {
    type Ranks = {
      genres: { genre: number; genreName: string }[];
      days: string[];
      series: { appId: string; trackName: string; ranks: (number | null)[] }[];
    };
    const appId = chart[13]!;
    await add(appId, chart[14]!);
    await add(appId, chart[40]!);
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    const genre = (
      await t.handle.db
        .selectFrom('market_apps')
        .select('primary_genre_id')
        .where('country', '=', 'cn')
        .where('app_id', '=', String(appId))
        .executeTakeFirstOrThrow()
    ).primary_genre_id;
    /** Each app's best rank per China day on a chart, read from the raw snapshots. */
    const expected = async (chartType: string, g: number, days: string[], ids: number[]) => {
      const { rows } = await sql<{ day: string; app_ids: string[] }>`
        SELECT to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, app_ids FROM chart_snapshots
        WHERE country = 'cn' AND chart_type = ${chartType} AND genre = ${g} AND at <= ${now}`.execute(t.handle.db);
      return ids.map((id) =>
        days.map((d) => {
          const ranks = rows
            .filter((r) => r.day === d)
            .map((r) => r.app_ids.map(Number).indexOf(id) + 1)
            .filter((r) => r > 0);
          return ranks.length ? Math.min(...ranks) : null;
        }),
      );
    };
    const week = await data<Ranks>(`/v1/apps/appListRankHistory?appId=${appId}&chartType=free&genre=0&days=7`, cookie);
    expect(week.genres).toEqual([
      { genre: 0, genreName: '总榜' },
      { genre, genreName: expect.any(String) },
    ]);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toBe(formatDate(now));
    // The apps appListRank shows, in its order.
    const shown = (await data<{ apps: CompetitorFigures[] }>(`/v1/apps/appListRank?appId=${appId}`, cookie)).apps.map(
      (a) => Number(a.appId),
    );
    expect(shown.slice().sort()).toEqual([appId, chart[14]!, chart[40]!].sort());
    expect(week.series.map((s) => Number(s.appId))).toEqual(shown);
    expect(week.series.map((s) => s.ranks)).toEqual(await expected('free', 0, week.days, shown));
    expect(week.series[0]!.ranks.at(-1)).toBeLessThanOrEqual(14);

    const month = await data<Ranks>(
      `/v1/apps/appListRankHistory?appId=${appId}&chartType=grossing&genre=${genre}&days=30`,
      cookie,
    );
    expect(month.days).toHaveLength(30);
    expect(month.series.map((s) => s.ranks)).toEqual(await expected('grossing', genre, month.days, shown));
    expect(month.series.flatMap((s) => s.ranks).some((r) => r !== null)).toBe(true);

    // A visitor compares with the suggestions.
    expect((await data<Ranks>(`/v1/apps/appListRankHistory?appId=${appId}`)).series).toHaveLength(
      1 + COMPETITOR_SUGGESTIONS,
    );
    const other = genre === 6014 ? 6000 : 6014;
    expect((await get(`/v1/apps/appListRankHistory?appId=${appId}&genre=${other}`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.genre,
    });
    expect((await get(`/v1/apps/appListRankHistory?appId=${appId}&genre=x`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.genre,
    });
    expect((await get(`/v1/apps/appListRankHistory?appId=${appId}&chartType=paid`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.chartType,
    });
    expect((await get(`/v1/apps/appListRankHistory?appId=${appId}&days=90`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.days,
    });
  });

  it("answers the compared apps' download totals and shares by total, within the tier's history depth", async () => {
    type Totals = {
      day: string;
      list: {
        appId: string;
        trackName: string;
        iconUrl: string;
        yesterday: number | null;
        total: number | null;
        share: number | null;
      }[];
    };
    const appId = chart[15]!;
    const ids = [appId, chart[16]!, chart[17]!];
    await add(appId, chart[16]!);
    await add(appId, chart[17]!);
    const totals = await data<Totals>(`/v1/apps/appListDownloads?appId=${appId}&days=7`, cookie);
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    expect(totals.day).toBe(formatDate(now.getTime() - DAY_MS));
    const first = formatDate(now.getTime() - 7 * DAY_MS);
    const stored = await t.handle.db
      .selectFrom('app_estimates')
      .select(['app_id', 'day', 'downloads'])
      .where('country', '=', 'cn')
      .where('day', '>=', first)
      .where('day', '<=', totals.day)
      .where('app_id', 'in', ids.map(String))
      .execute();
    const sum = (id: number) =>
      stored
        .filter((r) => r.app_id === String(id) && r.downloads !== null)
        .reduce((a, r) => a + Number(r.downloads), 0);
    const group = ids.reduce((a, id) => a + sum(id), 0);
    expect(group).toBeGreaterThan(0);
    expect(totals.list.map((r) => r.appId).sort()).toEqual(ids.map(String).sort());
    for (const row of totals.list) {
      const id = Number(row.appId);
      const yesterday = stored.find((r) => r.app_id === row.appId && r.day === totals.day)?.downloads;
      expect(row).toMatchObject({
        total: sum(id),
        yesterday: yesterday === undefined || yesterday === null ? null : Number(yesterday),
      });
      expect(row.share).toBeCloseTo(sum(id) / group);
      expect(row.iconUrl).not.toBe('');
    }
    expect(totals.list.map((r) => r.total)).toEqual([...totals.list.map((r) => r.total)].sort((a, b) => b! - a!));

    // 90 days reach past a visitor's (free) depth; a registered user's trial tier sees them.
    expect((await get(`/v1/apps/appListDownloads?appId=${appId}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
    expect((await data<Totals>(`/v1/apps/appListDownloads?appId=${appId}&days=90`, cookie)).list).toHaveLength(3);
    expect((await data<Totals>(`/v1/apps/appListDownloads?appId=${appId}&days=30`)).list).toHaveLength(
      1 + COMPETITOR_SUGGESTIONS,
    );
    expect((await get(`/v1/apps/appListDownloads?appId=${appId}&days=14`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.totalDays,
    });
  });
});
