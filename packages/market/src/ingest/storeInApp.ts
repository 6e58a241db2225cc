/**
 * The in-app purchase items and in-app events keyword search shows (data.md "The simulated store"):
 * the entries themselves (as last seen), each keyword's ranked lists as change points (like
 * keyword_results: a row when a list differs from the keyword's latest one, never for an older
 * result); the day's in-app coverage per app is the keyword collection's (coverage.ts DayCoverage).
 * Idempotent: a re-run of the same results writes nothing new.
 */
import { sql } from 'kysely';
import type { InAppKind } from '@bangyan/db';
import type { KeywordSearchResult } from '../model.ts';
import { chunks } from '../sources/url.ts';
import { withBinaryParameters } from './binary.ts';
import type { Db } from '../db.ts';
import { mapPool } from './pool.ts';

const STATEMENTS_IN_FLIGHT = 2;
const ROWS_PER_STATEMENT = 5000;

interface ListRow {
  keywordId: number;
  kind: InAppKind;
  at: Date;
  ids: number[];
}

/** Stores the in-app entries of keyword search results of one country; returns the lists written. */
export async function storeInAppResults(
  db: Db,
  country: string,
  ids: ReadonlyMap<string, number>,
  results: readonly KeywordSearchResult[],
): Promise<number> {
  const known = results.filter((r) => ids.has(r.term));
  if (known.length === 0) return 0;
  await storeEntries(db, country, known);
  const lists = new Map<string, ListRow>();
  for (const r of known) {
    const keywordId = ids.get(r.term)!;
    lists.set(`${keywordId}:item`, {
      keywordId,
      kind: 'item',
      at: r.at,
      ids: r.inAppPurchases.map((p) => p.productId),
    });
    lists.set(`${keywordId}:event`, { keywordId, kind: 'event', at: r.at, ids: r.inAppEvents.map((e) => e.eventId) });
  }
  const written = await mapPool(chunks([...lists.values()], ROWS_PER_STATEMENT), STATEMENTS_IN_FLIGHT, (part) =>
    withBinaryParameters(({ rows }) =>
      sql<{ changed: number }>`
      WITH latest AS (
        INSERT INTO keyword_inapp_results_current AS c (keyword_id, kind, at, ids)
        SELECT keyword_id, kind, at, ids
        FROM ${rows({
          keyword_id: ['int4', part.map((l) => l.keywordId)],
          kind: ['text', part.map((l) => l.kind)],
          at: ['timestamptz', part.map((l) => l.at)],
          ids: ['int8[]', part.map((l) => l.ids)],
        })}
        ON CONFLICT (keyword_id, kind) DO UPDATE SET at = excluded.at, ids = excluded.ids
        WHERE c.at < excluded.at AND c.ids <> excluded.ids
        RETURNING keyword_id, kind, at, ids
      ),
      history AS (INSERT INTO keyword_inapp_results (keyword_id, kind, at, ids) SELECT keyword_id, kind, at, ids
        FROM latest ON CONFLICT DO NOTHING)
      SELECT count(*)::int AS changed FROM latest`.execute(db),
    ),
  );
  return written.reduce((sum, w) => sum + w.rows[0]!.changed, 0);
}

/** Upserts every item and event seen, keeping the first and latest sighting. */
async function storeEntries(db: Db, country: string, results: readonly KeywordSearchResult[]): Promise<void> {
  const items = new Map(
    results.flatMap((r) => r.inAppPurchases.map((p) => [p.productId, { ...p, at: r.at }] as const)),
  );
  const events = new Map(results.flatMap((r) => r.inAppEvents.map((e) => [e.eventId, { ...e, at: r.at }] as const)));
  for (const part of chunks([...items.values()], ROWS_PER_STATEMENT)) {
    await withBinaryParameters(({ rows }) =>
      sql`
      INSERT INTO inapp_items (country, product_id, app_id, name, price, first_seen_at, last_seen_at)
      SELECT ${country}, product_id, app_id, name, price::numeric(12, 2), at, at
      FROM ${rows({
        product_id: ['int8', part.map((p) => p.productId)],
        app_id: ['int8', part.map((p) => p.appId)],
        name: ['text', part.map((p) => p.name)],
        price: ['float8', part.map((p) => p.price)],
        at: ['timestamptz', part.map((p) => p.at)],
      })}
      ON CONFLICT (country, product_id) DO UPDATE SET
        app_id = excluded.app_id, name = excluded.name, price = excluded.price,
        first_seen_at = least(inapp_items.first_seen_at, excluded.first_seen_at),
        last_seen_at = greatest(inapp_items.last_seen_at, excluded.last_seen_at)`.execute(db),
    );
  }
  for (const part of chunks([...events.values()], ROWS_PER_STATEMENT)) {
    await withBinaryParameters(({ rows }) =>
      sql`
      INSERT INTO inapp_events (country, event_id, app_id, name, kind, starts_at, ends_at, first_seen_at, last_seen_at)
      SELECT ${country}, event_id, app_id, name, kind, starts_at, ends_at, at, at
      FROM ${rows({
        event_id: ['int8', part.map((e) => e.eventId)],
        app_id: ['int8', part.map((e) => e.appId)],
        name: ['text', part.map((e) => e.name)],
        kind: ['text', part.map((e) => e.kind)],
        starts_at: ['timestamptz', part.map((e) => e.startAt)],
        ends_at: ['timestamptz', part.map((e) => e.endAt)],
        at: ['timestamptz', part.map((e) => e.at)],
      })}
      ON CONFLICT (country, event_id) DO UPDATE SET
        app_id = excluded.app_id, name = excluded.name, kind = excluded.kind, starts_at = excluded.starts_at,
          ends_at = excluded.ends_at,
        first_seen_at = least(inapp_events.first_seen_at, excluded.first_seen_at),
        last_seen_at = greatest(inapp_events.last_seen_at, excluded.last_seen_at)`.execute(db),
    );
  }
}
