import { sql } from 'kysely';
import { computeRankChange, formatDate, DAY_MS } from '@bangyan/contract';
import type { Db } from '../db.ts';
import type { AppKeywordRank } from './keywords.ts';

/**
 * One keyword an app ranks for now, as its keyword coverage table lists it: `AppKeywordRank`'s
 * figures against the list in force 24 h earlier (rank always 1..200 here), with the keyword's
 * result count instead of its popularity.
 */
export interface CoveredKeyword extends Omit<AppKeywordRank, 'popularity'> {
  resultCount: number | null;
}

export interface AppCoveredKeywords {
  /** The time the ranks are compared with: 24 h before `at`. */
  previousAt: Date;
  /** Ordered by rank, then heat descending, then keyword id. */
  rows: CoveredKeyword[];
}

/**
 * A keyword's row as the rank queries read it: the app's rank now and in the list in force 24 h earlier, the keyword's
 * heat and result count.
 */
export interface KeywordRankRead<R extends number | null> {
  keyword_id: number;
  term: string;
  rank: R;
  had_list: boolean;
  previous_rank: number | null;
  heat: number | null;
  result_count: number | null;
}

/**
 * That row with its previous rank (0 = not in the list then, null without a list) and change (data.md "Rank change").
 */
export function keywordRankRow<R extends number | null>(r: KeywordRankRead<R>) {
  return {
    keywordId: r.keyword_id,
    term: r.term,
    rank: r.rank,
    previousRank: r.had_list ? (r.previous_rank ?? 0) : null,
    change: r.had_list ? computeRankChange(r.rank, r.previous_rank) : 0,
    heat: r.heat,
    resultCount: r.result_count,
  };
}

/**
 * Every keyword of the storefront whose current result list (keyword_results_current, found
 * through its GIN index over app_ids) holds the app, with the app's rank in it against the list in
 * force 24 h before `at` (data.md "Keyword rank", "Rank change"), and the keyword's heat and
 * result count. One query whose cost follows the app's keywords, not the storefront's: each
 * keyword's term, earlier list and day's figures are one index probe each (keywords by id,
 * keyword_results by (keyword_id, at), keyword_daily by (keyword_id, day); the LIMITs keep the
 * planner from hashing a whole table instead).
 */
export async function appCoveredKeywords(
  db: Db,
  input: { country: string; appId: number; at: Date },
): Promise<AppCoveredKeywords> {
  const previousAt = new Date(input.at.getTime() - DAY_MS);
  const app = String(input.appId);
  const rows = await sql<KeywordRankRead<number>>`
    SELECT c.keyword_id, k.term, array_position(c.app_ids, ${app}::bigint) AS rank,
      pre.app_ids IS NOT NULL AS had_list, array_position(pre.app_ids, ${app}::bigint) AS previous_rank,
      d.heat, d.result_count
    FROM keyword_results_current c
    CROSS JOIN LATERAL (SELECT kw.term, kw.country FROM keywords kw WHERE kw.keyword_id = c.keyword_id LIMIT 1) k
    LEFT JOIN LATERAL (
      SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = c.keyword_id AND r.at <= ${previousAt}
        ORDER BY r.at DESC LIMIT 1
    ) pre ON true
    LEFT JOIN LATERAL (
      SELECT kd.heat, kd.result_count FROM keyword_daily kd WHERE kd.keyword_id = c.keyword_id
        AND kd.day <= ${formatDate(input.at)} ORDER BY kd.day DESC LIMIT 1
    ) d ON true
    WHERE c.app_ids @> ARRAY[${app}::bigint] AND k.country = ${input.country}`.execute(db);
  return {
    previousAt,
    rows: rows.rows
      .map(keywordRankRow)
      .sort((x, y) => x.rank - y.rank || (y.heat ?? 0) - (x.heat ?? 0) || x.keywordId - y.keywordId),
  };
}

/** The app's rank for one keyword at a time: null when it was not in the results (or there was no list). */
export interface KeywordRankPoint {
  at: Date;
  rank: number | null;
}

/**
 * The app's organic rank for one keyword of the storefront from `from` to `to` (data.md "Keyword
 * rank"): the list in force at `from`, then each change point of the keyword's list up to `to`,
 * and `to` itself. Null for a keyword not in the storefront's universe.
 */
