import { formatDate } from '@bangyan/contract';
import type { KeywordPopularity, KeywordSearchResult } from '../model.ts';
import type { Db } from './db.ts';
import { ensureMonthPartition } from './partitions.ts';

/** Ids of the given terms in the country, creating the missing ones. */
export async function keywordIds(db: Db, country: string, terms: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(terms)];
  const ids = new Map<string, number>();
  for (let i = 0; i < unique.length; i += 1000) {
    const chunk = unique.slice(i, i + 1000);
    await db
      .insertInto('keywords')
      .values(chunk.map((term) => ({ country, term })))
      .onConflict((oc) => oc.columns(['country', 'term']).doNothing())
      .execute();
    const rows = await db.selectFrom('keywords').select(['keyword_id', 'term']).where('country', '=', country).where('term', 'in', chunk).execute();
    for (const row of rows) ids.set(row.term, row.keyword_id);
  }
  return ids;
}

/**
 * Stores keywords' search results as change points of each result list: a row when a keyword's
 * list differs from its latest stored one, nothing when it is the same. A result older than the
 * latest stored list is ignored, so a re-run or a late step cannot rewrite history. Result counts
 * and ad slots go to keyword_daily. Returns the lists written.
 */
export async function storeKeywordResults(db: Db, ids: Map<string, number>, results: readonly KeywordSearchResult[]): Promise<number> {
  const known = results.filter((r) => ids.has(r.term));
  if (known.length === 0) return 0;
  await ensureMonthPartition(db, 'keyword_results', known[0]!.at);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('keyword_results_current')
      .select(['keyword_id', 'at', 'app_ids'])
      .where('keyword_id', 'in', known.map((r) => ids.get(r.term)!))
      .execute();
    const latest = new Map(current.map((row) => [row.keyword_id, row]));
    const changed: { keyword_id: number; at: Date; app_ids: number[] }[] = [];
    for (const r of known) {
      const keywordId = ids.get(r.term)!;
      const before = latest.get(keywordId);
      if (before && before.at.getTime() >= r.at.getTime()) continue;
      if (before && sameList(before.app_ids, r.appIds)) continue;
      changed.push({ keyword_id: keywordId, at: r.at, app_ids: [...r.appIds] });
    }
    if (changed.length > 0) {
      await trx.insertInto('keyword_results').values(changed).onConflict((oc) => oc.doNothing()).execute();
      await trx
        .insertInto('keyword_results_current')
        .values(changed)
        .onConflict((oc) => oc.column('keyword_id').doUpdateSet((eb) => ({ at: eb.ref('excluded.at'), app_ids: eb.ref('excluded.app_ids') })))
        .execute();
    }
    const daily = [...new Map(known.map((r) => [`${ids.get(r.term)}:${formatDate(r.at)}`, r])).values()].map((r) => ({
      keyword_id: ids.get(r.term)!,
      day: formatDate(r.at),
      result_count: r.resultCount,
      ad_app_id: r.adAppId,
    }));
    await trx
      .insertInto('keyword_daily')
      .values(daily)
      .onConflict((oc) => oc.columns(['keyword_id', 'day']).doUpdateSet((eb) => ({ result_count: eb.ref('excluded.result_count'), ad_app_id: eb.ref('excluded.ad_app_id') })))
      .execute();
    return changed.length;
  });
}

function sameList(stored: readonly string[], now: readonly number[]): boolean {
  return stored.length === now.length && stored.every((id, i) => Number(id) === now[i]);
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
  for (let i = 0; i < unique.length; i += 5000) {
    await db
      .insertInto('keyword_daily')
      .values(unique.slice(i, i + 5000))
      .onConflict((oc) => oc.columns(['keyword_id', 'day']).doUpdateSet((eb) => ({ popularity: eb.ref('excluded.popularity'), heat: eb.ref('excluded.heat') })))
      .execute();
  }
  return unique.length;
}
