import { sql } from 'kysely';
import { DEFAULT_IOS_VERSION, formatDate, type IosVersion, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { HOT_SEARCH_GROUPS } from '../analytics/config.ts';
import {
  HOME_HOT_SEARCH_LIMITS,
  hotSearchGroups,
  type HotSearchGroup,
  type HotSearchLimits,
} from '../analytics/hotSearch.ts';
import type { Db } from '../db.ts';
import type { TrendingSnapshot } from '../model.ts';
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
export async function hotSearch(
  db: Db,
  input: { country: string; at?: Date; iosVersion?: IosVersion },
): Promise<HotSearchBlock[]> {
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
  return blocks(db, input.country, snapshots, {
    iosVersion: input.iosVersion ?? DEFAULT_IOS_VERSION,
    now,
    day: formatDate(now),
    limits: HOME_HOT_SEARCH_LIMITS,
  });
}

/** Every group, keyword and recommended app (the full page shows the store's whole lists). */
const ALL: HotSearchLimits = { groups: Infinity, keywords: Infinity, apps: Infinity };

/**
 * A China day's hot search (the /new/aso/hotsearch page): every trending list the store put up
 * during `day` ('YYYY-MM-DD', up to `now`), newest first, with all its keywords (heat of that day
 * or the latest before) and, for iOS 13, all its recommended apps; labelled relative to `now`. The
 * list in force when the day began is read too, so that it is not taken for a new one.
 */
export async function hotSearchDay(
  db: Db,
  input: { country: string; day: string; iosVersion: IosVersion; now: Date },
): Promise<HotSearchBlock[]> {
  const start = chinaDayStart(input.day);
  const end = new Date(Math.min(chinaDayEnd(input.day).getTime(), input.now.getTime() + 1));
  const snapshots = await sql<{ at: Date; terms: TrendingSnapshot['terms'] }>`
    SELECT at, terms FROM trending_snapshots
    WHERE country = ${input.country} AND at < ${end}
      AND at >= coalesce((SELECT max(at) FROM trending_snapshots WHERE country = ${input.country}
        AND at < ${start}), ${start})`.execute(db);
  const groups = await blocks(db, input.country, snapshots.rows, {
    iosVersion: input.iosVersion,
    now: input.now,
    day: input.day,
    limits: ALL,
  });
  return groups.filter((g) => g.at.getTime() >= start.getTime());
}

/** Trending snapshots as hot search groups (analytics `hotSearchGroups`) with their keywords' heat and their apps. */
async function blocks(
  db: Db,
  country: string,
  snapshots: readonly Pick<TrendingSnapshot, 'at' | 'terms'>[],
  view: { iosVersion: IosVersion; now: Date; day: string; limits: HotSearchLimits },
): Promise<HotSearchBlock[]> {
  const terms = [...new Set(snapshots.flatMap((s) => s.terms.map((t) => t.term)))];
  const heat = terms.length === 0 ? [] : await latestHeat(db, country, terms, view.day);
  const groups = hotSearchGroups(
    snapshots,
    new Map(heat.map((h) => [h.term, h.heat])),
    view.iosVersion,
    view.now,
    view.limits,
  );
  const app = await appSummaries(
    db,
    country,
    groups.flatMap((g) => g.appList),
  );
  return groups.map((g) => ({ ...g, apps: g.appList.map(app) }));
}

/** Each term's heat on its latest collected China day up to `day`; terms never collected are left out. */
async function latestHeat(
  db: Db,
  country: string,
  terms: readonly string[],
  day: string,
): Promise<{ term: string; heat: number }[]> {
  const rows = await sql<{ term: string; heat: number }>`
    SELECT DISTINCT ON (k.term) k.term, d.heat
    FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id
    WHERE k.country = ${country} AND k.term = ANY(${terms}::text[]) AND d.day <= ${day} AND d.heat IS NOT NULL
    ORDER BY k.term, d.day DESC`.execute(db);
  return rows.rows;
}
