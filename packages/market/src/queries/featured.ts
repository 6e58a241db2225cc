import { DAY_MS } from '@bangyan/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import type { TimeWindow } from './chartCompare.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

export interface FeaturedApp extends AppSummary {
  kind: 'app' | 'game';
  /** The store's editorial label (新品推荐, 编辑推荐). */
  label: string;
  /** When the store put it up, and the first and last collection that saw it. */
  featuredAt: Date;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Still on the Today page at the window's last collection. */
  current: boolean;
  /**
   * Its rank on the overall chart of its price (free, or paid) as it stood just before it was put
   * up, and at the end of the window (each the latest snapshot within the day before): 0 = not on
   * that chart, null = no chart then.
   */
  rankBefore: number | null;
  rankAfter: number | null;
}

export interface FeaturedApps {
  /** The last collection of the featured apps within the window; null when none ran. */
  collectedAt: Date | null;
  /** Featurings seen within the window, the most recently put up first. */
  items: FeaturedApp[];
}

/**
 * The apps the store featured in a storefront during `window` (featured_apps: those a collection
 * saw within it), with where each stood on its overall chart before it was put up and at the end
 * of the window: the lift a featuring gave. With `appId`, only that app's featurings (its history).
 */
export async function featuredApps(
  db: Db,
  input: { country: string; window: TimeWindow; appId?: number },
): Promise<FeaturedApps> {
  const { from, to } = input.window;
  const lastRun = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('target_at').as('at'))
    .where('job', '=', 'featured')
    .where('status', '=', 'done')
    .where('target_at', '>=', from)
    .where('target_at', '<=', to)
    .executeTakeFirst();
  const rankAt = (at: RawBuilder<unknown>) => sql<number | null>`(
    SELECT coalesce(array_position(s.app_ids, f.app_id), 0) FROM chart_snapshots s
    WHERE s.country = f.country AND s.genre = 0
      AND s.chart_type = (CASE WHEN coalesce(m.price, 0) > 0 THEN 'charge' ELSE 'free' END)
      AND s.at <= ${at} AND s.at > ${at} - ${DAY_MS} * interval '1 millisecond'
    ORDER BY s.at DESC LIMIT 1)`;
  const { rows } = await sql<{
    app_id: string;
    kind: 'app' | 'game';
    label: string;
    featured_at: Date;
    first_seen_at: Date;
    last_seen_at: Date;
    rank_before: number | null;
    rank_after: number | null;
  }>`
    SELECT f.app_id, f.kind, f.label, f.featured_at, f.first_seen_at, f.last_seen_at,
      ${rankAt(sql`f.featured_at`)} AS rank_before, ${rankAt(sql`${to}::timestamptz`)} AS rank_after
    FROM featured_apps f LEFT JOIN market_apps m ON m.app_id = f.app_id AND m.country = f.country
    WHERE f.country = ${input.country} AND f.first_seen_at <= ${to} AND f.last_seen_at >= ${from}
      ${input.appId === undefined ? sql`` : sql`AND f.app_id = ${String(input.appId)}::bigint`}
    ORDER BY f.featured_at DESC, f.app_id`.execute(db);
  const collectedAt = lastRun?.at ? new Date(lastRun.at) : null;
  const app = await appSummaries(
    db,
    input.country,
    rows.map((r) => Number(r.app_id)),
  );
  return {
    collectedAt,
    items: rows.map((r) => ({
      ...app(Number(r.app_id)),
      kind: r.kind,
      label: r.label,
      featuredAt: r.featured_at,
      firstSeenAt: r.first_seen_at,
      lastSeenAt: r.last_seen_at,
      current: collectedAt !== null && r.last_seen_at.getTime() >= collectedAt.getTime(),
      rankBefore: r.rank_before,
      rankAfter: r.rank_after,
    })),
  };
}

/** One featuring of an app: when the store put it up, on which page and under which label. */
export interface AppFeaturing {
  appId: number;
  /** When the store put it up. */
  at: Date;
  kind: 'app' | 'game';
  label: string;
}

/**
 * The featurings of some apps of a storefront put up from `since` up to `until` that a collection has seen, oldest
 * first (the alert engine's read).
 */
export async function appFeaturings(
  db: Db,
  input: { country: string; appIds: readonly number[]; since: Date; until: Date },
): Promise<AppFeaturing[]> {
  if (input.appIds.length === 0) return [];
  const rows = await db
    .selectFrom('featured_apps')
    .select(['app_id', 'featured_at', 'kind', 'label'])
    .where('country', '=', input.country)
    .where('app_id', 'in', input.appIds.map(String))
    .where('featured_at', '>=', input.since)
    .where('featured_at', '<=', input.until)
    .where('first_seen_at', '<=', input.until)
    .orderBy('featured_at')
    .orderBy('app_id')
    .execute();
  return rows.map((r) => ({
    appId: Number(r.app_id),
    at: r.featured_at,
    kind: r.kind as AppFeaturing['kind'],
    label: r.label,
  }));
}
