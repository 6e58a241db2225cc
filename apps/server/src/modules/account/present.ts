/** The account centre's answers in the contract's shapes: the profile (contacts masked) and the login history. */
import type { AccountProfile, DataOf, accountLogins } from '@bangyan/contract';
import { hasPassword } from '../../credentials/password.ts';
import { timeText } from '../../present/times.ts';
import { lastDayText, presentUser } from '../../present/user.ts';
import type { SessionRecord } from '../../session/records.ts';
import type { UserRow } from '../../session/users.ts';
import { describeDevice } from './device.ts';

/** A phone with its middle hidden: '138****8000' (short numbers keep their first and last two digits). */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `${phone.slice(0, 2)}***${phone.slice(-2)}`;
}

/** An email with most of its name hidden: 'li***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  return `${name.slice(0, name.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** Whether WeChat is the only way into the account: no phone or email with a password to log in with. */
export const wechatOnly = (row: UserRow): boolean =>
  row.wechat_openid !== null && !(hasPassword(row.password_hash) && (row.phone !== null || row.email !== null));

export function presentProfile(row: UserRow, now: Date): AccountProfile {
  const trial = row.svip_trial_until;
  return {
    user: presentUser(row, now),
    phone: row.phone === null ? '' : maskPhone(row.phone),
    regionNum: row.region,
    email: row.email === null ? '' : maskEmail(row.email),
    hasPassword: hasPassword(row.password_hash),
    wechatOnly: wechatOnly(row),
    svipTrialEndDate: trial === null ? '' : lastDayText(trial),
    svipTrialEnded: trial !== null && trial.getTime() <= now.getTime(),
  };
}

/** An IPv4 address as a person knows it (Node writes one on a dual-stack socket as '::ffff:1.2.3.4'). */
const plainIp = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

export function presentLogins(
  records: readonly SessionRecord[],
  current: string | null,
  otherSessions: number,
): DataOf<typeof accountLogins> {
  return {
    otherSessions,
    list: records.map((r) => ({
      time: timeText(r.created_at),
      ip: plainIp(r.ip),
      device: describeDevice(r.user_agent),
      method: r.method,
      current: r.token_hash === current,
    })),
  };
}
