/** The user a request comes from: the session cookie's user, for pages that need one or show both. */
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { sessionUid } from './sessions.ts';
import { findUser } from './users.ts';

/** The logged-in user's row; 401 (spec 6: these actions need login) without a live session. */
export async function currentUser(req: FastifyRequest, deps: Deps) {
  const user = await optionalUser(req, deps);
  if (!user) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN);
  return user;
}

/** The logged-in user's row, or null for a visitor (pages that show something to both). */
export async function optionalUser(req: FastifyRequest, deps: Deps) {
  const uid = await sessionUid(deps.kv, req);
  return (uid === null ? undefined : await findUser(deps.db, uid)) ?? null;
}
