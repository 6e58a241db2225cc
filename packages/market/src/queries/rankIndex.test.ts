import { MINUTE_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { appChartRanks } from './appRanks.ts';
import { chartRanking } from './charts.ts';
import { chartGenres, chartSnapshotAt, chartSnapshotTimes } from './chartTimes.ts';
import { appsCoverage, chartsAt, rankIndexChart } from './rankIndex.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

/** The world's 11-22 noon snapshot (China time), which has one 24 h before it. */
const NOON = new Date('2026-11-22T04:00:00Z');
const DAY_22 = { from: new Date('2026-11-22T00:00:00+08:00'), to: new Date('2026-11-22T23:59:59.999+08:00') };

describe.each(testDatabaseKinds())('RankIndex chart and its snapshot times on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it('is the chart with its rank changes, each app with its ranks elsewhere as appChartRanks has them', async () => {
    const chart = (await rankIndexChart(h.db, { country: 'cn', chartType: 'free', genre: 0, at: NOON, limit: 500 }))!;
    const plain = (await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: NOON }))!;
    expect(chart.at).toEqual(NOON);
    expect(chart.previousAt).toEqual(plain.previousAt);
    expect(
      chart.entries.map(({ appId, rank, previousRank, change, name }) => ({ appId, rank, previousRank, change, name })),
    ).toEqual(
      plain.entries.map(({ appId, rank, previousRank, change, name }) => ({ appId, rank, previousRank, change, name })),
    );
    const elsewhere = await appChartRanks(h.db, { country: 'cn', appIds: chart.entries.map((e) => e.appId), at: NOON });
    const rankOn = (appId: number, chartType: string, genre: number) =>
      elsewhere.get(appId)?.find((r) => r.chartType === chartType && r.genre === genre)?.rank ?? 0;
    for (const e of chart.entries) {
      expect(e.chartRanks).toEqual({
        free: e.rank,
        charge: rankOn(e.appId, 'charge', 0),
        grossing: rankOn(e.appId, 'grossing', 0),
      });
      expect(e.genreRank).toBe(rankOn(e.appId, 'free', e.primaryGenreId));
    }
    // The world's charts overlap: some apps are on the paid or grossing chart too, most on their genre's.
    expect(chart.entries.some((e) => e.chartRanks.grossing > 0)).toBe(true);
    expect(chart.entries.filter((e) => e.genreRank > 0).length).toBeGreaterThan(chart.entries.length / 2);
  });

  it("gives each app's developer id and keyword coverage of the snapshot's day", async () => {
    const chart = (await rankIndexChart(h.db, {
      country: 'cn',
      chartType: 'grossing',
      genre: 6014,
      at: NOON,
      limit: 50,
    }))!;
    expect(chart.entries.length).toBeLessThanOrEqual(50);
    const ids = chart.entries.map((e) => String(e.appId));
    const apps = await h.db
      .selectFrom('market_apps')
      .select(['app_id', 'developer_id'])
      .where('country', '=', 'cn')
      .where('app_id', 'in', ids)
      .execute();
    const covered = await h.db
      .selectFrom('app_coverage_daily')
      .select(['app_id', 'total', 'top3', 'top10'])
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .where('app_id', 'in', ids)
      .execute();
    expect(covered.length).toBeGreaterThan(0);
    expect(chart.coverageDay).toBe('2026-11-22');
    for (const e of chart.entries) {
      expect(e.developerId).toBe(Number(apps.find((a) => Number(a.app_id) === e.appId)!.developer_id));
      const row = covered.find((c) => Number(c.app_id) === e.appId);
      expect(e.coverage).toEqual(
        row ? { total: row.total, top3: row.top3, top10: row.top10 } : { total: 0, top3: 0, top10: 0 },
      );
    }
    expect(
      chart.entries.every(
        (e) => e.chartRanks.grossing === e.rank && e.genreRank === (e.primaryGenreId === 6014 ? e.rank : e.genreRank),
      ),
    ).toBe(true);
  });

  it('has no chart before the first snapshot', async () => {
    expect(
      await rankIndexChart(h.db, {
        country: 'cn',
        chartType: 'free',
        genre: 0,
        at: new Date('2026-11-19T00:00:00Z'),
        limit: 200,
      }),
    ).toBeNull();
    // A storefront whose charts are not collected (CHART_COUNTRIES).
    expect(await rankIndexChart(h.db, { country: 'fr', chartType: 'free', genre: 0, at: NOON, limit: 200 })).toBeNull();
  });

  it('reads several charts at once, each as it stood at the time, none that has no snapshot then', async () => {
    const charts = await chartsAt(h.db, {
      country: 'cn',
      charts: [
        { chartType: 'charge', genre: 0 },
        { chartType: 'free', genre: 6014 },
        { chartType: 'free', genre: 1 },
      ],
      at: NOON,
    });
    const charge = (await chartRanking(h.db, { country: 'cn', chartType: 'charge', genre: 0, at: NOON }))!;
    expect(charts.get('charge|0')).toEqual(charge.entries.map((e) => e.appId));
    expect(charts.get('free|6014')!.length).toBeGreaterThan(0);
    expect(charts.has('free|1')).toBe(false);
    expect((await chartsAt(h.db, { country: 'cn', charts: [], at: NOON })).size).toBe(0);
  });

  it('reads coverage of the day, else of the day before, else none', async () => {
    const [top] = await h.db
      .selectFrom('app_coverage_daily')
      .select(['app_id', 'total', 'top3', 'top10'])
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .orderBy('total', 'desc')
      .limit(1)
      .execute();
    const appId = Number(top!.app_id);
    const today = await appsCoverage(h.db, { country: 'cn', appIds: [appId, 1], day: '2026-11-22' });
    expect(today.day).toBe('2026-11-22');
    expect(today.coverage(appId)).toEqual({ total: top!.total, top3: top!.top3, top10: top!.top10 });
    expect(today.coverage(1)).toEqual({ total: 0, top3: 0, top10: 0 });
    expect((await appsCoverage(h.db, { country: 'cn', appIds: [appId], day: '2026-11-23' })).day).toBe('2026-11-22');
    expect((await appsCoverage(h.db, { country: 'cn', appIds: [appId], day: '2026-11-25' })).day).toBeNull();
  });

  const chart = { country: 'cn', type: 'free' as const, genre: 0 };

  it("lists a day's snapshot times in order and finds the one a time falls on", async () => {
    const times = await chartSnapshotTimes(h.db, { chart, ...DAY_22 });
    expect(times.length).toBeGreaterThan(10);
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
    expect(times.every((t) => t >= DAY_22.from && t <= DAY_22.to)).toBe(true);
    expect(times).toContainEqual(NOON);
    expect(
      await chartSnapshotAt(h.db, { chart, from: DAY_22.from, to: new Date(NOON.getTime() + 59 * MINUTE_MS) }),
    ).toEqual(NOON);
    expect(await chartSnapshotAt(h.db, { chart, ...DAY_22 })).toEqual(times.at(-1));
    expect(
      await chartSnapshotAt(h.db, {
        chart,
        from: new Date('2026-11-25T00:00:00+08:00'),
        to: new Date('2026-11-25T23:00:00+08:00'),
      }),
    ).toBeNull();
  });

  it('names the genres the country has charts of', async () => {
    const genres = await chartGenres(h.db, { country: 'cn', at: WORLD_NOW });
    expect(genres).toContain(0);
    expect(genres).toContain(6014);
    expect(genres).toEqual([...genres].sort((a, b) => a - b));
    expect(await chartGenres(h.db, { country: 'us', at: WORLD_NOW })).toEqual([0, 5000, 6014]);
    expect(await chartGenres(h.db, { country: 'fr', at: WORLD_NOW })).toEqual([]);
  });
});
