import { ACCOUNT_TEXTS, ApiFailure, ErrorCode, isEmail, REGISTRATION_GIFT } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import { PgErrorCode, pgErrorCode, type Database } from '@bangyan/db';
import { giftEnd } from '../../access/membership.ts';
import type { UserRow } from '../../session/users.ts';
import { notify } from '../../notices/notify.ts';
import { findUserByContact, type Contact } from '../../credentials/contact.ts';
import type { WechatIdentity } from './wechat.ts';
import { welcomeNotice } from './welcome.ts';

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

export async function setPasswordHash(db: Kysely<Database>, uid: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('uid', '=', uid).execute();
}

/** A new account with the registration gift (spec 1: two months of VIP) and, with it, the welcome notice. */
export async function insertUser(
  db: Kysely<Database>,
  user: { contact: Contact; passwordHash: string; nickname: string; avatarUrl?: string; now: Date },
): Promise<UserRow> {
  const { contact } = user;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        ...(contact.channel === 'sms'
          ? { region: contact.region, phone: contact.phone, email: null }
          : { phone: null, email: contact.email }),
        password_hash: user.passwordHash,
        nickname: user.nickname,
        ...(user.avatarUrl ? { avatar_url: user.avatarUrl } : {}),
        role: REGISTRATION_GIFT.tier,
        role_end_at: giftEnd(user.now, REGISTRATION_GIFT.months),
        last_login_at: user.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, welcomeNotice(row.uid));
    return row;
  });
}

/** Records a login; only the first login of an account answers firstLogin. */
export async function recordLogin(db: Kysely<Database>, uid: string, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ first_login: false, last_login_at: now })
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Starts the one-time trial; false when it was claimed before (also by a concurrent request). */
export async function startSvipTrial(db: Kysely<Database>, uid: string, until: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ svip_trial_until: until })
    .where('uid', '=', uid)
    .where('svip_trial_until', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The account a WeChat person is bound to: by the openid (the app's, as bound), else by the UnionID, which the other
 * app's binding recorded when the apps share an Open Platform account.
 */
export async function findUserByWechat(db: Kysely<Database>, who: WechatIdentity): Promise<UserRow | undefined> {
  const byOpenid = await db.selectFrom('users').selectAll().where('wechat_openid', '=', who.openid).executeTakeFirst();
  if (byOpenid || who.unionid === null) return byOpenid;
  return db.selectFrom('users').selectAll().where('wechat_unionid', '=', who.unionid).executeTakeFirst();
}

/**
 * Records the UnionID of an account bound before WeChat told one. Left as it is when another account holds it (bound
 * by the other app before either UnionID was known): each keeps its own login.
 */
export async function recordUnionid(db: Kysely<Database>, uid: string, unionid: string): Promise<void> {
  try {
    await db
      .updateTable('users')
      .set({ wechat_unionid: unionid })
      .where('uid', '=', uid)
      .where('wechat_unionid', 'is', null)
      .execute();
  } catch (error) {
    if (pgErrorCode(error) !== PgErrorCode.UNIQUE_VIOLATION) throw error;
  }
}

/** Binds a WeChat person to a user; one already bound to another account (openid or UnionID) is refused. */
export async function bindWechat(db: Kysely<Database>, uid: string, who: WechatIdentity): Promise<UserRow> {
  try {
    return await db
      .updateTable('users')
      .set({ wechat_openid: who.openid, wechat_unionid: who.unionid })
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.UNIQUE_VIOLATION)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, ACCOUNT_TEXTS.wechatUsed);
    throw error;
  }
}

/** Spec 4: the list mode a logged-in user chose (card or list), kept with the account. */
export async function setListMode(db: Kysely<Database>, uid: string, mode: 'card' | 'list'): Promise<void> {
  await db.updateTable('users').set({ bang_list_type: mode }).where('uid', '=', uid).execute();
}
