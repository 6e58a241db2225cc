/** The account centre's reads and writes of the user's own row and avatar (users, user_avatars). */
import { randomBytes } from 'node:crypto';
import { ApiFailure, ErrorCode, type AvatarMime } from '@bangyan/contract';
import { PgErrorCode, pgErrorCode, type Database } from '@bangyan/db';
import type { Kysely } from 'kysely';
import type { Contact } from '../../credentials/contact.ts';
import { takenByOtherText } from './contacts.ts';
import type { UserRow } from '../../session/users.ts';

type Db = Kysely<Database>;

export function setNickname(db: Db, uid: string, nickname: string): Promise<UserRow> {
  return db.updateTable('users').set({ nickname }).where('uid', '=', uid).returningAll().executeTakeFirstOrThrow();
}

/** The address user info shows an avatar at: the image endpoint with the upload's version. */
export const avatarUrl = (uid: string, version: string) => `/v1/account/avatarImage?uid=${uid}&v=${version}`;

/** Keeps a new avatar under a new version and points the user's avatar_url at it, in one transaction. */
export function saveAvatar(db: Db, uid: string, image: { bytes: Uint8Array; mime: AvatarMime }): Promise<UserRow> {
  const version = randomBytes(12).toString('base64url');
  const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
  return db.transaction().execute(async (tx) => {
    await tx
      .insertInto('user_avatars')
      .values({ uid, mime: image.mime, bytes, version, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet((eb) => ({
          mime: eb.ref('excluded.mime'),
          bytes: eb.ref('excluded.bytes'),
          version: eb.ref('excluded.version'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return tx
      .updateTable('users')
      .set({ avatar_url: avatarUrl(uid, version) })
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The avatar of `uid` when `version` is its current one (an old or guessed address finds nothing). */
export function findAvatar(db: Db, uid: string, version: string) {
  return db
    .selectFrom('user_avatars')
    .select(['bytes', 'mime'])
    .where('uid', '=', uid)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Binds a phone or email to the user (replacing the one bound); one another account took meanwhile is refused. */
export async function setContact(db: Db, uid: string, contact: Contact): Promise<UserRow> {
  try {
    return await db
      .updateTable('users')
      .set(contact.channel === 'sms' ? { region: contact.region, phone: contact.phone } : { email: contact.email })
      .where('uid', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.UNIQUE_VIOLATION)
      throw new ApiFailure(ErrorCode.BAD_REQUEST, takenByOtherText(contact));
    throw error;
  }
}

export function unbindWechat(db: Db, uid: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ wechat_openid: null, wechat_unionid: null })
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, uid: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('uid', '=', uid).execute();
}
