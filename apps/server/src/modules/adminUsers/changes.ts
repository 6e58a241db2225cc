/**
 * 用户's changes, each in one transaction with its audit row (state before and after) and, where the user should
 * know, a message-centre notice: setting the membership, disabling and enabling the account.
 */
import {
  ADMIN_OPS_TEXTS,
  ApiFailure,
  chinaDayEnd,
  engineDay,
  ErrorCode,
  formatDate,
  TIER_LABELS,
  type Tier,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { AdminRow } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { notify } from '../../notices/notify.ts';
import type { UserRow } from '../../session/users.ts';

type Db = Kysely<Database>;

/** The membership part of a user's row, as an audit row keeps it. */
const membershipOf = (u: UserRow) => ({
  role: u.role,
  roleEndAt: u.role_end_at?.toISOString() ?? null,
  trialUntil: u.svip_trial_until?.toISOString() ?? null,
});

async function lockedUser(trx: Db, uid: string): Promise<UserRow> {
  const user = await trx.selectFrom('users').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
  if (!user) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.userMissing);
  return user;
}

/** The notice of a membership an operator set: the tier and its last day, or that it ended. */
function membershipNotice(tier: Tier, endsAt: Date | null): string {
  if (tier === 'normal' || endsAt === null) return '你的会员已调整为普通用户。如有疑问，请通过意见反馈联系我们。';
  const lastDay = formatDate(endsAt.getTime() - 1);
  return `你的会员已调整为 ${TIER_LABELS[tier]}，有效期至 ${lastDay}。[查看会员权益](/vip/index)`;
}

/**
 * Sets the user's paid membership: `tier` through the China day `endDate` ('YYYYMMDD'), or none for 'normal'. The
 * SVIP trial is not touched (`effectiveTier` still shows whichever SVIP ends later). Audited; the user is notified.
 */
export async function setMembership(
  db: Db,
  admin: AdminRow,
  input: { uid: string; tier: Tier; endDate?: string | undefined; reason: string; ip: string },
  now: Date,
): Promise<UserRow> {
  const endsAt = input.tier === 'normal' ? null : chinaDayEnd(engineDay(input.endDate!));
  if (endsAt !== null && endsAt.getTime() <= now.getTime()) {
    throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.endDatePast);
  }
  return db.transaction().execute(async (trx) => {
    const before = await lockedUser(trx, input.uid);
    const after = await trx
      .updateTable('users')
      .set({ role: input.tier, role_end_at: endsAt })
      .where('uid', '=', input.uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, {
      uid: input.uid,
      kind: 'system',
      title: ADMIN_OPS_TEXTS.membershipNoticeTitle,
      body: membershipNotice(input.tier, endsAt),
      link: '/vip/index',
      at: now,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'membership.grant',
      target: `user:${input.uid}`,
      before: membershipOf(before),
      after: { ...membershipOf(after), reason: input.reason },
      ip: input.ip,
    });
    return after;
  });
}

/**
 * Disables (`disabled`) or enables the account, with the operator's reason; audited. Disabling refuses its logins
 * from now on; the caller ends its sessions.
 */
export async function setDisabled(
  db: Db,
  admin: AdminRow,
  input: { uid: string; disabled: boolean; reason: string; ip: string },
  now: Date,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedUser(trx, input.uid);
    if (input.disabled === (before.disabled_at !== null)) {
      throw new ApiFailure(
        ErrorCode.BAD_REQUEST,
        input.disabled ? ADMIN_OPS_TEXTS.alreadyDisabled : ADMIN_OPS_TEXTS.alreadyEnabled,
      );
    }
    const after = await trx
      .updateTable('users')
      .set({ disabled_at: input.disabled ? now : null, disabled_reason: input.disabled ? input.reason : '' })
      .where('uid', '=', input.uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      adminId: admin.id,
      action: input.disabled ? 'user.disable' : 'user.enable',
      target: `user:${input.uid}`,
      before: { disabledAt: before.disabled_at?.toISOString() ?? null, disabledReason: before.disabled_reason },
      after: { disabledAt: after.disabled_at?.toISOString() ?? null, reason: input.reason },
      ip: input.ip,
    });
    return after;
  });
}
