import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import type { KeywordPopularity, KeywordSearchResult } from '../model.ts';
import { jsonRecords, type Db } from './db.ts';
import { ensureMonthPartition } from './partitions.ts';

/** Ids of the given terms in the country, creating the missing ones. */
export async function keywordIds(db: Db, country: string, terms: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(terms)];
  const ids = new Map<string, number>();
  for (let i = 0; i < unique.length; i += 50_000) {
    // New terms come back from the insert; known ones from the table (the statement's snapshot
    // does not see its own inserts, so each term is returned once).
    const rows = await sql<{ keyword_id: number; term: string }>`
      WITH input AS (SELECT DISTINCT value AS term FROM json_array_elements_text(${Buffer.from(JSON.stringify(unique.slice(i, i + 50_000)))}::json)),
      added AS (
        INSERT INTO keywords (country, term) SELECT ${country}, term FROM input
        ON CONFLICT (country, term) DO NOTHING RETURNING keyword_id, term
      )
      SELECT keyword_id, term FROM added
      UNION ALL
      SELECT k.keyword_id, k.term FROM keywords k JOIN input USING (term) WHERE k.country = ${country}`.execute(db);
    for (const row of rows.rows) ids.set(row.term, row.keyword_id);
  }
  return ids;
}

/**
 * Stores keywords' search results as change points of each result list: a row when a keyword's
 * list differs from its latest stored one, nothing when it is the same. A result older than the
 * latest stored list is ignored, so a re-run or a late step cannot rewrite history. The comparison
 * runs in the database, so the stored lists are never read back. Result counts and ad slots go to
 * keyword_daily. Returns the lists written.
 */
export async function storeKeywordResults(db: Db, ids: Map<string, number>, results: readonly KeywordSearchResult[]): Promise<number> {
  const known = results.filter((r) => ids.has(r.term));
  if (known.length === 0) return 0;
  await ensureMonthPartition(db, 'keyword_results', known[0]!.at);
  const lists = [...new Map(known.map((r) => [ids.get(r.term)!, { keyword_id: ids.get(r.term)!, at: r.at, app_ids: r.appIds }])).values()];
  const daily = [...new Map(known.map((r) => [`${ids.get(r.term)}:${formatDate(r.at)}`, r])).values()].map((r) => ({
    keyword_id: ids.get(r.term)!,
    day: formatDate(r.at),
    result_count: r.resultCount,
    ad_app_id: r.adAppId,
  }));
  return db.transaction().execute(async (trx) => {
    const written = await sql<{ changed: number }>`
      WITH incoming AS (SELECT keyword_id, at, app_ids FROM ${jsonRecords('keyword_results_current', lists)}),
      changed AS (
        SELECT i.keyword_id, i.at, i.app_ids FROM incoming i LEFT JOIN keyword_results_current c USING (keyword_id)
        WHERE c.keyword_id IS NULL OR (c.at < i.at AND c.app_ids <> i.app_ids)
      ),
      history AS (INSERT INTO keyword_results (keyword_id, at, app_ids) SELECT * FROM changed ON CONFLICT DO NOTHING),
      latest AS (
        INSERT INTO keyword_results_current (keyword_id, at, app_ids) SELECT * FROM changed
        ON CONFLICT (keyword_id) DO UPDATE SET at = excluded.at, app_ids = excluded.app_ids
      )
      SELECT count(*)::int AS changed FROM changed`.execute(trx);
    await sql`
      INSERT INTO keyword_daily (keyword_id, day, result_count, ad_app_id)
      SELECT keyword_id, day, result_count, ad_app_id FROM ${jsonRecords('keyword_daily', daily)}
      ON CONFLICT (keyword_id, day) DO UPDATE SET result_count = excluded.result_count, ad_app_id = excluded.ad_app_id`.execute(trx);
    return written.rows[0]!.changed;
  });
}

/** Stores popularity and its heat per keyword for the China day of each reading. */
export async function storePopularity(
  db: Db,
  ids: Map<string, number>,
  readings: readonly KeywordPopularity[],
  heatOf: (popularity: number) => number,
): Promise<number> {
  const rows = readings
    .map((r) => ({ keyword_id: ids.get(r.term), day: formatDate(r.at), popularity: r.popularity, heat: heatOf(r.popularity) }))
    .filter((r): r is { keyword_id: number; day: string; popularity: number; heat: number } => r.keyword_id !== undefined);
  const unique = [...new Map(rows.map((r) => [`${r.keyword_id}:${r.day}`, r])).values()];
  if (unique.length === 0) return 0;
  await sql`
    INSERT INTO keyword_daily (keyword_id, day, popularity, heat)
    SELECT keyword_id, day, popularity, heat FROM ${jsonRecords('keyword_daily', unique)}
    ON CONFLICT (keyword_id, day) DO UPDATE SET popularity = excluded.popularity, heat = excluded.heat`.execute(db);
  return unique.length;
}
