import {
  COMPETITOR_LIMIT,
  COMPETITOR_SUGGESTIONS,
  COMPETITOR_TEXTS,
  DAY_MS,
  ErrorCode,
  formatDate,
  MINUTE_MS,
  type CompetitorFigures,
} from '@bangyan/contract';
import { appChartRanks, appEstimateSeries, chartRanking } from '@bangyan/market';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { competitorSuite } from '../../../test/competitor.ts';

interface List {
  list: { appId: string; trackName: string; addedAt: string }[];
  suggestions: { appId: string; reason: string }[];
  limit: number;
}

describe.each(testDatabaseKinds())('competitors on %s', (kind) => {
  const { world, get, data, post, add } = competitorSuite(kind);
  let t: TestApp;
  let cookie: string;
  let chart: number[];
  beforeAll(() => ({ t, cookie, chart } = world()));

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
});
