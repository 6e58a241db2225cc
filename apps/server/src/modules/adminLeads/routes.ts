import { adminDeliveryList, adminLeadList } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { listDeliveries, listLeads } from './queries.ts';

/** The console's 线索: the public forms' leads and the ASO delivery requests (leads.read). */
export function adminLeadRoutes(app: FastifyInstance): void {
  route(app, adminLeadList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'leads.read');
    const { kind, ...filter } = query;
    return listLeads(deps.db, kind, filter);
  });

  route(app, adminDeliveryList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'leads.read');
    return listDeliveries(deps.db, query);
  });
}
