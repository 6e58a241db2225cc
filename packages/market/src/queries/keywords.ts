import { sql } from 'kysely';
import { computeRankChange, formatDate, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { rankById } from '../analytics/rankChanges.ts';
import type { Db } from '../db.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** One keyword's figures of one China day (keyword_daily); null where not collected. */
export interface KeywordDay {
  day: string;
  /** Apple Ads search popularity, 5..100. */
  popularity: number | null;
  /** Heat (热度) from popularity (analytics `heatFromPopularity`). */
  heat: number | null;
  /** How many apps the store returns for the keyword. */
  resultCount: number | null;
  /** The app in the ad slot, if any. */
  adAppId: number | null;
}

export interface KeywordResultEntry extends AppSummary {
  rank: number;
}

export interface KeywordSearchResults {
  keywordId: number;
  term: string;
  /** When the list shown was stored (the change point in force at `at`); null when there is none yet. */
  listAt: Date | null;
  /** The keyword's figures of the China day of `at` (default: its latest day); null when not collected. */
  daily: KeywordDay | null;
  /** The organic results in rank order (ad slot excluded). */
  entries: KeywordResultEntry[];
}

export interface AppKeywordRank {
  keywordId: number;
  term: string;
  /** The app's organic rank at the end of the day; 0 when it dropped out of the results that day. */
  rank: number;
  /** Its rank at the end of the day before: 0 = not in the results; null when the keyword had no list yet. */
  previousRank: number | null;
  /**
   * previousRank − rank; +99999 entering, −99999 leaving the results (contract `computeRankChange`); 0 without a list
   * the day before.
   */
  change: number;
  heat: number | null;
  popularity: number | null;
}

/**
 * A keyword's organic search results at `at` (default: now) as stored (data.md "Keyword rank"):
 * the latest change point of its list at or before `at`, each app with its rank, with the keyword's
 * popularity, heat, result count and ad slot of that China day. Null for a keyword not in the
 * country's universe.
 */
export async function keywordSearchResults(
  db: Db,
  input: { country: string; term: string; at?: Date },
): Promise<KeywordSearchResults | null> {
  const keyword = await db
    .selectFrom('keywords')
    .select(['keyword_id', 'term'])
    .where('country', '=', input.country)
    .where('term', '=', input.term)
    .executeTakeFirst();
  if (keyword === undefined) return null;
  const { at } = input;
  const list = await db
    .selectFrom('keyword_results')
    .select(['at', 'app_ids'])
    .where('keyword_id', '=', keyword.keyword_id)
    .$if(at !== undefined, (q) => q.where('at', '<=', at!))
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const daily = await db
    .selectFrom('keyword_daily')
    .select(['day', 'popularity', 'heat', 'result_count', 'ad_app_id'])
    .where('keyword_id', '=', keyword.keyword_id)
    .$if(at !== undefined, (q) => q.where('day', '=', formatDate(at!)))
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  const ranks = rankById((list?.app_ids ?? []).map(Number));
  const app = await appSummaries(db, input.country, [...ranks.keys()]);
  return {
    keywordId: keyword.keyword_id,
    term: keyword.term,
    listAt: list?.at ?? null,
    daily:
      daily === undefined
        ? null
        : {
            day: daily.day,
            popularity: daily.popularity,
            heat: daily.heat,
            resultCount: daily.result_count,
            adAppId: daily.ad_app_id === null ? null : Number(daily.ad_app_id),
          },
    entries: [...ranks].map(([appId, rank]) => ({ ...app(appId), rank })),
  };
}

/** Each keyword's list in force just before `until`, with the app's position in it (null when absent). */
function ranksBefore(country: string, appId: number, until: Date) {
  return sql`
    SELECT DISTINCT ON (r.keyword_id) r.keyword_id, array_position(r.app_ids, ${String(appId)}::bigint) AS rank
    FROM keyword_results r JOIN keywords k ON k.keyword_id = r.keyword_id
    WHERE k.country = ${country} AND r.at < ${until}
    ORDER BY r.keyword_id, r.at DESC`;
}

/** Sort key of a rank: 0 (out of the results) after every rank. */
const rankOrder = (rank: number) => (rank === 0 ? Number.MAX_SAFE_INTEGER : rank);

/**
 * Every keyword an app ranks for on China day `day` ('YYYY-MM-DD'), and every keyword it dropped
 * out of that day: its rank in the list in force at the end of the day, against the end of the
 * day before (data.md "Keyword rank", "Rank change": ±99999 entering / leaving), with the day's
 * heat. Ordered by rank (dropped last), then heat descending, then keyword id.
 */
export async function appKeywordRanks(
  db: Db,
  input: { country: string; appId: number; day: string },
): Promise<AppKeywordRank[]> {
  const end = chinaDayEnd(input.day);
  const before = chinaDayStart(input.day);
  const rows = await sql<{
    keyword_id: number;
    term: string;
    rank: number | null;
    had_list: boolean;
    previous_rank: number | null;
    heat: number | null;
    popularity: number | null;
  }>`
    SELECT k.keyword_id, k.term, cur.rank, pre.keyword_id IS NOT NULL AS had_list, pre.rank AS previous_rank, d.heat,
      d.popularity
    FROM keywords k
    JOIN (${ranksBefore(input.country, input.appId, end)}) cur ON cur.keyword_id = k.keyword_id
    LEFT JOIN (${ranksBefore(input.country, input.appId, before)}) pre ON pre.keyword_id = k.keyword_id
    LEFT JOIN keyword_daily d ON d.keyword_id = k.keyword_id AND d.day = ${input.day}
    WHERE k.country = ${input.country} AND (cur.rank IS NOT NULL OR pre.rank IS NOT NULL)`.execute(db);
  return rows.rows
    .map((r) => ({
      keywordId: r.keyword_id,
      term: r.term,
      rank: r.rank ?? 0,
      previousRank: r.had_list ? (r.previous_rank ?? 0) : null,
      change: r.had_list ? computeRankChange(r.rank, r.previous_rank) : 0,
      heat: r.heat,
      popularity: r.popularity,
    }))
    .sort(
      (x, y) => rankOrder(x.rank) - rankOrder(y.rank) || (y.heat ?? 0) - (x.heat ?? 0) || x.keywordId - y.keywordId,
    );
}
