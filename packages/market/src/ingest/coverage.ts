import { sql } from 'kysely';
import { asoIndexFromVisibility } from '../analytics/asoIndex.ts';
import {
  ASO_HEAT_SCALE,
  ASO_SUBTITLE_BONUS,
  ASO_TITLE_BONUS,
  HEAT_THRESHOLD,
  KEYWORD_DEPTH,
  TOP10_RANK,
  TOP3_RANK,
} from '../analytics/config.ts';
import type { Db } from './db.ts';

/**
 * Keyword coverage (total / top 3 / top 10) and the ASO index of every ranked app for one China
 * day, from the search results as they stand after that day's collection. The counting is the
 * rule of analytics `keywordCoverage` and the sum that of `keywordVisibility`, done in SQL because
 * it runs over every (keyword, app) pair; `coverage.test.ts` checks both give the same numbers.
 */
export async function storeDailyCoverage(db: Db, country: string, day: string): Promise<number> {
  const rows = await sql<{ app_id: string; total: number; top3: number; top10: number; visibility: number }>`
    SELECT c.app_id,
      count(*) FILTER (WHERE d.heat >= ${HEAT_THRESHOLD} AND c.rank <= ${KEYWORD_DEPTH})::int AS total,
      count(*) FILTER (WHERE d.heat >= ${HEAT_THRESHOLD} AND c.rank <= ${TOP3_RANK})::int AS top3,
      count(*) FILTER (WHERE d.heat >= ${HEAT_THRESHOLD} AND c.rank <= ${TOP10_RANK})::int AS top10,
      coalesce(sum(
        CASE WHEN d.heat >= ${HEAT_THRESHOLD} AND c.rank <= ${KEYWORD_DEPTH}
        THEN exp((d.heat - ${HEAT_THRESHOLD}) / ${ASO_HEAT_SCALE}::float8) / c.rank
          * (1 + CASE WHEN strpos(coalesce(a.name, ''), k.term) > 0 THEN ${ASO_TITLE_BONUS}::float8 ELSE 0 END
               + CASE WHEN strpos(coalesce(a.subtitle, ''), k.term) > 0 THEN ${ASO_SUBTITLE_BONUS}::float8 ELSE 0 END)
        ELSE 0 END), 0)::float8 AS visibility
    FROM keyword_ranks_current c
    JOIN keywords k ON k.keyword_id = c.keyword_id
    JOIN keyword_daily d ON d.keyword_id = c.keyword_id AND d.day = ${day}::date
    LEFT JOIN market_apps a ON a.app_id = c.app_id AND a.country = k.country
    WHERE k.country = ${country}
    GROUP BY c.app_id`.execute(db);
  const values = rows.rows.map((r) => ({
    country,
    day,
    app_id: r.app_id,
    total: r.total,
    top3: r.top3,
    top10: r.top10,
    aso_index: asoIndexFromVisibility(r.visibility),
  }));
  for (let i = 0; i < values.length; i += 5000) {
    await db
      .insertInto('app_coverage_daily')
      .values(values.slice(i, i + 5000))
      .onConflict((oc) =>
        oc.columns(['country', 'day', 'app_id']).doUpdateSet((eb) => ({
          total: eb.ref('excluded.total'),
          top3: eb.ref('excluded.top3'),
          top10: eb.ref('excluded.top10'),
          aso_index: eb.ref('excluded.aso_index'),
        })),
      )
      .execute();
  }
  return values.length;
}
