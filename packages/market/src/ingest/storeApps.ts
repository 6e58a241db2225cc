import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import { OFFLINE_CONSECUTIVE_CHECKS } from '../analytics/config.ts';
import { detectBooked } from '../analytics/monitors/booked.ts';
import { detectNewApps } from '../analytics/monitors/newApps.ts';
import type { AppSighting } from '../analytics/monitors/types.ts';
import type { AppRecord } from '../model.ts';
import { jsonRecords, type Db } from './db.ts';


/** Metadata fields whose changes are kept in app_changes (baseinfo change history). */
const TRACKED = ['name', 'subtitle', 'icon_url', 'description', 'price', 'version'] as const;
type Tracked = (typeof TRACKED)[number];

function trackedValue(r: AppRecord, field: Tracked): string {
  switch (field) {
    case 'name':
      return r.name;
    case 'subtitle':
      return r.subtitle;
    case 'icon_url':
      return r.iconUrl;
    case 'description':
      return r.description;
    case 'price':
      return r.price.toFixed(2);
    case 'version':
      return r.version;
  }
}

/** Columns a lookup fills; a returned app whose row already holds these values is not rewritten. */
const LOOKUP_COLUMNS = [
  'bundle_id', 'name', 'subtitle', 'developer_id', 'developer_name', 'seller_name', 'icon_url', 'screenshot_urls', 'description', 'release_notes',
  'version', 'release_date', 'current_version_date', 'price', 'currency', 'formatted_price', 'primary_genre_id', 'genre_ids', 'rating',
  'rating_count', 'file_size', 'language_codes', 'content_rating', 'is_preorder',
] as const;
type LookupRow = { [K in (typeof LOOKUP_COLUMNS)[number] | 'app_id']: unknown } & { lookup_hash: string };

function lookupRow(r: AppRecord): LookupRow {
  const row = {
    app_id: r.appId,
    bundle_id: r.bundleId,
    name: r.name,
    subtitle: r.subtitle,
    developer_id: r.developerId,
    developer_name: r.developerName,
    seller_name: r.sellerName,
    icon_url: r.iconUrl,
    screenshot_urls: r.screenshotUrls,
    description: r.description,
    release_notes: r.releaseNotes,
    version: r.version,
    release_date: r.releaseDate,
    current_version_date: r.currentVersionReleaseDate,
    price: r.price,
    currency: r.currency,
    formatted_price: r.formattedPrice,
    primary_genre_id: r.primaryGenreId,
    genre_ids: r.genreIds,
    rating: r.averageUserRating,
    rating_count: r.userRatingCount,
    file_size: r.fileSizeBytes,
    language_codes: r.languageCodes,
    content_rating: r.contentAdvisoryRating,
    is_preorder: r.isPreOrder,
  };
  return { ...row, lookup_hash: createHash('sha1').update(JSON.stringify(row)).digest('base64') };
}

export interface LookupOutcome {
  /** Rows written: apps whose record changed, came back, or were looked up for the first time. */
  updated: number;
  missing: number;
  /** Apps that went offline, with the first check that missed them (the event's time). */
  wentOffline: { appId: number; since: Date }[];
  cameBack: number[];
  /** What this check saw of each returned app, after what the previous lookup had seen. */
  sightings: AppSighting[];
}

/**
 * Applies one lookup check of `requested` app ids at `at`: returned apps are upserted with their
 * changes and versions recorded; apps not returned count a missed check, and on the second miss
 * in a row go offline (an 'offline' monitor event at the first missed check, with the best overall
 * rank of the 24 h before).
 * An offline app that lookup returns again comes back online. A returned app whose record has the
 * fingerprint its row holds, and that was on sale at the last check, is not written at all: a daily
 * check of the whole catalog finds a few percent of it changed.
 */
