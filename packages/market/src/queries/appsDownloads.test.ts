import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { appsDownloadSeries } from './appsDownloads.ts';
import { suiteDatabase } from '../../test/suiteDatabase.ts';

describe.each(testDatabaseKinds())('several apps download series on %s', (kind) => {
  const h = suiteDatabase(kind, {
    seed: async (db) => {
      const row = (app_id: number, day: string, downloads: number | null, country = 'cn') => ({
        country,
        day,
        app_id,
        downloads,
      });
      await db
        .insertInto('app_estimates')
        .values([
          row(1, '2026-11-19', 100),
          row(1, '2026-11-20', 120),
          row(1, '2026-11-21', null),
          row(2, '2026-11-21', 30),
          row(2, '2026-11-18', 999),
          row(1, '2026-11-20', 5, 'us'),
        ])
        .execute();
    },
  });

  it("lines up each app's estimates with the days asked for, null on a day without one", async () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
    const series = await appsDownloadSeries(h.db, { country: 'cn', appIds: [1, 2, 3], days });
    expect(series(1)).toEqual([100, 120, null]);
    expect(series(2)).toEqual([null, null, 30]);
    expect(series(3)).toEqual([null, null, null]);
    expect((await appsDownloadSeries(h.db, { country: 'us', appIds: [1], days }))(1)).toEqual([null, 5, null]);
    expect((await appsDownloadSeries(h.db, { country: 'cn', appIds: [], days }))(1)).toEqual([null, null, null]);
  });
});
