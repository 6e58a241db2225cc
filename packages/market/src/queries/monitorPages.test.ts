import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { latestMonitorRun, overallBestRanks } from './monitorPages.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

const T = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('monitor page reads on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const snapshot = (chart_type: string, genre: number, at: string, app_ids: number[], country = 'cn') => ({
        country,
        chart_type,
        genre,
        at: T(at),
        app_ids,
      });
      await db
        .insertInto('chart_snapshots')
        .values([
          snapshot('free', 0, '2026-11-21T08:00:00Z', [1, 2, 3]),
          snapshot('free', 0, '2026-11-21T09:00:00Z', [2, 1, 3]),
          snapshot('charge', 0, '2026-11-21T07:00:00Z', [4, 3]),
          snapshot('grossing', 0, '2026-11-20T06:00:00Z', [3, 1]),
          snapshot('free', 6014, '2026-11-21T09:00:00Z', [3]),
          snapshot('free', 0, '2026-11-21T09:00:00Z', [3], 'us'),
        ])
        .execute();
      const run = (job: string, at: string, status: 'done' | 'failed' = 'done') => ({ job, target_at: T(at), status });
      await db
        .insertInto('ingest_runs')
        .values([
          run('apps', '2026-11-21T02:00:00Z'),
          run('analytics', '2026-11-21T05:00:00Z'),
          run('analytics', '2026-11-21T07:00:00Z', 'failed'),
          run('keywords', '2026-11-21T08:00:00Z'),
          run('apps', '2026-11-22T01:00:00Z'),
        ])
        .execute();
    },
  });

  it("takes each app's best rank over the overall charts as they stood, a day's snapshots back at most", async () => {
    const ranks = await overallBestRanks(h.db, { country: 'cn', at: T('2026-11-21T09:30:00Z') });
    // free at 09:00 (2, 1, 3) and charge at 07:00 (4, 3); grossing's is more than a day old, genre 6014 is not overall.
    expect(Object.fromEntries(ranks)).toEqual({ 1: 2, 2: 1, 3: 2, 4: 1 });
    // At 08:30 the free chart was 1, 2, 3.
    const earlier = await overallBestRanks(h.db, { country: 'cn', at: T('2026-11-21T08:30:00Z') });
    expect(Object.fromEntries(earlier)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 1 });
    expect(await overallBestRanks(h.db, { country: 'cn', at: T('2026-11-19T00:00:00Z') })).toEqual(new Map());
  });

  it('finds the latest monitor run done within the span', async () => {
    const latest = (from: string, to: string) => latestMonitorRun(h.db, { from: T(from), to: T(to) });
    expect(await latest('2026-11-20T16:00:00Z', '2026-11-21T15:59:59Z')).toEqual(T('2026-11-21T05:00:00Z'));
    expect(await latest('2026-11-20T16:00:00Z', '2026-11-21T04:59:59Z')).toEqual(T('2026-11-21T02:00:00Z'));
    expect(await latest('2026-11-20T16:00:00Z', '2026-11-21T02:00:00Z')).toEqual(T('2026-11-21T02:00:00Z'));
    expect(await latest('2026-11-21T16:00:00Z', '2026-11-22T00:59:59Z')).toBeNull();
  });
});
