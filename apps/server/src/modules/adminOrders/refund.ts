/**
 * The refund rule: what marking a paid order refunded does to the user's paid membership (users.role and role_end_at).
 * The membership the order bought is taken back:
 * - nothing changed since the order was paid (the row still has the tier and end the order set): the membership goes
 *   back to what it was before the order;
 * - else the time the order added is taken off the current end: from the end before it (the same tier extended) or
 *   from its payment (a new or upgraded membership) to the end it set; VIP time taken off an SVIP membership counts
 *   at the 1-month price ratio, as a purchase converts it (`VIP_TO_SVIP_RATIO`);
 * - a membership that ends by then, or one already over, is none.
 * The SVIP trial is never touched.
 */
import { VIP_TO_SVIP_RATIO, type PaidTier, type Tier } from '@bangyan/contract';

export interface Membership {
  role: Tier;
  endsAt: Date | null;
}

/** What a paid order recorded: the membership before and after it, and when it was paid. */
export interface PaidOrder {
  tier: PaidTier;
  paidAt: Date;
  before: Membership;
  after: { role: PaidTier; endsAt: Date };
}

const NONE: Membership = { role: 'normal', endsAt: null };

const running = (m: Membership, now: Date) => m.role !== 'normal' && m.endsAt !== null && m.endsAt > now;

/** The membership after the order's refund, at `now`. */
export function refundedMembership(order: PaidOrder, current: Membership, now: Date): Membership {
  const unchanged = current.role === order.after.role && current.endsAt?.getTime() === order.after.endsAt.getTime();
  if (unchanged) return running(order.before, now) ? order.before : NONE;
  if (!running(current, now)) return NONE;
  const extended =
    order.before.role === order.after.role && order.before.endsAt !== null && order.before.endsAt > order.paidAt;
  const from = extended ? order.before.endsAt! : order.paidAt;
  const added = Math.max(0, order.after.endsAt.getTime() - from.getTime());
  const taken = order.after.role === 'vip' && current.role === 'svip' ? Math.round(added * VIP_TO_SVIP_RATIO) : added;
  const endsAt = new Date(current.endsAt!.getTime() - taken);
  return endsAt > now ? { role: current.role, endsAt } : NONE;
}
