/**
 * 关联申请's decisions, each once per request and in one transaction with its audit row and the user's notice
 * (`link-app`): an approval links the Android listings the operator confirmed (each known to the data engine) to the
 * request's app; a rejection says why.
 */
import { ADMIN_OPS_TEXTS, ApiFailure, ErrorCode, IOS_MARKET, marketName } from '@bangyan/contract';
import { androidCatalogApps, linkListings, type Listing } from '@bangyan/market';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LinkAppRequestsTable } from '@bangyan/db';
import type { AdminRow } from '../../admin/accounts.ts';
import { appNames, nameKey } from '../../admin/appNames.ts';
import { recordAudit } from '../../admin/audit.ts';
import { notify } from '../../notices/notify.ts';

type Db = Kysely<Database>;
type RequestRow = Selectable<LinkAppRequestsTable>;

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** The request, locked, while it waits for a decision. */
async function pendingRequest(trx: Db, id: string): Promise<RequestRow> {
  const row = await trx
    .selectFrom('link_app_requests')
    .selectAll()
    .where('request_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw fail(ADMIN_OPS_TEXTS.requestMissing);
  if (row.status !== 'pending') throw fail(ADMIN_OPS_TEXTS.requestDecided);
  return row;
}

/** An app's page on the site: an iOS app's in China's storefront, an Android package's in its market. */
const appPage = (l: Listing) =>
  l.market === IOS_MARKET
    ? `/new/apps/view?${new URLSearchParams({ appId: l.appId, country: 'cn' })}`
    : `/new/android/download?${new URLSearchParams({ appId: l.appId, market: l.market })}`;

async function appLabel(db: Db, row: RequestRow): Promise<string> {
  const names = await appNames(db, [{ market: row.market, appId: row.app_id }]);
  return names.get(nameKey({ market: row.market, appId: row.app_id })) || row.app_id;
}

/** Each listing must be one the data engine has, and not the request's app itself. */
async function checkListings(db: Db, row: RequestRow, links: readonly Listing[]): Promise<void> {
  for (const link of links) {
    if (link.market === row.market && link.appId === row.app_id) throw fail(ADMIN_OPS_TEXTS.linkSelf);
    const [known] = await androidCatalogApps(db, { market: link.market, appIds: [link.appId] });
    if (!known) throw fail(ADMIN_OPS_TEXTS.linkUnknown(marketName(link.market) ?? link.market, link.appId));
  }
}

export async function approveRequest(
  db: Db,
  admin: AdminRow,
  input: { id: string; links: readonly Listing[]; ip: string },
): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await pendingRequest(trx, input.id);
    await checkListings(trx, row, input.links);
    await linkListings(trx, {
      app: { market: row.market, appId: row.app_id },
      links: input.links,
      requestId: row.request_id,
    });
    await trx
      .updateTable('link_app_requests')
      .set({ status: 'linked', decided_at: now, decided_by: admin.id })
      .where('request_id', '=', row.request_id)
      .execute();
    const app = { market: row.market, appId: row.app_id };
    const linked = input.links.map((l) => `[${marketName(l.market) ?? l.market}](${appPage(l)})`).join('、');
    await notify(trx, {
      uid: row.uid,
      kind: 'link-app',
      title: ADMIN_OPS_TEXTS.linkApprovedTitle,
      body: `你为「${await appLabel(trx, row)}」提交的关联申请已通过，已关联安卓市场：${linked}。感谢你帮助我们完善应用数据！`,
      link: appPage(app),
      dedupeKey: `link-decided:${row.request_id}`,
      at: now,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'link.approve',
      target: `link:${row.request_id}`,
      before: { status: row.status },
      after: { status: 'linked', app, links: input.links },
      ip: input.ip,
    });
  });
}

export async function rejectRequest(
  db: Db,
  admin: AdminRow,
  input: { id: string; reason: string; ip: string },
): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const row = await pendingRequest(trx, input.id);
    await trx
      .updateTable('link_app_requests')
      .set({ status: 'rejected', decided_at: now, decided_by: admin.id, reject_reason: input.reason })
      .where('request_id', '=', row.request_id)
      .execute();
    await notify(trx, {
      uid: row.uid,
      kind: 'link-app',
      title: ADMIN_OPS_TEXTS.linkRejectedTitle,
      body: `你为「${await appLabel(trx, row)}」提交的关联申请未通过。原因：${input.reason}`,
      dedupeKey: `link-decided:${row.request_id}`,
      at: now,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'link.reject',
      target: `link:${row.request_id}`,
      before: { status: row.status },
      after: { status: 'rejected', reason: input.reason },
      ip: input.ip,
    });
  });
}
