/**
 * An Android app's coverage in a market's search over the collected keywords (pages.md "Android app
 * detail"), day by day, and the keywords it ranks for.
 */
import { sql } from 'kysely';
import { formatDate, chinaDayStart, chinaDayEnd } from '@bangyan/contract';
import { keywordCoverage, type Coverage } from '../analytics/coverage.ts';
import type { Db } from '../db.ts';
import type { AndroidMarket } from '../model.ts';

/** How deep the markets' keyword search results go (the collector keeps the first 100). */
export const ANDROID_SEARCH_DEPTH = 100;

/** One keyword the app ranks for in the market's search on a collected day. */
export interface AndroidKeywordPlace {
  term: string;
  /** China's heat that day; null when unknown. */
  heat: number | null;
  resultCount: number;
  rank: number;
  /** Rank at the market's collection the day before: 0 when not in its results, null when it was not collected then. */
  previousRank: number | null;
}

/** The app's coverage in the market's search on one collected China day. */
export interface AndroidCoverageDay {
  day: string;
  /** How many keywords the market was searched for that day. */
  collected: number;
  coverage: Coverage;
}

export interface AndroidKeywordCoverage {
  days: AndroidCoverageDay[];
  /** The last collected day of the span ('' when none) and the keywords the app ranks for in it, best rank first. */
  lastDay: string;
  keywords: AndroidKeywordPlace[];
}

/**
 * The app's keyword coverage in a market's search from `from` to `to` ('YYYY-MM-DD'): per China day
 * the market was searched, how many of the collected keywords (China's hottest, the
 * 'android-keywords' job) have the app in their results, in the top 3 and top 10 (analytics
 * `keywordCoverage` at the markets' depth of 100), from the list each keyword's collection found;
 * and the keywords of the span's last collected day with the app's rank and its change.
 */
export async function androidKeywordCoverage(
  db: Db,
  input: { market: AndroidMarket; appId: string; from: string; to: string },
): Promise<AndroidKeywordCoverage> {
  const dayBefore = formatDate(new Date(chinaDayStart(input.from).getTime() - 1));
  const rows = await db
    .selectFrom('android_keyword_daily as d')
    .innerJoin('keywords as k', 'k.keyword_id', 'd.keyword_id')
    .leftJoin('keyword_daily as kd', (join) =>
      join.onRef('kd.keyword_id', '=', 'd.keyword_id').onRef('kd.day', '=', 'd.day'),
    )
    .select([
      'd.day',
      'd.keyword_id',
      'd.result_count',
      'k.term',
      'kd.heat',
      sql<number | null>`(SELECT array_position(r.app_ids, ${input.appId}::text) FROM android_keyword_results r
        WHERE r.market = d.market AND r.keyword_id = d.keyword_id AND r.at <= d.at ORDER BY r.at DESC LIMIT 1)`.as(
        'rank',
      ),
    ])
    .where('d.market', '=', input.market)
    .where('d.day', '>=', dayBefore)
    .where('d.day', '<=', input.to)
    .where('d.at', '<', chinaDayEnd(input.to))
    .orderBy('d.day')
    .execute();
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const days = [...byDay.entries()]
    .filter(([day]) => day >= input.from)
    .map(([day, list]) => ({
      day,
      collected: list.length,
      coverage: keywordCoverage(
        list.map((r) => ({ heat: r.heat ?? 0, rank: r.rank })),
        ANDROID_SEARCH_DEPTH,
      ),
    }));
  const lastDay = days.at(-1)?.day ?? '';
  const last = byDay.get(lastDay) ?? [];
  const before = byDay.get(formatDate(new Date(chinaDayStart(lastDay || input.from).getTime() - 1)));
  const rankBefore = new Map(before?.map((r) => [r.keyword_id, r.rank ?? 0]));
  const keywords = last
    .filter((r) => r.rank !== null)
    .map((r) => ({
      term: r.term,
      heat: r.heat,
      resultCount: r.result_count,
      rank: r.rank!,
      previousRank: before === undefined ? null : (rankBefore.get(r.keyword_id) ?? null),
    }))
    .sort((a, b) => a.rank - b.rank || (b.heat ?? 0) - (a.heat ?? 0));
  return { days, lastDay, keywords };
}
