/**
 * 运营账号: operators listed, made (as the CLI makes them, `createAdmin`), their role changed, disabled or enabled,
 * and their TOTP secret replaced. Each change is audited; an operator cannot change their own role or disable
 * themselves (so the last admin cannot lock everyone out by mistake). Disabling an operator or replacing their
 * secret ends their console sessions.
 */
import {
  ADMIN_OPS_TEXTS,
  ApiFailure,
  ErrorCode,
  type AdminOperator,
  type AdminRole,
  type TotpEnrolment,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '@bangyan/db';
import { createAdmin, findAdminByUsername, type AdminRow } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { newTotpSecret, otpauthUri } from '../../credentials/totp.ts';

type Db = Kysely<Database>;

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

export const presentOperator = (a: AdminRow): AdminOperator => ({
  id: a.id,
  username: a.username,
  role: a.role,
  disabled: a.disabled,
  createdAt: a.created_at.toISOString(),
  lastLoginAt: a.last_login_at?.toISOString() ?? null,
});

export async function listOperators(db: Db): Promise<AdminOperator[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('id').execute();
  return rows.map(presentOperator);
}

async function enrolment(username: string, totpSecret: string): Promise<TotpEnrolment> {
  const uri = otpauthUri(username, totpSecret);
  return { totpSecret, otpauthUri: uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** A new operator with a generated password and a fresh secret, both answered once. */
export async function createOperator(db: Db, by: AdminRow, input: { username: string; role: AdminRole; ip: string }) {
  if (await findAdminByUsername(db, input.username)) throw fail(ADMIN_OPS_TEXTS.operatorTaken);
  const made = await createAdmin(db, { username: input.username, role: input.role });
  const row = await db.selectFrom('admins').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
  await recordAudit(db, {
    adminId: by.id,
    action: 'operator.create',
    target: `admin:${made.id}`,
    before: null,
    after: { username: made.username, role: made.role },
    ip: input.ip,
  });
  return {
    operator: presentOperator(row),
    password: made.password,
    enrolment: await enrolment(made.username, made.totpSecret),
  };
}

/** The operator, locked for a change; refused when it is `by` themself (`self` false) or does not exist. */
async function lockedOperator(trx: Db, by: AdminRow, id: string, self: boolean): Promise<AdminRow> {
  const row = await trx.selectFrom('admins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw fail(ADMIN_OPS_TEXTS.operatorMissing);
  if (!self && row.id === by.id) throw fail(ADMIN_OPS_TEXTS.notSelf);
  return row;
}

const endSessions = (trx: Db, id: string) =>
  trx
    .updateTable('admin_sessions')
    .set({ ended_at: new Date() })
    .where('admin_id', '=', id)
    .where('ended_at', 'is', null)
    .execute();

export function changeRole(db: Db, by: AdminRow, input: { id: string; role: AdminRole; ip: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await lockedOperator(trx, by, input.id, false);
    if (before.role === input.role) throw fail(ADMIN_OPS_TEXTS.roleSame(input.role));
    const after = await trx
      .updateTable('admins')
      .set({ role: input.role })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      adminId: by.id,
      action: 'operator.role',
      target: `admin:${input.id}`,
      before: { role: before.role },
      after: { role: after.role },
      ip: input.ip,
    });
    return presentOperator(after);
  });
}

export function setOperatorDisabled(db: Db, by: AdminRow, input: { id: string; disabled: boolean; ip: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await lockedOperator(trx, by, input.id, false);
    if (before.disabled === input.disabled) {
      throw fail(input.disabled ? ADMIN_OPS_TEXTS.operatorAlreadyDisabled : ADMIN_OPS_TEXTS.operatorAlreadyEnabled);
    }
    const after = await trx
      .updateTable('admins')
      .set({ disabled: input.disabled })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.disabled) await endSessions(trx, input.id);
    await recordAudit(trx, {
      adminId: by.id,
      action: input.disabled ? 'operator.disable' : 'operator.enable',
      target: `admin:${input.id}`,
      before: { disabled: before.disabled },
      after: { disabled: after.disabled },
      ip: input.ip,
    });
    return presentOperator(after);
  });
}

/** A new TOTP secret for the operator (the old one stops working), answered once; its other sessions end. */
export async function resetTotp(db: Db, by: AdminRow, input: { id: string; ip: string }): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const row = await db.transaction().execute(async (trx) => {
    const target = await lockedOperator(trx, by, input.id, true);
    await trx.updateTable('admins').set({ totp_secret: secret }).where('id', '=', input.id).execute();
    if (target.id !== by.id) await endSessions(trx, input.id);
    await recordAudit(trx, {
      adminId: by.id,
      action: 'operator.resetTotp',
      target: `admin:${input.id}`,
      before: null,
      after: { reset: true },
      ip: input.ip,
    });
    return target;
  });
  return enrolment(row.username, secret);
}
