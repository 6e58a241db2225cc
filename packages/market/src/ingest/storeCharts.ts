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
 * Stores a chart snapshot once: the same (chart, time) again is a no-op, so a collection re-run
 * or a resumed backfill never duplicates. Returns whether it was new.
 */
export async function storeChartSnapshot(db: Db, snap: ChartSnapshot): Promise<boolean> {
  await ensureMonthPartition(db, 'chart_snapshots', snap.at);
  const inserted = await db
    .insertInto('chart_snapshots')
    .values({ country: snap.country, chart_type: snap.type, genre: snap.genre, at: snap.at, app_ids: snap.appIds })
    .onConflict((oc) => oc.columns(['country', 'chart_type', 'genre', 'at']).doNothing())
    .returning('at')
    .executeTakeFirst();
  return inserted !== undefined;
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
