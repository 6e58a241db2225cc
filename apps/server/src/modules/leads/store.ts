/** Storing a public form's lead, after checking what it refers to (a plan, a partnership kind, an open event). */
import { ApiFailure, ErrorCode, LEAD_TEXTS, type LeadKind } from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

export interface LeadInput {
  kind: LeadKind;
  refId: number;
  name: string;
  phone: string;
  email?: string;
  company: string;
  jobTitle?: string;
  message?: string;
  uid: string | null;
  ip: string;
  userAgent: string;
}

const refused = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

const insertLead = (db: Db, lead: LeadInput) =>
  db
    .insertInto('leads')
    .values({
      kind: lead.kind,
      ref_id: lead.refId,
      name: lead.name,
      phone: lead.phone,
      email: lead.email ?? '',
      company: lead.company,
      job_title: lead.jobTitle ?? '',
      message: lead.message ?? '',
      uid: lead.uid,
      ip: lead.ip,
      user_agent: lead.userAgent,
    })
    .onConflict((oc) => oc.columns(['ref_id', 'phone']).where('kind', '=', 'event_signup').doNothing())
    .returning('id')
    .executeTakeFirst();

/** A data-API application or a partnership enquiry: its plan or kind must exist. */
export async function storeLead(db: Db, lead: LeadInput): Promise<number> {
  const known =
    lead.kind === 'api_apply'
      ? await db.selectFrom('api_plans').select('id').where('id', '=', lead.refId).executeTakeFirst()
      : await db.selectFrom('partnership_kinds').select('id').where('id', '=', lead.refId).executeTakeFirst();
  if (!known) throw refused(lead.kind === 'api_apply' ? LEAD_TEXTS.planMissing : LEAD_TEXTS.partnerKindMissing);
  const row = await insertLead(db, lead);
  return Number(row!.id);
}

/**
 * An event sign-up: the event published, not ended and with places left, one sign-up per phone (the unique index
 * decides, so two at once cannot both pass). The event row is locked while the places are counted.
 */
export async function storeSignup(db: Db, lead: LeadInput, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'ends_at', 'capacity'])
      .where('id', '=', lead.refId)
      .where('published', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw refused(LEAD_TEXTS.eventMissing);
    if (event.ends_at <= now) throw refused(LEAD_TEXTS.eventEnded);
    const taken = await trx
      .selectFrom('leads')
      .select(sql<string>`count(*)`.as('n'))
      .where('kind', '=', 'event_signup')
      .where('ref_id', '=', event.id)
      .executeTakeFirstOrThrow();
    const row = await insertLead(trx, lead);
    if (!row) throw refused(LEAD_TEXTS.alreadySignedUp);
    if (Number(taken.n) >= event.capacity) throw refused(LEAD_TEXTS.eventFull);
    return Number(row.id);
  });
}
