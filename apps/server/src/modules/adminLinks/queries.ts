/** 关联申请: link-app requests as the console lists them. */
import {
  ADMIN_OPS_TEXTS,
  ApiFailure,
  ErrorCode,
  type AdminLinkRequest,
  type LinkRequestStatus,
} from '@bangyan/contract';
import { requestLinks } from '@bangyan/market';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { appNames, nameKey } from '../../admin/appNames.ts';

type Db = Kysely<Database>;

function requestRows(db: Db) {
  return db
    .selectFrom('link_app_requests as r')
    .innerJoin('users as u', 'u.uid', 'r.uid')
    .leftJoin('admins as a', 'a.id', 'r.decided_by')
    .selectAll('r')
    .select(['u.nickname', 'a.username as decided_by_name']);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

/** The requests with their app's name and what an approval linked. */
async function present(db: Db, rows: readonly RequestRow[]): Promise<AdminLinkRequest[]> {
  const [names, links] = await Promise.all([
    appNames(
      db,
      rows.map((r) => ({ market: r.market, appId: r.app_id })),
    ),
    requestLinks(
      db,
      rows.map((r) => r.request_id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.request_id,
    user: { uid: r.uid, nickname: r.nickname },
    market: r.market,
    appId: r.app_id,
    appName: names.get(nameKey({ market: r.market, appId: r.app_id })) ?? '',
    urlList: r.url_list,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    decidedBy: r.decided_by_name,
    rejectReason: r.reject_reason,
    links: links.get(r.request_id) ?? [],
  }));
}

/** Requests of one status: the pending ones oldest first (the queue), decided ones newest decision first. */
export async function listRequests(db: Db, input: { status: LinkRequestStatus; page: number; pageSize: number }) {
  const query = requestRows(db).where('r.status', '=', input.status);
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('link_app_requests')
      .where('status', '=', input.status)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    (input.status === 'pending'
      ? query.orderBy('r.created_at', 'asc').orderBy('r.request_id', 'asc')
      : query.orderBy('r.decided_at', 'desc').orderBy('r.request_id', 'desc')
    )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return { total: Number(total), page: input.page, pageSize: input.pageSize, list: await present(db, rows) };
}

/** One request as the console shows it. */
export async function requestById(db: Db, id: string): Promise<AdminLinkRequest> {
  const row = await requestRows(db).where('r.request_id', '=', id).executeTakeFirst();
  if (!row) throw new ApiFailure(ErrorCode.BAD_REQUEST, ADMIN_OPS_TEXTS.requestMissing);
  return (await present(db, [row]))[0]!;
}
