import { describe, expect, it } from 'vitest';
import { formatDate, DAY_MS } from '@bangyan/contract';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase, WORLD_NOW } from '../../test/suiteDatabase.ts';
import { appDayFigures } from './appFigures.ts';
import { appCoverageSeries } from './coverage.ts';
import { appEstimateSeries } from './estimates.ts';
import { chartRanking } from './charts.ts';

describe.each(testDatabaseKinds())("apps' daily figures on %s", (kind) => {
  const h = suiteDatabase(kind, { world: true });

  it('agree with the download estimate and coverage series of each app', async () => {
    const yesterday = formatDate(new Date(WORLD_NOW.getTime() - DAY_MS));
    const chart = (await chartRanking(h.db, { country: 'cn', chartType: 'free', genre: 0, at: WORLD_NOW }))!;
    const ids = chart.entries.slice(0, 5).map((e) => e.appId);
    const figures = await appDayFigures(h.db, { country: 'cn', appIds: ids, day: yesterday });
    for (const id of ids) {
      const [estimate] = await appEstimateSeries(h.db, { country: 'cn', appId: id, from: yesterday, to: yesterday });
      const coverage = (
        await appCoverageSeries(h.db, {
          country: 'cn',
          appId: id,
          from: formatDate(new Date(WORLD_NOW.getTime() - 5 * DAY_MS)),
          to: yesterday,
        })
      ).at(-1)!;
      const f = figures(id);
      expect(f.downloads).toBe(estimate?.downloads?.value ?? null);
      expect(f.coverage).toEqual({
        total: coverage.total.total,
        totalChange: coverage.total.diff,
        top3: coverage.top3.total,
        top3Change: coverage.top3.diff,
      });
    }
    expect(figures(ids[0]!).downloads).toBeGreaterThan(0);
    expect((await appDayFigures(h.db, { country: 'cn', appIds: [], day: yesterday }))(1)).toEqual({
      downloads: null,
      coverage: null,
    });
  });
});
