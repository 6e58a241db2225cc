import {
  COMPETITOR_SUGGESTIONS,
  COMPETITOR_TEXTS,
  DAY_MS,
  formatDate,
  historyLimitFailure,
  MINUTE_MS,
  type CompetitorFigures,
} from '@bangyan/contract';
import { sql } from 'kysely';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { competitorSuite } from '../../../test/competitor.ts';

describe.each(testDatabaseKinds())('competitors compared on %s', (kind) => {
  const { world, get, data, add } = competitorSuite(kind);
  let t: TestApp;
  let cookie: string;
  let chart: number[];
  beforeAll(() => ({ t, cookie, chart } = world()));

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
    // A visitor compares the app with the suggested apps (up to COMPETITOR_SUGGESTIONS; fewer in a small genre).
    const { suggestions } = await data<{ suggestions: unknown[] }>(`/v1/apps/competitor?appId=${appId}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(COMPETITOR_SUGGESTIONS);
    expect((await data<Totals>(`/v1/apps/appListDownloads?appId=${appId}&days=30`)).list).toHaveLength(
      1 + suggestions.length,
    );
    expect((await get(`/v1/apps/appListDownloads?appId=${appId}&days=14`)).body).toMatchObject({
      code: 400,
      msg: COMPETITOR_TEXTS.totalDays,
    });
  });
});
