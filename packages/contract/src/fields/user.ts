/** The logged-in user as every account endpoint answers them (spec 3 'User info'). */
import { z } from 'zod';
import { TIERS } from '../constants/tiers.ts';

/** User info (spec 3): `uid` present means logged in. */
export const userInfoSchema = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  avatar_url: z.string(),
  roleStr: z.enum(TIERS),
  /** The last day of the membership, China calendar ('YYYY-MM-DD'); '' for the free tier. */
  roleEndDate: z.string(),
  firstLogin: z.boolean(),
  bangListType: z.enum(['card', 'list']),
  /** Whether the one-time 7-day SVIP trial was claimed. */
  svipTrialUsed: z.boolean(),
  /** Whether a WeChat account is bound (for WeChat login and reminders). */
  wechatBound: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
