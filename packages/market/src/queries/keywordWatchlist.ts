import { sql } from 'kysely';
import { engineDayBefore, formatDate } from '@bangyan/contract';
import type { Db } from '../db.ts';
import { latestHeatDay } from './keywordRank.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** How many of a keyword's first results a watchlist row shows. */
export const WATCHLIST_TOP_APPS = 3;

/** A keyword of a user's list with its newest figures (data.md "Keyword heat"). */
export interface WatchedKeyword {
  term: string;
  /** Whether the storefront collects the keyword; the figures are null when not. */
  collected: boolean;
  heat: number | null;
  /** Heat minus the day before's; null when either day has none. */
  heatChange: number | null;
  resultCount: number | null;
  resultCountChange: number | null;
  /** The first apps of its results in force at `at`. */
  top: AppSummary[];
}

/**
 * Some keywords of a storefront with their figures on the latest collected China day up to `at` (and
 * that day's change against the day before) and the first apps of their results at `at`, in the
 * order asked. `day` is the day the figures are of (null before any collection).
 */
export async function keywordWatchlist(
  db: Db,
  input: { country: string; terms: readonly string[]; at: Date },
): Promise<{ day: string | null; keywords: WatchedKeyword[] }> {
  const day = await latestHeatDay(db, input.country, formatDate(input.at));
  if (input.terms.length === 0) return { day, keywords: [] };
  const before = day === null ? null : engineDayBefore(day);
  const { rows } = await sql<{
    term: string;
    heat: number | null;
    result_count: number | null;
    prev_heat: number | null;
    prev_result_count: number | null;
    top: string[] | null;
  }>`
    SELECT k.term, d.heat, d.result_count, p.heat AS prev_heat, p.result_count AS prev_result_count,
      (SELECT r.app_ids[1:${WATCHLIST_TOP_APPS}] FROM keyword_results r
       WHERE r.keyword_id = k.keyword_id AND r.at <= ${input.at}
       ORDER BY r.at DESC LIMIT 1) AS top
    FROM keywords k
    LEFT JOIN keyword_daily d ON d.keyword_id = k.keyword_id AND d.day = ${day}
    LEFT JOIN keyword_daily p ON p.keyword_id = k.keyword_id AND p.day = ${before}
    WHERE k.country = ${input.country} AND k.term = ANY(${[...input.terms]}::text[])`.execute(db);
  const byTerm = new Map(rows.map((r) => [r.term, r]));
  const app = await appSummaries(
    db,
    input.country,
    rows.flatMap((r) => (r.top ?? []).map(Number)),
  );
  const change = (now: number | null, then: number | null | undefined) =>
    now === null || then === null || then === undefined ? null : now - then;
  return {
    day,
    keywords: input.terms.map((term) => {
      const r = byTerm.get(term);
      return {
        term,
        collected: r !== undefined,
        heat: r?.heat ?? null,
        heatChange: change(r?.heat ?? null, r?.prev_heat),
        resultCount: r?.result_count ?? null,
        resultCountChange: change(r?.result_count ?? null, r?.prev_result_count),
        top: (r?.top ?? []).map((id) => app(Number(id))),
      };
    }),
  };
}
