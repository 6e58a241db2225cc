import { NOTICE_KINDS, type Notice, type NoticeFilter, type NoticeUnread } from '@bangyan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticesTable } from '@bangyan/db';

type Db = Kysely<Database>;
type NoticeRow = Selectable<NoticesTable>;

/** A page of the user's notices (all kinds, or one), newest first, and how many there are. */
export async function listNotices(
  db: Db,
  uid: string,
  kind: NoticeFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const own = db.selectFrom('notices').where('uid', '=', uid);
  const mine = kind === 'all' ? own : own.where('kind', '=', kind);
  const [rows, count] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The user's unread notices, in all and per kind (every kind, 0 when none). */
export async function unreadCounts(db: Db, uid: string): Promise<NoticeUnread> {
  const rows = await db
    .selectFrom('notices')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .groupBy('kind')
    .execute();
  const kinds = Object.fromEntries(NOTICE_KINDS.map((k) => [k, 0])) as NoticeUnread['kinds'];
  for (const row of rows) kinds[row.kind] = Number(row.n);
  return { total: rows.reduce((sum, row) => sum + Number(row.n), 0), kinds };
}

/** Marks the user's unread notices among `ids` read; others' ids and read notices stay as they are. */
export async function markRead(db: Db, uid: string, ids: readonly string[], now: Date): Promise<number> {
  const result = await db
    .updateTable('notices')
    .set({ read_at: now })
    .where('uid', '=', uid)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks every unread notice of the user (of one kind, or all) read. */
export async function markAllRead(db: Db, uid: string, kind: NoticeFilter, now: Date): Promise<number> {
  const unread = db.updateTable('notices').set({ read_at: now }).where('uid', '=', uid).where('read_at', 'is', null);
  const result = await (kind === 'all' ? unread : unread.where('kind', '=', kind)).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function presentNotice(row: NoticeRow): Notice {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}