export async function applyLookup(db: Db, country: string, at: Date, requested: readonly number[], records: readonly AppRecord[]): Promise<LookupOutcome> {
  const returned = new Map(records.map((r) => [r.appId, r]));
  const outcome: LookupOutcome = { updated: 0, missing: 0, wentOffline: [], cameBack: [], sightings: [] };
  if (requested.length === 0) return outcome;

  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('market_apps')
      .select(['app_id', 'lookup_hash', 'price', 'status', 'missing_checks', 'looked_up', 'is_preorder', 'release_date', 'first_seen_at', 'missing_since'])
      .where('country', '=', country)
      .where('app_id', 'in', requested.map(String))
      .execute();
    const before = new Map(existing.map((row) => [Number(row.app_id), row]));

    for (const r of records) {
      const old = before.get(r.appId);
      if (old && old.status === 0) outcome.cameBack.push(r.appId);
      // Sightings begin when the app was first seen (on a chart or in search results), so a
      // monitor keyed on a run's first sighting gets the same key at every later check.
      if (old?.looked_up && old.release_date) {
        outcome.sightings.push({ appId: r.appId, at: old.first_seen_at, releaseDate: old.release_date, price: Number(old.price), isPreOrder: old.is_preorder });
      }
      const seenAt = old?.looked_up ? at : (old?.first_seen_at ?? at);
      outcome.sightings.push({ appId: r.appId, at: seenAt, releaseDate: r.releaseDate, price: r.price, isPreOrder: r.isPreOrder });
    }

    const rows = records.map(lookupRow).filter((row) => {
      const old = before.get(row.app_id as number);
      return !old || !old.looked_up || old.status !== 1 || old.missing_checks !== 0 || old.lookup_hash !== row.lookup_hash;
    });
    if (rows.length > 0) {
      // Metadata history: the tracked fields of the changed apps a lookup had filled before.
      const tracked = await trx
        .selectFrom('market_apps')
        .select(['app_id', ...TRACKED])
        .where('country', '=', country)
        .where('looked_up', '=', true)
        .where('app_id', 'in', rows.map((row) => String(row.app_id)))
        .execute();
      const changes: { app_id: number; country: string; at: Date; field: string; old_value: string; new_value: string }[] = [];
      for (const old of tracked) {
        const r = returned.get(Number(old.app_id))!;
        for (const field of TRACKED) {
          const oldValue = field === 'price' ? Number(old.price).toFixed(2) : String(old[field]);
          const newValue = trackedValue(r, field);
          if (oldValue !== newValue) changes.push({ app_id: r.appId, country, at, field, old_value: oldValue, new_value: newValue });
        }
      }

      const columns = sql.join([...LOOKUP_COLUMNS, 'lookup_hash'].map((c) => sql.ref(c)));
      await sql`
        INSERT INTO market_apps (app_id, country, ${columns}, status, missing_checks, looked_up, first_seen_at, last_seen_at, updated_at)
        SELECT app_id, ${country}, ${columns}, 1, 0, true, ${at}, ${at}, ${at} FROM ${jsonRecords('market_apps', rows)}
        ON CONFLICT (app_id, country) DO UPDATE SET
          ${sql.join([...LOOKUP_COLUMNS, 'lookup_hash'].map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))},
          status = 1, missing_checks = 0, missing_since = NULL, looked_up = true,
          last_seen_at = GREATEST(market_apps.last_seen_at, excluded.last_seen_at),
          first_seen_at = LEAST(market_apps.first_seen_at, excluded.first_seen_at),
          updated_at = excluded.updated_at`.execute(trx);
      outcome.updated = rows.length;

      const versions = rows.map((row) => returned.get(row.app_id as number)!).map((r) => ({ app_id: r.appId, version: r.version, released_at: r.currentVersionReleaseDate, release_notes: r.releaseNotes }));
      await sql`
        INSERT INTO app_versions (app_id, country, version, released_at, release_notes)
        SELECT app_id, ${country}, version, released_at, release_notes FROM ${jsonRecords('app_versions', versions)}
        ON CONFLICT (app_id, country, version) DO NOTHING`.execute(trx);
      if (changes.length > 0) {
        await trx.insertInto('app_changes').values(changes).onConflict((oc) => oc.doNothing()).execute();
      }
    }

    const missing = requested.filter((id) => !returned.has(id) && before.has(id));
    outcome.missing = missing.length;
    for (const id of missing) {
      const old = before.get(id)!;
      const checks = old.missing_checks + 1;
      const goesOffline = old.status === 1 && checks >= OFFLINE_CONSECUTIVE_CHECKS;
      const missingSince = old.missing_since ?? at;
      await trx
        .updateTable('market_apps')
        .set({ missing_checks: checks, missing_since: missingSince, ...(goesOffline ? { status: 0 } : {}) })
        .where('app_id', '=', String(id))
        .where('country', '=', country)
        .execute();
      if (goesOffline) outcome.wentOffline.push({ appId: id, since: missingSince });
    }
    // Change points of whether lookup returns the app: its first miss, and its first return after.
    const statusChanges = [
      ...missing.filter((id) => before.get(id)!.missing_checks === 0).map((id) => ({ app_id: id, country, at, on_sale: false })),
      ...records.filter((r) => (before.get(r.appId)?.missing_checks ?? 0) > 0 || before.get(r.appId)?.status === 0).map((r) => ({ app_id: r.appId, country, at, on_sale: true })),
    ];
    if (statusChanges.length > 0) await trx.insertInto('app_status_changes').values(statusChanges).onConflict((oc) => oc.doNothing()).execute();
  });

  for (const { appId, since } of outcome.wentOffline) await recordOffline(db, country, appId, since);
  for (const id of outcome.cameBack) await recordMonitorEvent(db, 'online', country, id, at, 0, {});
  const genreOf = new Map(records.map((r) => [r.appId, r.primaryGenreId]));
  for (const e of detectNewApps(outcome.sightings, new Set())) {
    await recordMonitorEvent(db, 'new', country, e.appId, e.at, genreOf.get(e.appId) ?? 0, {
      price: e.price,
      online: e.online,
      hadPreOrder: e.hadPreOrder,
      firstSeenAt: e.firstSeenAt.toISOString(),
    });
  }
  for (const e of detectBooked(outcome.sightings)) {
    await recordMonitorEvent(db, 'booked', country, e.appId, e.at, genreOf.get(e.appId) ?? 0, {
      expectedReleaseAt: e.expectedReleaseAt.toISOString(),
      price: e.price,
    });
  }
  return outcome;
}

