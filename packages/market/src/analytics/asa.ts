/**
 * Apple Search Ads figures of an app (pages.md "iOS app detail" asa), derived honestly from what the
 * keyword collection stores: per keyword per China day, the app in the search's ad slot
 * (keyword_daily.ad_app_id). An app's ad keywords in a span are the keywords whose ad slot it held on
 * at least one collected day; a keyword's share of voice is the share of the keyword's collected
 * days in the span on which the app held its slot.
 */
import { isHotKeyword } from './heat.ts';

/** One of the app's ad keywords over a span. */
export interface AdKeywordDays {
  /** Collected days in the span on which the app held the keyword's ad slot (≥ 1). */
  adDays: number;
  /** Days in the span on which the keyword was collected at all. */
  collectedDays: number;
  /** The keyword's heat on its latest collected day in the span; null when not known. */
  heat: number | null;
}

/** The app's ad keywords on one collected China day. */
export interface AdDay {
  day: string;
  count: number;
}

export interface AsaSummary {
  /** Distinct keywords whose ad slot the app held on some day of the span. */
  keywords: number;
  /** Of those, keywords with heat ≥ 4605 (the coverage threshold). */
  hotKeywords: number;
  /** Ad keywords on the span's latest collected day; 0 without one. */
  latestCount: number;
  /** Mean ad keywords per collected day, one decimal; 0 without collected days. */
  averageDaily: number;
  /** Mean share of voice over the ad keywords (percent, one decimal); 0 without any. */
  averageShare: number;
}

/** Rounds to one decimal. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Share of voice (percent, one decimal): adDays / collectedDays × 100, the share of the keyword's
 * collected days on which the app's ad was the one shown; 0 when the keyword was never collected.
 */
export function shareOfVoice(adDays: number, collectedDays: number): number {
  return collectedDays <= 0 ? 0 : oneDecimal((Math.min(adDays, collectedDays) / collectedDays) * 100);
}

/** The span's summary from its ad keywords and its per-day counts (oldest day first). */
export function asaSummary(keywords: readonly AdKeywordDays[], history: readonly AdDay[]): AsaSummary {
  const shares = keywords.map((k) => shareOfVoice(k.adDays, k.collectedDays));
  return {
    keywords: keywords.length,
    hotKeywords: keywords.filter((k) => k.heat !== null && isHotKeyword(k.heat)).length,
    latestCount: history.at(-1)?.count ?? 0,
    averageDaily: history.length === 0 ? 0 : oneDecimal(history.reduce((s, d) => s + d.count, 0) / history.length),
    averageShare: shares.length === 0 ? 0 : oneDecimal(shares.reduce((s, x) => s + x, 0) / shares.length),
  };
}
