/**
 * The rating of an app's current version as the collected reviews tell it (the alert engine's 'rating' kind): the
 * average star of the reviews written on that version, as it stood at the end of each China day.
 */
import { chinaDayEnd, DAY_MS, formatDate } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Db } from '../db.ts';

export interface VersionRatingPoint {
  /** The end of a China day (the next day's start). */
  at: Date;
  /** The version's collected reviews written before then, and their average star (null without any). */
  reviews: number;
  average: number | null;
}

export interface VersionRatings {
  appId: number;
  /** The app's current version. */
  version: string;
  /** Oldest first. */
  points: VersionRatingPoint[];
}

/**
 * For some apps of a storefront, their current version's rating at the end of every China day that ended from `since`
 * up to `until` and had been collected by then (the last 'reviews' collection came after its end: the day is
 * complete), after the one of the day before the first (what it is compared with). Empty before any collection.
 */
export async function versionRatingDays(
  db: Db,
  input: { country: string; appIds: readonly number[]; since: Date; until: Date },
): Promise<VersionRatings[]> {
  if (input.appIds.length === 0) return [];
  const collected = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('target_at').as('at'))
    .where('job', '=', 'reviews')
    .where('status', '=', 'done')
    .where('target_at', '<=', input.until)
    .executeTakeFirst();
  if (!collected?.at) return [];
  const last = Math.min(input.until.getTime(), new Date(collected.at).getTime());
  const ends: Date[] = [];
  // The first day end at or after `since`.
  for (let end = chinaDayEnd(formatDate(input.since.getTime() - 1)).getTime(); end <= last; end += DAY_MS) {
    ends.push(new Date(end));
  }
  if (ends.length === 0) return [];
  ends.unshift(new Date(ends[0]!.getTime() - DAY_MS));
  const { rows } = await sql<{ app_id: string; version: string; at: Date; reviews: number; average: number | null }>`
    SELECT m.app_id::text AS app_id, m.version, e.at, count(r.rating)::int AS reviews, avg(r.rating)::float8 AS average
    FROM market_apps m
    CROSS JOIN unnest(${ends}::timestamptz[]) AS e(at)
    LEFT JOIN app_reviews r ON r.app_id = m.app_id AND r.country = m.country AND r.version = m.version
      AND r.updated_at < e.at
    WHERE m.country = ${input.country} AND m.app_id = ANY(${input.appIds.map(String)}::bigint[])
    GROUP BY m.app_id, m.version, e.at
    ORDER BY m.app_id, e.at`.execute(db);
  const apps = new Map<number, VersionRatings>();
  for (const r of rows) {
    const appId = Number(r.app_id);
    const entry = apps.get(appId) ?? { appId, version: r.version, points: [] };
    entry.points.push({ at: new Date(r.at), reviews: r.reviews, average: r.average });
    apps.set(appId, entry);
  }
  return [...apps.values()];
}
