/** The audit log (`admin_audit`): one row per change an operator makes, written in the change's transaction. */
import type { AdminAuditAction } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

export interface AuditEntry {
  adminId: string;
  action: AdminAuditAction;
  /** What was changed, as `<kind>:<id>` ('feedback:12', 'admin:3'). */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
}

/** Records a change; `db` is the change's transaction, so the row is written with the change or not at all. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target: entry.target,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      ip: entry.ip,
    })
    .execute();
}
