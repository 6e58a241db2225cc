/**
 * Too-frequent operations (spec 2.5, 8): an IP that does an operation more often than its limit
 * is blocked; every guarded call then answers code 418, and the web client sends the visitor to
 * /frequentOperation, where a passed slide check (POST /v1/index/freeChecking) lifts the block.
 * Counters and blocks live in the key/value store (Redis when configured).
 */
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import type { KvStore } from '../infra/kv.ts';

/** Per operation: at most `max` within `windowSeconds` from the first. */
export const FREQUENCY_LIMITS = {
  feedback: { max: 5, windowSeconds: 600 },
  /** Password logins (each account also locks after 5 failures). */
  login: { max: 30, windowSeconds: 600 },
  /** Verification codes sent (each recipient also waits 60 s between codes). */
  code: { max: 10, windowSeconds: 600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;
export type FrequencyScope = keyof typeof FREQUENCY_LIMITS;

/** How long a block lasts unless a slide check lifts it. */
export const BLOCK_SECONDS = 1800;

const blockKey = (ip: string) => `freq:block:${ip}`;
const countKey = (scope: string, ip: string) => `freq:count:${scope}:${ip}`;

/** Counts one `scope` operation of `ip`; throws 418 when the IP is blocked or this one is over the limit. */
export async function guardFrequency(kv: KvStore, ip: string, scope: FrequencyScope): Promise<void> {
  if ((await kv.get(blockKey(ip))) !== null) throw new ApiFailure(ErrorCode.TOO_FREQUENT);
  const { max, windowSeconds } = FREQUENCY_LIMITS[scope];
  if ((await kv.increment(countKey(scope, ip), windowSeconds)) > max) {
    await kv.set(blockKey(ip), scope, BLOCK_SECONDS);
    throw new ApiFailure(ErrorCode.TOO_FREQUENT);
  }
}

/** Lifts the block of `ip` and starts its counts afresh. */
export async function liftBlock(kv: KvStore, ip: string): Promise<void> {
  await kv.delete(blockKey(ip), ...Object.keys(FREQUENCY_LIMITS).map((scope) => countKey(scope, ip)));
}
