import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@bangyan/db';
import { RELEASES } from './releases.ts';

/** The releases so far (releases.ts), published, one item a line; the seed step runs once, so edits stay. */
export async function seedReleaseNotes(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx
    .insertInto('release_notes')
    .values(
      RELEASES.map((r) => ({
        version: r.version,
        released_on: r.releasedOn,
        title: r.title,
        items: r.items.join('\n'),
      })),
    )
    .execute();
}
