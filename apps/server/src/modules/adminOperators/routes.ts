import {
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorResetTotp,
  adminOperatorRole,
  adminOperatorStatus,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { changeRole, createOperator, listOperators, resetTotp, setOperatorDisabled } from './operators.ts';

/** The console's 运营账号 section (admin only). */
export function adminOperatorRoutes(app: FastifyInstance): void {
  route(app, adminOperatorList, async ({ req, deps }) => {
    await requireAdmin(req, deps, 'operators.manage');
    return listOperators(deps.db);
  });

  route(app, adminOperatorCreate, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'operators.manage');
    return createOperator(deps.db, admin, { ...body, ip: req.ip });
  });

  route(app, adminOperatorRole, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'operators.manage');
    return changeRole(deps.db, admin, { ...body, ip: req.ip });
  });

  route(app, adminOperatorStatus, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'operators.manage');
    return setOperatorDisabled(deps.db, admin, { ...body, ip: req.ip });
  });

  route(app, adminOperatorResetTotp, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'operators.manage');
    return resetTotp(deps.db, admin, { id: body.id, ip: req.ip });
  });
}
