import { describe, expect, it } from 'vitest';
import { formatDate } from '@bangyan/contract';
import { openTestDatabase, testDatabaseKinds } from '@bangyan/db/testing';
import { openTestMarket, TEST_WORLD, WORLD_NOW } from '../../test/world.ts';
import { collectKeywords } from './collect.ts';

describe.each(testDatabaseKinds())('keyword collection in parts on %s', (kind) => {
  /**
   * Collects every keyword of the small world at its now, `termsPerPart` at a time, on a fresh copy; what it stored.
   */
  async function collectOnCopy(termsPerPart?: number) {
    const h = await openTestDatabase(kind, { template: TEST_WORLD });
    try {
      const day = formatDate(WORLD_NOW);
      // The world's backfill already stored this day's coverage: start without it.
      await h.db.deleteFrom('app_coverage_daily').where('day', '=', day).execute();
      await h.db.deleteFrom('app_inapp_coverage_daily').where('day', '=', day).execute();
      const terms = (
        await h.db.selectFrom('keywords').select('term').where('country', '=', 'cn').orderBy('term').execute()
      ).map((k) => k.term);
      const { engine, simulator } = await openTestMarket(h.db);
      let written: number;
      try {
        written = await collectKeywords(engine, WORLD_NOW, terms, termsPerPart);
      } finally {
        await simulator?.close();
      }
      return {
        terms: terms.length,
        written,
        coverage: await h.db
          .selectFrom('app_coverage_daily')
          .select(['app_id', 'total', 'top3', 'top10', 'aso_index'])
          .where('day', '=', day)
          .orderBy('app_id')
          .execute(),
        inApp: await h.db
          .selectFrom('app_inapp_coverage_daily')
          .select(['app_id', 'kind', 'total', 'top3', 'top10'])
          .where('day', '=', day)
          .orderBy('app_id')
          .orderBy('kind')
          .execute(),
        heat: await h.db
          .selectFrom('keyword_daily')
          .select(['keyword_id', 'heat', 'result_count'])
          .where('day', '=', day)
          .orderBy('keyword_id')
          .execute(),
        lists: await h.db
          .selectFrom('keyword_results_current')
          .select(['keyword_id', 'app_ids'])
          .orderBy('keyword_id')
          .execute(),
      };
    } finally {
      await h.close();
    }
  }

  // Two whole collections of the world's keywords, one after the other (side by side they wait on each other
  // far longer): 25-30 s on a loaded 2-core machine, which the default 30 s left no room for.
  it(
    'stores the same heat, lists and coverage whether it reads every keyword at once or 7 at a time',
    { timeout: 90_000 },
    async () => {
      const whole = await collectOnCopy();
      const parts = await collectOnCopy(7);
      expect(whole.terms).toBeGreaterThan(7 * 10);
      expect(whole.coverage.length).toBeGreaterThan(100);
      expect(whole.inApp.length).toBeGreaterThan(0);
      expect(whole.coverage.some((c) => c.aso_index > 0)).toBe(true);
      expect(parts).toEqual(whole);
    },
  );
});
