import { DAY_MS, formatDate } from '@bangyan/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@bangyan/db';
import {
  API_GROUPS,
  API_PLANS,
  BRAND_MILESTONES,
  BRAND_PRODUCTS,
  EVENTS,
  JOB_OPENINGS,
  PAGE_BLOCKS,
  PARTNERSHIP_KINDS,
} from './seedData.ts';

type Db = Transaction<Database> | Kysely<Database>;

/** Content tables the seed fills, each only while it has no row, so an operator's text stays. */
type SeededTable =
  | 'page_blocks'
  | 'job_openings'
  | 'partnership_kinds'
  | 'brand_products'
  | 'brand_milestones'
  | 'api_plans'
  | 'api_endpoint_groups'
  | 'events';

async function isEmpty(db: Db, table: SeededTable): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/** A China wall-clock time `days` after `now`'s China day. */
const chinaTime = (now: Date, days: number, hm: string) =>
  new Date(`${formatDate(new Date(now.getTime() + days * DAY_MS))}T${hm}:00+08:00`);

const sorted = <T extends object>(rows: readonly T[]) => rows.map((row, sort) => ({ ...row, sort }));

/** The content pages' first text (seedData.ts); events are dated from `now`. */
export async function seedContentPages(db: Db, now = new Date()): Promise<void> {
  if (await isEmpty(db, 'page_blocks')) {
    await db.insertInto('page_blocks').values(sorted(PAGE_BLOCKS)).execute();
  }
  if (await isEmpty(db, 'job_openings')) await db.insertInto('job_openings').values(sorted(JOB_OPENINGS)).execute();
  if (await isEmpty(db, 'partnership_kinds')) {
    await db.insertInto('partnership_kinds').values(sorted(PARTNERSHIP_KINDS)).execute();
  }
  if (await isEmpty(db, 'brand_products')) {
    await db.insertInto('brand_products').values(sorted(BRAND_PRODUCTS)).execute();
  }
  if (await isEmpty(db, 'brand_milestones')) {
    await db
      .insertInto('brand_milestones')
      .values(BRAND_MILESTONES.map((m) => ({ happened_on: m.happenedOn, title: m.title, description: m.description })))
      .execute();
  }
  if (await isEmpty(db, 'api_plans')) await db.insertInto('api_plans').values(sorted(API_PLANS)).execute();
  if (await isEmpty(db, 'api_endpoint_groups')) {
    await db.insertInto('api_endpoint_groups').values(sorted(API_GROUPS)).execute();
  }
  if (await isEmpty(db, 'events')) {
    for (const e of EVENTS) {
      const startsAt = chinaTime(now, e.startDay, e.startTime);
      const year = (text: string) => text.replace('{year}', formatDate(startsAt).slice(0, 4));
      const { id } = await db
        .insertInto('events')
        .values({
          title: year(e.title),
          summary: e.summary,
          body: e.body,
          city: e.city,
          venue: e.venue,
          address: e.address,
          starts_at: startsAt,
          ends_at: chinaTime(now, e.startDay, e.endTime),
          capacity: e.capacity,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('event_agenda')
        .values(
          e.agenda.map((a) => ({
            event_id: id,
            start_time: a.start,
            end_time: a.end,
            title: year(a.title),
            speaker: a.speaker,
          })),
        )
        .execute();
      await db
        .insertInto('event_speakers')
        .values(e.speakers.map((s, sort) => ({ ...s, sort, event_id: id })))
        .execute();
    }
  }
}
