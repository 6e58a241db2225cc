/**
 * "Full jitter" backoff (AWS Architecture Blog, "Exponential Backoff and Jitter"): a uniform wait
 * between 0 and the capped exponential. It spreads retries from many clients better than a fixed
 * exponential with a little jitter on top.
 */
export function fullJitterDelay(retry: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}
