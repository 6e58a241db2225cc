import { engineDayBefore } from '@bangyan/contract';
import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * The keyword heat lists (ASO 关键词热度榜): every keyword by heat, the new ones, the rising ones.
 * - hot: every keyword with a heat on the day, hottest first.
 * - new: keywords with a heat on the day and none the day before, hottest first; only when the day
 *   before was collected (on a first collected day nothing can be told new).
 * - rise: keywords whose heat rose against the day before, by the rise, then by heat.
 * Ties go to the smaller keyword id.
 */
export const KEYWORD_LISTS = ['hot', 'new', 'rise'] as const;
export type KeywordList = (typeof KEYWORD_LISTS)[number];

export interface KeywordHeatEntry {
  /** Place in the list, from 1. */
  rank: number;
  keywordId: number;
  term: string;
  heat: number;
  /** Heat the day before; null when the keyword had none (or the day before was not collected). */
  previousHeat: number | null;
  /** Apple Ads search popularity, 5..100. */
  popularity: number | null;
  resultCount: number | null;
}

export interface KeywordHeatRank {
  /** The China day shown ('YYYY-MM-DD'): the latest collected day up to the one asked for; null before any. */
  day: string | null;
  /** The day compared with when it was collected, else null. */
  previousDay: string | null;
  /** Entries of the whole list, before paging. */
  total: number;
  entries: KeywordHeatEntry[];
}

/** The latest China day up to `day` on which the country's keywords have a heat; null when none. */
export async function latestHeatDay(db: Db, country: string, day: string): Promise<string | null> {
  // Walked back along keyword_daily_day_idx to the first day with one of the country's keywords: max() would
  // read every stored day of every keyword.
  const row = await sql<{ day: string }>`
    SELECT d.day::text AS day FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
    WHERE k.country = ${country} AND d.day <= ${day} AND d.heat IS NOT NULL
    ORDER BY d.day DESC LIMIT 1`.execute(db);
  return row.rows[0]?.day ?? null;
}

/** Whether the country's keywords have any heat on `day`. */
async function collected(db: Db, country: string, day: string): Promise<boolean> {
  const row = await sql<{ one: number }>`
    SELECT 1 AS one FROM keyword_daily d JOIN keywords k ON k.keyword_id = d.keyword_id
    WHERE k.country = ${country} AND d.day = ${day} AND d.heat IS NOT NULL LIMIT 1`.execute(db);
  return row.rows.length > 0;
}

/**
 * One page (`offset`, `limit`) of a keyword heat list (see KEYWORD_LISTS) of a storefront on the
 * latest collected China day up to `day` ('YYYY-MM-DD'), from keyword_daily (data.md "Keyword heat").
 */
export async function keywordHeatRank(
  db: Db,
  input: { country: string; day: string; list: KeywordList; offset: number; limit: number },
): Promise<KeywordHeatRank> {
  const day = await latestHeatDay(db, input.country, input.day);
  if (day === null) return { day: null, previousDay: null, total: 0, entries: [] };
  const before = engineDayBefore(day);
  const previousDay = (await collected(db, input.country, before)) ? before : null;
  if (input.list !== 'hot' && previousDay === null) return { day, previousDay, total: 0, entries: [] };
  const which = {
    hot: { where: sql`true`, order: sql`d.heat DESC` },
    new: { where: sql`p.heat IS NULL`, order: sql`d.heat DESC` },
    rise: { where: sql`d.heat > p.heat`, order: sql`d.heat - p.heat DESC, d.heat DESC` },
  }[input.list];
  // The list's rows: the day's heat, the day before's where collected, filtered for the list.
  const list = sql`
    FROM keyword_daily d
    JOIN keywords k ON k.keyword_id = d.keyword_id
    LEFT JOIN keyword_daily p ON p.keyword_id = d.keyword_id AND p.day = ${previousDay} AND p.heat IS NOT NULL
    WHERE k.country = ${input.country} AND d.day = ${day} AND d.heat IS NOT NULL AND ${which.where}`;
  const [page, count] = await Promise.all([
    sql<{
      keyword_id: number;
      term: string;
      heat: number;
      previous_heat: number | null;
      popularity: number | null;
      result_count: number | null;
    }>`
      SELECT k.keyword_id, k.term, d.heat, p.heat AS previous_heat, d.popularity, d.result_count ${list}
      ORDER BY ${which.order}, k.keyword_id
      OFFSET ${input.offset} LIMIT ${input.limit}`.execute(db),
    sql<{ total: string }>`SELECT count(*) AS total ${list}`.execute(db),
  ]);
  return {
    day,
    previousDay,
    total: Number(count.rows[0]?.total ?? 0),
    entries: page.rows.map((r, i) => ({
      rank: input.offset + i + 1,
      keywordId: r.keyword_id,
      term: r.term,
      heat: r.heat,
      previousHeat: r.previous_heat,
      popularity: r.popularity,
      resultCount: r.result_count,
    })),
  };
}
