import { ErrorCode } from '../envelope.ts';
import { CHINA_UTC_OFFSET_MS, DAY_MS } from '../time/index.ts';

/** Membership tiers by the user's roleStr (spec 1, 3, 6). */
export const TIERS = ['normal', 'vip', 'svip'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  normal: '普通用户',
  vip: 'VIP',
  svip: 'SVIP',
};

/**
 * What a quota counts; appKeyword is per app (the keywords watched for one app in one storefront),
 * asoKeyword per China day (keywords added for the platform to track, every app together).
 */
export type LimitKind = 'follow' | 'keyword' | 'monitor' | 'appKeyword' | 'asoKeyword';

/** Every per-tier quota in one table (spec 6); the server enforces these and the messages quote them. */
export const TIER_LIMITS: Record<Tier, Record<LimitKind, number>> = {
  normal: { follow: 10, keyword: 10, monitor: 3, appKeyword: 5, asoKeyword: 10 },
  vip: { follow: 20, keyword: 50, monitor: 20, appKeyword: 20, asoKeyword: 50 },
  svip: { follow: 100, keyword: 100, monitor: 50, appKeyword: 50, asoKeyword: 200 },
};

/** Registration advertises two months of VIP (spec 1, 9). */
export const REGISTRATION_GIFT = { tier: 'vip', months: 2 } as const satisfies { tier: Tier; months: number };

/** Home's trial button for logged-in non-svip users (spec 1, 9). */
export const SVIP_TRIAL_DAYS = 7;

/** Any roleStr other than vip or svip (the spec's "other") is the free tier. */
export function parseRoleStr(roleStr: string | null | undefined): Tier {
  return roleStr === 'vip' || roleStr === 'svip' ? roleStr : 'normal';
}

/**
 * The instant a membership stops. A date-only value ('2026-11-22') means the whole of that day in
 * China time; any other string is parsed as a timestamp; a number is milliseconds since the epoch.
 * Null when the value is absent or unreadable.
 */
export function membershipEnd(roleEndDate: Date | string | number | null | undefined): number | null {
  if (roleEndDate === null || roleEndDate === undefined || roleEndDate === '') return null;
  if (roleEndDate instanceof Date) return Number.isNaN(roleEndDate.getTime()) ? null : roleEndDate.getTime();
  if (typeof roleEndDate === 'number') return Number.isFinite(roleEndDate) ? roleEndDate : null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(roleEndDate.trim());
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const startUtc = Date.UTC(y, m - 1, d);
    const check = new Date(startUtc);
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
    return startUtc - CHINA_UTC_OFFSET_MS + DAY_MS;
  }
  const ms = Date.parse(roleEndDate);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The tier a user has now: a vip or svip whose end date has passed, or who has no readable end
 * date, is treated as normal. Failing closed keeps a bad record from granting paid quotas.
 */
export function tierOf(
  roleStr: string | null | undefined,
  roleEndDate: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): Tier {
  const tier = parseRoleStr(roleStr);
  if (tier === 'normal') return tier;
  const end = membershipEnd(roleEndDate);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return end !== null && nowMs < end ? tier : 'normal';
}

export type LimitCode = typeof ErrorCode.LIMIT_FREE | typeof ErrorCode.LIMIT_VIP | typeof ErrorCode.LIMIT_SVIP;

export interface LimitFailure {
  code: LimitCode;
  msg: string;
}

const LIMIT_CODES: Record<Tier, LimitCode> = {
  normal: ErrorCode.LIMIT_FREE,
  vip: ErrorCode.LIMIT_VIP,
  svip: ErrorCode.LIMIT_SVIP,
};

const LIMIT_WORDS: Record<LimitKind, { verb: string; thing: string }> = {
  follow: { verb: '关注', thing: '应用' },
  keyword: { verb: '保存', thing: '搜索关键词' },
  monitor: { verb: '订阅', thing: '关键词监控' },
  appKeyword: { verb: '监控', thing: '应用关键词' },
  asoKeyword: { verb: '每日添加', thing: '关键词' },
};

/** What the user reaches for next: a membership upgrade below SVIP, feedback at the top (spec 8). */
export function limitAction(code: LimitCode): 'membership' | 'feedback' {
  return code === ErrorCode.LIMIT_SVIP ? 'feedback' : 'membership';
}

/** The answer when a user at `tier` hits the follow, saved-keyword or keyword-monitor quota (spec 8). */
export function limitFailure(kind: LimitKind, tier: Tier): LimitFailure {
  const { verb, thing } = LIMIT_WORDS[kind];
  const code = LIMIT_CODES[tier];
  const reached = `您${verb}的${thing}已达${TIER_LIMITS[tier][kind]}个上限`;
  if (tier === 'normal') return { code, msg: `${reached}，开通VIP可${verb}${TIER_LIMITS.vip[kind]}个${thing}` };
  if (tier === 'vip') return { code, msg: `${reached}，升级SVIP可${verb}${TIER_LIMITS.svip[kind]}个${thing}` };
  return { code, msg: `${reached}，如需${verb}更多${thing}，请提交反馈` };
}

/** The limit an answer carries (codes 2 / 3 / 4), or null for any other answer. */
export function limitOf(answer: { code: number; msg: string }): LimitFailure | null {
  const { code, msg } = answer;
  return code === ErrorCode.LIMIT_FREE || code === ErrorCode.LIMIT_VIP || code === ErrorCode.LIMIT_SVIP
    ? { code, msg }
    : null;
}
