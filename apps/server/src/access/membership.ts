/** Memberships: the tier a user's row has now, and the China day a term of months runs through. */
import { CHINA_UTC_OFFSET_MS, formatDate, type PaidTier, type Tier } from '@bangyan/contract';
import type { UserRow } from '../session/users.ts';

/** The end of the China day `months` months after `from`: a gift runs through its last day. */
export function giftEnd(from: Date, months: number): Date {
  const day = formatDate(from);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = Math.min(d, new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0)).getUTCDate());
  // Midnight China time (UTC+8) after that day.
  return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), lastDay + 1) - CHINA_UTC_OFFSET_MS);
}

/** A membership running now: the SVIP trial or the paid one (users.role, role_end_at), with its end instant. */
export interface Running {
  tier: PaidTier;
  kind: 'trial' | 'paid';
  endsAt: Date;
}

/**
 * Every membership a user's row has running now, the one in force first: the higher tier, then the later end (an
 * SVIP trial over a paid VIP; a paid SVIP over the trial when it ends later). The trial and the paid membership
 * run side by side: a paid VIP bought during the trial runs beneath it and goes on after it.
 */
export function runningMemberships(row: UserRow, now: Date): Running[] {
  const list: Running[] = [];
  const runs = (end: Date | null): end is Date => end !== null && end.getTime() > now.getTime();
  if (row.role !== 'normal' && runs(row.role_end_at))
    list.push({ tier: row.role, kind: 'paid', endsAt: row.role_end_at });
  if (runs(row.svip_trial_until)) list.push({ tier: 'svip', kind: 'trial', endsAt: row.svip_trial_until });
  const rank = (r: Running) => (r.tier === 'svip' ? 1 : 0);
  return list.sort((a, b) => rank(b) - rank(a) || b.endsAt.getTime() - a.endsAt.getTime());
}

/** The tier a user has now and its end: the running membership in force (runningMemberships), else free. */
export function effectiveTier(row: UserRow, now: Date): { tier: Tier; endsAt: Date | null } {
  const [inForce] = runningMemberships(row, now);
  return inForce ? { tier: inForce.tier, endsAt: inForce.endsAt } : { tier: 'normal', endsAt: null };
}
