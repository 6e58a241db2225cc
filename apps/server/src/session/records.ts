/**
 * Session records (user_sessions): one per login or registration, with how, from where and on what browser it
 * began, and when it ended. They are the login history, find a user's sessions to end, and let a request in when
 * the key/value store does not know its session (`sessions.ts`).
 */
import { LOGIN_HISTORY_LIMIT } from '@bangyan/contract';
import type { Database, SessionMethod } from '@bangyan/db';
import type { Kysely, Selectable } from 'kysely';
import type { UserSessionsTable } from '@bangyan/db';

type Db = Kysely<Database>;
export type SessionRecord = Selectable<UserSessionsTable>;

/**
 * Records a new session, and forgets the user's ended or expired ones older than the newest LOGIN_HISTORY_LIMIT
 * (the history shows no more; open sessions are kept whatever their age, so they can still be ended).
 */
export async function insertSessionRecord(
  db: Db,
  session: {
    uid: string;
    tokenHash: string;
    origin: { method: SessionMethod; ip: string; userAgent: string };
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { uid, tokenHash, origin, now, expiresAt } = session;
  await db
    .insertInto('user_sessions')
    .values({
      uid,
      token_hash: tokenHash,
      method: origin.method,
      ip: origin.ip,
      user_agent: origin.userAgent,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  await db
    .deleteFrom('user_sessions')
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('expires_at', '<=', now)]))
    .where('session_id', 'not in', (eb) =>
      eb
        .selectFrom('user_sessions')
        .select('session_id')
        .where('uid', '=', uid)
        .orderBy('created_at', 'desc')
        .orderBy('session_id', 'desc')
        .limit(LOGIN_HISTORY_LIMIT),
    )
    .execute();
}

export async function markSessionsEnded(db: Db, tokenHashes: readonly string[], now: Date): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ ended_at: now })
    .where('token_hash', 'in', tokenHashes)
    .where('ended_at', 'is', null)
    .execute();
}

/** The user of the session with this token hash while it is open (neither ended nor expired), or null. */
export async function openSessionUid(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('user_sessions')
    .select('uid')
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.uid ?? null;
}

/** The token hashes of the user's sessions that have neither ended nor expired, but `except`. */
export async function openSessionHashes(db: Db, uid: string, except: string | null, now: Date): Promise<string[]> {
  let query = db
    .selectFrom('user_sessions')
    .select('token_hash')
    .where('uid', '=', uid)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now);
  if (except !== null) query = query.where('token_hash', '!=', except);
  return (await query.execute()).map((r) => r.token_hash);
}

/** The user's newest sessions, newest first: the login history. */
export function loginHistory(db: Db, uid: string): Promise<SessionRecord[]> {
  return db
    .selectFrom('user_sessions')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('session_id', 'desc')
    .limit(LOGIN_HISTORY_LIMIT)
    .execute();
}
