import { MEMBERSHIP_TEXTS, VIP_TO_SVIP_RATIO, type PaidTier, type Tier } from '@bangyan/contract';
import { giftEnd } from '../../access/membership.ts';

/**
 * The purchase rule: what buying a plan does to a user's paid membership (users.role and
 * role_end_at). Memberships end at a China midnight (exclusive), so they run through whole days.
 * The one-time SVIP trial (svip_trial_until) is separate: a purchase never changes it.
 */

/** The paid membership on a user's row. */
export interface Membership {
  role: Tier;
  endsAt: Date | null;
}

/** A plan's tier and length (an order keeps them). */
export type Purchase = { tier: PaidTier; months: number };

export type PurchaseOutcome = { ok: true; role: PaidTier; endsAt: Date } | { ok: false; msg: string };

/** The paid tier while it runs, with its end; null for the free tier or a membership past its end. */
function running(current: Membership, now: Date): { tier: PaidTier; endsAt: Date } | null {
  if (current.role === 'normal' || current.endsAt === null || current.endsAt.getTime() <= now.getTime()) return null;
  return { tier: current.role, endsAt: current.endsAt };
}

/**
 * `months` calendar months after the day that holds the instant before `ms`, through the end of that China day (0
 * months: the end of that day).
 */
const monthsAfter = (ms: number, months: number): Date => giftEnd(new Date(ms - 1), months);

/** VIP time as SVIP time, to the millisecond. */
const asSvipTime = (vipMs: number): number => Math.round(vipMs * VIP_TO_SVIP_RATIO);

/**
 * What a purchase does, or why it is refused:
 * - from the free tier or an expired membership, it starts now and runs through the same day
 *   `months` calendar months on (as the registration gift does);
 * - the running tier again: it extends from the current end by `months` calendar months;
 * - SVIP while VIP runs: SVIP starts now, and the VIP time left is converted to SVIP time at the
 *   ratio of the 1-month prices (VIP_TO_SVIP_RATIO) and added at the end, rounded up to whole days;
 * - VIP while SVIP runs: refused (nothing to gain).
 */
export function purchaseOutcome(current: Membership, purchase: Purchase, now: Date): PurchaseOutcome {
  if (purchase.tier === 'vip' && running(current, now)?.tier === 'svip')
    return { ok: false, msg: MEMBERSHIP_TEXTS.svipActive };
  return { ok: true, ...settlePurchase(current, purchase, now) };
}

/**
 * The purchase rule for a payment that has arrived, which is never refused: a VIP order opened
 * before an SVIP purchase and paid after it has its VIP time converted to SVIP time at the same
 * ratio, added at the SVIP's end. Otherwise as `purchaseOutcome`.
 */
export function settlePurchase(current: Membership, purchase: Purchase, now: Date): { role: PaidTier; endsAt: Date } {
  const run = running(current, now);
  if (run === null) return { role: purchase.tier, endsAt: giftEnd(now, purchase.months) };
  if (run.tier === purchase.tier) return { role: run.tier, endsAt: monthsAfter(run.endsAt.getTime(), purchase.months) };
  if (run.tier === 'vip') {
    const vipLeft = run.endsAt.getTime() - now.getTime();
    return { role: 'svip', endsAt: monthsAfter(giftEnd(now, purchase.months).getTime() + asSvipTime(vipLeft), 0) };
  }
  const vipBought = giftEnd(now, purchase.months).getTime() - now.getTime();
  return { role: 'svip', endsAt: monthsAfter(run.endsAt.getTime() + asSvipTime(vipBought), 0) };
}
