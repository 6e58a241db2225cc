import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { ChartType } from '../model.ts';
import type { TimeWindow } from './chartCompare.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export interface CountryChart {
  country: string;
  /** When the snapshot shown was taken, and how many apps it holds. */
  at: Date;
  size: number;
  /** Its first `top` apps, in rank order (each as that storefront lists it). */
  top: AppSummary[];
  /** The rank of the app asked about; 0 when it is not on this country's chart; null when none was asked about. */
  appRank: number | null;
}

/**
 * One iOS chart (type and genre) across every storefront that has it (globalranking): each
 * country's latest snapshot taken within `window`, its first `top` apps and where `appId` (when
 * given) stands on it. Countries in code order.
 */
export async function chartAcrossCountries(
  db: Db,
  input: { chartType: ChartType; genre: number; window: TimeWindow; top: number; appId: number | null },
): Promise<CountryChart[]> {
  const { rows } = await sql<{ country: string; at: Date; size: number; top_ids: string[]; app_rank: number | null }>`
    SELECT DISTINCT ON (country) country, at, cardinality(app_ids) AS size, app_ids[1:${input.top}] AS top_ids,
      array_position(app_ids, ${input.appId === null ? null : String(input.appId)}::bigint) AS app_rank
    FROM chart_snapshots
    WHERE chart_type = ${input.chartType} AND genre = ${input.genre} AND at >= ${input.window.from}
      AND at <= ${input.window.to}
    ORDER BY country, at DESC`.execute(db);
  return Promise.all(
    rows.map(async (r) => {
      const ids = r.top_ids.map(Number);
      const app = await appSummaries(db, r.country, ids);
      return {
        country: r.country,
        at: r.at,
        size: r.size,
        top: ids.map(app),
        appRank: input.appId === null ? null : (r.app_rank ?? 0),
      };
    }),
  );
}
