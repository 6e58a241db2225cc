/** The logged-in user as every account endpoint answers them (spec 3 'User info'). */
import { z } from 'zod';
import { PAID_TIERS } from '../constants/membership.ts';
import { TIERS } from '../constants/tiers.ts';

/** A membership running now: the one-time SVIP trial or the paid membership, with its last day. */
export const runningMembershipSchema = z.object({
  tier: z.enum(PAID_TIERS),
  /** 'trial': the 7-day SVIP trial; 'paid': bought (or given: the registration gift, an operator's grant). */
  kind: z.enum(['trial', 'paid']),
  /** The last day, China calendar ('YYYY-MM-DD'). */
  endDate: z.string(),
});
export type RunningMembership = z.infer<typeof runningMembershipSchema>;

/** User info (spec 3): `uid` present means logged in. */
export const userInfoSchema = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  avatar_url: z.string(),
  /** The tier in force: the highest running membership (the later-ending one of the same tier). */
  roleStr: z.enum(TIERS),
  /** The last day of the membership in force, China calendar ('YYYY-MM-DD'); '' for the free tier. */
  roleEndDate: z.string(),
  /**
   * Every membership running now, the one in force first (higher tier, then later end): an SVIP trial and a paid
   * VIP beneath it both appear; empty for the free tier.
   */
  memberships: z.array(runningMembershipSchema),
  firstLogin: z.boolean(),
  bangListType: z.enum(['card', 'list']),
  /** Whether the one-time 7-day SVIP trial was claimed. */
  svipTrialUsed: z.boolean(),
  /** Whether a WeChat account is bound (for WeChat login and reminders). */
  wechatBound: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
