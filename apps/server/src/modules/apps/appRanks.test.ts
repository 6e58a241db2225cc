import {
  APP_DETAIL_TEXTS,
  CHART_COUNTRIES,
  DAY_MS,
  formatDateTime,
  historyLimitFailure,
  MINUTE_MS,
} from '@bangyan/contract';
import { appChartRanks, appRankPage, chartRanking } from '@bangyan/market';
import { sql } from 'kysely';
import { WORLD_NOW } from '@bangyan/market/testWorld';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestApp } from '../../../test/app.ts';
import { appsSuite } from '../../../test/apps.ts';

interface History {
  hourly: boolean;
  times: string[];
  series: { chartType: string; genre: number; genreName: string; ranks: (number | null)[] }[];
  versions: { time: string; version: string }[];
  offline: { from: string; to: string }[];
}

describe.each(testDatabaseKinds())('iOS app ranks on %s', (kind) => {
  const { world, get, data } = appsSuite(kind);
  let t: TestApp;
  let appId: number;
  beforeAll(() => ({ t, appId } = world()));

  it("answers the app's rank on every collected storefront's overall charts for the world map", async () => {
    const { list } = await data<{
      list: {
        country: string;
        countryName: string;
        free: number | null;
        charge: number | null;
        grossing: number | null;
      }[];
    }>(`/v1/apps/globalRank?appId=${appId}`);
    expect(list.map((c) => c.country)).toEqual([...CHART_COUNTRIES].sort());
    const cn = list.find((c) => c.country === 'cn')!;
    expect(cn).toMatchObject({ countryName: '中国', free: 3 });
    // Each rank is the app's place on that storefront's latest overall chart.
    for (const c of list) {
      const chart = await chartRanking(t.handle.db, { country: c.country, chartType: 'free', genre: 0, at: WORLD_NOW });
      const at = chart!.entries.findIndex((e) => e.appId === appId);
      expect(c.free).toBe(at + 1);
    }
    expect((await get('/v1/apps/globalRank?appId=x')).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
  });

  it('answers the rank history on the overall and genre charts, hourly up to 7 days and daily beyond', async () => {
    const week = await data<History>(`/v1/apps/rankHistory?appId=${appId}&days=7`);
    const row = await t.handle.db
      .selectFrom('market_apps')
      .select('primary_genre_id')
      .where('country', '=', 'cn')
      .where('app_id', '=', String(appId))
      .executeTakeFirstOrThrow();
    expect(week.hourly).toBe(true);
    expect(week.series.map((s) => [s.chartType, s.genre])).toEqual([
      ['free', 0],
      ['charge', 0],
      ['grossing', 0],
      ['free', row.primary_genre_id],
      ['charge', row.primary_genre_id],
      ['grossing', row.primary_genre_id],
    ]);
    expect(week.series[0]!.genreName).toBe('总榜');
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    const expected = await appRankPage(t.handle.db, {
      country: 'cn',
      appId,
      genres: [0, row.primary_genre_id],
      from: new Date(now.getTime() - 7 * DAY_MS),
      to: now,
      hourly: true,
    });
    expect(week.times).toEqual(expected.times.map((d) => formatDateTime(d)));
    expect(week.series[0]!.ranks).toEqual(expected.series[0]!.ranks);
    expect(week.series[0]!.ranks.at(-1)).toBe(3);
    const month = await data<History>(`/v1/apps/rankHistory?appId=${appId}&days=30`);
    expect(month.hourly).toBe(false);
    expect(new Set(month.times.map((x) => x.slice(0, 10))).size).toBe(month.times.length);
    expect((await get(`/v1/apps/rankHistory?appId=${appId}&days=90`)).body).toMatchObject(
      historyLimitFailure('normal'),
    );
    expect(await data<History>('/v1/apps/rankHistory?appId=1')).toMatchObject({ times: [], series: [] });
  });

  it('answers current ranks with their change, the charts left within 24 h, and the best rank of 7 days', async () => {
    type Row = {
      chartType: string;
      genre: number;
      genreName: string;
      rank: number | null;
      change: number;
      bestRank7d: number;
      bestRank7dTime: string;
    };
    const now = new Date(WORLD_NOW.getTime() + MINUTE_MS);
    /** What rankList should answer for an app, read from the raw snapshots of its six charts. */
    const expectedRows = async (id: number) => {
      const genre = (
        await t.handle.db
          .selectFrom('market_apps')
          .select('primary_genre_id')
          .where('country', '=', 'cn')
          .where('app_id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).primary_genre_id;
      const { rows } = await sql<{ chart_type: string; genre: number; at: Date; rank: number | null }>`
        SELECT chart_type, genre, at, array_position(app_ids, ${String(id)}::bigint) AS rank FROM chart_snapshots
        WHERE country = 'cn' AND genre IN (0, ${genre})
          AND at > ${new Date(now.getTime() - 7 * DAY_MS)} AND at <= ${now} ORDER BY at`.execute(t.handle.db);
      const changes = (await appChartRanks(t.handle.db, { country: 'cn', appIds: [id], at: now })).get(id) ?? [];
      const on: Row[] = [];
      const left: Row[] = [];
      for (const g of [0, genre]) {
        for (const chartType of ['free', 'charge', 'grossing']) {
          const points = rows.filter((r) => r.chart_type === chartType && r.genre === g);
          const ranked = points.filter((p) => p.rank !== null);
          if (ranked.length === 0) continue;
          const best = Math.min(...ranked.map((p) => p.rank!));
          const bestAt = ranked.filter((p) => p.rank === best).at(-1)!.at;
          const row = {
            chartType,
            genre: g,
            genreName: g === 0 ? '总榜' : expect.any(String),
            bestRank7d: best,
            bestRank7dTime: formatDateTime(bestAt),
          };
          const current = points.at(-1)!;
          if (current.rank !== null)
            on.push({
              ...row,
              rank: current.rank,
              change: changes.find((c) => c.chartType === chartType && c.genre === g)!.change,
            });
          else if (ranked.at(-1)!.at.getTime() > now.getTime() - DAY_MS)
            left.push({ ...row, rank: null, change: -99999 });
        }
      }
      return [...on, ...left];
    };
    const answer = await data<{ list: Row[] }>(`/v1/apps/rankList?appId=${appId}`);
    expect(answer.list.length).toBeGreaterThan(0);
    expect(answer.list[0]).toMatchObject({ chartType: 'free', genre: 0, rank: 3 });
    expect(answer.list).toEqual(await expectedRows(appId));

    // A newer overall free chart without its last app (the tests' world charts only gain apps): that app has left it.
    const latest = await t.handle.db
      .selectFrom('chart_snapshots')
      .select('app_ids')
      .where('country', '=', 'cn')
      .where('chart_type', '=', 'free')
      .where('genre', '=', 0)
      .where('at', '<=', now)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    const gone = Number(latest.app_ids.at(-1));
    await t.handle.db
      .insertInto('chart_snapshots')
      .values({ country: 'cn', chart_type: 'free', genre: 0, at: WORLD_NOW, app_ids: latest.app_ids.slice(0, -1) })
      .execute();
    const goneList = (await data<{ list: Row[] }>(`/v1/apps/rankList?appId=${gone}`)).list;
    expect(goneList.find((r) => r.chartType === 'free' && r.genre === 0)).toMatchObject({ rank: null, change: -99999 });
    expect(goneList).toEqual(await expectedRows(gone));

    expect(await data('/v1/apps/rankList?appId=1')).toEqual({ list: [] });
    expect(await data(`/v1/apps/rankList?appId=${appId}&country=fr`)).toEqual({ list: [] });
    expect((await get('/v1/apps/rankList?appId=x1')).body).toMatchObject({ code: 400, msg: APP_DETAIL_TEXTS.appId });
  });
});
