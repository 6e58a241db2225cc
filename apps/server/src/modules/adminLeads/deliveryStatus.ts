/**
 * 投放需求's handling: an operator sets a delivery request's status and a note for the user, in one transaction with
 * its audit row and the user's notice (`system`, leading to 我的投放).
 */
import {
  ACCOUNT_DELIVERIES_PATH,
  ADMIN_LEAD_TEXTS,
  ApiFailure,
  DELIVERY_STATUSES,
  ErrorCode,
  type AdminDelivery,
  type DeliveryStatus,
} from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import type { AdminRow } from '../../admin/accounts.ts';
import { recordAudit } from '../../admin/audit.ts';
import { notify } from '../../notices/notify.ts';
import { presentDelivery } from '../../present/delivery.ts';

type Db = Kysely<Database>;

export async function setDeliveryStatus(
  db: Db,
  admin: AdminRow,
  input: { id: number; status: DeliveryStatus; note: string; ip: string },
): Promise<AdminDelivery> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('aso_delivery_requests')
      .selectAll()
      .where('id', '=', String(input.id))
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_LEAD_TEXTS.deliveryMissing);
    const at = new Date();
    const after = await trx
      .updateTable('aso_delivery_requests')
      .set({ status: input.status, status_note: input.note, status_at: at })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const shown = (r: typeof before) => ({ status: r.status, note: r.status_note });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'delivery.status',
      target: `delivery:${before.id}`,
      before: shown(before),
      after: shown(after),
      ip: input.ip,
    });
    const note = input.note === '' ? '' : `说明：${input.note}`;
    await notify(trx, {
      uid: before.uid,
      kind: 'system',
      title: ADMIN_LEAD_TEXTS.statusTitle,
      body: `你为「${before.app_name}」提交的ASO投放需求（${before.keywords.length}个关键词）状态更新为「${DELIVERY_STATUSES[input.status]}」。${note}`,
      link: ACCOUNT_DELIVERIES_PATH,
      dedupeKey: `delivery-status:${before.id}:${at.getTime()}`,
    });
    const user = await trx
      .selectFrom('users')
      .select('nickname')
      .where('uid', '=', before.uid)
      .executeTakeFirstOrThrow();
    return { ...presentDelivery(after), user: { uid: String(before.uid), nickname: user.nickname } };
  });
}