export async function appKeywordRankHistory(
  db: Db,
  input: { country: string; appId: number; keywordId: number; from: Date; to: Date },
): Promise<{ term: string; points: KeywordRankPoint[] } | null> {
  const keyword = await db
    .selectFrom('keywords')
    .select('term')
    .where('keyword_id', '=', input.keywordId)
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (keyword === undefined) return null;
  const app = String(input.appId);
  const rows = await sql<{ at: Date; rank: number | null }>`
    (SELECT ${input.from}::timestamptz AS at, array_position(r.app_ids, ${app}::bigint) AS rank
      FROM keyword_results r WHERE r.keyword_id = ${input.keywordId} AND r.at <= ${input.from}
        ORDER BY r.at DESC LIMIT 1)
    UNION ALL
    (SELECT r.at, array_position(r.app_ids, ${app}::bigint) AS rank
      FROM keyword_results r WHERE r.keyword_id = ${input.keywordId} AND r.at > ${input.from} AND r.at <= ${input.to}
        ORDER BY r.at)`.execute(db);
  const points = rows.rows.map((r) => ({ at: new Date(r.at), rank: r.rank }));
  const last = points.at(-1);
  if (last !== undefined && last.at.getTime() < input.to.getTime()) points.push({ at: input.to, rank: last.rank });
  return { term: keyword.term, points };
}

/**
 * Each app's core keywords in the storefront: the keywords whose current list holds it within the
 * first `rankMax` places, hottest first (the keyword's latest heat up to `at`'s day; then rank, then
 * keyword id), at most `limit` per app, each against the list in force 24 h before `at` like the
 * coverage table. One query for all the apps: per app one probe of keyword_results_current's GIN
 * index, then the day's figures of its keywords and the earlier lists of the chosen ones.
 */
export async function appsTopKeywords(
  db: Db,
  input: { country: string; appIds: readonly number[]; rankMax: number; limit: number; at: Date },
): Promise<Map<number, CoveredKeyword[]>> {
  const previousAt = new Date(input.at.getTime() - DAY_MS);
  const ids = input.appIds.map(String);
  const rows = await sql<KeywordRankRead<number> & { app_id: string }>`
    SELECT t.app_id, t.keyword_id, t.term, t.rank, pre.app_ids IS NOT NULL AS had_list,
      array_position(pre.app_ids, t.app_id) AS previous_rank, t.heat, t.result_count
    FROM unnest(${ids}::bigint[]) AS a(app_id)
    CROSS JOIN LATERAL (
      SELECT a.app_id, c.keyword_id, k.term, array_position(c.app_ids, a.app_id) AS rank, d.heat, d.result_count
      FROM keyword_results_current c
      CROSS JOIN LATERAL (SELECT kw.term, kw.country FROM keywords kw WHERE kw.keyword_id = c.keyword_id LIMIT 1) k
      LEFT JOIN LATERAL (
        SELECT kd.heat, kd.result_count FROM keyword_daily kd WHERE kd.keyword_id = c.keyword_id
          AND kd.day <= ${formatDate(input.at)} ORDER BY kd.day DESC LIMIT 1
      ) d ON true
      WHERE c.app_ids @> ARRAY[a.app_id] AND k.country = ${input.country}
        AND array_position(c.app_ids, a.app_id) <= ${input.rankMax}
      ORDER BY d.heat DESC NULLS LAST, rank, c.keyword_id
      LIMIT ${input.limit}
    ) t
    LEFT JOIN LATERAL (
      SELECT r.app_ids FROM keyword_results r WHERE r.keyword_id = t.keyword_id AND r.at <= ${previousAt}
        ORDER BY r.at DESC LIMIT 1
    ) pre ON true`.execute(db);
  const byApp = new Map<number, CoveredKeyword[]>(input.appIds.map((id) => [id, []]));
  for (const r of rows.rows) byApp.get(Number(r.app_id))!.push(keywordRankRow(r));
  for (const list of byApp.values())
    list.sort((x, y) => (y.heat ?? -1) - (x.heat ?? -1) || x.rank - y.rank || x.keywordId - y.keywordId);
  return byApp;
}
