import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import type { KeywordPopularity, KeywordSearchResult } from '../model.ts';
import { chunks } from '../sources/url.ts';
import { withBinaryParameters } from './binary.ts';
import type { Db } from '../db.ts';
import { ensureMonthPartition } from './partitions.ts';
import { mapPool } from './pool.ts';

// Bulk writes go as several statements, two at a time: while the database writes one, the next is
// encoded, and PostgreSQL writes two on two cores (the embedded database runs them in turn).
const STATEMENTS_IN_FLIGHT = 2;
const TERMS_PER_STATEMENT = 10_000;
const LISTS_PER_STATEMENT = 1000;
const ROWS_PER_STATEMENT = 20_000;

/** Ids of the given terms in the country, creating the missing ones. */
export async function keywordIds(db: Db, country: string, terms: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await mapPool(chunks([...new Set(terms)], TERMS_PER_STATEMENT), STATEMENTS_IN_FLIGHT, (part) =>
    withBinaryParameters(async ({ array }) => {
      // New terms come back from the insert; the known ones it skipped are read after it, one
      // index probe each (so a round of new terms costs no probe).
      const added = await sql<{ keyword_id: number; term: string }>`
        INSERT INTO keywords (country, term) SELECT ${country}, term FROM unnest(${array('text', part)}) AS t(term)
        ON CONFLICT (country, term) DO NOTHING RETURNING keyword_id, term`.execute(db);
      for (const row of added.rows) ids.set(row.term, row.keyword_id);
      const known = part.filter((term) => !ids.has(term));
      if (known.length === 0) return;
      const rows = await sql<{ keyword_id: number; term: string }>`
        SELECT k.keyword_id, k.term FROM unnest(${array('text', known)}) AS t(term)
        CROSS JOIN LATERAL (SELECT keyword_id, term FROM keywords WHERE country = ${country} AND keywords.term = t.term
          LIMIT 1) k`.execute(db);
      for (const row of rows.rows) ids.set(row.term, row.keyword_id);
    }),
  );
  return ids;
}

/**
 * Stores keywords' search results as change points of each result list: a row when a keyword's
 * list differs from its latest stored one, nothing when it is the same. A result older than the
 * latest stored list is ignored, so a re-run or a late step cannot rewrite history. The comparison
 * runs in the database, so the stored lists are never read back. Result counts and ad slots go to
 * keyword_daily. Returns the lists written.
 */
export async function storeKeywordResults(
  db: Db,
  ids: Map<string, number>,
  results: readonly KeywordSearchResult[],
): Promise<number> {
  const known = results.filter((r) => ids.has(r.term));
  if (known.length === 0) return 0;
  await ensureMonthPartition(db, 'keyword_results', known[0]!.at);
  const listOf = new Map<number, KeywordSearchResult>();
  const countsOf = new Map<string, { keywordId: number; day: string; result: KeywordSearchResult }>();
  for (const result of known) {
    const keywordId = ids.get(result.term)!;
    const day = formatDate(result.at);
    listOf.set(keywordId, result);
    countsOf.set(`${keywordId}:${day}`, { keywordId, day, result });
  }
  const listParts = chunks([...listOf], LISTS_PER_STATEMENT);
  const countParts = chunks([...countsOf.values()], Math.ceil(countsOf.size / listParts.length));
  // Each part is one statement, atomic without a transaction; the parts are independent (a
  // keyword's list and counts each go in one), so they run side by side. The upsert's condition
  // is the change point: a keyword without a stored list, or a newer and different list; what it
  // wrote is the history.
  const parts = listParts.map((part, i) => ({ lists: part, counts: countParts[i] ?? [] }));
  const written = await mapPool(parts, STATEMENTS_IN_FLIGHT, ({ lists, counts }) =>
    withBinaryParameters(({ rows }) =>
      sql<{ changed: number }>`
      WITH latest AS (
        INSERT INTO keyword_results_current AS c (keyword_id, at, app_ids)
        SELECT keyword_id, at, app_ids
        FROM ${rows({
          keyword_id: ['int4', lists.map(([id]) => id)],
          at: ['timestamptz', lists.map(([, r]) => r.at)],
          app_ids: ['int8[]', lists.map(([, r]) => r.appIds)],
        })}
        ON CONFLICT (keyword_id) DO UPDATE SET at = excluded.at, app_ids = excluded.app_ids
        WHERE c.at < excluded.at AND c.app_ids <> excluded.app_ids
        RETURNING keyword_id, at, app_ids
      ),
      history AS (INSERT INTO keyword_results (keyword_id, at, app_ids) SELECT keyword_id, at, app_ids FROM latest
        ON CONFLICT DO NOTHING),
      counts AS (
        INSERT INTO keyword_daily (keyword_id, day, result_count, ad_app_id)
        SELECT keyword_id, day, result_count, ad_app_id
        FROM ${rows({
          keyword_id: ['int4', counts.map((c) => c.keywordId)],
          day: ['date', counts.map((c) => c.day)],
          result_count: ['int4', counts.map((c) => c.result.resultCount)],
          ad_app_id: ['int8', counts.map((c) => c.result.adAppId)],
        })}
        ON CONFLICT (keyword_id, day) DO UPDATE SET result_count = excluded.result_count, ad_app_id = excluded.ad_app_id
      )
      SELECT count(*)::int AS changed FROM latest`.execute(db),
    ),
  );
  return written.reduce((sum, w) => sum + w.rows[0]!.changed, 0);
}

/** Stores popularity and its heat per keyword for the China day of each reading. */
export async function storePopularity(
  db: Db,
  ids: Map<string, number>,
  readings: readonly KeywordPopularity[],
  heatOf: (popularity: number) => number,
): Promise<number> {
  const rows = readings
    .map((r) => ({
      keyword_id: ids.get(r.term),
      day: formatDate(r.at),
      popularity: r.popularity,
      heat: heatOf(r.popularity),
    }))
    .filter(
      (r): r is { keyword_id: number; day: string; popularity: number; heat: number } => r.keyword_id !== undefined,
    );
  const unique = [...new Map(rows.map((r) => [`${r.keyword_id}:${r.day}`, r])).values()];
  if (unique.length === 0) return 0;
  await mapPool(chunks(unique, ROWS_PER_STATEMENT), STATEMENTS_IN_FLIGHT, (part) =>
    withBinaryParameters(({ rows }) =>
      sql`
      INSERT INTO keyword_daily (keyword_id, day, popularity, heat)
      SELECT keyword_id, day, popularity, heat
      FROM ${rows({
        keyword_id: ['int4', part.map((r) => r.keyword_id)],
        day: ['date', part.map((r) => r.day)],
        popularity: ['int4', part.map((r) => r.popularity)],
        heat: ['int4', part.map((r) => r.heat)],
      })}
      ON CONFLICT (keyword_id, day) DO UPDATE SET popularity = excluded.popularity, heat = excluded.heat`.execute(db),
    ),
  );
  return unique.length;
}
