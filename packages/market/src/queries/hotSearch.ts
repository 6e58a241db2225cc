import { sql } from 'kysely';
import { DEFAULT_IOS_VERSION, formatDate, type IosVersion } from '@bangyan/contract';
import { HOT_SEARCH_GROUPS } from '../analytics/config.ts';
import { hotSearchGroups, type HotSearchGroup } from '../analytics/hotSearch.ts';
import type { Db } from '../ingest/db.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export interface HotSearchBlock extends HotSearchGroup {
  /** The recommended apps of `appList`, in its order. */
  apps: AppSummary[];
}

/**
 * Hot search (data.md "Hot search", analytics `hotSearchGroups`): the newest 3 trending lists the
 * store put up by `at` (default: now), each dated by the first snapshot that showed it and
 * labelled relative to `at`, its keywords with their latest heat and, for the iOS 13 tab, its
 * recommended apps.
 */
export async function hotSearch(db: Db, input: { country: string; at?: Date; iosVersion?: IosVersion }): Promise<HotSearchBlock[]> {
  const now = input.at ?? new Date();
  // Where the oldest group shown begins: the groups' own rule (same terms and apps in the same
  // order) is jsonb equality of the stored lists, so only the snapshots from there on are read.
  const start = await sql<{ at: Date }>`
    SELECT at FROM (
      SELECT at, terms IS DISTINCT FROM lag(terms) OVER (ORDER BY at) AS changed
      FROM trending_snapshots WHERE country = ${input.country} AND at <= ${now}
    ) s
    WHERE changed ORDER BY at DESC OFFSET ${HOT_SEARCH_GROUPS - 1} LIMIT 1`.execute(db);
  const from = start.rows[0]?.at;
  const snapshots = await db
    .selectFrom('trending_snapshots')
    .select(['at', 'terms'])
    .where('country', '=', input.country)
    .where('at', '<=', now)
    .$if(from !== undefined, (q) => q.where('at', '>=', from!))
    .execute();
  const terms = [...new Set(snapshots.flatMap((s) => s.terms.map((t) => t.term)))];
  const heat = terms.length === 0 ? [] : await latestHeat(db, input.country, terms, formatDate(now));
  const groups = hotSearchGroups(snapshots, new Map(heat.map((h) => [h.term, h.heat])), input.iosVersion ?? DEFAULT_IOS_VERSION, now);
  const app = await appSummaries(db, input.country, groups.flatMap((g) => g.appList));
  return groups.map((g) => ({ ...g, apps: g.appList.map(app) }));
}

/** Each term's heat on its latest collected China day up to `day`; terms never collected are left out. */
async function latestHeat(db: Db, country: string, terms: readonly string[], day: string): Promise<{ term: string; heat: number }[]> {
  const rows = await sql<{ term: string; heat: number }>`
    SELECT DISTINCT ON (k.term) k.term, d.heat
    FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id
    WHERE k.country = ${country} AND k.term = ANY(${terms}::text[]) AND d.day <= ${day} AND d.heat IS NOT NULL
    ORDER BY k.term, d.day DESC`.execute(db);
  return rows.rows;
}
