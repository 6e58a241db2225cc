import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { appCoverageSeries, asoIndexTop } from './coverage.ts';

describe.each(testDatabaseKinds())('coverage series on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const row = (day: string, appId: number, total: number, top3: number, top10: number, aso: number) => ({
        country: 'cn',
        day,
        app_id: appId,
        total,
        top3,
        top10,
        aso_index: aso,
      });
      await db
        .insertInto('app_coverage_daily')
        .values([
          row('2026-11-18', 1, 100, 10, 40, 50.5),
          row('2026-11-19', 1, 120, 12, 45, 52),
          // 11-20: keywords collected (app 2 has a row) but app 1 covered nothing.
          row('2026-11-20', 2, 5, 0, 1, 3),
          // 11-21: nothing collected at all.
          row('2026-11-22', 1, 90, 9, 30, 48.25),
        ])
        .execute();
    },
  });

  it('gives each collected day with its change against the day before, 0 on a day with no coverage', async () => {
    const series = await appCoverageSeries(h.db, { country: 'cn', appId: 1, from: '2026-11-19', to: '2026-11-22' });
    expect(series).toEqual([
      {
        day: '2026-11-19',
        total: { total: 120, diff: 20 },
        top3: { total: 12, diff: 2 },
        top10: { total: 45, diff: 5 },
        asoIndex: 52,
      },
      {
        day: '2026-11-20',
        total: { total: 0, diff: -120 },
        top3: { total: 0, diff: -12 },
        top10: { total: 0, diff: -45 },
        asoIndex: 0,
      },
      // The day before was not collected: its change is unknown, shown as 0.
      {
        day: '2026-11-22',
        total: { total: 90, diff: 0 },
        top3: { total: 9, diff: 0 },
        top10: { total: 30, diff: 0 },
        asoIndex: 48.25,
      },
    ]);
  });

  it('is empty for a range without collections', async () => {
    expect(await appCoverageSeries(h.db, { country: 'cn', appId: 1, from: '2026-12-01', to: '2026-12-31' })).toEqual(
      [],
    );
  });
});

describe.each(testDatabaseKinds())('ASO index top list on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  const AT = new Date('2026-11-22T10:30:00Z');

  it("lists the day's highest ASO indexes, with each app's overall rank on its price's chart", async () => {
    const top = await asoIndexTop(h.db, { country: 'cn', at: AT, limit: 5 });
    expect(top.day).toBe('2026-11-22');
    const rows = await h.db
      .selectFrom('app_coverage_daily')
      .select(['app_id', 'aso_index'])
      .where('country', '=', 'cn')
      .where('day', '=', '2026-11-22')
      .execute();
    const expected = rows
      .map((r) => r.aso_index)
      .sort((x, y) => y - x)
      .slice(0, 5);
    expect(top.entries.map((e) => e.asoIndex)).toEqual(expected);
    expect(top.entries.every((e) => e.name !== '' && e.iconUrl !== '')).toBe(true);
    const chart = async (type: string) =>
      (
        await h.db
          .selectFrom('chart_snapshots')
          .select('app_ids')
          .where('country', '=', 'cn')
          .where('chart_type', '=', type)
          .where('genre', '=', 0)
          .where('at', '=', new Date('2026-11-22T10:00:00Z'))
          .executeTakeFirstOrThrow()
      ).app_ids.map(Number);
    const free = await chart('free');
    const charge = await chart('charge');
    for (const e of top.entries) expect(e.overallRank).toBe((e.price > 0 ? charge : free).indexOf(e.appId) + 1);
    expect(top.entries.some((e) => e.overallRank > 0)).toBe(true);
  });

  it("reads the latest collected day up to `at`'s, and nothing before any", async () => {
    const dayBefore = await asoIndexTop(h.db, { country: 'cn', at: new Date('2026-11-21T12:00:00Z'), limit: 3 });
    expect(dayBefore.day).toBe('2026-11-21');
    expect(dayBefore.entries.length).toBe(3);
    expect(await asoIndexTop(h.db, { country: 'cn', at: new Date('2026-11-19T12:00:00Z'), limit: 3 })).toEqual({
      day: null,
      entries: [],
    });
  });
});
