import { ACCOUNT_TEXTS, ApiFailure, ErrorCode, formatDate, isEmail, REGISTRATION_GIFT, type Tier, type UserInfo } from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import { PgErrorCode, pgErrorCode, type Database, type UsersTable } from '@bangyan/db';
import { findUserByContact, type Contact } from './contact.ts';

type UserRow = Selectable<UsersTable>;

/** A login name: an email address, else a phone number (mainland first when several regions have it). */
export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  if (isEmail(username)) return findUserByContact(db, { channel: 'email', email: username });
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', username)
    .orderBy((eb) => eb.case().when('region', '=', '86').then(0).else(1).end())
    .executeTakeFirst();
}

export function findUser(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, uid: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('uid', '=', uid).execute();
}

/** The end of the China day `months` months after `from`: a gift runs through its last day. */
export function giftEnd(from: Date, months: number): Date {
  const day = formatDate(from);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = Math.min(d, new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0)).getUTCDate());
  // Midnight China time (UTC+8) after that day.
  return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), lastDay + 1) - 8 * 3600_000);
}

/** A new account with the registration gift (spec 1: two months of VIP). */
export async function insertUser(db: Kysely<Database>, user: { contact: Contact; passwordHash: string; nickname: string; now: Date }): Promise<UserRow> {
  const { contact } = user;
  return db
    .insertInto('users')
    .values({
      ...(contact.channel === 'sms' ? { region: contact.region, phone: contact.phone, email: null } : { phone: null, email: contact.email }),
      password_hash: user.passwordHash,
      nickname: user.nickname,
      role: REGISTRATION_GIFT.tier,
      role_end_at: giftEnd(user.now, REGISTRATION_GIFT.months),
      last_login_at: user.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a login; only the first login of an account answers firstLogin. */
export async function recordLogin(db: Kysely<Database>, uid: string, now: Date): Promise<UserRow> {
  return db.updateTable('users').set({ first_login: false, last_login_at: now }).where('uid', '=', uid).returningAll().executeTakeFirstOrThrow();
}

/**
 * The tier a user has now and its end: a running SVIP trial (or a paid SVIP, when that ends later),
 * else the membership while it lasts, else free.
 */
export function effectiveTier(row: UserRow, now: Date): { tier: Tier; endsAt: Date | null } {
  const paid = row.role !== 'normal' && row.role_end_at !== null && row.role_end_at.getTime() > now.getTime() ? { tier: row.role, endsAt: row.role_end_at } : null;
  const trial = row.svip_trial_until !== null && row.svip_trial_until.getTime() > now.getTime() ? row.svip_trial_until : null;
  if (trial !== null && !(paid?.tier === 'svip' && paid.endsAt.getTime() > trial.getTime())) return { tier: 'svip', endsAt: trial };
  return paid ?? { tier: 'normal', endsAt: null };
}

/** User info as spec 3 has it; a membership past its end reads as the free tier. */
export function presentUser(row: UserRow, now: Date, firstLogin = row.first_login): UserInfo {
  const { tier, endsAt } = effectiveTier(row, now);
  return {
    uid: Number(row.uid),
    nickname: row.nickname,
    avatar_url: row.avatar_url,
    roleStr: tier,
    roleEndDate: endsAt === null ? '' : formatDate(new Date(endsAt.getTime() - 1)),
    firstLogin,
    bangListType: row.bang_list_type,
    svipTrialUsed: row.svip_trial_until !== null,
    wechatBound: row.wechat_openid !== null,
  };
}

/** Starts the one-time trial; false when it was claimed before (also by a concurrent request). */
export async function startSvipTrial(db: Kysely<Database>, uid: string, until: Date): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ svip_trial_until: until }).where('uid', '=', uid).where('svip_trial_until', 'is', null).returningAll().executeTakeFirst();
}

export function findUserByWechat(db: Kysely<Database>, openid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('wechat_openid', '=', openid).executeTakeFirst();
}

/** Binds a WeChat account to a user; a WeChat already bound to another account is refused. */
export async function bindWechat(db: Kysely<Database>, uid: string, openid: string): Promise<UserRow> {
  try {
    return await db.updateTable('users').set({ wechat_openid: openid }).where('uid', '=', uid).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.UNIQUE_VIOLATION) throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.wechatUsed);
    throw error;
  }
}

/** Spec 4: the list mode a logged-in user chose (card or list), kept with the account. */
export async function setListMode(db: Kysely<Database>, uid: string, mode: 'card' | 'list'): Promise<void> {
  await db.updateTable('users').set({ bang_list_type: mode }).where('uid', '=', uid).execute();
}
