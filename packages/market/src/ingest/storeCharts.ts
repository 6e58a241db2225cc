import { sql } from 'kysely';
import type { ChartSnapshot } from '../model.ts';
import type { Db } from './db.ts';
import { ensureMonthPartition } from './partitions.ts';

/** What a chart entry tells about an app before a full lookup fills its row. */
export interface ChartEntryInfo {
  appId: number;
  name: string;
  developerName: string;
  iconUrl: string;
  price: number;
  primaryGenreId: number;
}

/**
 * Stores chart snapshots once each: the same (chart, time) again is a no-op, so a collection
 * re-run or a resumed backfill never duplicates. Returns how many were new.
 */
export async function storeChartSnapshots(db: Db, snaps: readonly ChartSnapshot[]): Promise<number> {
  let inserted = 0;
  for (const at of new Set(snaps.map((s) => s.at.getTime()))) await ensureMonthPartition(db, 'chart_snapshots', new Date(at));
  for (let i = 0; i < snaps.length; i += 100) {
    const rows = await db
      .insertInto('chart_snapshots')
      .values(snaps.slice(i, i + 100).map((s) => ({ country: s.country, chart_type: s.type, genre: s.genre, at: s.at, app_ids: s.appIds })))
      .onConflict((oc) => oc.columns(['country', 'chart_type', 'genre', 'at']).doNothing())
      .returning('at')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Makes sure every app seen on a chart has a row (a full lookup completes it later) and moves its
 * last-seen time forward. Never overwrites what a lookup filled in.
 */
export async function upsertChartApps(db: Db, country: string, at: Date, entries: readonly ChartEntryInfo[]): Promise<void> {
  if (entries.length === 0) return;
  const unique = [...new Map(entries.map((e) => [e.appId, e])).values()];
  await db
    .insertInto('market_apps')
    .values(
      unique.map((e) => ({
        app_id: e.appId,
        country,
        name: e.name,
        developer_name: e.developerName,
        icon_url: e.iconUrl,
        price: e.price,
        primary_genre_id: e.primaryGenreId,
        first_seen_at: at,
        last_seen_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['app_id', 'country']).doUpdateSet({
        last_seen_at: sql`GREATEST(market_apps.last_seen_at, excluded.last_seen_at)`,
        first_seen_at: sql`LEAST(market_apps.first_seen_at, excluded.first_seen_at)`,
      }),
    )
    .execute();
}

/**
 * Rows for apps first seen in search results (name unknown until the next lookup fills it), so
 * the hourly lookup covers them. Known apps are left as they are.
 */
export async function addDiscoveredApps(db: Db, country: string, at: Date, appIds: readonly number[]): Promise<number> {
  const unique = [...new Set(appIds)];
  let added = 0;
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .insertInto('market_apps')
      .values(unique.slice(i, i + 5000).map((appId) => ({ app_id: appId, country, name: '', first_seen_at: at, last_seen_at: at })))
      .onConflict((oc) => oc.columns(['app_id', 'country']).doNothing())
      .returning('app_id')
      .execute();
    added += rows.length;
  }
  return added;
}
