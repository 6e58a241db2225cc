/**
 * The ASO index (data.md "ASO index", spec 2.4 tooltip): one number for an app's ability to win App
 * Store search traffic, from its covered keywords weighted by heat and rank position, and by keyword
 * attributes (a hit in the app's name or subtitle), on a log scale.
 */
import {
  ASO_HEAT_SCALE,
  ASO_INDEX_SCALE,
  ASO_SUBTITLE_BONUS,
  ASO_TITLE_BONUS,
  HEAT_THRESHOLD,
  KEYWORD_DEPTH,
} from './config.ts';
import { isRankWithin } from './coverage.ts';
import { isHotKeyword } from './heat.ts';

/** One keyword as seen from one app. */
export interface AsoKeyword {
  heat: number;
  /** The app's organic rank for the keyword; null when it is not in the results. */
  rank: number | null;
  /** The keyword appears in the app's name. */
  inTitle: boolean;
  /** The keyword appears in the app's subtitle. */
  inSubtitle: boolean;
}

/**
 * One keyword's share of the index, the visits it may bring a day:
 * e^((heat − 4605) / 1000) × (1 / rank) × (1 + 1·inTitle + 0.5·inSubtitle).
 * The heat factor weighs a keyword e-fold more for every 1000 heat points above 4605 (1 at 4605, the
 * floor of about one search a day; e ≈ 2.72 at 5605, ≈ 363 at 10500): a weight that rises with the
 * keyword's searches, not a count of them (heat is 4605 + 1967.8·ln(popularity / 5), heat.ts);
 * 1 / rank is the share of searchers reaching the position (Zipf-like click-through); a title hit
 * doubles the weight and a subtitle hit adds half (metadata matches rank more steadily). 0 for a
 * keyword that is not covered (heat below 4605, or no rank within the depth).
 */
export function keywordVisibility(keyword: AsoKeyword, depth = KEYWORD_DEPTH, threshold = HEAT_THRESHOLD): number {
  if (!isHotKeyword(keyword.heat, threshold) || !isRankWithin(keyword.rank, depth)) return 0;
  const searches = Math.exp((keyword.heat - threshold) / ASO_HEAT_SCALE);
  const attributes = 1 + (keyword.inTitle ? ASO_TITLE_BONUS : 0) + (keyword.inSubtitle ? ASO_SUBTITLE_BONUS : 0);
  return (searches / keyword.rank) * attributes;
}

/**
 * ASO index = 20 · log10(1 + S), S = Σ keywordVisibility over the app's keywords, rounded to one
 * decimal. 0 with no covered keyword; about 6 for rank 1 on one 4605 word (S = 1), 9.5 with it in the
 * title (S = 2), 57 for rank 1 on one of the biggest words in the title (S ≈ 727), 100 at S = 100000.
 * Each 20 points is ten times the search visibility, so two apps 20 apart differ tenfold; typical
 * values run 0..100 (open-ended above). It never falls when a rank improves, a word gets hotter,
 * a title or subtitle hit is added, or a covered keyword is added.
 */
export function asoIndex(keywords: readonly AsoKeyword[], depth = KEYWORD_DEPTH, threshold = HEAT_THRESHOLD): number {
  return asoIndexFromVisibility(keywords.reduce((sum, k) => sum + keywordVisibility(k, depth, threshold), 0));
}

/**
 * The index from an app's summed keyword visibility (Σ `keywordVisibility`): 20·log10(1 + S),
 * one decimal. Ingest sums the visibility per app over the day's results (ingest/coverage.ts) and
 * maps the sum here, so the scale is defined once.
 */
export function asoIndexFromVisibility(visibility: number): number {
  return Math.round(ASO_INDEX_SCALE * Math.log10(1 + visibility) * 10) / 10;
}
