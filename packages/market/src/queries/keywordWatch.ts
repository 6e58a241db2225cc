import { sql } from 'kysely';
import { formatDate, DAY_MS, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import type { Db } from '../db.ts';
import { keywordRankRow, type KeywordRankRead } from './appKeywordCover.ts';

/**
 * Watched keywords (pages.md keywordsmonitor): the app's rank for keywords a user chose, whether it
 * ranks for them or not, now and at the end of each China day (data.md "Keyword rank": a keyword's
 * result list is stored as change points, the list in force at t being the latest at or before t).
 */

export interface WatchedKeywordRank {
  keywordId: number;
  term: string;
  /** The app's rank in the keyword's current list; null when not in it. */
  rank: number | null;
  /** In the list in force 24 h before `at`: 0 = not in it; null without a list then. */
  previousRank: number | null;
  change: number;
  heat: number | null;
  resultCount: number | null;
}

/** The storefront's keyword ids of these terms (terms it does not know are left out). */
export async function keywordIdsOf(db: Db, country: string, terms: readonly string[]): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const rows = await db
    .selectFrom('keywords')
    .select(['keyword_id', 'term'])
    .where('country', '=', country)
    .where('term', 'in', [...terms])
    .execute();
  return new Map(rows.map((r) => [r.term, r.keyword_id]));
}

/**
 * The app's rank now (as of `at`) and 24 h before for each of the storefront's `keywordIds`, with the keyword's latest
 * heat and result count.
 */
export async function watchedKeywordRanks(
  db: Db,
  input: { country: string; appId: number; keywordIds: readonly number[]; at: Date },
): Promise<Map<number, WatchedKeywordRank>> {
  if (input.keywordIds.length === 0) return new Map();
  const app = String(input.appId);
  const previousAt = new Date(input.at.getTime() - DAY_MS);
  const { rows } = await sql<KeywordRankRead<number | null>>`
    SELECT k.keyword_id, k.term, array_position(cur.app_ids, ${app}::bigint) AS rank,
      pre.app_ids IS NOT NULL AS had_list, array_position(pre.app_ids, ${app}::bigint) AS previous_rank,
      d.heat, d.result_count
    FROM keywords k
    LEFT JOIN LATERAL (
      SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = k.keyword_id AND r.at <= ${input.at}
        ORDER BY r.at DESC LIMIT 1
    ) cur ON true
    LEFT JOIN LATERAL (
      SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = k.keyword_id AND r.at <= ${previousAt}
        ORDER BY r.at DESC LIMIT 1
    ) pre ON true
    LEFT JOIN LATERAL (
      SELECT kd.heat, kd.result_count FROM keyword_daily kd WHERE kd.keyword_id = k.keyword_id
        AND kd.day <= ${formatDate(input.at)} ORDER BY kd.day DESC LIMIT 1
    ) d ON true
    WHERE k.keyword_id = ANY(${[...input.keywordIds]}::int[]) AND k.country = ${input.country}`.execute(db);
  return new Map(rows.map((r) => [r.keyword_id, keywordRankRow(r)]));
}

/**
 * The app's rank for each keyword at the end of each of `days` (China days, oldest first; the last
 * may be today, read as of `now`): the list in force then; null when the app was not in it or no
 * list was stored yet.
 */
export async function keywordRankDays(
  db: Db,
  input: { appId: number; keywordIds: readonly number[]; days: readonly string[]; now: Date },
): Promise<Map<number, (number | null)[]>> {
  const out = new Map<number, (number | null)[]>();
  if (input.keywordIds.length === 0 || input.days.length === 0) return out;
  const ends = input.days.map((d) => Math.min(chinaDayEnd(d).getTime() - 1, input.now.getTime()));
  const start = chinaDayStart(input.days[0]!);
  const end = new Date(Math.max(...ends));
  const { rows } = await sql<{ keyword_id: number; at: Date; rank: number | null }>`
    SELECT r.keyword_id, r.at, array_position(r.app_ids, ${String(input.appId)}::bigint) AS rank
    FROM keyword_results r
    WHERE r.keyword_id = ANY(${[...input.keywordIds]}::int[]) AND r.at <= ${end}
      AND r.at >= COALESCE((SELECT max(p.at) FROM keyword_results p WHERE p.keyword_id = r.keyword_id
        AND p.at <= ${start}), ${start})
    ORDER BY r.keyword_id, r.at`.execute(db);
  for (const id of input.keywordIds) {
    const points = rows.filter((r) => r.keyword_id === id).map((r) => ({ at: new Date(r.at).getTime(), rank: r.rank }));
    let j = -1;
    out.set(
      id,
      ends.map((t) => {
        while (j + 1 < points.length && points[j + 1]!.at <= t) j++;
        return j >= 0 ? points[j]!.rank : null;
      }),
    );
  }
  return out;
}

/** Whether the storefront's keywords are collected: any of its keywords has a collected day. */
export async function keywordsCollected(db: Db, country: string): Promise<boolean> {
  const { rows } = await sql<{ collected: boolean }>`
    SELECT EXISTS (SELECT 1 FROM keywords k JOIN keyword_daily d ON d.keyword_id = k.keyword_id
      WHERE k.country = ${country}) AS collected`.execute(db);
  return rows[0]!.collected;
}

/** A keyword collection that moved the app in a keyword's results: its rank in the new list and in the one before. */
export interface KeywordRankMove {
  keywordId: number;
  term: string;
  /** The collection that stored the new list. */
  at: Date;
  /** null: not in that list. */
  rank: number | null;
  previousRank: number | null;
}

/**
 * For each of `keywordIds`, every collection from `since` up to `until` whose list (a change point) ranks the app
 * otherwise than the list before it, oldest first; a keyword's first list (nothing before it) is left out. The lists
 * are stored only when they changed, so the list before a change point is what the previous collection saw (the alert
 * engine's read).
 */
export async function keywordRankMoves(
  db: Db,
  input: { appId: number; keywordIds: readonly number[]; since: Date; until: Date },
): Promise<KeywordRankMove[]> {
  if (input.keywordIds.length === 0) return [];
  const app = String(input.appId);
  const { rows } = await sql<{
    keyword_id: number;
    term: string;
    at: Date;
    rank: number | null;
    previous_rank: number | null;
  }>`
    SELECT r.keyword_id, k.term, r.at, array_position(r.app_ids, ${app}::bigint) AS rank,
      array_position(p.app_ids, ${app}::bigint) AS previous_rank
    FROM keyword_results r
    JOIN keywords k ON k.keyword_id = r.keyword_id
    JOIN LATERAL (
      SELECT q.app_ids FROM keyword_results q WHERE q.keyword_id = r.keyword_id AND q.at < r.at
        ORDER BY q.at DESC LIMIT 1
    ) p ON true
    WHERE r.keyword_id = ANY(${[...input.keywordIds]}::int[]) AND r.at >= ${input.since} AND r.at <= ${input.until}
      AND array_position(r.app_ids, ${app}::bigint) IS DISTINCT FROM array_position(p.app_ids, ${app}::bigint)
    ORDER BY r.at, r.keyword_id`.execute(db);
  return rows.map((r) => ({
    keywordId: r.keyword_id,
    term: r.term,
    at: new Date(r.at),
    rank: r.rank,
    previousRank: r.previous_rank,
  }));
}
