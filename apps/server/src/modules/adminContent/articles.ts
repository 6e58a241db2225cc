/** 博客文章: an article's page is /blog/{id}.html (its url column names it); `published_at` ahead schedules it. */
import { randomUUID } from 'node:crypto';
import { articlePath, type AdminArticle, type adminArticleCreate, type ParsedBodyOf } from '@bangyan/contract';
import { tableStore } from './tableStore.ts';

type Fields = ParsedBodyOf<typeof adminArticleCreate>;

export const articleStore = tableStore<'articles', AdminArticle, Fields>({
  kind: 'articles',
  table: 'articles',
  order: [
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  present: (r) => ({
    id: r.id,
    title: r.post_title,
    excerpt: r.post_excerpt,
    category: r.category,
    thumbnail: r.thumbnail,
    body: r.body,
    publishedAt: r.published_at.toISOString(),
    published: r.published,
    url: r.url,
  }),
  columns: (f) => ({
    post_title: f.title,
    post_excerpt: f.excerpt,
    // '' files the article under no tab (全部 only).
    category: f.category === undefined ? undefined : f.category || null,
    thumbnail: f.thumbnail,
    body: f.body,
    published_at: f.publishedAt,
    published: f.published,
  }),
  // The page's path needs the new id: a placeholder first, then the path.
  created: async () => ({ guid: `console-${randomUUID()}`, url: '/blog' }),
  afterCreate: async (db, id) => {
    await db
      .updateTable('articles')
      .set({ url: articlePath(id) })
      .where('id', '=', id)
      .execute();
  },
});
