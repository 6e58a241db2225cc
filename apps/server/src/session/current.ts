/** The user a request comes from: the session cookie's user, for pages that need one or show both. */
import { ApiFailure, ErrorCode } from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { markActive } from './activity.ts';
import { sessionUid } from './sessions.ts';
import { findUser } from './users.ts';

/** The logged-in user's row; 401 (spec 6: these actions need login) without a live session. */
export async function currentUser(req: FastifyRequest, deps: Deps) {
  const user = await optionalUser(req, deps);
  if (!user) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN);
  return user;
}

/**
 * The logged-in user's row, or null for a visitor (pages that show something to both). A disabled account is no one
 * (its sessions were ended when it was disabled; this holds for a session the store still had). The day counts as one
 * the user was active.
 */
export async function optionalUser(req: FastifyRequest, deps: Deps) {
  const uid = await sessionUid(deps, req);
  const user = uid === null ? undefined : await findUser(deps.db, uid);
  if (!user || user.disabled_at !== null) return null;
  await markActive(deps, user.uid, new Date());
  return user;
}
