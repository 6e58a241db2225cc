import { sql } from 'kysely';
import { formatDate } from '@bangyan/contract';
import { ANDROID_MARKETS } from '../model.ts';
import type { CollectContext } from './collect.ts';
import { mapPool } from './pool.ts';
import { storeAndroidApps, storeAndroidKeywordResults } from './storeAndroid.ts';

/**
 * How many keywords each Android market is searched for each day: China's hottest by heat. 200
 * costs 800 searches a day over the four markets, a small part of a day's collection at the demo
 * scale; a keyword outside them has no Android results (the API answers it as not collected).
 */
export const ANDROID_KEYWORDS = 200;

/**
 * The home storefront's `limit` hottest keywords by their heat on the latest China day collected
 * up to the day of `at` (keyword_daily), hottest first, ties by keyword id.
 */
async function hottestKeywords(
  ctx: CollectContext,
  at: Date,
  limit: number,
): Promise<{ keywordId: number; term: string }[]> {
  const country = ctx.countries[0]!;
  const rows = await sql<{ keyword_id: number; term: string }>`
    WITH latest AS (
      SELECT max(d.day) AS day FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
      WHERE k.country = ${country} AND d.day <= ${formatDate(at)}::date AND d.heat IS NOT NULL
    )
    SELECT k.keyword_id, k.term
    FROM latest JOIN keyword_daily d ON d.day = latest.day JOIN keywords k ON k.keyword_id = d.keyword_id
    WHERE k.country = ${country} AND d.heat IS NOT NULL
    ORDER BY d.heat DESC, k.keyword_id
    LIMIT ${limit}`.execute(ctx.db);
  return rows.rows.map((r) => ({ keywordId: r.keyword_id, term: r.term }));
}

/**
 * Every Android market's search results at `at` for China's ANDROID_KEYWORDS hottest keywords,
 * stored as change points with the day's result counts (storeAndroid.ts); packages found that the
 * market's details do not know yet are looked up, so the results show names and icons. Returns
 * the lists written.
 */
export async function collectAndroidKeywords(ctx: CollectContext, at: Date): Promise<number> {
  const keywords = await hottestKeywords(ctx, at, ANDROID_KEYWORDS);
  if (keywords.length === 0) return 0;
  let written = 0;
  for (const market of ANDROID_MARKETS) {
    const source = ctx.sources.android[market];
    const results = await mapPool(keywords, ctx.concurrency, async ({ keywordId, term }) => ({
      keywordId,
      appIds: await source.search(term, at),
    }));
    const found = [...new Set(results.flatMap((r) => r.appIds))];
    const known =
      found.length === 0
        ? []
        : await ctx.db
            .selectFrom('android_apps')
            .select('app_id')
            .where('market', '=', market)
            .where('app_id', 'in', found)
            .execute();
    const knownIds = new Set(known.map((k) => k.app_id));
    const unknown = found.filter((id) => !knownIds.has(id));
    if (unknown.length > 0) await storeAndroidApps(ctx.db, market, at, await source.apps(unknown, at));
    written += await storeAndroidKeywordResults(ctx.db, market, at, results);
  }
  return written;
}
