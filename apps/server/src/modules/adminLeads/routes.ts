import { adminDeliveryList, adminDeliveryStatus, adminLeadList } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { setDeliveryStatus } from './deliveryStatus.ts';
import { listDeliveries, listLeads } from './queries.ts';

/** The console's 线索: the public forms' leads and the ASO delivery requests (leads.read), their handling (leads.handle). */
export function adminLeadRoutes(app: FastifyInstance): void {
  route(app, adminLeadList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'leads.read');
    const { kind, ...filter } = query;
    return listLeads(deps.db, kind, filter);
  });

  route(app, adminDeliveryList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'leads.read');
    const { status, ...filter } = query;
    return listDeliveries(deps.db, filter, status);
  });

  route(app, adminDeliveryStatus, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'leads.handle');
    return setDeliveryStatus(deps.db, admin, { ...body, ip: req.ip });
  });
}
