/** The slide check's fields (spec 3 'Slide result', 5): its scene, a challenge token, and a pass. */
import { z } from 'zod';
import { SLIDE_APP_KEY, SLIDE_SCENE, SLIDE_SCENE_INVALID } from '../constants/slide.ts';
import { VALIDATION_MESSAGES } from '../helpers/validation.ts';

/** Spec 5: a form that needs the slide check, sent without a pass. */
const SLIDE_REQUIRED = VALIDATION_MESSAGES.slideRequired;
export const slideScene = z.literal(SLIDE_SCENE, SLIDE_SCENE_INVALID);
export const slideToken = z.string(SLIDE_REQUIRED).regex(/^[A-Za-z0-9_-]{16,64}$/, SLIDE_REQUIRED);

/** The fields a form sends to prove a passed slide check (spec 3 'Slide result'). */
export const slideProofFields = {
  csessionid: z.string(SLIDE_REQUIRED).regex(/^[a-f0-9]{32}$/, SLIDE_REQUIRED),
  nc_token: slideToken,
  sig: z.string(SLIDE_REQUIRED).regex(/^[A-Za-z0-9_-]{43}$/, SLIDE_REQUIRED),
  scene: slideScene,
  appkey: z.literal(SLIDE_APP_KEY, SLIDE_REQUIRED),
};
/** A pass as forms send it. */
export const slideProofSchema = z.object(slideProofFields);
export type SlideProof = {
  csessionid: string;
  nc_token: string;
  sig: string;
  scene: typeof SLIDE_SCENE;
  appkey: typeof SLIDE_APP_KEY;
};
