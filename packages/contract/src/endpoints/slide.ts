/**
 * The slide check (spec 2.5, 3 'Slide result', 5): a one-time challenge, the check of a drag, and
 * lifting the too-frequent block with a pass. Forms carry a pass as fields/slide.ts's fields.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SLIDE_APP_KEY, SLIDE_SCENE_INVALID, SLIDE_TRACK_INVALID, SLIDE_TRACK_MAX_POINTS } from '../constants/slide.ts';
import { slideProofSchema, slideScene as scene, slideToken as token } from '../fields/slide.ts';

/** One point of a drag: milliseconds since the press and the handle's offset in pixels. */
export type SlidePoint = readonly [t: number, x: number];

/** A drag as the browser sends it: "t,x;t,x;…" with integer milliseconds and pixel offsets. */
export const slideTrack = z
  .string(SLIDE_TRACK_INVALID)
  .max(SLIDE_TRACK_MAX_POINTS * 16, SLIDE_TRACK_INVALID)
  .regex(/^-?\d{1,6},-?\d{1,4}(;-?\d{1,6},-?\d{1,4})*$/, SLIDE_TRACK_INVALID)
  .transform((s): SlidePoint[] => s.split(';').map((p) => p.split(',').map(Number) as unknown as SlidePoint))
  .refine((points) => points.length <= SLIDE_TRACK_MAX_POINTS, { message: SLIDE_TRACK_INVALID });

export const slideChallenge = defineEndpoint({
  method: 'GET',
  path: '/v1/slide/challenge',
  tag: 'slide',
  summary: '滑动验证：发放挑战 (a one-time slide challenge for a scene)',
  query: z.object({ scene }),
  data: z.object({ token: z.string(), distance: z.number().int(), expiresIn: z.number().int() }),
});

export const slideVerify = defineEndpoint({
  method: 'POST',
  path: '/v1/slide/verify',
  tag: 'slide',
  summary: '滑动验证：校验拖动轨迹 (checks the drag; a pass answers the one-time result)',
  body: z.object({ token, scene, appkey: z.literal(SLIDE_APP_KEY, SLIDE_SCENE_INVALID), track: slideTrack }),
  data: z.object({ sessionId: z.string(), token: z.string(), sig: z.string() }),
});

export const freeChecking = defineEndpoint({
  method: 'POST',
  path: '/v1/index/freeChecking',
  tag: 'slide',
  summary: '频繁操作解除 (a passed slide check lifts the too-frequent block, spec 2.5)',
  body: slideProofSchema,
  data: z.null(),
});
