/**
 * Sessions: a random token in an HttpOnly, SameSite=Lax cookie, mapped to the user in the
 * key/value store (Redis when configured) for SESSION_DAYS. Logout deletes the mapping.
 */
import { randomBytes } from 'node:crypto';
import { DAY_MS, SECOND_MS, SESSION_COOKIE, SESSION_DAYS } from '@bangyan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KvStore } from '../infra/kv.ts';

const TTL_SECONDS = (SESSION_DAYS * DAY_MS) / SECOND_MS;
const sessionKey = (token: string) => `session:${token}`;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new session of `uid`: its token, the session cookie's value. */
export async function openSession(kv: KvStore, uid: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await kv.set(sessionKey(token), uid, TTL_SECONDS);
  return token;
}

export async function startSession(kv: KvStore, req: FastifyRequest, reply: FastifyReply, uid: string): Promise<void> {
  const token = await openSession(kv, uid);
  const secure = req.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: TTL_SECONDS, secure });
}

/** The logged-in user's uid, or null. */
export async function sessionUid(kv: KvStore, req: FastifyRequest): Promise<string | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || !TOKEN.test(token)) return null;
  return kv.get(sessionKey(token));
}

export async function endSession(kv: KvStore, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token && TOKEN.test(token)) await kv.delete(sessionKey(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
