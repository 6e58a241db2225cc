/**
 * Sessions: a random token in an HttpOnly, SameSite=Lax cookie. The key/value store (Redis when configured) maps
 * the token's SHA-256 to the user for SESSION_DAYS, which is what every request is checked against; a record in
 * user_sessions (`records.ts`) keeps how and where the session began, for the login history and for ending a
 * user's other sessions. Neither store holds the token itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, SECOND_MS, SESSION_COOKIE, SESSION_DAYS } from '@bangyan/contract';
import type { SessionMethod } from '@bangyan/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import type { KvStore } from '../infra/kv.ts';
import { markActive } from './activity.ts';
import { insertSessionRecord, markSessionsEnded, openSessionHashes } from './records.ts';

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

/** The logged-in user's uid, or null. */
export async function sessionUid(kv: KvStore, req: FastifyRequest): Promise<string | null> {
  const hash = requestSessionHash(req);
  return hash === null ? null : kv.get(sessionKey(hash));
}

/** Logout: the session ends in both stores and the cookie goes. */
export async function endSession(deps: SessionDeps, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hash = requestSessionHash(req);
  if (hash !== null) await endSessions(deps, [hash]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

async function endSessions(deps: SessionDeps, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await deps.kv.delete(...hashes.map(sessionKey));
  await markSessionsEnded(deps.db, hashes, new Date());
}

/** Those of `hashes` whose session still lets someone in as `uid` (a store in process memory forgets its
 * sessions when the server restarts, while their records stay open). */
async function liveAmong(kv: KvStore, uid: string, hashes: readonly string[]): Promise<string[]> {
  const live = await Promise.all(hashes.map(async (hash) => ((await kv.get(sessionKey(hash))) === uid ? hash : null)));
  return live.filter((hash): hash is string => hash !== null);
}

/** How many of the user's sessions other than `current` (the request's own) still let someone in. */
export async function otherSessionCount(deps: SessionDeps, uid: string, current: string | null): Promise<number> {
  return (await liveAmong(deps.kv, uid, await openSessionHashes(deps.db, uid, current, new Date()))).length;
}

/** Ends every session of the user but `current`; answers how many of them still let someone in. */
export async function endOtherSessions(deps: SessionDeps, uid: string, current: string | null): Promise<number> {
  const open = await openSessionHashes(deps.db, uid, current, new Date());
  const live = await liveAmong(deps.kv, uid, open);
  await endSessions(deps, open);
  return live.length;
}
