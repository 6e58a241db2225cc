/**
 * Running totals of a daily quantity from history's start (rating counts, Android download counts):
 * total_i(t) = Σ_{days d before t's day} daily_i(d) + share(t)·daily_i(day of t), where share(t) is
 * the part of a day's downloads that falls before t (the hourly profile). Every daily value is ≥ 0,
 * so totals never fall. Sums are kept at checkpoints every 8 days, built in order from the start
 * (so they do not depend on who asked first); a total adds at most 7 days to a checkpoint. Daily
 * values come from whole-day vectors, so a total is the same whichever way it is reached.
 */
import { HOUR_MS } from '@bangyan/contract';
import { dayOf, firstHourOfDay } from './clock.ts';
import { HOURLY_PROFILE, profileBefore } from './demand.ts';
import { Lru } from './lru.ts';

const STRIDE = 8;

export class Cumulative {
  private readonly checkpoints: Float64Array[] = [new Float64Array(0)];
  private readonly recent = new Lru<number, Float64Array>(2 * STRIDE);

  constructor(
    private readonly firstDay: number,
    /** daily_i(d) for every item that exists on day d. */
    private readonly dailyVector: (d: number) => Float64Array,
  ) {}

  private daily(d: number): Float64Array {
    return this.recent.getOrCreate(d, () => this.dailyVector(d));
  }

  /** Total of item i from history's start up to t (0 before the start). */
  at(i: number, t: number): number {
    const day = dayOf(t);
    if (day < this.firstDay) return 0;
    const j = Math.floor((day - this.firstDay) / STRIDE);
    const base = this.checkpoint(j);
    let total = base[i] ?? 0;
    for (let d = this.firstDay + j * STRIDE; d < day; d++) total += this.daily(d)[i] ?? 0;
    return total + shareOfDayBefore(t) * (this.daily(day)[i] ?? 0);
  }

  private checkpoint(j: number): Float64Array {
    while (this.checkpoints.length <= j) {
      const k = this.checkpoints.length;
      const previous = this.checkpoints[k - 1] as Float64Array;
      const from = this.firstDay + (k - 1) * STRIDE;
      const vectors = Array.from({ length: STRIDE }, (_, s) => this.daily(from + s));
      const size = Math.max(previous.length, ...vectors.map((v) => v.length));
      const next = new Float64Array(size);
      next.set(previous);
      for (const v of vectors) for (let i = 0; i < v.length; i++) next[i] = (next[i] as number) + (v[i] as number);
      this.checkpoints.push(next);
    }
    return this.checkpoints[j] as Float64Array;
  }
}

/** Share of a China day's downloads that falls before t. */
export function shareOfDayBefore(t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  const hourOfDay = hour - firstHourOfDay(dayOf(t));
  const within = (t - hour * HOUR_MS) / HOUR_MS;
  return profileBefore(hourOfDay) + within * (HOURLY_PROFILE[hourOfDay] as number);
}
