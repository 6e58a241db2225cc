/** A user's row as the session and the modules read it (users). */
import { ADMIN_OPS_TEXTS, ApiFailure, ErrorCode } from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '@bangyan/db';

export type UserRow = Selectable<UsersTable>;

export function findUser(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Refuses a login of a disabled account (an operator disabled it) with a message that says so. */
export function refuseDisabled(user: UserRow): void {
  if (user.disabled_at !== null) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.accountDisabled);
}
