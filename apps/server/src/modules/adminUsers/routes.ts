import { adminUserDetail, adminUserMembership, adminUserSearch, adminUserStatus } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { endOtherSessions } from '../../session/sessions.ts';
import { setDisabled, setMembership } from './changes.ts';
import { presentAccount, searchUsers, userDetail } from './queries.ts';

/** The console's 用户 section: search, detail, membership, disabling. */
export function adminUserRoutes(app: FastifyInstance): void {
  route(app, adminUserSearch, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'users.read');
    return searchUsers(deps.db, query, new Date());
  });

  route(app, adminUserDetail, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'users.read');
    return userDetail(deps.db, query.uid, new Date());
  });

  route(app, adminUserMembership, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'membership.grant');
    const now = new Date();
    return presentAccount(await setMembership(deps.db, admin, { ...body, ip: req.ip }, now), now);
  });

  route(app, adminUserStatus, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'users.disable');
    const now = new Date();
    const user = await setDisabled(deps.db, admin, { ...body, ip: req.ip }, now);
    // Every session of a disabled account ends (the store's keys go, the records are marked ended).
    if (body.disabled) await endOtherSessions(deps, user.uid, null);
    return presentAccount(user, now);
  });
}
