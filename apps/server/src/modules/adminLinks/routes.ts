import { adminLinkApprove, adminLinkList, adminLinkReject } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { approveRequest, rejectRequest } from './decide.ts';
import { listRequests, requestById } from './queries.ts';

/** The console's 关联申请 section: the requests by status, approval, rejection. */
export function adminLinkRoutes(app: FastifyInstance): void {
  route(app, adminLinkList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'links.review');
    return listRequests(deps.db, query);
  });

  route(app, adminLinkApprove, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'links.review');
    await approveRequest(deps.db, admin, { id: body.id, links: body.links, ip: req.ip });
    return requestById(deps.db, body.id);
  });

  route(app, adminLinkReject, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'links.review');
    await rejectRequest(deps.db, admin, { id: body.id, reason: body.reason, ip: req.ip });
    return requestById(deps.db, body.id);
  });
}
