import { coverageWithDiff, type Coverage, type CoverageSummary } from '../analytics/coverage.ts';
import type { Db } from '../ingest/db.ts';
import { chinaDayStart, previousChinaDay } from '../ingest/estimate.ts';

export interface CoverageDay extends CoverageSummary {
  day: string;
  /** The ASO index stored for the day (analytics `asoIndex`); 0 when the app covered nothing. */
  asoIndex: number;
}

/**
 * An app's keyword coverage per China day from `from` to `to` ('YYYY-MM-DD'), from
 * app_coverage_daily (data.md "Keyword coverage": total, top 3, top 10, each with its change
 * against the day before by analytics `coverageWithDiff`), with the ASO index. Only days on which
 * keywords were collected (days with any coverage row in the country) appear; on such a day an app
 * without a row covered nothing (0). A change against a day that was not collected is 0.
 */
export async function appCoverageSeries(db: Db, input: { country: string; appId: number; from: string; to: string }): Promise<CoverageDay[]> {
  const first = previousChinaDay(chinaDayStart(input.from));
  const collected = await db
    .selectFrom('app_coverage_daily')
    .select('day')
    .distinct()
    .where('country', '=', input.country)
    .where('day', '>=', first)
    .where('day', '<=', input.to)
    .orderBy('day')
    .execute();
  const rows = await db
    .selectFrom('app_coverage_daily')
    .select(['day', 'total', 'top3', 'top10', 'aso_index'])
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .where('day', '>=', first)
    .where('day', '<=', input.to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = new Set(collected.map((c) => c.day));
  const none: Coverage = { total: 0, top3: 0, top10: 0 };
  return [...days]
    .filter((day) => day >= input.from)
    .map((day) => {
      const before = previousChinaDay(chinaDayStart(day));
      const yesterday = days.has(before) ? (byDay.get(before) ?? none) : null;
      return { day, ...coverageWithDiff(byDay.get(day) ?? none, yesterday), asoIndex: byDay.get(day)?.aso_index ?? 0 };
    });
}
