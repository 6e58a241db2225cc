/**
 * A logged-in user's new password: with the old one (wrong ones count per account: LOGIN_MAX_FAILURES lock the
 * form for LOGIN_LOCK_MINUTES), or with a code sent to the account's own phone or email (an account without a
 * password sets its first this way). Both take the registration rules; the caller then ends the other sessions.
 */
import {
  ApiFailure,
  ErrorCode,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  PROFILE_TEXTS,
  type ParsedBodyOf,
  type accountChangePassword,
  type accountSetPassword,
} from '@bangyan/contract';
import { checkCode } from '../../credentials/codes.ts';
import { recipientOf } from '../../credentials/contact.ts';
import { decryptPassword, passwordKey, readNewPassword } from '../../credentials/keys.ts';
import { hashPassword, hasPassword, verifyPassword } from '../../credentials/password.ts';
import type { Deps } from '../../http/deps.ts';
import type { UserRow } from '../../session/users.ts';
import { ownContact } from './contacts.ts';
import { setPasswordHash } from './queries.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);
const failuresKey = (uid: string) => `password:failures:${uid}`;

export async function changePassword(
  deps: Deps,
  user: UserRow,
  body: ParsedBodyOf<typeof accountChangePassword>,
): Promise<void> {
  const failures = failuresKey(user.uid);
  if (Number((await deps.kv.get(failures)) ?? 0) >= LOGIN_MAX_FAILURES) throw fail(PROFILE_TEXTS.oldPasswordLocked);
  if (!hasPassword(user.password_hash)) throw fail(PROFILE_TEXTS.noPassword);
  // The new password's rules first: a slip there costs no try of the old one.
  const password = await readNewPassword(deps.db, body.password);
  const old = decryptPassword(await passwordKey(deps.db), body.oldPassword);
  // Every try counts before the old password is checked, in one step: of any number sent at once, at most
  // LOGIN_MAX_FAILURES are checked; the right one clears the count.
  if ((await deps.kv.increment(failures, LOGIN_LOCK_MINUTES * 60)) > LOGIN_MAX_FAILURES)
    throw fail(PROFILE_TEXTS.oldPasswordLocked);
  if (!(await verifyPassword(old, user.password_hash))) throw fail(PROFILE_TEXTS.oldPasswordWrong);
  await deps.kv.delete(failures);
  if (password === old) throw fail(PROFILE_TEXTS.passwordSame);
  await setPasswordHash(deps.db, user.uid, await hashPassword(password));
}

export async function setPasswordWithCode(
  deps: Deps,
  user: UserRow,
  body: ParsedBodyOf<typeof accountSetPassword>,
): Promise<void> {
  const contact = ownContact(user, body.channel);
  const password = await readNewPassword(deps.db, body.password);
  await checkCode(deps.kv, 'password', recipientOf(contact), body.code);
  await setPasswordHash(deps.db, user.uid, await hashPassword(password));
  // A password set by code also lifts a lock from wrong old passwords.
  await deps.kv.delete(failuresKey(user.uid));
}
