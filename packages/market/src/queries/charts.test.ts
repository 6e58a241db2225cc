import { describe, expect, it } from 'vitest';
import { formatDate, HOUR_MS, MINUTE_MS } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { chartRanking, hegemonyApps, latestComparableChartAt, soaringApps } from './charts.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const DAILY = new Date('2026-11-22T04:00:00Z');
const DAY_BEFORE = new Date('2026-11-21T04:00:00Z');

describe.each(testDatabaseKinds())('chart queries on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  /** A stored chart's ids at exactly `at`, read straight from chart_snapshots. */
  const stored = async (chartType: string, genre: number, at: Date) => {
    const row = await h.db
      .selectFrom('chart_snapshots')
      .select('app_ids')
      .where('country', '=', 'cn')
      .where('chart_type', '=', chartType)
      .where('genre', '=', genre)
      .where('at', '=', at)
      .executeTakeFirstOrThrow();
    return row.app_ids.map(Number);
  };

  it('lists a chart in its stored order, ranks 1..n, with app details', async () => {
    const chart = await chartRanking(h.db, { country: 'cn', chartType: 'grossing', genre: 6014, at: DAILY });
    const ids = await stored('grossing', 6014, DAILY);
    expect(chart?.at).toEqual(DAILY);
    expect(chart!.entries.map((e) => e.appId)).toEqual(ids);
    expect(chart!.entries.map((e) => e.rank)).toEqual(ids.map((_, i) => i + 1));
    expect(chart!.entries.every((e) => e.name !== '' && e.iconUrl !== '')).toBe(true);
  });

  it('compares with the snapshot 24 h earlier: previous rank, 0 for 新上榜, and the change', async () => {
    const chart = await chartRanking(h.db, {
      country: 'cn',
      chartType: 'free',
      genre: 0,
      at: new Date(DAILY.getTime() + 59 * MINUTE_MS),
    });
    expect(chart?.at).toEqual(DAILY);
    expect(chart?.previousAt).toEqual(DAY_BEFORE);
    const before = await stored('free', 0, DAY_BEFORE);
    for (const e of chart!.entries) {
      const previousRank = before.indexOf(e.appId) + 1;
      expect(e.previousRank).toBe(previousRank);
      expect(e.change).toBe(previousRank === 0 ? 99999 : previousRank - e.rank);
    }
    expect(chart!.entries.some((e) => e.previousRank === 0)).toBe(true);
    expect(chart!.entries.some((e) => e.change !== 0 && e.previousRank !== 0)).toBe(true);
  });

  it('defaults to the latest snapshot, with no change where no chart was taken 24 h before it', async () => {
    const chart = await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0 });
    expect(chart?.at).toEqual(new Date('2026-11-22T10:00:00Z'));
    expect(chart?.previousAt).toBeNull();
    expect(chart!.entries.every((e) => e.previousRank === null && e.change === 0)).toBe(true);
  });

  it('has no chart before the first snapshot', async () => {
    expect(
      await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: new Date('2026-11-19T00:00:00Z') }),
    ).toBeNull();
  });

  it('ranks the biggest 24 h rises of the overall free chart, a newcomer counting from rank 501', async () => {
    const result = await soaringApps(h.db, { country: 'cn', at: DAILY, limit: 8 });
    const now = await stored('free', 0, DAILY);
    const before = await stored('free', 0, DAY_BEFORE);
    const rises = now
      .map((id, i) => (before.includes(id) ? before.indexOf(id) + 1 : 501) - (i + 1))
      .sort((x, y) => y - x);
    expect(result!.items.map((i) => i.diff)).toEqual(rises.slice(0, 8));
    for (const item of result!.items) {
      expect(item.rank).toBe(now.indexOf(item.appId) + 1);
      expect(item.previousRank).toBe(before.indexOf(item.appId) + 1);
      expect(item.name).not.toBe('');
    }
    const falls = await soaringApps(h.db, { country: 'cn', at: DAILY, limit: 8, direction: 'fall' });
    expect(falls!.items.length).toBeGreaterThan(0);
    expect(falls!.items.every((i) => i.diff < 0)).toBe(true);
  });

  it('has no soaring list without a chart 24 h earlier', async () => {
    const result = await soaringApps(h.db, { country: 'cn', limit: 8 });
    expect(result?.previousAt).toBeNull();
    expect(result?.items).toEqual([]);
  });

  it('counts the days each app held the top places, each China day by its latest snapshot', async () => {
    const rows = await hegemonyApps(h.db, {
      country: 'cn',
      chartType: 'grossing',
      genre: 0,
      from: '2026-11-20',
      to: '2026-11-22',
      limit: 5,
    });
    const snapshots = await h.db
      .selectFrom('chart_snapshots')
      .select(['at', 'app_ids'])
      .where('country', '=', 'cn')
      .where('chart_type', '=', 'grossing')
      .where('genre', '=', 0)
      .orderBy('at')
      .execute();
    const leaders = new Map(snapshots.map((s) => [formatDate(s.at), Number(s.app_ids[0])]));
    expect(leaders.size).toBe(3);
    expect(rows.length).toBe(5);
    for (const row of rows) expect(row.daysTop1).toBe([...leaders.values()].filter((id) => id === row.appId).length);
    expect(rows[0]!.daysTop1).toBeGreaterThan(0);
    const oneDay = await hegemonyApps(h.db, {
      country: 'cn',
      chartType: 'grossing',
      genre: 0,
      from: '2026-11-21',
      to: '2026-11-21',
      limit: 1,
    });
    expect(oneDay[0]?.appId).toBe(leaders.get('2026-11-21'));
    expect(oneDay[0]?.daysTop1).toBe(1);
  });

  it("ranks a genre's free chart rises too (Home's games and apps tabs)", async () => {
    const games = await soaringApps(h.db, { country: 'cn', genre: 6014, at: DAILY, limit: 32 });
    const now = await stored('free', 6014, DAILY);
    const before = await stored('free', 6014, DAY_BEFORE);
    // A category chart is 200 deep: a newcomer counts from rank 201.
    const rises = now
      .map((id, i) => (before.includes(id) ? before.indexOf(id) + 1 : 201) - (i + 1))
      .filter((d) => d > 0)
      .sort((x, y) => y - x);
    expect(games!.items.map((i) => i.diff)).toEqual(rises.slice(0, 32));
    expect(games!.items.length).toBe(32);
    expect(games!.items.every((i) => now[i.rank - 1] === i.appId)).toBe(true);
  });

  it('finds the newest snapshot that has one 24 h before it', async () => {
    const latest = new Date('2026-11-22T10:30:00Z');
    // Hourly snapshots began at 11:00 the day before; before that only the daily 04:00 ones exist,
    // and 06:00 is the last hour within the 2 h tolerance of one.
    expect(await latestComparableChartAt(h.db, { country: 'cn', chartType: 'free', genre: 6014, at: latest })).toEqual(
      new Date('2026-11-22T06:00:00Z'),
    );
    expect(await latestComparableChartAt(h.db, { country: 'cn', chartType: 'free', genre: 0, at: DAILY })).toEqual(
      DAILY,
    );
    expect(
      await latestComparableChartAt(h.db, {
        country: 'cn',
        chartType: 'free',
        genre: 0,
        at: latest,
        withinMs: HOUR_MS,
      }),
    ).toBeNull();
    expect(
      await latestComparableChartAt(h.db, {
        country: 'cn',
        chartType: 'free',
        genre: 0,
        at: new Date('2026-11-20T23:00:00Z'),
      }),
    ).toBeNull();
  });
});
