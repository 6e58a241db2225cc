import type { ReleaseNote } from '@bangyan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '@bangyan/db';

/** A page of the published release notes, newest first (by release day, then the later entry), and their count. */
export async function publishedNotes(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
): Promise<{ list: ReleaseNote[]; total: number }> {
  const published = db.selectFrom('release_notes').where('published', '=', true);
  const [rows, count] = await Promise.all([
    published
      .select(['version', 'released_on', 'title', 'items'])
      .orderBy('released_on', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    published.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      version: r.version,
      releasedOn: r.released_on,
      title: r.title,
      items: r.items
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    })),
    total: Number(count.n),
  };
}
