import {
  freeChecking,
  SLIDE_APP_KEY,
  SLIDE_SCENE,
  slideChallenge,
  slideVerify,
  type SlidePoint,
  type SlideProof,
} from '@bangyan/contract';
import { request } from './client.ts';

/** A fresh one-time slide challenge (its token and how far the handle must travel). */
export const fetchSlideChallenge = () => request(slideChallenge, { scene: SLIDE_SCENE });

/** Sends a finished drag; a pass comes back as the proof forms send (spec 3 'Slide result'). */
export async function verifySlide(
  token: string,
  track: readonly SlidePoint[],
): Promise<{ proof: SlideProof } | { msg: string }> {
  const envelope = await request(slideVerify, {
    token,
    scene: SLIDE_SCENE,
    appkey: SLIDE_APP_KEY,
    track: track.map(([t, x]) => `${t},${x}`).join(';'),
  });
  if (envelope.code !== 0) return { msg: envelope.msg };
  const { sessionId, sig } = envelope.data;
  return {
    proof: { csessionid: sessionId, nc_token: envelope.data.token, sig, scene: SLIDE_SCENE, appkey: SLIDE_APP_KEY },
  };
}

/** Lifts a too-frequent block with a passed slide check (spec 2.5 frequent-operation page). */
export const freeCheck = (proof: SlideProof) => request(freeChecking, proof);
