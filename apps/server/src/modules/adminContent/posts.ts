/** 运营圈 posts (table news): a new post takes the next id (its page /yunyingquan/{id}.html); `add_time` schedules. */
import { sql } from 'kysely';
import type { AdminPost, adminPostCreate, ParsedBodyOf } from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

type Fields = ParsedBodyOf<typeof adminPostCreate>;

export const postStore = tableStore<'news', AdminPost, Fields>({
  kind: 'posts',
  table: 'news',
  order: [
    ['add_time', 'desc'],
    ['id', 'desc'],
  ],
  present: (r) => ({
    id: r.id,
    title: r.article_title,
    author: r.author,
    body: r.body,
    addTime: r.add_time.toISOString(),
    viewCounts: r.view_counts,
    published: r.published,
  }),
  columns: (f) => ({
    article_title: f.title,
    author: f.author,
    body: f.body,
    add_time: f.addTime,
    published: f.published,
  }),
  // The ids are the former site's, not a sequence; the lock keeps two editors from taking the same next one.
  created: async (db) => {
    await sql`LOCK TABLE news IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    const { next } = await db
      .selectFrom('news')
      .select(sql<number>`coalesce(max(id), 0)::int + 1`.as('next'))
      .executeTakeFirstOrThrow();
    return { id: next };
  },
});
