/**
 * Sessions: a random token in an HttpOnly, SameSite=Lax cookie. Its record in user_sessions (`records.ts`) is the
 * session: how and where it began, until when it lasts, whether it ended (the login history, a user's other
 * sessions). The key/value store (Redis when configured) also maps the token's SHA-256 to the user for
 * SESSION_DAYS: the quick answer every request asks first. A token the store does not know (it forgot it at a
 * restart, or cannot be reached) is looked up in its record, so Redis going away or coming back empty logs no one
 * out. Neither store holds the token itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, SECOND_MS, SESSION_COOKIE, SESSION_DAYS } from '@bangyan/contract';
import type { SessionMethod } from '@bangyan/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { orWithout } from '../infra/kv.ts';
import { markActive } from './activity.ts';
import { insertSessionRecord, markSessionsEnded, openSessionHashes, openSessionUid } from './records.ts';

export type SessionDeps = Pick<Deps, 'db' | 'kv'>;

/** Where a session began: how the user logged in, from which address, with which browser. */
export interface SessionOrigin {
  method: SessionMethod;
  ip: string;
  userAgent: string;
}

const TTL_SECONDS = (SESSION_DAYS * DAY_MS) / SECOND_MS;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const sessionKey = (hash: string) => `session:${hash}`;

/** A new session of `uid`: its token, the session cookie's value. */
export async function openSession(deps: SessionDeps, uid: string, origin: SessionOrigin): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const now = new Date();
  await deps.kv.set(sessionKey(tokenHash), uid, TTL_SECONDS);
  await insertSessionRecord(deps.db, {
    uid,
    tokenHash,
    origin,
    now,
    expiresAt: new Date(now.getTime() + TTL_SECONDS * SECOND_MS),
  });
  await markActive(deps, uid, now);
  return token;
}

/** Logs `uid` in on this browser: a new session, `method` its way in, and its cookie. */
export async function startSession(
  deps: SessionDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  method: SessionMethod,
): Promise<void> {
  const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 512);
  const token = await openSession(deps, uid, { method, ip: req.ip, userAgent });
  const secure = req.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: TTL_SECONDS, secure });
}

/** The hash of the request's session token, or null without a well-formed session cookie. */
export function requestSessionHash(req: FastifyRequest): string | null {
  const token = req.cookies?.[SESSION_COOKIE];
  return token && TOKEN.test(token) ? hashOf(token) : null;
}

/**
 * The logged-in user's uid, or null: the store's answer, else the session's record. A record's answer is not put
 * back in the store: racing a logout, that could bring the ended session back.
 */
export async function sessionUid(deps: SessionDeps, req: FastifyRequest): Promise<string | null> {
  const hash = requestSessionHash(req);
  if (hash === null) return null;
  const known = await orWithout(deps.kv.get(sessionKey(hash)), () => null);
  return known ?? openSessionUid(deps.db, hash, new Date());
}

/** Logout: the session ends in both stores and the cookie goes. */
export async function endSession(deps: SessionDeps, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hash = requestSessionHash(req);
  if (hash !== null) await endSessions(deps, [hash]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The store's keys go first: while it cannot be reached nothing ends (KvUnavailable refuses the request), since a
 * key left behind would let the ended session in again once Redis is back.
 */
async function endSessions(deps: SessionDeps, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await deps.kv.delete(...hashes.map(sessionKey));
  await markSessionsEnded(deps.db, hashes, new Date());
}

/** How many of the user's sessions other than `current` (the request's own) still let someone in. */
export async function otherSessionCount(deps: SessionDeps, uid: string, current: string | null): Promise<number> {
  return (await openSessionHashes(deps.db, uid, current, new Date())).length;
}

/** Ends every session of the user but `current`; answers how many there were. */
export async function endOtherSessions(deps: SessionDeps, uid: string, current: string | null): Promise<number> {
  const open = await openSessionHashes(deps.db, uid, current, new Date());
  await endSessions(deps, open);
  return open.length;
}
