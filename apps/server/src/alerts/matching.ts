/**
 * When two consecutive collected values make an event of an alert kind (issue 22): a rank entering or leaving the top
 * N, a keyword rank moving by N places or out of the top 10, a rating falling. Pure rules over the engine's series.
 */

/** A rank at one collection; null: not ranked then (off the chart, not in the results). */
export interface RankAt {
  at: Date;
  rank: number | null;
}

/** A rank crossing the top N between two consecutive collections, at the later one. */
export interface TopCrossing {
  at: Date;
  /** true: into the top N; false: out of it. */
  entered: boolean;
  rank: number | null;
  previousRank: number | null;
}

const inTop = (rank: number | null, top: number) => rank !== null && rank <= top;

/**
 * Each pair of consecutive points (oldest first) whose ranks lie on either side of the top `top`: ranked ≤ top at one
 * and not at the other (lower, or not ranked). Example, top 10: 12 → 9 enters, 9 → null leaves, null → 11 nothing.
 */
export function topCrossings(points: readonly RankAt[], top: number): TopCrossing[] {
  const out: TopCrossing[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1]!;
    const after = points[i]!;
    const entered = inTop(after.rank, top);
    if (entered !== inTop(before.rank, top))
      out.push({ at: after.at, entered, rank: after.rank, previousRank: before.rank });
  }
  return out;
}

/** What a keyword alert rule asks for: moves of at least `minChange` places (0: none), leaving the top 10. */
export interface KeywordAlertRule {
  minChange: number;
  top10Exit: boolean;
}

/** The top a keyword alert watches the app leave. */
export const KEYWORD_TOP = 10;

/** Why a keyword's move is reported. */
export interface KeywordMoveMatch {
  /** It moved by at least the rule's places (entering or leaving the results counts as any number of places). */
  moved: boolean;
  /** It left the top 10. */
  leftTop: boolean;
}

/**
 * Whether the app's rank for a keyword going from `previous` to `rank` between two collections (null: not in the
 * results) is asked for by `rule`; null when not. Example, minChange 5: 3 → 8 moved, 3 → 7 not; 2 → null moved.
 */
export function keywordMoveMatch(
  previous: number | null,
  rank: number | null,
  rule: KeywordAlertRule,
): KeywordMoveMatch | null {
  if (previous === rank) return null;
  const moved =
    rule.minChange > 0 && (previous === null || rank === null || Math.abs(rank - previous) >= rule.minChange);
  const leftTop = rule.top10Exit && inTop(previous, KEYWORD_TOP) && !inTop(rank, KEYWORD_TOP);
  return moved || leftTop ? { moved, leftTop } : null;
}

/** A rating fall this large between two consecutive day ends is an event. */
export const RATING_FALL = 0.1;
/** The earlier of the two ratings must rest on at least this many reviews (a few reviews swing an average widely). */
export const RATING_MIN_REVIEWS = 20;

/** A rating at one collected moment: how many reviews it rests on, and their average (null without any). */
export interface RatingAt {
  at: Date;
  reviews: number;
  average: number | null;
}

export interface RatingFall {
  at: Date;
  before: number;
  after: number;
  reviews: number;
}

/**
 * Each pair of consecutive points (oldest first) where the rating fell by at least RATING_FALL, the earlier one resting
 * on at least RATING_MIN_REVIEWS reviews. Example: 4.50 on 30 reviews → 4.40 on 36 is a fall; 4.50 → 4.41 is not.
 */
export function ratingFalls(points: readonly RatingAt[]): RatingFall[] {
  const out: RatingFall[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1]!;
    const after = points[i]!;
    if (before.average === null || after.average === null || before.reviews < RATING_MIN_REVIEWS) continue;
    // A hair of tolerance: averages are binary fractions (4.5 − 4.4 is 0.0999…).
    if (before.average - after.average >= RATING_FALL - 1e-9)
      out.push({ at: after.at, before: before.average, after: after.average, reviews: after.reviews });
  }
  return out;
}
