/**
 * Whether a slide drag looks like a person's: it starts at the left, reaches the right end, takes
 * a human time, hardly moves back, and its speed varies (a script moves at one speed or jumps).
 */
import type { SlidePoint } from '@bangyan/contract';

export const TRACK_RULES = {
  minPoints: 8,
  /** The first point is the press: at most this late and this far from the left end. */
  startMs: 100,
  startPx: 8,
  minMs: 300,
  maxMs: 20_000,
  /** The last point may stop this short of the right end. */
  endSlackPx: 4,
  /** Largest step back (a hand wobbles a little, it does not return). */
  maxBackstepPx: 12,
  /** Speed between points must vary at least this much (coefficient of variation). */
  minSpeedVariation: 0.15,
  /** Moves with time between them needed to judge the speed. */
  minTimedMoves: 5,
} as const;

/** Null for a human-like drag over `distance` pixels, else why it is not (for the log). */
export function judgeTrack(points: readonly SlidePoint[], distance: number, rules = TRACK_RULES): string | null {
  if (points.length < rules.minPoints) return `only ${points.length} points`;
  const [t0, x0] = points[0]!;
  if (t0 < 0 || t0 > rules.startMs || Math.abs(x0) > rules.startPx) return `starts at ${t0} ms, ${x0} px`;
  const speeds: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const [t, x] = points[i]!;
    const [tp, xp] = points[i - 1]!;
    if (t < tp) return `time goes back at point ${i}`;
    if (x < -rules.startPx || x > distance + rules.endSlackPx) return `leaves the track at point ${i}`;
    if (xp - x > rules.maxBackstepPx) return `steps back ${xp - x} px at point ${i}`;
    if (t > tp && x !== xp) speeds.push(Math.abs(x - xp) / (t - tp));
  }
  const [tEnd, xEnd] = points.at(-1)!;
  const duration = tEnd - t0;
  if (duration < rules.minMs || duration > rules.maxMs) return `takes ${duration} ms`;
  if (xEnd < distance - rules.endSlackPx) return `stops at ${xEnd} of ${distance} px`;
  if (speeds.length < rules.minTimedMoves) return `only ${speeds.length} timed moves`;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, v) => a + (v - mean) ** 2, 0) / speeds.length);
  if (sd / mean < rules.minSpeedVariation) return `speed varies ${(sd / mean).toFixed(3)}`;
  return null;
}
