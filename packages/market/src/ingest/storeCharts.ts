import { sql } from 'kysely';
import type { ChartSnapshot } from '../model.ts';
import { withBinaryParameters } from './binary.ts';
import type { Db } from '../db.ts';
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
  for (const at of new Set(snaps.map((s) => s.at.getTime())))
    await ensureMonthPartition(db, 'chart_snapshots', new Date(at));
  for (let i = 0; i < snaps.length; i += 500) {
    const part = snaps.slice(i, i + 500);
    const result = await withBinaryParameters(({ rows }) =>
      sql<{ n: number }>`
      WITH stored AS (
        INSERT INTO chart_snapshots (country, chart_type, genre, at, app_ids)
        SELECT country, chart_type, genre, at, app_ids
        FROM ${rows({
          country: ['text', part.map((s) => s.country)],
          chart_type: ['text', part.map((s) => s.type)],
          genre: ['int4', part.map((s) => s.genre)],
          at: ['timestamptz', part.map((s) => s.at)],
          app_ids: ['int8[]', part.map((s) => s.appIds)],
        })}
        ON CONFLICT (country, chart_type, genre, at) DO NOTHING RETURNING 1
      )
      SELECT count(*)::int AS n FROM stored`.execute(db),
    );
    inserted += result.rows[0]!.n;
  }
  return inserted;
}

/**
 * Makes sure every app seen on a chart has a row (a full lookup completes it later). Like every
 * writer of market_apps, it writes rows in app id order: the backfill's jobs write side by side,
 * and one order of row locks keeps them from deadlocking on PostgreSQL. A known row
 * is left alone, but for an earlier first sighting (a late step), so the hourly charts do not
 * rewrite every charted app's row; a row no lookup has filled yet then takes the earlier chart's
 * details too, so charts stored newest first leave the row as oldest first would. The ids are
 * checked first and only the apps that need a write are sent with their details: a round lists
 * thousands of apps, and nearly all are known.
 */
export async function upsertChartApps(
  db: Db,
  country: string,
  at: Date,
  entries: readonly ChartEntryInfo[],
): Promise<void> {
  if (entries.length === 0) return;
  const byId = new Map(entries.map((e) => [e.appId, e]));
  const needed = await withBinaryParameters(({ array }) =>
    sql<{ app_id: string }>`
    SELECT id AS app_id FROM unnest(${array('int8', [...byId.keys()])}) AS id
    WHERE NOT EXISTS (SELECT 1 FROM market_apps m WHERE m.app_id = id AND m.country = ${country}
      AND m.first_seen_at <= ${at})`.execute(db),
  );
  if (needed.rows.length === 0) return;
  const unique = needed.rows.map(({ app_id }) => byId.get(Number(app_id))!);
  await withBinaryParameters(({ rows }) =>
    sql`
    INSERT INTO market_apps (app_id, country, name, developer_name, icon_url, price, primary_genre_id, first_seen_at,
      last_seen_at)
    SELECT app_id, ${country}, name, developer_name, icon_url, price, primary_genre_id, ${at}, ${at}
    FROM ${rows({
      app_id: ['int8', unique.map((e) => e.appId)],
      name: ['text', unique.map((e) => e.name)],
      developer_name: ['text', unique.map((e) => e.developerName)],
      icon_url: ['text', unique.map((e) => e.iconUrl)],
      price: ['float8', unique.map((e) => e.price)],
      primary_genre_id: ['int4', unique.map((e) => e.primaryGenreId)],
    })}
    ORDER BY app_id
    ON CONFLICT (app_id, country) DO UPDATE SET first_seen_at = excluded.first_seen_at,
      name = CASE WHEN market_apps.looked_up THEN market_apps.name ELSE excluded.name END,
      developer_name = CASE WHEN market_apps.looked_up THEN market_apps.developer_name ELSE excluded.developer_name END,
      icon_url = CASE WHEN market_apps.looked_up THEN market_apps.icon_url ELSE excluded.icon_url END,
      price = CASE WHEN market_apps.looked_up THEN market_apps.price ELSE excluded.price END,
      primary_genre_id = CASE WHEN market_apps.looked_up THEN market_apps.primary_genre_id
        ELSE excluded.primary_genre_id END
    WHERE market_apps.first_seen_at > excluded.first_seen_at`.execute(db),
  );
}

/**
 * Rows for apps first seen in search results (name unknown until the next lookup fills it), so
 * the hourly lookup covers them. Known apps are left as they are, but for an earlier first
 * sighting (the backfill's jobs run side by side, so a later chart may have met the app first).
 * Returns the rows added.
 */
export async function addDiscoveredApps(db: Db, country: string, at: Date, appIds: readonly number[]): Promise<number> {
  const unique = [...new Set(appIds)];
  if (unique.length === 0) return 0;
  const result = await withBinaryParameters(({ array }) =>
    sql<{ n: number }>`
    WITH added AS (
      INSERT INTO market_apps (app_id, country, name, first_seen_at, last_seen_at)
      SELECT id, ${country}, '', ${at}, ${at} FROM unnest(${array('int8', unique)}) AS id ORDER BY id
      ON CONFLICT (app_id, country) DO UPDATE SET first_seen_at = excluded.first_seen_at
      WHERE market_apps.first_seen_at > excluded.first_seen_at
      RETURNING xmax = 0 AS inserted
    )
    SELECT count(*) FILTER (WHERE inserted)::int AS n FROM added`.execute(db),
  );
  return result.rows[0]!.n;
}
