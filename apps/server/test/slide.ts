/**
 * Drags for tests: a person's (eases in and out, settles at the end, never quite the same twice: the server refuses a
 * track it has seen) and a script's (one speed).
 */
import { randomInt } from 'node:crypto';
import { SLIDE_DISTANCE_PX, type SlidePoint } from '@bangyan/contract';

export function humanDrag(ms = 900, steps = 30, distance = SLIDE_DISTANCE_PX): SlidePoint[] {
  const points: SlidePoint[] = [[0, 0]];
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    const t = Math.round(ms * p + ((i % 3) * ms) / steps / 3) + randomInt(0, 3);
    const wobble = i < steps ? randomInt(-1, 2) : 0;
    points.push([t, Math.min(distance + 2, Math.round(distance * eased * 1.01) + wobble)]);
  }
  points.push([ms + 40, distance]);
  return points;
}

export function robotDrag(ms = 900, steps = 30, distance = SLIDE_DISTANCE_PX): SlidePoint[] {
  const at = (i: number) => [Math.round((ms * i) / steps), Math.round((distance * i) / steps)] as const;
  return Array.from({ length: steps + 1 }, (_, i) => at(i));
}

/** A drag as the browser sends it. */
export const trackText = (points: readonly SlidePoint[]) => points.map(([t, x]) => `${t},${x}`).join(';');
