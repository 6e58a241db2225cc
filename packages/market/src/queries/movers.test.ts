import { DAY_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { chartDepth } from '../analytics/chartDepth.ts';
import { soaring } from '../analytics/soaring.ts';
import { chartRanking, latestComparableChartAt, soaringApps } from './charts.ts';
import { chartMovers } from './movers.ts';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';

describe.each(testDatabaseKinds())('chart movers on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });
  /** A chart's ids as it stood at `at` (the engine's chartRanking). */
  const stored = async (chartType: 'free' | 'charge' | 'grossing', genre: number, at: Date) =>
    (await chartRanking(h.db, { country: 'cn', chartType, genre, at }))!.entries.map((e) => e.appId);

  it('over one day is the 24 h soaring list of the free chart, read at the latest comparable snapshot', async () => {
    const at = await latestComparableChartAt(h.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW });
    const expected = await soaringApps(h.db, { country: 'cn', genre: 0, at: at!, limit: 50 });
    const movers = await chartMovers(h.db, {
      country: 'cn',
      type: 'free',
      genre: 0,
      at: WORLD_NOW,
      spanDays: 1,
      direction: 'rise',
      limit: 50,
    });
    expect(movers?.at).toEqual(at);
    expect(movers).toEqual(expected);
    expect(movers!.items.length).toBe(50);
  });

  it('moves any chart over several days, rises and falls, counting off-chart as depth + 1', async () => {
    const movers = await chartMovers(h.db, {
      country: 'cn',
      type: 'grossing',
      genre: 0,
      at: WORLD_NOW,
      spanDays: 2,
      direction: 'fall',
      limit: 500,
    });
    expect(movers!.previousAt!.getTime()).toBeLessThanOrEqual(movers!.at.getTime() - 2 * DAY_MS);
    const current = await stored('grossing', 0, movers!.at);
    const previous = await stored('grossing', 0, movers!.previousAt!);
    const expected = soaring(current, previous, 'fall', chartDepth({ country: 'cn', type: 'grossing', genre: 0 }), 500);
    expect(movers!.items.map((i) => [i.appId, i.rank, i.previousRank, i.diff])).toEqual(
      expected.map((i) => [i.id, i.rank, i.preRank, i.diff]),
    );
    expect(movers!.items.some((i) => i.rank === 0 && i.diff === i.previousRank - 201)).toBe(true);
    expect(movers!.items.every((i) => i.diff < 0 && i.name !== '')).toBe(true);
  });

  it('has nothing without a snapshot that many days earlier', async () => {
    expect(
      await chartMovers(h.db, {
        country: 'cn',
        type: 'free',
        genre: 0,
        at: WORLD_NOW,
        spanDays: 3,
        direction: 'rise',
        limit: 10,
      }),
    ).toBeNull();
    expect(
      await chartMovers(h.db, {
        country: 'fr',
        type: 'free',
        genre: 0,
        at: WORLD_NOW,
        spanDays: 1,
        direction: 'rise',
        limit: 10,
      }),
    ).toBeNull();
  });
});
