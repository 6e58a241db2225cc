/**
 * The target rank a keyword starts with: the top 10 for a keyword the app is outside of, the top 3 from inside the
 * top 10, first place from inside the top 3.
 */
export function defaultTarget(rank: number | null): number {
  if (rank === null || rank > 10) return 10;
  return rank > 3 ? 3 : 1;
}
