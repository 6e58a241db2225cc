/** Ordering shared by the ranked lists. */

/** Ascending order of ids, numbers (iOS) or package names (Android) alike: the last tie-break of every ranked list. */
export function compareIds<T>(x: T, y: T): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
