/** What the requester's tier opens: how far back in history they may read, and exports. */
import {
  ApiFailure,
  earliestHistoryDay,
  ErrorCode,
  EXPORT_LIMIT_FAILURE,
  formatDateYmd,
  historyLimitFailure,
  TIER_CAN_EXPORT,
  TIER_HISTORY_DAYS,
  type Tier,
} from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { optionalUser } from '../session/current.ts';
import { effectiveTier } from './membership.ts';

/** The tier of whoever asks: a visitor reads as the free tier. */
export async function requesterTier(req: FastifyRequest, deps: Deps): Promise<Tier> {
  const user = await optionalUser(req, deps);
  return user ? effectiveTier(user, new Date()).tier : 'normal';
}

/**
 * Ranking and detail pages' history depth (TIER_HISTORY_DAYS): answers the tier's limit (code 2
 * for free, 3 for VIP, with the way up) when `day` ('YYYYMMDD') lies before the first day the
 * requester's tier may see, counted back from the China day of the market's now.
 */
export async function assertHistoryDay(req: FastifyRequest, deps: Deps, day: string): Promise<void> {
  const today = formatDateYmd(deps.marketNow());
  // Recent days are open to everyone: no session lookup for the common case.
  if (day >= (earliestHistoryDay('normal', today) ?? day)) return;
  const tier = await requesterTier(req, deps);
  const earliest = earliestHistoryDay(tier, today);
  if (earliest === null || day >= earliest) return;
  const { code, msg } = historyLimitFailure(tier === 'svip' ? 'vip' : tier);
  throw new ApiFailure(code, msg);
}

/**
 * A span of `days` days of history (estimate pages: spans ending at the latest estimated day) must
 * fit the requester's tier depth (TIER_HISTORY_DAYS): else the tier's limit (code 2 / 3). Answers
 * the depth (null: all history).
 */
export async function assertHistorySpan(req: FastifyRequest, deps: Deps, days: number): Promise<number | null> {
  const tier = await requesterTier(req, deps);
  const depth = TIER_HISTORY_DAYS[tier];
  if (depth !== null && days > depth) {
    const { code, msg } = historyLimitFailure(tier === 'svip' ? 'vip' : tier);
    throw new ApiFailure(code, msg);
  }
  return depth;
}

/** Exports are for members (TIER_CAN_EXPORT): a visitor answers 401, the free tier its limit (code 2). */
export async function assertCanExport(req: FastifyRequest, deps: Deps): Promise<void> {
  const user = await optionalUser(req, deps);
  if (!user) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN);
  if (!TIER_CAN_EXPORT[effectiveTier(user, new Date()).tier]) {
    throw new ApiFailure(EXPORT_LIMIT_FAILURE.code, EXPORT_LIMIT_FAILURE.msg);
  }
}
