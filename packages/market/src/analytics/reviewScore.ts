/**
 * An app's review score over time (pages.md "iOS app detail" review: score trend): each day's
 * average star of the reviews written that day, and the running average of every collected review
 * up to the day's end.
 */

/** One day's reviews: how many of each star (index 0 = 1 star … 4 = 5 stars). */
export interface ReviewDay {
  day: string;
  stars: readonly [number, number, number, number, number];
}

export interface ScorePoint {
  day: string;
  /** Reviews written that day. */
  count: number;
  /** Their average star; null on a day without reviews. */
  average: number | null;
  /** The average star of every review up to the day's end (those before the span included); null before any. */
  running: number | null;
}

/**
 * Σ star·count / Σ count per day, and the same over everything up to each day, starting from the
 * reviews before the first day (`before`: their count and star sum). Example: before 2 reviews
 * summing 8 stars, a day of one 5 and one 1 → average 3, running (8 + 6) / 4 = 3.5.
 */
export function reviewScoreTrend(
  days: readonly ReviewDay[],
  before: { count: number; starSum: number } = { count: 0, starSum: 0 },
): ScorePoint[] {
  let count = before.count;
  let sum = before.starSum;
  return days.map((d) => {
    const n = d.stars.reduce((s, c) => s + c, 0);
    const stars = d.stars.reduce((s, c, i) => s + c * (i + 1), 0);
    count += n;
    sum += stars;
    return { day: d.day, count: n, average: n === 0 ? null : stars / n, running: count === 0 ? null : sum / count };
  });
}
