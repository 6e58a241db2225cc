import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@bangyan/db';
import { ARTICLE_BODIES } from './seedArticles.ts';
import { POST_BODIES } from './seedPosts.ts';

/**
 * The seeded articles' categories and bodies and the seeded 运营圈 posts' authors and bodies, for new and existing
 * installations alike. Only what is still empty is filled, so an operator's later text stays; rows the seed does not
 * know (by guid or id) are left alone.
 */
export async function seedBlogBodies(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  for (const a of ARTICLE_BODIES) {
    await trx.updateTable('articles').set({ body: a.body }).where('guid', '=', a.guid).where('body', '=', '').execute();
    await trx
      .updateTable('articles')
      .set({ category: a.category })
      .where('guid', '=', a.guid)
      .where('category', 'is', null)
      .execute();
  }
  for (const p of POST_BODIES) {
    await trx.updateTable('news').set({ body: p.body }).where('id', '=', p.id).where('body', '=', '').execute();
    await trx.updateTable('news').set({ author: p.author }).where('id', '=', p.id).where('author', '=', '').execute();
  }
}
