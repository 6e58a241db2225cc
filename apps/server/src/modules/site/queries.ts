import type { Kysely } from 'kysely';
import type { BusinessInfo, FriendLink } from '@bangyan/contract';
import type { Database } from '@bangyan/db';

export async function listFriendLinks(db: Kysely<Database>): Promise<FriendLink[]> {
  return db
    .selectFrom('friend_links')
    .select(['name', 'url'])
    .where('published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listBusinessInfo(db: Kysely<Database>): Promise<BusinessInfo[]> {
  return db
    .selectFrom('business_info')
    .select(['name', 'description', 'img'])
    .where('published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface NewFeedback {
  /** The sender when logged in (a reply then reaches their message centre), else null. */
  uid: string | null;
  types: number[];
  funcTypes: number[];
  content: string;
  wechat: string;
  ip: string;
  userAgent: string;
}

export async function insertFeedback(db: Kysely<Database>, f: NewFeedback): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({
      uid: f.uid,
      types: f.types,
      func_types: f.funcTypes,
      content: f.content,
      wechat: f.wechat,
      ip: f.ip,
      user_agent: f.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPageView(
  db: Kysely<Database>,
  v: { path: string; referrer: string; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ path: v.path, referrer: v.referrer, ip: v.ip, user_agent: v.userAgent })
    .execute();
}
