import { DAY_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { appChartRankSeries, appChartRanks, appRankHistory } from './appRanks.ts';
import { chartRanking } from './charts.ts';

describe.each(testDatabaseKinds())('an app on every chart on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it('agrees with each chart: rank, rank 24 h earlier and change, for many apps at once', async () => {
    const free = (await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const picked = [free.entries[0]!, free.entries[7]!, free.entries[free.entries.length - 1]!];
    const ranks = await appChartRanks(h.db, {
      country: 'cn',
      appIds: [...picked.map((e) => e.appId), 1],
      at: WORLD_NOW,
    });
    for (const e of picked) {
      const onFree = ranks.get(e.appId)!.find((r) => r.chartType === 'free' && r.genre === 0);
      expect(onFree).toEqual({
        chartType: 'free',
        genre: 0,
        rank: e.rank,
        previousRank: e.previousRank,
        change: e.change,
      });
      // Its genre's chart agrees too.
      const genre = ranks.get(e.appId)!.find((r) => r.chartType === 'free' && r.genre === e.primaryGenreId);
      if (genre) {
        const chart = (await chartRanking(h.db, {
          country: 'cn',
          chartType: 'free',
          genre: e.primaryGenreId,
          at: WORLD_NOW,
        }))!;
        expect(chart.entries.find((x) => x.appId === e.appId)!.rank).toBe(genre.rank);
      }
    }
    expect(ranks.has(1)).toBe(false);
    expect((await appChartRanks(h.db, { country: 'cn', appIds: [], at: WORLD_NOW })).size).toBe(0);
  });

  it("gives an app's rank at every snapshot, null when it was off the chart", async () => {
    const free = (await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const app = free.entries[3]!;
    const [history] = await appRankHistory(h.db, {
      country: 'cn',
      appId: app.appId,
      charts: [{ chartType: 'free', genre: 0 }],
      from: new Date(WORLD_NOW.getTime() - DAY_MS),
      to: WORLD_NOW,
    });
    expect(history!.points.length).toBeGreaterThan(10);
    expect(history!.points.at(-1)).toEqual({ at: free.at, rank: app.rank });
    expect(history!.points.every((p, i, all) => i === 0 || p.at > all[i - 1]!.at)).toBe(true);
  });

  it('gives the ranks of several apps on their charts since a time, after the last one before it', async () => {
    const free = (await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const since = new Date(WORLD_NOW.getTime() - DAY_MS / 2);
    const charts = [
      { appId: free.entries[2]!.appId, chartType: 'free' as const, genre: 0 },
      { appId: free.entries[5]!.appId, chartType: 'grossing' as const, genre: 0 },
    ];
    const series = await appChartRankSeries(h.db, { country: 'cn', charts, since, until: WORLD_NOW });
    expect(series.map(({ appId, chartType, genre }) => ({ appId, chartType, genre }))).toEqual(charts);
    for (const s of series) {
      const [before] = await appRankHistory(h.db, {
        country: 'cn',
        appId: s.appId,
        charts: [s],
        from: new Date(since.getTime() - DAY_MS),
        to: new Date(since.getTime() - 1),
      });
      const [after] = await appRankHistory(h.db, {
        country: 'cn',
        appId: s.appId,
        charts: [s],
        from: since,
        to: WORLD_NOW,
      });
      expect(after!.points.length).toBeGreaterThan(5);
      expect(s.points).toEqual([before!.points.at(-1), ...after!.points]);
    }
    expect(await appChartRankSeries(h.db, { country: 'cn', charts: [], since, until: WORLD_NOW })).toEqual([]);
  });
});
