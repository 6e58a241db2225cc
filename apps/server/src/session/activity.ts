/**
 * Who was active when: the China days a user was seen logged in (`user_active_days`), the overview's active users.
 * A day is written once per user: the key/value store remembers it, so later requests that day write nothing
 * (while the store cannot be reached, each writes it again, which changes nothing).
 */
import { DAY_MS, formatDate, SECOND_MS } from '@bangyan/contract';
import { orWithout } from '../infra/kv.ts';
import type { SessionDeps } from './sessions.ts';

const KEEP_SECONDS = (2 * DAY_MS) / SECOND_MS;

/** Records that `uid` was seen logged in on the China day of `now`. */
export async function markActive(deps: SessionDeps, uid: string, now: Date): Promise<void> {
  const day = formatDate(now);
  if (!(await orWithout(deps.kv.setIfAbsent(`active:${uid}:${day}`, KEEP_SECONDS), () => true))) return;
  await deps.db
    .insertInto('user_active_days')
    .values({ uid, day })
    .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
    .execute();
}
