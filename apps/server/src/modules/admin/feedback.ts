/** 反馈: the feedback inbox and the reply, which lands in the sender's message centre when they were logged in. */
import { ADMIN_TEXTS, ApiFailure, ErrorCode, type AdminFeedback, type FeedbackReplyFilter } from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { AdminRow } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { notify } from '../../notices/notify.ts';

export interface FeedbackFilter {
  type?: number | undefined;
  funcType?: number | undefined;
  replied: FeedbackReplyFilter;
  page: number;
  pageSize: number;
}

function feedbackRows(db: Kysely<Database>) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('users as u', 'u.uid', 'f.uid')
    .leftJoin('admins as a', 'a.id', 'f.replied_by')
    .select([
      'f.id',
      'f.types',
      'f.func_types',
      'f.content',
      'f.wechat',
      'f.uid',
      'u.nickname',
      'f.created_at',
      'f.reply',
      'f.replied_at',
      'a.username as replied_by_name',
    ]);
}
type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackRows>['executeTakeFirstOrThrow']>>;

const present = (r: FeedbackRow): AdminFeedback => ({
  id: r.id,
  types: r.types,
  funcTypes: r.func_types,
  content: r.content,
  wechat: r.wechat,
  user: r.uid === null ? null : { uid: r.uid, nickname: r.nickname ?? '' },
  createdAt: r.created_at.toISOString(),
  reply: r.reply,
  repliedAt: r.replied_at?.toISOString() ?? null,
  repliedBy: r.replied_by_name,
});

export async function listFeedback(db: Kysely<Database>, filter: FeedbackFilter) {
  let query = feedbackRows(db);
  if (filter.type !== undefined) query = query.where(sql<boolean>`${filter.type}::smallint = ANY(f.types)`);
  if (filter.funcType !== undefined)
    query = query.where(sql<boolean>`${filter.funcType}::smallint = ANY(f.func_types)`);
  if (filter.replied !== 'all')
    query = query.where('f.replied_at', filter.replied === 'replied' ? 'is not' : 'is', null);
  const [{ total }, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    query
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  return { total: Number(total), page: filter.page, pageSize: filter.pageSize, list: rows.map(present) };
}

/** The notice a reply is to its sender: their feedback quoted, then the answer. */
function replyNotice(content: string, reply: string): string {
  const quoted = content === '' ? '' : `你的反馈：${[...content].slice(0, 200).join('')}\n\n`;
  return `${quoted}回复：${reply}`;
}

/**
 * Replies to one feedback, once: the reply is stored, the sender (when there is one) notified (`system`, one notice
 * per feedback), and the change audited, all in one transaction. Answers the feedback after it and whether a notice
 * was written.
 */
export async function replyToFeedback(
  db: Kysely<Database>,
  admin: AdminRow,
  input: { id: number; reply: string; ip: string },
): Promise<{ feedback: AdminFeedback; notified: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('feedback')
      .select(['id', 'uid', 'content', 'reply', 'replied_at'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_TEXTS.feedbackMissing);
    if (before.replied_at !== null) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_TEXTS.alreadyReplied);
    const now = new Date();
    await trx
      .updateTable('feedback')
      .set({ reply: input.reply, replied_at: now, replied_by: admin.id })
      .where('id', '=', input.id)
      .execute();
    const notified =
      before.uid !== null &&
      (await notify(trx, {
        uid: before.uid,
        kind: 'system',
        title: ADMIN_TEXTS.replyNoticeTitle,
        body: replyNotice(before.content, input.reply),
        dedupeKey: `feedback-reply:${input.id}`,
        at: now,
      }));
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'feedback.reply',
      target: `feedback:${input.id}`,
      before: { reply: null, repliedAt: null },
      after: { reply: input.reply, repliedAt: now.toISOString(), repliedBy: admin.username, notified },
      ip: input.ip,
    });
    const feedback = present(await feedbackRows(trx).where('f.id', '=', input.id).executeTakeFirstOrThrow());
    return { feedback, notified };
  });
}
