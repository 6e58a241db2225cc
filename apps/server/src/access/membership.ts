/** Memberships: the tier a user's row has now, and the China day a term of months runs through. */
import { CHINA_UTC_OFFSET_MS, formatDate, type Tier } from '@bangyan/contract';
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

/**
 * The tier a user has now and its end: a running SVIP trial (or a paid SVIP, when that ends later),
 * else the membership while it lasts, else free.
 */
export function effectiveTier(row: UserRow, now: Date): { tier: Tier; endsAt: Date | null } {
  const paid =
    row.role !== 'normal' && row.role_end_at !== null && row.role_end_at.getTime() > now.getTime()
      ? { tier: row.role, endsAt: row.role_end_at }
      : null;
  const trial =
    row.svip_trial_until !== null && row.svip_trial_until.getTime() > now.getTime() ? row.svip_trial_until : null;
  if (trial !== null && !(paid?.tier === 'svip' && paid.endsAt.getTime() > trial.getTime())) {
    return { tier: 'svip', endsAt: trial };
  }
  return paid ?? { tier: 'normal', endsAt: null };
}
