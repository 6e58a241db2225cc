/**
 * Too-frequent operations (spec 2.5, 8): a visitor (by IP, and by session when logged in) who does
 * an operation more often than its limit is blocked; every guarded call then answers code 418, and
 * the web client sends the visitor to /frequentOperation, where a passed slide check (POST
 * /v1/index/freeChecking) lifts the block. Counters and blocks live in the key/value store (Redis
 * when configured), so every server process shares them.
 */
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import { KvUnavailable, type KvStore } from '../infra/kv.ts';
import { requestSessionHash } from '../session/sessions.ts';

export interface FrequencyLimit {
  max: number;
  windowSeconds: number;
}

/** Per operation: at most `max` within `windowSeconds` from the first. */
export const FREQUENCY_LIMITS = {
  feedback: { max: 5, windowSeconds: 600 },
  /** Password logins (each account also locks after 5 failures). */
  login: { max: 30, windowSeconds: 600 },
  /** Verification codes sent (each recipient also waits 60 s between codes). */
  code: { max: 10, windowSeconds: 600 },
  /** Any data request (the server's RATE_LIMIT_PER_MINUTE sets `max`). */
  data: { max: 600, windowSeconds: 60 },
  /** Public forms' leads and ASO delivery requests. */
  lead: { max: 5, windowSeconds: 600 },
} as const satisfies Record<string, FrequencyLimit>;
export type FrequencyScope = keyof typeof FREQUENCY_LIMITS;

/** How long a block lasts unless a slide check lifts it. */
export const BLOCK_SECONDS = 1800;

const blockKey = (who: string) => `freq:block:${who}`;
const countKey = (scope: string, who: string) => `freq:count:${scope}:${who}`;

/** Whom a request counts for: its IP and, with a session cookie, that session (by its token's hash). */
export function visitorKeys(req: FastifyRequest): string[] {
  const session = requestSessionHash(req);
  return [`ip:${req.ip}`, ...(session === null ? [] : [`session:${session}`])];
}

/** What a visitor reads when no code can be sent because the store that limits them is unreachable. */
export const CODES_UNAVAILABLE_TEXT = '验证码暂时无法发送，请稍后再试';

/**
 * Counts one `scope` operation for each key; throws 418 when one is blocked or goes over the limit. Without the
 * store (Redis unreachable) nothing is counted and the operation goes on (fail open), but for codes: a code costs
 * money and reaches someone's phone or mailbox, so none is sent without its limit (fail closed).
 */
export async function guardFrequency(
  kv: KvStore,
  who: readonly string[],
  scope: FrequencyScope,
  limit: FrequencyLimit = FREQUENCY_LIMITS[scope],
): Promise<void> {
  try {
    for (const key of who) if ((await kv.get(blockKey(key))) !== null) throw new ApiFailure(ErrorCode.TOO_FREQUENT);
    for (const key of who) {
      if ((await kv.increment(countKey(scope, key), limit.windowSeconds)) > limit.max) {
        await kv.set(blockKey(key), scope, BLOCK_SECONDS);
        throw new ApiFailure(ErrorCode.TOO_FREQUENT);
      }
    }
  } catch (err) {
    if (!(err instanceof KvUnavailable)) throw err;
    if (scope === 'code') throw new ApiFailure(ErrorCode.SERVER_ERROR, CODES_UNAVAILABLE_TEXT);
  }
}

/** Lifts the blocks of the keys and starts their counts afresh. */
export async function liftBlock(kv: KvStore, who: readonly string[]): Promise<void> {
  await kv.delete(
    ...who.flatMap((key) => [blockKey(key), ...Object.keys(FREQUENCY_LIMITS).map((scope) => countKey(scope, key))]),
  );
}

/**
 * Endpoints the data limit leaves alone: the way out of a block, and the user-info check (a blocked visitor is still
 * logged in).
 */
const UNLIMITED = new Set([
  '/v1/slide/challenge',
  '/v1/slide/verify',
  '/v1/index/freeChecking',
  '/v1/user/userData',
  '/v1/user/logout',
  '/v1/user/publicKey',
]);

/** The data-request guard of every other /v1 (and /api/v2) call; `perMinute` 0 turns it off. */
export function dataRateGuard(kv: KvStore, perMinute: number) {
  return async (req: FastifyRequest): Promise<void> => {
    if (perMinute === 0 || !(req.url.startsWith('/v1/') || req.url.startsWith('/api/'))) return;
    const path = req.url.split('?')[0]!;
    if (UNLIMITED.has(path)) return;
    await guardFrequency(kv, visitorKeys(req), 'data', { ...FREQUENCY_LIMITS.data, max: perMinute });
  };
}
