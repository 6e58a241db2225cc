/**
 * Console sessions: a random token in the HttpOnly, SameSite=Strict cookie `by_admin`, apart from the users'
 * `by_session` (neither is ever read as the other). `admin_sessions` keeps the token's SHA-256 only and is what every
 * console request is checked against, so a logout, an expiry or a disabled operator ends access at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_HOURS,
  ApiFailure,
  ErrorCode,
  ADMIN_TEXTS,
  HOUR_MS,
  SECOND_MS,
} from '@bangyan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import type { AdminRow } from './accounts.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function requestTokenHash(req: FastifyRequest): string | null {
  const token = req.cookies?.[ADMIN_COOKIE];
  return token && TOKEN.test(token) ? hashOf(token) : null;
}

/** Logs the operator in on this browser: a session row and its cookie. */
export async function startAdminSession(
  deps: Pick<Deps, 'db'>,
  req: FastifyRequest,
  reply: FastifyReply,
  adminId: string,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insertInto('admin_sessions')
    .values({
      admin_id: adminId,
      token_hash: hashOf(token),
      ip: req.ip,
      user_agent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      expires_at: new Date(now.getTime() + ADMIN_SESSION_HOURS * HOUR_MS),
    })
    .execute();
  reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: (ADMIN_SESSION_HOURS * HOUR_MS) / SECOND_MS,
    secure: req.protocol === 'https',
  });
}

/** The operator of the request's live console session, or null (users' sessions never count). */
export async function sessionAdmin(req: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<AdminRow | null> {
  const hash = requestTokenHash(req);
  const admin =
    hash === null
      ? undefined
      : await deps.db
          .selectFrom('admin_sessions as s')
          .innerJoin('admins as a', 'a.id', 's.admin_id')
          .selectAll('a')
          .where('s.token_hash', '=', hash)
          .where('s.ended_at', 'is', null)
          .where('s.expires_at', '>', new Date())
          .where('a.disabled', '=', false)
          .executeTakeFirst();
  return admin ?? null;
}

/** The operator of the request's console session; 401 without a live one. */
export async function currentAdmin(req: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<AdminRow> {
  const admin = await sessionAdmin(req, deps);
  if (!admin) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN, ADMIN_TEXTS.notLoggedIn);
  return admin;
}

/** Logout: the session ends and the cookie goes. */
export async function endAdminSession(deps: Pick<Deps, 'db'>, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hash = requestTokenHash(req);
  if (hash !== null) {
    await deps.db
      .updateTable('admin_sessions')
      .set({ ended_at: new Date() })
      .where('token_hash', '=', hash)
      .where('ended_at', 'is', null)
      .execute();
  }
  reply.clearCookie(ADMIN_COOKIE, { path: '/' });
}
