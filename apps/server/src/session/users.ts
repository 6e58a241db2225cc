/** A user's row as the session and the modules read it (users). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '@bangyan/db';

export type UserRow = Selectable<UsersTable>;

export function findUser(db: Kysely<Database>, uid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}
