import { CIRCLE_VIEW_WINDOW_SECONDS } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { KvStore } from '../../infra/kv.ts';
import { readCirclePost } from './queries.ts';

/**
 * A 运营圈 post read by a visitor (a session's hash, else the address): its view counts once per visitor and post
 * in CIRCLE_VIEW_WINDOW_SECONDS, so reloads do not inflate it. An unknown post counts nothing and answers null.
 */
export async function viewCirclePost(db: Kysely<Database>, kv: KvStore, id: number, visitor: string) {
  const post = await readCirclePost(db, id, false);
  if (post === null) return null;
  const first = await kv.setIfAbsent(`circle-view:${id}:${visitor}`, CIRCLE_VIEW_WINDOW_SECONDS);
  return first ? readCirclePost(db, id, true) : post;
}
