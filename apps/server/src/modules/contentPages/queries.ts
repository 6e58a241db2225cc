/** The content pages' reads: each page's blocks and lists from the content tables, in their `sort` order. */
import { ALL_ENDPOINTS, API_DOCS_PATH, type ApiGroup, type EventDetail } from '@bangyan/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

type Db = Kysely<Database>;

/** A list field's items: one a line, blank lines dropped. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

const blocks = (db: Db, page: string) =>
  db
    .selectFrom('page_blocks')
    .select(['key', 'title', 'body'])
    .where('page', '=', page)
    .orderBy('sort')
    .orderBy('key')
    .execute();

export async function aboutContent(db: Db) {
  const [pageBlocks, jobs, kinds] = await Promise.all([
    blocks(db, 'about'),
    db.selectFrom('job_openings').selectAll().where('published', '=', true).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('partnership_kinds').select(['id', 'name', 'description']).orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    blocks: pageBlocks,
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      department: j.department,
      city: j.city,
      duties: lines(j.duties),
      requirements: lines(j.requirements),
      email: j.email,
    })),
    partnerKinds: kinds,
  };
}

export async function brandContent(db: Db) {
  const [pageBlocks, products, milestones] = await Promise.all([
    blocks(db, 'brand'),
    db
      .selectFrom('brand_products')
      .select(['id', 'name', 'description', 'url'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('brand_milestones').selectAll().orderBy('happened_on').orderBy('id').execute(),
  ]);
  return {
    blocks: pageBlocks,
    products,
    milestones: milestones.map((m) => ({
      id: m.id,
      month: m.happened_on.slice(0, 7),
      title: m.title,
      description: m.description,
    })),
  };
}

/** Examples a group shows: its first few endpoints of the API document. */
const GROUP_EXAMPLES = 3;

/** The API page: its blocks, the offered groups counted from the API document, the plans. */
export async function apiContent(db: Db) {
  const [pageBlocks, groupRows, plans] = await Promise.all([
    blocks(db, 'api'),
    db.selectFrom('api_endpoint_groups').selectAll().orderBy('sort').orderBy('tag').execute(),
    db.selectFrom('api_plans').selectAll().orderBy('sort').orderBy('id').execute(),
  ]);
  const groups: ApiGroup[] = groupRows.map((g) => {
    const endpoints = ALL_ENDPOINTS.filter((e) => e.tag === g.tag);
    return {
      tag: g.tag,
      name: g.name,
      description: g.description,
      endpointCount: endpoints.length,
      examples: endpoints.slice(0, GROUP_EXAMPLES).map((e) => ({ method: e.method, path: e.path, summary: e.summary })),
    };
  });
  return {
    blocks: pageBlocks,
    groups: groups.filter((g) => g.endpointCount > 0),
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      quota: p.quota,
      features: lines(p.features),
      highlighted: p.highlighted,
    })),
    docsUrl: API_DOCS_PATH,
    endpointTotal: groups.reduce((sum, g) => sum + g.endpointCount, 0),
  };
}

/** An event (by id, else the published one starting last) with its agenda and speakers; null when none. */
export async function eventContent(db: Db, id: number | undefined, now: Date): Promise<EventDetail | null> {
  let query = db.selectFrom('events').selectAll().where('published', '=', true);
  query = id === undefined ? query.orderBy('starts_at', 'desc').orderBy('id', 'desc') : query.where('id', '=', id);
  const event = await query.limit(1).executeTakeFirst();
  if (!event) return null;
  const [agenda, speakers, signups] = await Promise.all([
    db
      .selectFrom('event_agenda')
      .selectAll()
      .where('event_id', '=', event.id)
      .orderBy('start_time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('event_speakers')
      .selectAll()
      .where('event_id', '=', event.id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('leads')
      .select(sql<string>`count(*)`.as('n'))
      .where('kind', '=', 'event_signup')
      .where('ref_id', '=', event.id)
      .executeTakeFirstOrThrow(),
  ]);
  const signedUp = Number(signups.n);
  return {
    id: event.id,
    title: event.title,
    summary: event.summary,
    body: event.body,
    city: event.city,
    venue: event.venue,
    address: event.address,
    startsAt: Math.floor(event.starts_at.getTime() / 1000),
    endsAt: Math.floor(event.ends_at.getTime() / 1000),
    capacity: event.capacity,
    signedUp,
    open: event.ends_at > now && signedUp < event.capacity,
    agenda: agenda.map((a) => ({ startTime: a.start_time, endTime: a.end_time, title: a.title, speaker: a.speaker })),
    speakers: speakers.map((s) => ({ name: s.name, title: s.title, company: s.company, bio: s.bio })),
  };
}
