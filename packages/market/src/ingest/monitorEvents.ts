/** Monitor events of the ingest: storing them once, and the offline event with its context. */
import { sql } from 'kysely';
import { formatDate, DAY_MS } from '@bangyan/contract';
import { withBinaryParameters } from './binary.ts';
import type { Db } from '../db.ts';

/** The best (lowest) overall rank the app held in the 24 h before `at`, or null. */
export async function bestOverallRank(db: Db, country: string, appId: number, at: Date): Promise<number | null> {
  const row = await sql<{ best: number | null }>`
    SELECT min(array_position(app_ids, ${String(appId)}::bigint)) AS best
    FROM chart_snapshots
    WHERE country = ${country} AND genre = 0 AND chart_type IN ('free', 'charge', 'grossing')
      AND at > ${new Date(at.getTime() - DAY_MS)} AND at <= ${at}`.execute(db);
  return row.rows[0]?.best ?? null;
}

export async function offlineEvent(db: Db, country: string, appId: number, at: Date): Promise<MonitorEvent> {
  const app = await db
    .selectFrom('market_apps')
    .select(['primary_genre_id', 'rating_count', 'release_date', 'current_version_date'])
    .where('app_id', '=', String(appId))
    .where('country', '=', country)
    .executeTakeFirst();
  return {
    kind: 'offline',
    appId,
    at,
    genre: app?.primary_genre_id ?? 0,
    data: {
      offlineRank: await bestOverallRank(db, country, appId, at),
      userRatingCount: app?.rating_count ?? 0,
      releaseDate: app?.release_date?.toISOString() ?? null,
      updateDate: app?.current_version_date?.toISOString() ?? null,
    },
  };
}

export interface MonitorEvent {
  kind: 'offline' | 'online' | 'new' | 'clear-chart' | 'clear-words' | 'booked';
  appId: number;
  at: Date;
  genre: number;
  data: Record<string, unknown>;
}

/** Stores a country's monitor events, each once (by kind, app and time), in one statement. */
export async function recordMonitorEvents(db: Db, country: string, events: readonly MonitorEvent[]): Promise<void> {
  if (events.length === 0) return;
  await withBinaryParameters(({ rows }) =>
    sql`
    INSERT INTO monitor_events (kind, country, app_id, at, day, genre, data)
    SELECT kind, ${country}, app_id, at, day, genre, data::jsonb
    FROM ${rows({
      kind: ['text', events.map((e) => e.kind)],
      app_id: ['int8', events.map((e) => e.appId)],
      at: ['timestamptz', events.map((e) => e.at)],
      day: ['date', events.map((e) => formatDate(e.at))],
      genre: ['int4', events.map((e) => e.genre)],
      data: ['text', events.map((e) => JSON.stringify(e.data))],
    })}
    ON CONFLICT DO NOTHING`.execute(db),
  );
}
