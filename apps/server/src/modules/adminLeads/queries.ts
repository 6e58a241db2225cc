/** 线索: the leads and the ASO delivery requests as the console lists them, newest first, filtered and paged. */
import {
  chinaDayEnd,
  chinaDayStart,
  engineDay,
  type AdminDelivery,
  type DeliveryStatus,
  type AdminLead,
  type LeadKind,
} from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { presentDelivery } from '../../present/delivery.ts';

type Db = Kysely<Database>;

export interface ConsoleFilter {
  q: string;
  /** China days 'YYYYMMDD'. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** `q` as an ILIKE pattern that matches it literally anywhere. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const since = (ymd: string) => chinaDayStart(engineDay(ymd));
const until = (ymd: string) => chinaDayEnd(engineDay(ymd));

function leadRows(db: Db, kind: LeadKind | undefined, filter: ConsoleFilter) {
  let query = db
    .selectFrom('leads as l')
    .leftJoin('users as u', 'u.uid', 'l.uid')
    .leftJoin('api_plans as p', (j) => j.onRef('p.id', '=', 'l.ref_id').on('l.kind', '=', 'api_apply'))
    .leftJoin('events as e', (j) => j.onRef('e.id', '=', 'l.ref_id').on('l.kind', '=', 'event_signup'))
    .leftJoin('partnership_kinds as k', (j) => j.onRef('k.id', '=', 'l.ref_id').on('l.kind', '=', 'partner'));
  if (kind !== undefined) query = query.where('l.kind', '=', kind);
  if (filter.q !== '') {
    const pattern = contains(filter.q);
    query = query.where((eb) =>
      eb.or(['l.name', 'l.phone', 'l.company', 'l.email'].map((c) => eb(sql.ref(c), 'ilike', pattern))),
    );
  }
  if (filter.from !== undefined) query = query.where('l.created_at', '>=', since(filter.from));
  if (filter.to !== undefined) query = query.where('l.created_at', '<', until(filter.to));
  return query;
}

export async function listLeads(db: Db, kind: LeadKind | undefined, filter: ConsoleFilter) {
  const query = leadRows(db, kind, filter);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll('l')
      .select(['u.nickname', sql<string | null>`coalesce(p.name, e.title, k.name)`.as('subject')])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  const list = rows.map((r): AdminLead => ({
    id: Number(r.id),
    kind: r.kind,
    subject: r.subject ?? '',
    name: r.name,
    phone: r.phone,
    email: r.email,
    company: r.company,
    jobTitle: r.job_title,
    message: r.message,
    user: r.uid === null ? null : { uid: String(r.uid), nickname: r.nickname ?? '' },
    ip: r.ip,
    createdAt: r.created_at.toISOString(),
  }));
  return { total: Number(total), page: filter.page, pageSize: filter.pageSize, list };
}

export async function listDeliveries(db: Db, filter: ConsoleFilter, status?: DeliveryStatus) {
  let query = db.selectFrom('aso_delivery_requests as d').innerJoin('users as u', 'u.uid', 'd.uid');
  if (filter.q !== '') {
    const pattern = contains(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb('d.app_name', 'ilike', pattern),
        eb(sql<string>`d.app_id::text`, 'ilike', pattern),
        eb('d.contact_name', 'ilike', pattern),
        eb('d.contact_phone', 'ilike', pattern),
      ]),
    );
  }
  if (filter.from !== undefined) query = query.where('d.created_at', '>=', since(filter.from));
  if (filter.to !== undefined) query = query.where('d.created_at', '<', until(filter.to));
  if (status !== undefined) query = query.where('d.status', '=', status);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll('d')
      .select('u.nickname')
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  const list = rows.map(({ nickname, ...r }): AdminDelivery => ({
    ...presentDelivery(r),
    user: { uid: String(r.uid), nickname },
  }));
  return { total: Number(total), page: filter.page, pageSize: filter.pageSize, list };
}
