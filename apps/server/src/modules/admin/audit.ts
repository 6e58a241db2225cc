/** 操作日志: the audit log, newest first. */
import type { AdminAudit } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export async function listAudit(db: Kysely<Database>, page: number, pageSize: number) {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('admin_audit as l')
      .innerJoin('admins as a', 'a.id', 'l.admin_id')
      .select(['l.id', 'a.username', 'l.action', 'l.target', 'l.before', 'l.after', 'l.at', 'l.ip'])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const list = rows.map((r): AdminAudit => ({
    id: Number(r.id),
    admin: r.username,
    action: r.action as AdminAudit['action'],
    target: r.target,
    before: r.before,
    after: r.after,
    at: r.at.toISOString(),
    ip: r.ip,
  }));
  return { total: Number(total), page, pageSize, list };
}
