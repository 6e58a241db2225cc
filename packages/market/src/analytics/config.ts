/**
 * Default thresholds of every derived figure (data.md "Definitions", spec 2.4 and 9), in one place so
 * that a figure's rule and its numbers read together. Functions take them as default arguments, so a
 * test or a recalibration can pass another value without touching the rule.
 */
import { HOUR_MS } from '@bangyan/contract';

/* ---- Charts ---- */

/** Depth of an iOS chart (data.md): 200 apps. */
export const CHART_DEPTH = 200;
/** Depth of the China storefront's overall free and paid charts (data.md, spec 9): 500 apps. */
export const CN_OVERALL_CHART_DEPTH = 500;
/** Rank changes compare with the snapshot this long before (data.md "Rank change": 24 hours). */
export const RANK_COMPARISON_MS = 24 * HOUR_MS;
/**
 * How much older than exactly 24 h the comparison snapshot may be. Snapshots are hourly, so two
 * hours tolerate one missed collection; beyond that there is no comparison rather than a wrong one.
 */
export const RANK_COMPARISON_TOLERANCE_MS = 2 * HOUR_MS;
/** "Top 3" of a keyword's results or a chart: ranks 1..3. */
export const TOP3_RANK = 3;
/** "Top 10" of a keyword's results or a chart: ranks 1..10. */
export const TOP10_RANK = 10;

/* ---- Keywords ---- */

/** Lowest Apple Ads search popularity (Apple reports 5 for every rarely searched term). */
export const POPULARITY_MIN = 5;
/** Highest Apple Ads search popularity. */
export const POPULARITY_MAX = 100;
/** Heat of a popularity-5 keyword, about one search a day; coverage counts keywords at least this hot. */
export const HEAT_THRESHOLD = 4605;
/** Heat of a popularity-100 keyword, the biggest words (data.md: "about 10000+"). */
export const HEAT_AT_MAX_POPULARITY = 10_500;
/** Depth of a keyword's organic search results that keyword ranks and coverage look at. */
export const KEYWORD_DEPTH = 200;

/* ---- Download and income estimates ---- */

/** A power law is fitted only on at least this many distinct calibration ranks. */
export const MIN_FIT_RANKS = 3;
/**
 * ...and on at least this many distinct calibration apps: one app's hourly ranks on a category chart
 * cover several ranks but one true value, a flat "law" with no residual that outweighed the overall
 * chart and moved an estimate by half from one day to the next (issue 26).
 */
export const MIN_FIT_APPS = 3;
/**
 * The largest day-over-day change of an estimate at an unchanged rank that reads as steady (±30%):
 * a day whose model moves an estimate more is flagged (analytics/calibration.ts).
 */
export const ESTIMATE_STABLE_CHANGE = 0.3;
/** Two-sided 90% normal quantile: the confidence band is ±1.645 residual sd in log space. */
export const ESTIMATE_CONFIDENCE_Z = 1.645;
/** The share of true values the band holds at that z. */
export const ESTIMATE_CONFIDENCE = 0.9;
/**
 * Smallest residual sd (log space) used when weighting charts against each other, so that a
 * near-perfect fit on few points cannot take all the weight (and 0 never divides).
 */
export const ESTIMATE_SD_FLOOR = 0.05;

/* ---- ASO index ---- */

/** Heat points per factor e of a keyword's weight in the ASO index (asoIndex.ts): 4605 weighs 1, 5605 e. */
export const ASO_HEAT_SCALE = 1000;
/** Extra weight of a keyword found in the app's name (title): ×2 in all. */
export const ASO_TITLE_BONUS = 1;
/** Extra weight of a keyword found in the app's subtitle: ×1.5 in all (×2.5 with a title hit). */
export const ASO_SUBTITLE_BONUS = 0.5;
/** Index points per factor 10 of weighted search visibility (index = 20·log10(1 + S)). */
export const ASO_INDEX_SCALE = 20;

/* ---- Monitors (data.md "Monitors") ---- */

/** Offline: lookup misses the app on this many consecutive checks. */
export const OFFLINE_CONSECUTIVE_CHECKS = 2;
/** Offline: the best overall rank is taken over this window before the event. */
export const OFFLINE_BEST_RANK_WINDOW_MS = 24 * HOUR_MS;
/** New: the release date lies at most this long before the first sighting on sale. */
export const NEW_APP_WINDOW_MS = 24 * HOUR_MS;
/** Clear-chart: absent from every chart on this many consecutive snapshots. */
export const CLEAR_CHART_CONSECUTIVE_SNAPSHOTS = 2;
/**
 * How far back "on an overall chart" looks before a clearing: an app low on an overall chart may
 * have slipped to its category charts in the last round before it was cleared.
 */
export const CLEAR_CHART_LOOKBACK_MS = 24 * HOUR_MS;
/** Clear-words: coverage falls to this share of the day before, or less. */
export const CLEAR_WORDS_RATIO = 0.5;
/** Clear-words: only from a coverage of at least this many keywords the day before. */
export const CLEAR_WORDS_MIN_KEYWORDS = 100;

/* ---- Home boards (spec 2.4, 9) ---- */

/** 24 h soaring: the first 32 (shown 8 per slide). */
export const SOARING_TOP = 32;
/** Hot search: the newest 3 groups. */
export const HOT_SEARCH_GROUPS = 3;
/** Hot search, iOS 13 tab: at most 2 recommended apps per group. */
export const HOT_SEARCH_APPS = 2;
/** Hot search: at most 10 keywords per group. */
export const HOT_SEARCH_KEYWORDS = 10;
/** Monthly downloads and income boards: top 10. */
export const MONTHLY_TOP = 10;
