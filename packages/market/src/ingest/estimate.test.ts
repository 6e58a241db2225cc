import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@bangyan/db/testing';
import { suiteDatabase } from '../../test/suiteDatabase.ts';
import { estimateDay } from './estimate.ts';

describe.each(testDatabaseKinds())('the daily estimates on %s', (kind) => {
  const h = suiteDatabase(kind, { world: true });

  /** Every calibrated day of the world estimated again: the models and estimates stored. */
  async function estimateEveryDay() {
    const { rows } = await sql<{ day: string }>`SELECT DISTINCT day::text AS day FROM calibration_points`.execute(h.db);
    for (const { day } of rows) await estimateDay(h.db, 'cn', day);
    return {
      models: (await sql`SELECT * FROM estimate_models ORDER BY day, metric, chart_type, genre`.execute(h.db)).rows,
      estimates: (await sql`SELECT * FROM app_estimates ORDER BY day, app_id`.execute(h.db)).rows,
    };
  }

  it('are the same whatever order the charts and calibration were written in', async () => {
    const before = await estimateEveryDay();
    expect(before.models.length).toBeGreaterThan(0);
    // The same rows written again the other way round (many charts share a time).
    await sql`CREATE TEMP TABLE charts AS SELECT * FROM chart_snapshots`.execute(h.db);
    await sql`DELETE FROM chart_snapshots`.execute(h.db);
    await sql`INSERT INTO chart_snapshots SELECT * FROM charts ORDER BY chart_type DESC, genre DESC, at DESC`.execute(
      h.db,
    );
    await sql`CREATE TEMP TABLE calibration AS SELECT * FROM calibration_points`.execute(h.db);
    await sql`DELETE FROM calibration_points`.execute(h.db);
    await sql`INSERT INTO calibration_points SELECT * FROM calibration ORDER BY app_id DESC`.execute(h.db);
    expect(await estimateEveryDay()).toEqual(before);
  });
});
