/**
 * Clear-words monitor (清词; data.md "Monitors"): keyword coverage falls to 50% or less of the day
 * before, from at least 100 keywords, while still on sale; the event keeps coverage before and after.
 */
import { CLEAR_WORDS_MIN_KEYWORDS, CLEAR_WORDS_RATIO } from '../config.ts';
import { formatDateYmd, dayBefore } from '@bangyan/contract';
import { byTimeThenApp, groupByApp, type MonitorEventBase } from './types.ts';

/**
 * An app's keyword coverage (total, see `keywordCoverage`) as computed at `at`, and whether lookup returned it then.
 */
export interface CoveragePoint {
  appId: number;
  at: Date;
  total: number;
  onSale: boolean;
}

export interface ClearWordsEvent extends MonitorEventBase<'clear-words'> {
  /** The day before's coverage: its last point on the previous China day (countYesterday). */
  coverageBefore: number;
  /** Coverage at the event (countToday). */
  coverageAfter: number;
}

/**
 * Clear-words events from coverage points. Per app and China day d: "the day before" is the app's
 * last point on day d − 1 (none → no comparison, no event). When it was at least 100 keywords, the
 * first point of day d with total ≤ 50% of it (exactly half counts) while on sale is the event, at
 * that point's time; at most one event per app and day. An app off sale when its coverage collapses
 * is offline, not cleared. Example: 240 yesterday, 130 then 120 today → event at the 120 point
 * (120 ≤ 0.5 × 240), coverage 240 → 120.
 */
export function detectClearWords(
  points: readonly CoveragePoint[],
  ratio = CLEAR_WORDS_RATIO,
  minKeywords = CLEAR_WORDS_MIN_KEYWORDS,
): ClearWordsEvent[] {
  const events: ClearWordsEvent[] = [];
  for (const [appId, appPoints] of groupByApp(points)) {
    const lastOfDay = new Map<string, number>();
    for (const p of appPoints) lastOfDay.set(formatDateYmd(p.at), p.total);
    const reported = new Set<string>();
    for (const p of appPoints) {
      const day = formatDateYmd(p.at);
      const before = lastOfDay.get(dayBefore(day));
      if (before === undefined || before < minKeywords || reported.has(day)) continue;
      if (p.onSale && p.total <= ratio * before) {
        events.push({ kind: 'clear-words', appId, at: p.at, coverageBefore: before, coverageAfter: p.total });
        reported.add(day);
      }
    }
  }
  return events.sort(byTimeThenApp);
}
