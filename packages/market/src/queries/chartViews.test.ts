import { describe, expect, it } from 'vitest';
import { formatDate } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { chartDepth } from '../analytics/chartDepth.ts';
import { chartMovement, compareCharts, top10Volatility } from '../analytics/chartMovement.ts';
import { chartComparison } from './chartCompare.ts';
import { chartDays, chartRankSeries } from './chartDays.ts';
import { chartDevelopers } from './chartDevelopers.ts';
import { chartPairs, chartsMovement, top10VolatilitySeries } from './chartMovements.ts';
import { chartAcrossCountries } from './globalCharts.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

const window = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
/** China day 2026-11-21 (16:00 UTC the day before to 16:00 UTC). */
const NOV21 = window('2026-11-20T16:00:00Z', '2026-11-21T15:59:59Z');

describe.each(testDatabaseKinds())('chart view queries on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  /** A chart's stored snapshots, oldest first, straight from chart_snapshots. */
  const stored = async (chartType: string, genre: number, country = 'cn') => {
    const rows = await h.db
      .selectFrom('chart_snapshots')
      .select(['at', 'app_ids'])
      .where('country', '=', country)
      .where('chart_type', '=', chartType)
      .where('genre', '=', genre)
      .orderBy('at')
      .execute();
    return rows.map((r) => ({ at: r.at, ids: r.app_ids.map(Number) }));
  };
  const latestIn = async (chartType: string, genre: number, w: { from: Date; to: Date }, country = 'cn') =>
    (await stored(chartType, genre, country)).filter((s) => s.at >= w.from && s.at <= w.to).at(-1);

  it('compares a chart at two times: every app of either with both ranks', async () => {
    const before = window('2026-11-20T16:00:00Z', '2026-11-21T04:00:00Z');
    const after = window('2026-11-21T16:00:00Z', '2026-11-22T10:30:00Z');
    const result = await chartComparison(h.db, { chart: { country: 'cn', type: 'free', genre: 5000 }, before, after });
    const earlier = (await latestIn('free', 5000, before))!;
    const later = (await latestIn('free', 5000, after))!;
    expect(result.before).toEqual({ at: earlier.at, size: earlier.ids.length });
    expect(result.after).toEqual({ at: later.at, size: later.ids.length });
    expect(
      result.entries.map(({ appId, rankBefore, rankAfter, change, kind }) => ({
        id: appId,
        rankBefore,
        rankAfter,
        change,
        kind,
      })),
    ).toEqual(compareCharts(earlier.ids, later.ids));
    expect(result.entries.some((e) => e.kind === 'entered') && result.entries.some((e) => e.kind === 'left')).toBe(
      true,
    );
    expect(result.entries.every((e) => e.name !== '')).toBe(true);
  });

  it('has no comparison when a time has no chart', async () => {
    const result = await chartComparison(h.db, {
      chart: { country: 'cn', type: 'free', genre: 0 },
      before: window('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
      after: NOV21,
    });
    expect(result.before).toBeNull();
    expect(result.after).not.toBeNull();
    expect(result.entries).toEqual([]);
  });

  it('lists a chart day by day: each day its latest snapshot, the last day’s top apps', async () => {
    const days = await chartDays(h.db, {
      chart: { country: 'cn', type: 'grossing', genre: 0 },
      from: '2026-11-16',
      to: '2026-11-22',
      until: WORLD_NOW,
      limit: 20,
    });
    const snapshots = await stored('grossing', 0);
    const latestOf = (day: string) => snapshots.filter((s) => formatDate(s.at) === day).at(-1);
    expect(days.days.map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(days.days.map((d) => d.at)).toEqual(days.days.map((d) => latestOf(d.day)?.at ?? null));
    const last = latestOf('2026-11-22')!.ids;
    expect(days.entries.map((e) => e.appId)).toEqual(last.slice(0, 20));
    for (const e of days.entries) {
      expect(e.ranks).toEqual(
        days.days.map((d) => {
          const s = latestOf(d.day);
          return s === undefined ? null : s.ids.indexOf(e.appId) + 1;
        }),
      );
    }
    expect(days.entries.some((e) => e.ranks[4] !== e.ranks[6])).toBe(true);
  });

  it('gives a few apps’ ranks at every snapshot of a span, 0 when off the chart', async () => {
    const from = new Date('2026-11-21T00:00:00Z');
    const snapshots = (await stored('free', 0)).filter((s) => s.at >= from && s.at <= WORLD_NOW);
    const [first, second] = snapshots.at(-1)!.ids;
    const gone = snapshots[0]!.ids.find((id) => !snapshots.at(-1)!.ids.includes(id))!;
    const series = await chartRankSeries(h.db, {
      chart: { country: 'cn', type: 'free', genre: 0 },
      appIds: [first!, second!, gone],
      from,
      to: WORLD_NOW,
    });
    expect(series.times).toEqual(snapshots.map((s) => s.at));
    expect(series.series.map((s) => s.appId)).toEqual([first, second, gone]);
    for (const s of series.series) expect(s.ranks).toEqual(snapshots.map((snap) => snap.ids.indexOf(s.appId) + 1));
    expect(series.series[2]!.ranks.at(-1)).toBe(0);
  });

  it('pairs every chart with its snapshot 24 h earlier, preferring one that has it', async () => {
    const today = window('2026-11-21T16:00:00Z', WORLD_NOW.toISOString());
    const pairs = await chartPairs(h.db, { country: 'cn', window: today });
    const overall = pairs.find((p) => p.chartType === 'free' && p.genre === 0)!;
    // The hourly snapshots after 06:00 UTC have none 24 h (+2 h) before them: 06:00 is the newest that has.
    expect(overall.at).toEqual(new Date('2026-11-22T06:00:00Z'));
    expect(overall.previousAt).toEqual(new Date('2026-11-21T04:00:00Z'));
    const category = pairs.find((p) => p.chartType === 'charge' && p.genre === 6005)!;
    expect(category.at).toEqual(new Date('2026-11-22T04:00:00Z'));
    expect(category.appIds).toEqual((await latestIn('charge', 6005, { from: category.at, to: category.at }))!.ids);
    expect(category.previousIds).toEqual(
      (await latestIn('charge', 6005, { from: category.previousAt!, to: category.previousAt! }))!.ids,
    );
    // Every chart of the country is there once.
    const charts = await h.db
      .selectFrom('chart_snapshots')
      .select(['chart_type', 'genre'])
      .distinct()
      .where('country', '=', 'cn')
      .where('at', '>=', today.from)
      .execute();
    expect(pairs.length).toBe(charts.length);
    // The first day has nothing 24 h before it.
    const first = await chartPairs(h.db, {
      country: 'cn',
      window: window('2026-11-19T16:00:00Z', '2026-11-20T15:59:59Z'),
      chartTypes: ['free'],
      genres: [0],
    });
    expect(first).toEqual([
      expect.objectContaining({ chartType: 'free', genre: 0, previousAt: null, previousIds: null }),
    ]);
  });

  it('measures each chart’s movement with its leaders and biggest climber', async () => {
    const rows = await chartsMovement(h.db, { country: 'cn', window: NOV21, chartTypes: ['free'], leaders: 3 });
    const pairs = await chartPairs(h.db, { country: 'cn', window: NOV21, chartTypes: ['free'] });
    expect(rows.length).toBe(pairs.length);
    for (const row of rows) {
      const pair = pairs.find((p) => p.genre === row.genre)!;
      expect(row.movement).toEqual(
        chartMovement(pair.previousIds!, pair.appIds, chartDepth({ country: 'cn', type: 'free', genre: row.genre })),
      );
      expect(row.leaders.map((l) => l.appId)).toEqual(pair.appIds.slice(0, 3));
      for (const l of row.leaders) expect(l.previousRank).toBe(pair.previousIds!.indexOf(l.appId) + 1);
      const climbs = pair.appIds.map((id, i) =>
        pair.previousIds!.includes(id) ? pair.previousIds!.indexOf(id) - i : 0,
      );
      const best = Math.max(...climbs);
      if (best > 0) expect(row.riser?.change).toBe(best);
      else expect(row.riser).toBeNull();
    }
  });

  it('scores each chart’s top-10 volatility day against day before', async () => {
    const series = await top10VolatilitySeries(h.db, {
      country: 'cn',
      chartType: 'free',
      from: '2026-11-20',
      to: '2026-11-22',
      until: WORLD_NOW,
    });
    expect(series.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const overall = series.charts.find((c) => c.genre === 0)!;
    const snapshots = await stored('free', 0);
    const latestOf = (day: string) => snapshots.filter((s) => formatDate(s.at) === day).at(-1)!;
    // The first day has no day before it in the world.
    expect(overall.values[0]).toBeNull();
    expect(overall.values[1]).toBe(top10Volatility(latestOf('2026-11-20').ids, latestOf('2026-11-21').ids));
    expect(overall.values[2]).toBe(top10Volatility(latestOf('2026-11-21').ids, latestOf('2026-11-22').ids));
    expect(overall.times[2]).toEqual(latestOf('2026-11-22').at);
    expect(series.charts.length).toBeGreaterThan(20);
  });

  it('ranks developers by their apps on a genre’s charts', async () => {
    const result = await chartDevelopers(h.db, {
      country: 'cn',
      genre: 6014,
      chartTypes: ['free', 'charge', 'grossing'],
      window: NOV21,
      limit: 50,
      appsShown: 3,
    });
    const pairs = await chartPairs(h.db, { country: 'cn', window: NOV21, genres: [6014] });
    const developerOf = new Map(
      (
        await h.db.selectFrom('market_apps').select(['app_id', 'developer_id']).where('country', '=', 'cn').execute()
      ).map((r) => [Number(r.app_id), Number(r.developer_id)]),
    );
    const appsOf = (developerId: number, ids: number[][]) =>
      new Set(ids.flat().filter((id) => developerOf.get(id) === developerId)).size;
    expect(result.developers.length).toBe(50);
    for (const d of result.developers.slice(0, 10)) {
      expect(d.apps).toBe(
        appsOf(
          d.developerId,
          pairs.map((p) => p.appIds),
        ),
      );
      expect(d.previousApps).toBe(
        appsOf(
          d.developerId,
          pairs.map((p) => p.previousIds ?? []),
        ),
      );
      expect(d.bestRank).toBe(
        Math.min(
          ...pairs.flatMap((p) => p.appIds.map((id, i) => (developerOf.get(id) === d.developerId ? i + 1 : Infinity))),
        ),
      );
      expect(d.topApps[0]!.rank).toBe(d.bestRank);
    }
    const counts = result.developers.map((d) => d.apps);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(result.developers[0]!.apps).toBeGreaterThan(1);
  });

  it('shows a chart across the countries that have it, with one app’s rank in each', async () => {
    const day = window('2026-11-21T16:00:00Z', WORLD_NOW.toISOString());
    const cn = (await latestIn('grossing', 0, day))!;
    const us = (await latestIn('grossing', 0, day, 'us'))!;
    const appId = us.ids[4]!;
    const countries = await chartAcrossCountries(h.db, { chartType: 'grossing', genre: 0, window: day, top: 3, appId });
    expect(countries.map((c) => c.country)).toEqual(['cn', 'gb', 'hk', 'jp', 'kr', 'tw', 'us']);
    const found = countries.find((c) => c.country === 'us')!;
    expect(found).toMatchObject({ at: us.at, size: us.ids.length, appRank: 5 });
    expect(found.top.map((a) => a.appId)).toEqual(us.ids.slice(0, 3));
    expect(countries[0]!.appRank).toBe(cn.ids.indexOf(appId) + 1);
    // An app on no chart of the day is 0 everywhere.
    const nowhere = await chartAcrossCountries(h.db, {
      chartType: 'grossing',
      genre: 0,
      window: day,
      top: 1,
      appId: 1,
    });
    expect(nowhere.every((c) => c.appRank === 0)).toBe(true);
    expect(
      await chartAcrossCountries(h.db, {
        chartType: 'grossing',
        genre: 0,
        window: window('2026-11-01T00:00:00Z', '2026-11-01T12:00:00Z'),
        top: 1,
        appId: null,
      }),
    ).toEqual([]);
  });
});
