import { CIRCLE_VIEW_WINDOW_SECONDS } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { orWithout, type KvStore } from '../../infra/kv.ts';
import { readCirclePost } from './queries.ts';

/**
 * A 运营圈 post read by a visitor (a session's hash, else the address): its view counts once per visitor and post
 * in CIRCLE_VIEW_WINDOW_SECONDS, so reloads do not inflate it (nor do they while the store that remembers visitors
 * cannot be reached: no view counts then). An unknown post counts nothing and answers null.
 */
export async function viewCirclePost(db: Kysely<Database>, kv: KvStore, id: number, visitor: string) {
  const post = await readCirclePost(db, id, false);
  if (post === null) return null;
  const first = await orWithout(
    kv.setIfAbsent(`circle-view:${id}:${visitor}`, CIRCLE_VIEW_WINDOW_SECONDS),
    () => false,
  );
  return first ? readCirclePost(db, id, true) : post;
}
