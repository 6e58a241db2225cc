import { sql } from 'kysely';
import { OFFLINE_CONSECUTIVE_CHECKS } from '../analytics/config.ts';
import { detectBooked } from '../analytics/monitors/booked.ts';
import { detectNewApps } from '../analytics/monitors/newApps.ts';
import type { AppSighting } from '../analytics/monitors/types.ts';
import type { AppRecord } from '../model.ts';
import { withBinaryParameters, type Column } from './binary.ts';
import type { Db } from '../db.ts';
import { offlineEvent, recordMonitorEvents, type MonitorEvent } from './monitorEvents.ts';
import { LOOKUP_COLUMNS, TRACKED, lookupHash, trackedValue } from './lookupColumns.ts';

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
export async function applyLookup(
  db: Db,
  country: string,
  at: Date,
  requested: readonly number[],
  records: readonly AppRecord[],
): Promise<LookupOutcome> {
  const returned = new Map(records.map((r) => [r.appId, r]));
  const outcome: LookupOutcome = { updated: 0, missing: 0, wentOffline: [], cameBack: [], sightings: [] };
  if (requested.length === 0) return outcome;

  // In app id order: the probe below locks each row, so the whole transaction takes its row locks
  // in the order every other writer of market_apps uses (a lookup's upsert and then its updates of
  // missed apps, locking as they went, deadlocked against the keyword job's discovered apps).
  const ids = [...new Set(requested)].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    // One primary-key probe per requested app. As a join or a filter on the requested ids, the
    // planner (with no statistics yet in a first round) took the country's index and read every
    // app of the country; LIMIT keeps the lateral subquery a probe. FOR UPDATE takes every row
    // this check may write, in id order, before it writes any.
    const existing = await withBinaryParameters(({ array }) =>
      trx
        .selectFrom(
          sql<{ app_id: string }>`(SELECT unnest(${array('int8', ids)}) AS app_id ORDER BY 1)`.as('requested'),
        )
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('market_apps')
              .select([
                'app_id',
                'lookup_hash',
                ...TRACKED,
                'status',
                'missing_checks',
                'looked_up',
                'is_preorder',
                'release_date',
                'first_seen_at',
                'missing_since',
              ])
              .whereRef('market_apps.app_id', '=', 'requested.app_id')
              .where('country', '=', country)
              .limit(1)
              .forUpdate()
              .as('a'),
          (join) => join.onTrue(),
        )
        .selectAll('a')
        .execute(),
    );
    const before = new Map(existing.map((row) => [Number(row.app_id), row]));

    for (const r of records) {
      const old = before.get(r.appId);
      if (old && old.status === 0) outcome.cameBack.push(r.appId);
      // Sightings begin when the app was first seen (on a chart or in search results), so a
      // monitor keyed on a run's first sighting gets the same key at every later check.
      if (old?.looked_up && old.release_date) {
        outcome.sightings.push({
          appId: r.appId,
          at: old.first_seen_at,
          releaseDate: old.release_date,
          price: Number(old.price),
          isPreOrder: old.is_preorder,
        });
      }
      const seenAt = old?.looked_up ? at : (old?.first_seen_at ?? at);
      outcome.sightings.push({
        appId: r.appId,
        at: seenAt,
        releaseDate: r.releaseDate,
        price: r.price,
        isPreOrder: r.isPreOrder,
      });
    }

    const hashes = new Map(records.map((r) => [r.appId, lookupHash(r)]));
    const changed = records.filter((r) => {
      const old = before.get(r.appId);
      return (
        !old ||
        !old.looked_up ||
        old.status !== 1 ||
        old.missing_checks !== 0 ||
        old.lookup_hash !== hashes.get(r.appId)
      );
    });
    if (changed.length > 0) {
      // Metadata history: the tracked fields of the changed apps a lookup had filled before.
      const changes: {
        app_id: number;
        country: string;
        at: Date;
        field: string;
        old_value: string;
        new_value: string;
      }[] = [];
      for (const r of changed) {
        const old = before.get(r.appId);
        if (!old?.looked_up) continue;
        for (const field of TRACKED) {
          const oldValue = field === 'price' ? Number(old.price).toFixed(2) : String(old[field]);
          const newValue = trackedValue(r, field);
          if (oldValue !== newValue)
            changes.push({ app_id: r.appId, country, at, field, old_value: oldValue, new_value: newValue });
        }
      }
      const rows = {
        app_id: ['int8', changed.map((r) => r.appId)],
        bundle_id: ['text', changed.map((r) => r.bundleId)],
        name: ['text', changed.map((r) => r.name)],
        subtitle: ['text', changed.map((r) => r.subtitle)],
        developer_id: ['int8', changed.map((r) => r.developerId)],
        developer_name: ['text', changed.map((r) => r.developerName)],
        seller_name: ['text', changed.map((r) => r.sellerName)],
        icon_url: ['text', changed.map((r) => r.iconUrl)],
        screenshot_urls: ['text[]', changed.map((r) => r.screenshotUrls)],
        description: ['text', changed.map((r) => r.description)],
        release_notes: ['text', changed.map((r) => r.releaseNotes)],
        version: ['text', changed.map((r) => r.version)],
        release_date: ['timestamptz', changed.map((r) => r.releaseDate)],
        current_version_date: ['timestamptz', changed.map((r) => r.currentVersionReleaseDate)],
        price: ['float8', changed.map((r) => r.price)],
        currency: ['text', changed.map((r) => r.currency)],
        formatted_price: ['text', changed.map((r) => r.formattedPrice)],
        primary_genre_id: ['int4', changed.map((r) => r.primaryGenreId)],
        genre_ids: ['int4[]', changed.map((r) => r.genreIds)],
        rating: ['float8', changed.map((r) => r.averageUserRating)],
        rating_count: ['int4', changed.map((r) => r.userRatingCount)],
        file_size: ['int8', changed.map((r) => r.fileSizeBytes)],
        language_codes: ['text[]', changed.map((r) => r.languageCodes)],
        content_rating: ['text', changed.map((r) => r.contentAdvisoryRating)],
        is_preorder: ['bool', changed.map((r) => r.isPreOrder)],
        lookup_hash: ['text', changed.map((r) => hashes.get(r.appId)!)],
      } satisfies { [K in (typeof LOOKUP_COLUMNS)[number] | 'app_id' | 'lookup_hash']: Column };
      const written = [...LOOKUP_COLUMNS, 'lookup_hash'] as const;
      const columns = sql.join(written.map((c) => sql.ref(c)));
      // The versions (with the package size) in the same statement, from the same rows; a version
      // recorded before sizes were kept takes its size. Price and rating go as float8,
      // assigned to their numeric(10, 2) and real columns.
      await withBinaryParameters((parameters) =>
        sql`
        WITH input AS (SELECT * FROM ${parameters.rows(rows)}),
        apps AS (
          INSERT INTO market_apps (app_id, country, ${columns}, status, missing_checks, looked_up, first_seen_at,
            last_seen_at, updated_at)
          SELECT app_id, ${country}, ${columns}, 1, 0, true, ${at}, ${at}, ${at} FROM input ORDER BY app_id
          ON CONFLICT (app_id, country) DO UPDATE SET
            ${sql.join(written.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))},
            status = 1, missing_checks = 0, missing_since = NULL, looked_up = true,
            last_seen_at = GREATEST(market_apps.last_seen_at, excluded.last_seen_at),
            first_seen_at = LEAST(market_apps.first_seen_at, excluded.first_seen_at),
            updated_at = excluded.updated_at
        )
        INSERT INTO app_versions (app_id, country, version, released_at, release_notes, file_size)
        SELECT app_id, ${country}, version, current_version_date, release_notes, file_size FROM input
        ON CONFLICT (app_id, country, version) DO UPDATE SET file_size = excluded.file_size
          WHERE app_versions.file_size IS NULL`.execute(trx),
      );
      outcome.updated = changed.length;

      if (changes.length > 0) {
        await trx
          .insertInto('app_changes')
          .values(changes)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }

    const missing = ids.filter((id) => !returned.has(id) && before.has(id));
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
      ...missing
        .filter((id) => before.get(id)!.missing_checks === 0)
        .map((id) => ({ app_id: id, country, at, on_sale: false })),
      ...records
        .filter((r) => (before.get(r.appId)?.missing_checks ?? 0) > 0 || before.get(r.appId)?.status === 0)
        .map((r) => ({ app_id: r.appId, country, at, on_sale: true })),
    ];
    if (statusChanges.length > 0)
      await trx
        .insertInto('app_status_changes')
        .values(statusChanges)
        .onConflict((oc) => oc.doNothing())
        .execute();
  });

  const events: MonitorEvent[] = [];
  for (const { appId, since } of outcome.wentOffline) events.push(await offlineEvent(db, country, appId, since));
  for (const id of outcome.cameBack) events.push({ kind: 'online', appId: id, at, genre: 0, data: {} });
  const genreOf = new Map(records.map((r) => [r.appId, r.primaryGenreId]));
  for (const e of detectNewApps(outcome.sightings, new Set())) {
    events.push({
      kind: 'new',
      appId: e.appId,
      at: e.at,
      genre: genreOf.get(e.appId) ?? 0,
      data: { price: e.price, online: e.online, hadPreOrder: e.hadPreOrder, firstSeenAt: e.firstSeenAt.toISOString() },
    });
  }
  for (const e of detectBooked(outcome.sightings)) {
    events.push({
      kind: 'booked',
      appId: e.appId,
      at: e.at,
      genre: genreOf.get(e.appId) ?? 0,
      data: { expectedReleaseAt: e.expectedReleaseAt.toISOString(), price: e.price },
    });
  }
  await recordMonitorEvents(db, country, events);
  return outcome;
}
