/**
 * The console's login: password (encrypted in the browser as users' are) and a TOTP code, each code usable once.
 * Failures count per username and per address in the key/value store; at ADMIN_LOGIN_MAX_FAILURES either locks the
 * login for ADMIN_LOGIN_LOCK_MINUTES.
 */
import {
  ADMIN_LOGIN_LOCK_MINUTES,
  ADMIN_LOGIN_MAX_FAILURES,
  ADMIN_TEXTS,
  ApiFailure,
  ErrorCode,
  MINUTE_MS,
  SECOND_MS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import { findAdminByUsername, type AdminRow } from '../../admin/accounts.ts';
import { decryptPassword, passwordKey } from '../../credentials/keys.ts';
import { verifyPassword } from '../../credentials/password.ts';
import { matchTotp } from '../../credentials/totp.ts';
import type { Deps } from '../../http/deps.ts';

/** A hash no password matches, checked when the username is unknown so both answers take as long. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const LOCK_SECONDS = (ADMIN_LOGIN_LOCK_MINUTES * MINUTE_MS) / SECOND_MS;
/** A used code's step is remembered past the window in which it could be accepted again. */
const USED_CODE_SECONDS = (2 * TOTP_WINDOW_STEPS + 1) * TOTP_PERIOD_SECONDS;

export interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/**
 * The operator whose username, password and code these are; anything else counts a failure and is refused. Each try
 * counts as a failure before it is checked, in one step, so of any number sent at once at most
 * ADMIN_LOGIN_MAX_FAILURES are checked; a try that succeeds clears the username's count and gives the address's back.
 */
export async function checkAdminLogin(deps: Deps, req: FastifyRequest, form: LoginForm, now: Date): Promise<AdminRow> {
  const username = form.username.toLowerCase();
  const [userCounter, ipCounter] = [`admin:login:failures:user:${username}`, `admin:login:failures:ip:${req.ip}`];
  let locked = false;
  for (const key of [userCounter, ipCounter])
    if ((await deps.kv.increment(key, LOCK_SECONDS)) > ADMIN_LOGIN_MAX_FAILURES) locked = true;
  if (locked) throw new ApiFailure(ErrorCode.TOO_FREQUENT, ADMIN_TEXTS.loginLocked);
  const password = decryptPassword(await passwordKey(deps.db), form.password);
  const admin = await findAdminByUsername(deps.db, username);
  const passwordOk = await verifyPassword(password, admin?.password_hash ?? DUMMY_HASH);
  const step = admin ? matchTotp(admin.totp_secret, form.code, now.getTime()) : null;
  const fresh =
    admin !== undefined &&
    passwordOk &&
    step !== null &&
    (await deps.kv.setIfAbsent(`admin:totp:used:${admin.id}:${step}`, USED_CODE_SECONDS));
  if (!admin || admin.disabled || !passwordOk || !fresh)
    throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_TEXTS.loginFailed);
  await deps.kv.delete(userCounter);
  await deps.kv.decrement(ipCounter);
  return admin;
}
