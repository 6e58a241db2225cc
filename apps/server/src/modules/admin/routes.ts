import {
  adminAuditList,
  adminFeedbackList,
  adminFeedbackReply,
  adminLogin,
  adminLogout,
  adminMe,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { presentAdmin } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { requireAdmin } from '../../admin/guard.ts';
import { endAdminSession, sessionAdmin, startAdminSession } from '../../admin/sessions.ts';
import { route } from '../../http/route.ts';
import { listAudit } from './audit.ts';
import { listFeedback, replyToFeedback } from './feedback.ts';
import { checkAdminLogin } from './login.ts';

/** The operator console's API: its own login (password and TOTP), the feedback inbox, the audit log. */
export function adminRoutes(app: FastifyInstance): void {
  route(app, adminLogin, async ({ body, req, reply, deps }) => {
    const now = new Date();
    const admin = await checkAdminLogin(deps, req, body, now);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('admins').set({ last_login_at: now }).where('id', '=', admin.id).execute();
      const before = { lastLoginAt: admin.last_login_at?.toISOString() ?? null };
      const after = { lastLoginAt: now.toISOString() };
      await recordAudit(trx, {
        adminId: admin.id,
        action: 'login',
        target: `admin:${admin.id}`,
        before,
        after,
        ip: req.ip,
      });
    });
    await startAdminSession(deps, req, reply, admin.id, now);
    // The row as it was: its last login is the one before this, which is what "last login" tells the operator.
    return presentAdmin(admin);
  });

  route(app, adminLogout, async ({ req, reply, deps }) => {
    const admin = await requireAdmin(req, deps);
    await recordAudit(deps.db, {
      adminId: admin.id,
      action: 'logout',
      target: `admin:${admin.id}`,
      before: null,
      after: null,
      ip: req.ip,
    });
    await endAdminSession(deps, req, reply);
    return null;
  });

  // The console asks at its start who is signed in: without a session that is no error, just no one.
  route(app, adminMe, async ({ req, deps }) => {
    const admin = await sessionAdmin(req, deps);
    return admin && presentAdmin(admin);
  });

  route(app, adminFeedbackList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'feedback.read');
    return listFeedback(deps.db, query);
  });

  route(app, adminFeedbackReply, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'feedback.reply');
    return replyToFeedback(deps.db, admin, { id: body.id, reply: body.reply, ip: req.ip });
  });

  route(app, adminAuditList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'audit.read');
    return listAudit(deps.db, query.page, query.pageSize);
  });
}