/** The best (lowest) overall rank the app held in the 24 h before `at`, or null. */
export async function bestOverallRank(db: Db, country: string, appId: number, at: Date): Promise<number | null> {
  const row = await sql<{ best: number | null }>`
    SELECT min(array_position(app_ids, ${String(appId)}::bigint)) AS best
    FROM chart_snapshots
    WHERE country = ${country} AND genre = 0 AND chart_type IN ('free', 'charge', 'grossing')
      AND at > ${new Date(at.getTime() - 24 * 3600_000)} AND at <= ${at}`.execute(db);
  return row.rows[0]?.best ?? null;
}

async function recordOffline(db: Db, country: string, appId: number, at: Date): Promise<void> {
  const app = await db.selectFrom('market_apps').select(['primary_genre_id', 'rating_count', 'release_date', 'current_version_date']).where('app_id', '=', String(appId)).where('country', '=', country).executeTakeFirst();
  await recordMonitorEvent(db, 'offline', country, appId, at, app?.primary_genre_id ?? 0, {
    offlineRank: await bestOverallRank(db, country, appId, at),
    userRatingCount: app?.rating_count ?? 0,
    releaseDate: app?.release_date?.toISOString() ?? null,
    updateDate: app?.current_version_date?.toISOString() ?? null,
  });
}

export async function recordMonitorEvent(
  db: Db,
  kind: 'offline' | 'online' | 'new' | 'clear-chart' | 'clear-words' | 'booked',
  country: string,
  appId: number,
  at: Date,
  genre: number,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto('monitor_events')
    .values({ kind, country, app_id: appId, at, day: formatDate(at), genre, data: JSON.stringify(data) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
