import { describe, expect, it } from 'vitest';
import { classifyGenre } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { appEstimateSeries, monthlyTop } from './estimates.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

describe.each(testDatabaseKinds())('estimate queries on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it("gives an app's daily estimates with their bands, as stored", async () => {
    const top = await monthlyTop(h.db, { country: 'cn', month: '2026-11', metric: 'downloads', limit: 1 });
    const appId = top.entries[0]!.appId;
    const series = await appEstimateSeries(h.db, { country: 'cn', appId, from: '2026-11-01', to: '2026-11-30' });
    const rows = await h.db
      .selectFrom('app_estimates')
      .selectAll()
      .where('app_id', '=', String(appId))
      .orderBy('day')
      .execute();
    expect(series.map((s) => s.day)).toEqual(rows.map((r) => r.day));
    expect(series.length).toBe(2);
    for (const [i, s] of series.entries()) {
      expect(s.downloads).toEqual({
        value: Number(rows[i]!.downloads),
        low: Number(rows[i]!.downloads_low),
        high: Number(rows[i]!.downloads_high),
      });
      expect(s.downloads!.low).toBeLessThan(s.downloads!.value);
      expect(s.downloads!.high).toBeGreaterThan(s.downloads!.value);
    }
    const oneDay = await appEstimateSeries(h.db, { country: 'cn', appId, from: series[1]!.day, to: series[1]!.day });
    expect(oneDay).toEqual([series[1]]);
  });

  it("ranks the month's summed estimates, descending, with app details", async () => {
    for (const metric of ['downloads', 'revenue'] as const) {
      const top = await monthlyTop(h.db, { country: 'cn', month: '2026-11', metric, limit: 10 });
      const sums = await h.db
        .selectFrom('app_estimates')
        .select(['app_id', (eb) => eb.fn.sum<string>(metric).as('total')])
        .where('country', '=', 'cn')
        .where(metric, 'is not', null)
        .groupBy('app_id')
        .execute();
      const expected = sums
        .map((s) => Math.round(Number(s.total)))
        .sort((x, y) => y - x)
        .slice(0, 10);
      expect(top.entries.map((e) => e.total)).toEqual(expected);
      expect(top.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(top.entries.every((e) => e.previousRank === 0 && e.change === 99999 && e.name !== '')).toBe(true);
    }
  });

  it("ranks one genre's apps only: games (6014) and apps (5000) apart, 0 for all", async () => {
    const apps = await h.db
      .selectFrom('market_apps')
      .select(['app_id', 'primary_genre_id'])
      .where('country', '=', 'cn')
      .execute();
    const kind = new Map(apps.map((a) => [Number(a.app_id), classifyGenre(a.primary_genre_id)]));
    for (const [genre, wanted] of [
      [6014, 'game'],
      [5000, 'app'],
    ] as const) {
      for (const metric of ['downloads', 'revenue'] as const) {
        const top = await monthlyTop(h.db, { country: 'cn', month: '2026-11', metric, limit: 10, genre });
        const sums = await h.db
          .selectFrom('app_estimates')
          .select(['app_id', (eb) => eb.fn.sum<string>(metric).as('total')])
          .where('country', '=', 'cn')
          .where(metric, 'is not', null)
          .groupBy('app_id')
          .execute();
        const expected = sums
          .filter((s) => kind.get(Number(s.app_id)) === wanted)
          .map((s) => Math.round(Number(s.total)))
          .sort((x, y) => y - x)
          .slice(0, 10);
        expect(top.entries.length).toBe(10);
        expect(top.entries.map((e) => e.total)).toEqual(expected);
        expect(top.entries.every((e) => classifyGenre(e.primaryGenreId) === wanted)).toBe(true);
      }
    }
    const all = await monthlyTop(h.db, { country: 'cn', month: '2026-11', metric: 'downloads', limit: 10 });
    expect(
      await monthlyTop(h.db, { country: 'cn', month: '2026-11', metric: 'downloads', limit: 10, genre: 0 }),
    ).toEqual(all);
  });

  it('takes the previous rank from the month before, across a year boundary', async () => {
    const row = (day: string, appId: number, downloads: number) => ({ country: 'us', day, app_id: appId, downloads });
    await h.db
      .insertInto('app_estimates')
      .values([
        row('2025-12-01', 1, 500),
        row('2025-12-31', 2, 300),
        row('2025-12-15', 3, 100),
        row('2026-01-01', 3, 700),
        row('2026-01-31', 1, 200),
        row('2026-01-20', 1, 250),
        row('2026-01-10', 4, 600),
        row('2026-02-01', 2, 9999),
      ])
      .execute();
    const top = await monthlyTop(h.db, { country: 'us', month: '2026-01', metric: 'downloads', limit: 2 });
    expect(
      top.entries.map(({ appId, rank, total, previousRank, change }) => ({ appId, rank, total, previousRank, change })),
    ).toEqual([
      { appId: 3, rank: 1, total: 700, previousRank: 3, change: 2 },
      { appId: 4, rank: 2, total: 600, previousRank: 0, change: 99999 },
    ]);
    const revenue = await monthlyTop(h.db, { country: 'us', month: '2026-01', metric: 'revenue', limit: 10 });
    expect(revenue.entries).toEqual([]);
  });
});
