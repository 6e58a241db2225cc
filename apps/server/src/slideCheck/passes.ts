/**
 * Slide verification of our own (spec 2.5, 9): the server issues a one-time challenge for a
 * scene, checks the drag (track.ts) and answers a pass — sessionId, token and a random one-time
 * signature — that a form then sends as csessionid, nc_token, sig, scene and appkey. A pass is
 * kept by the server (Redis when configured) and can be used once, within PASS_TTL_SECONDS.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ApiFailure,
  ErrorCode,
  SLIDE_DISTANCE_PX,
  SLIDE_EXPIRED,
  SLIDE_FAILED,
  VALIDATION_MESSAGES,
  type SlidePoint,
  type SlideProof,
} from '@bangyan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KvStore } from '../infra/kv.ts';
import { judgeTrack } from './track.ts';

export const CHALLENGE_TTL_SECONDS = 120;
export const PASS_TTL_SECONDS = 300;
/** How long a passing track is remembered: a hand never draws the same one twice, a replaying script does. */
export const TRACK_MEMORY_SECONDS = 86_400;

const challengeKey = (token: string) => `slide:challenge:${token}`;
const passKey = (sessionId: string) => `slide:pass:${sessionId}`;

export async function issueChallenge(
  kv: KvStore,
  scene: string,
): Promise<{ token: string; distance: number; expiresIn: number }> {
  const token = randomBytes(24).toString('base64url');
  await kv.set(challengeKey(token), scene, CHALLENGE_TTL_SECONDS);
  return { token, distance: SLIDE_DISTANCE_PX, expiresIn: CHALLENGE_TTL_SECONDS };
}

/** Checks a drag against its challenge (one attempt per challenge) and answers a pass. */
export async function verifyDrag(
  kv: KvStore,
  log: FastifyBaseLogger,
  input: { token: string; scene: string; track: readonly SlidePoint[] },
): Promise<{ sessionId: string; token: string; sig: string }> {
  if ((await kv.take(challengeKey(input.token))) !== input.scene) {
    throw new ApiFailure(ErrorCode.BAD_REQUEST, SLIDE_EXPIRED);
  }
  const fingerprint = createHash('sha256').update(JSON.stringify(input.track)).digest('base64url');
  const refusal =
    judgeTrack(input.track, SLIDE_DISTANCE_PX) ??
    ((await kv.setIfAbsent(`slide:track:${fingerprint}`, TRACK_MEMORY_SECONDS)) ? null : 'a track seen before');
  if (refusal !== null) {
    log.info({ refusal }, 'slide check failed');
    throw new ApiFailure(ErrorCode.BAD_REQUEST, SLIDE_FAILED);
  }
  const sessionId = randomBytes(16).toString('hex');
  const sig = randomBytes(32).toString('base64url');
  await kv.set(passKey(sessionId), `${input.token} ${input.scene} ${sig}`, PASS_TTL_SECONDS);
  return { sessionId, token: input.token, sig };
}

/** Uses up a pass sent with a form; a missing, used, expired or altered pass is refused. */
export async function consumePass(kv: KvStore, proof: SlideProof): Promise<void> {
  const stored = await kv.take(passKey(proof.csessionid));
  if (stored === null) throw new ApiFailure(ErrorCode.BAD_REQUEST, SLIDE_EXPIRED);
  const expected = Buffer.from(stored);
  const sent = Buffer.from(`${proof.nc_token} ${proof.scene} ${proof.sig}`);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) {
    throw new ApiFailure(ErrorCode.BAD_REQUEST, VALIDATION_MESSAGES.slideRequired);
  }
}
