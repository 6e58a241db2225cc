import { sql, type Kysely } from 'kysely';
import {
  RELATED_ARTICLE_COUNT,
  type ArticleSummary,
  type BlogCategory,
  type CirclePostSummary,
} from '@bangyan/contract';
import type { Database } from '@bangyan/db';

/** Reads of the blog's articles and the 运营圈 posts, in the contract's shapes (times in unix seconds). */

const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The articles a visitor may read: published, and their publishing time reached (an editor schedules by it). */
const liveArticles = (db: Kysely<Database>) =>
  db
    .selectFrom('articles')
    .where('published', '=', true)
    .where('published_at', '<=', sql<Date>`now()`);

/** The 运营圈 posts a visitor may read: published, and their time reached. */
const livePosts = (db: Kysely<Database>) =>
  db
    .selectFrom('news')
    .where('published', '=', true)
    .where('add_time', '<=', sql<Date>`now()`);

const SUMMARY_COLUMNS = ['id', 'post_title', 'post_excerpt', 'thumbnail', 'category', 'published_at'] as const;

type SummaryRow = {
  id: number;
  post_title: string;
  post_excerpt: string;
  thumbnail: string;
  category: string | null;
  published_at: Date;
};

const articleSummary = (r: SummaryRow): ArticleSummary => ({
  id: r.id,
  title: r.post_title,
  excerpt: r.post_excerpt,
  thumbnail: r.thumbnail,
  category: r.category,
  publishedAt: unixSeconds(r.published_at),
});

export interface Paged<T> {
  total: number;
  list: T[];
}

/** The categories with their article counts, the largest first. */
export async function blogCategoryCounts(db: Kysely<Database>): Promise<BlogCategory[]> {
  const rows = await liveArticles(db)
    .select(['category', sql<number>`count(*)::int`.as('count')])
    .where('category', 'is not', null)
    .groupBy('category')
    .orderBy('count', 'desc')
    .orderBy('category')
    .execute();
  return rows.map((r) => ({ name: r.category ?? '', count: r.count }));
}

/** A page of the articles, newest first, of one category or (undefined) of all. */
export async function articlePage(
  db: Kysely<Database>,
  category: string | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<ArticleSummary>> {
  const filtered = category === undefined ? liveArticles(db) : liveArticles(db).where('category', '=', category);
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .select(SUMMARY_COLUMNS)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total, list: rows.map(articleSummary) };
}

/** One article with its body and the related ones (its category's first, then the newest others); null if unknown. */
export async function articleWithRelated(
  db: Kysely<Database>,
  id: number,
): Promise<{ article: ArticleSummary & { body: string }; related: ArticleSummary[] } | null> {
  const row = await liveArticles(db)
    .select([...SUMMARY_COLUMNS, 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const related = await liveArticles(db)
    .select(SUMMARY_COLUMNS)
    .where('id', '<>', id)
    .orderBy(sql`coalesce(category = ${row.category}, false)`, 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_ARTICLE_COUNT)
    .execute();
  return { article: { ...articleSummary(row), body: row.body }, related: related.map(articleSummary) };
}

type PostRow = { id: number; article_title: string; author: string; view_counts: number; add_time: Date };

const postSummary = (r: PostRow): CirclePostSummary => ({
  id: r.id,
  title: r.article_title,
  author: r.author,
  viewCounts: r.view_counts,
  addTime: unixSeconds(r.add_time),
});

const POST_COLUMNS = ['id', 'article_title', 'author', 'view_counts', 'add_time'] as const;

/** A page of the 运营圈 posts, newest first. */
export async function circlePostPage(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
): Promise<Paged<CirclePostSummary>> {
  const [{ total }, rows] = await Promise.all([
    livePosts(db)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    livePosts(db)
      .select(POST_COLUMNS)
      .orderBy('add_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total, list: rows.map(postSummary) };
}

/** One post with its body; with `countView`, its view count goes up by one first. Null when unknown or not live. */
export async function readCirclePost(
  db: Kysely<Database>,
  id: number,
  countView: boolean,
): Promise<(CirclePostSummary & { body: string }) | null> {
  const row = countView
    ? await db
        .updateTable('news')
        .set({ view_counts: sql`view_counts + 1` })
        .where('id', '=', id)
        .where('published', '=', true)
        .where('add_time', '<=', sql<Date>`now()`)
        .returning([...POST_COLUMNS, 'body'])
        .executeTakeFirst()
    : await livePosts(db)
        .select([...POST_COLUMNS, 'body'])
        .where('id', '=', id)
        .executeTakeFirst();
  return row ? { ...postSummary(row), body: row.body } : null;
}
