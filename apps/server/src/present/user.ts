/** A user as the contract shows them (spec 3 user info). */
import { formatDate, type UserInfo } from '@bangyan/contract';
import { effectiveTier, runningMemberships } from '../access/membership.ts';
import type { UserRow } from '../session/users.ts';

/** The China day an end instant closes: a membership ending at midnight runs through the day before. */
export const lastDayText = (end: Date): string => formatDate(new Date(end.getTime() - 1));

/** User info as spec 3 has it; a membership past its end reads as the free tier. */
export function presentUser(row: UserRow, now: Date, firstLogin = row.first_login): UserInfo {
  const { tier, endsAt } = effectiveTier(row, now);
  return {
    uid: Number(row.uid),
    nickname: row.nickname,
    avatar_url: row.avatar_url,
    roleStr: tier,
    roleEndDate: endsAt === null ? '' : lastDayText(endsAt),
    memberships: runningMemberships(row, now).map((m) => ({
      tier: m.tier,
      kind: m.kind,
      endDate: lastDayText(m.endsAt),
    })),
    firstLogin,
    bangListType: row.bang_list_type,
    svipTrialUsed: row.svip_trial_until !== null,
    wechatBound: row.wechat_openid !== null,
  };
}
