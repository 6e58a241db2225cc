import { sql } from 'kysely';
import { classifyGenre, engineDayBefore } from '@bangyan/contract';
import { coverageWithDiff, type CoverageSummary } from '../analytics/coverage.ts';
import type { Db } from '../db.ts';
import { appsOfGenre } from './genreFilter.ts';
import { appSummaries, type AppSummary } from './summaries.ts';

/** What the coverage ranking can be ordered by: covered keywords, top 3, top 10, or the ASO index. */
export const COVERAGE_ORDERS = ['total', 'top3', 'top10', 'asoIndex'] as const;
export type CoverageOrder = (typeof COVERAGE_ORDERS)[number];

const ORDER_COLUMN: Record<CoverageOrder, 'total' | 'top3' | 'top10' | 'aso_index'> = {
  total: 'total',
  top3: 'top3',
  top10: 'top10',
  asoIndex: 'aso_index',
};

export interface CoverageRankEntry extends AppSummary, CoverageSummary {
  /** Place in the ranking, from 1. */
  rank: number;
  asoIndex: number;
}

export interface CoverageRank {
  /** The China day ranked ('YYYY-MM-DD'): the latest with coverage up to the one asked for; null before any. */
  day: string | null;
  /** Apps in the whole ranking, before paging. */
  total: number;
  entries: CoverageRankEntry[];
}

/**
 * Apps ranked by keyword coverage (data.md "Keyword coverage", 关键词覆盖榜) on the latest China day
 * with coverage up to `day` ('YYYY-MM-DD'), from app_coverage_daily: by `orderBy` (highest first,
 * then by total, then the smaller app id), only apps of `genre` (0: all; 6014 games, 5000 apps, or
 * one genre), one page (`offset`, `limit`). Each with its changes against the day before (analytics
 * `coverageWithDiff`: 0 when that day was not collected; an app without a row then covered nothing).
 */
export async function coverageRank(
  db: Db,
  input: { country: string; day: string; genre: number; orderBy: CoverageOrder; offset: number; limit: number },
): Promise<CoverageRank> {
  const latest = await db
    .selectFrom('app_coverage_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('country', '=', input.country)
    .where('day', '<=', input.day)
    .executeTakeFirst();
  const day = latest?.day ?? null;
  if (day === null) return { day: null, total: 0, entries: [] };
  const before = engineDayBefore(day);
  const beforeCollected = await db
    .selectFrom('app_coverage_daily')
    .select('app_id')
    .where('country', '=', input.country)
    .where('day', '=', before)
    .limit(1)
    .executeTakeFirst();
  const genre =
    classifyGenre(input.genre) === 'all'
      ? sql``
      : sql`JOIN market_apps m ON m.app_id = c.app_id AND m.country = c.country AND ${appsOfGenre(input.genre)}`;
  const list = sql`
    FROM app_coverage_daily c ${genre}
    LEFT JOIN app_coverage_daily p ON p.country = c.country AND p.app_id = c.app_id AND p.day = ${before}
    WHERE c.country = ${input.country} AND c.day = ${day}`;
  const [page, count] = await Promise.all([
    sql<{
      app_id: string;
      total: number;
      top3: number;
      top10: number;
      aso_index: number;
      p_total: number | null;
      p_top3: number | null;
      p_top10: number | null;
    }>`
      SELECT c.app_id, c.total, c.top3, c.top10, c.aso_index, p.total AS p_total, p.top3 AS p_top3,
        p.top10 AS p_top10 ${list}
      ORDER BY ${sql.ref(`c.${ORDER_COLUMN[input.orderBy]}`)} DESC, c.total DESC, c.app_id
      OFFSET ${input.offset} LIMIT ${input.limit}`.execute(db),
    sql<{ total: string }>`SELECT count(*) AS total ${list}`.execute(db),
  ]);
  const app = await appSummaries(
    db,
    input.country,
    page.rows.map((r) => Number(r.app_id)),
  );
  return {
    day,
    total: Number(count.rows[0]?.total ?? 0),
    entries: page.rows.map((r, i) => ({
      ...app(Number(r.app_id)),
      ...coverageWithDiff(
        { total: r.total, top3: r.top3, top10: r.top10 },
        beforeCollected === undefined ? null : { total: r.p_total ?? 0, top3: r.p_top3 ?? 0, top10: r.p_top10 ?? 0 },
      ),
      rank: input.offset + i + 1,
      asoIndex: r.aso_index,
    })),
  };
}
