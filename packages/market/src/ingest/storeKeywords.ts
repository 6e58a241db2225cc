import { sql } from 'kysely';
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
 * Stores a keyword's search result at its time as change points: a point for each app whose
 * rank differs from its current one (entering, moving), a NULL point for each app that left, and
 * nothing for apps that kept their rank. Results older than the current state are ignored, so
 * a re-run or an out-of-order backfill step cannot rewrite history. Returns points written.
 */
export async function storeKeywordResults(db: Db, ids: Map<string, number>, results: readonly KeywordSearchResult[]): Promise<number> {
  if (results.length === 0) return 0;
  let written = 0;
  await ensureMonthPartition(db, 'keyword_rank_points', results[0]!.at);
  await db.transaction().execute(async (trx) => {
    const keywordIdList = results.map((r) => ids.get(r.term)).filter((id): id is number => id !== undefined);
    const current = await trx
      .selectFrom('keyword_ranks_current')
      .select(['keyword_id', 'app_id', 'rank', 'since'])
      .where('keyword_id', 'in', keywordIdList.length ? keywordIdList : [-1])
      .execute();
    const byKeyword = new Map<number, Map<number, { rank: number; since: Date }>>();
    for (const row of current) {
      let m = byKeyword.get(row.keyword_id);
      if (!m) byKeyword.set(row.keyword_id, (m = new Map()));
      m.set(Number(row.app_id), { rank: row.rank, since: row.since });
    }

    const points: { keyword_id: number; app_id: number; at: Date; rank: number | null }[] = [];
    const upserts: { keyword_id: number; app_id: number; rank: number; since: Date }[] = [];
    const removals: { keyword_id: number; app_id: number }[] = [];
    const daily: { keyword_id: number; day: string; result_count: number; ad_app_id: number | null }[] = [];

    for (const result of results) {
      const keywordId = ids.get(result.term);
      if (keywordId === undefined) continue;
      daily.push({ keyword_id: keywordId, day: formatDate(result.at), result_count: result.resultCount, ad_app_id: result.adAppId });
      const before = byKeyword.get(keywordId) ?? new Map<number, { rank: number; since: Date }>();
      const latest = Math.max(0, ...[...before.values()].map((v) => v.since.getTime()));
      if (latest > result.at.getTime()) continue;
      const now = new Map<number, number>();
      result.appIds.forEach((appId, i) => {
        if (!now.has(appId)) now.set(appId, i + 1);
      });
      for (const [appId, rank] of now) {
        const old = before.get(appId);
        if (old?.rank === rank) continue;
        points.push({ keyword_id: keywordId, app_id: appId, at: result.at, rank });
        upserts.push({ keyword_id: keywordId, app_id: appId, rank, since: result.at });
      }
      for (const appId of before.keys()) {
        if (now.has(appId)) continue;
        points.push({ keyword_id: keywordId, app_id: appId, at: result.at, rank: null });
        removals.push({ keyword_id: keywordId, app_id: appId });
      }
    }

    for (let i = 0; i < points.length; i += 5000) {
      await trx.insertInto('keyword_rank_points').values(points.slice(i, i + 5000)).onConflict((oc) => oc.doNothing()).execute();
    }
    for (let i = 0; i < upserts.length; i += 5000) {
      await trx
        .insertInto('keyword_ranks_current')
        .values(upserts.slice(i, i + 5000))
        .onConflict((oc) => oc.columns(['keyword_id', 'app_id']).doUpdateSet((eb) => ({ rank: eb.ref('excluded.rank'), since: eb.ref('excluded.since') })))
        .execute();
    }
    if (removals.length > 0) {
      await sql`DELETE FROM keyword_ranks_current c USING (SELECT * FROM unnest(${removals.map((r) => r.keyword_id)}::int[], ${removals.map((r) => String(r.app_id))}::bigint[]) AS t(keyword_id, app_id)) r
        WHERE c.keyword_id = r.keyword_id AND c.app_id = r.app_id`.execute(trx);
    }
    const lastDaily = [...new Map(daily.map((d) => [`${d.keyword_id}:${d.day}`, d])).values()];
    for (let i = 0; i < lastDaily.length; i += 5000) {
      await trx
        .insertInto('keyword_daily')
        .values(lastDaily.slice(i, i + 5000))
        .onConflict((oc) => oc.columns(['keyword_id', 'day']).doUpdateSet((eb) => ({ result_count: eb.ref('excluded.result_count'), ad_app_id: eb.ref('excluded.ad_app_id') })))
        .execute();
    }
    written = points.length;
  });
  return written;
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
