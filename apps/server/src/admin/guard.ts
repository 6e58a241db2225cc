/** The console's guard: every /v1/admin endpoint but login names the permission it needs. */
import { adminCan, ADMIN_TEXTS, ApiFailure, ErrorCode, type AdminPermission } from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import type { AdminRow } from './accounts.ts';
import { currentAdmin } from './sessions.ts';

/** The signed-in operator if its role has `permission`; 401 without a console session, 4030 (HTTP 403) without it. */
export async function requireAdmin(
  req: FastifyRequest,
  deps: Pick<Deps, 'db'>,
  permission?: AdminPermission,
): Promise<AdminRow> {
  const admin = await currentAdmin(req, deps);
  if (permission && !adminCan(admin.role, permission)) {
    throw new ApiFailure(ErrorCode.NO_PERMISSION, ADMIN_TEXTS.noPermission(permission));
  }
  return admin;
}
