import { z } from 'zod';
import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX, BLOG_TEXTS, CIRCLE_PAGE_SIZE } from '../constants/blog.ts';
import { defineEndpoint } from '../endpoint.ts';
import { intBetween, pagedSchema, pageField, pageSizeField } from '../fields/paging.ts';

/**
 * The blog (/blog, /blog/{id}.html) and the operations circle (/yunyingquan, /yunyingquan/{ID}.html), spec 2.1,
 * 2.2. Times are unix seconds; bodies are the Markdown subset the web renders as elements (never as HTML).
 */

const idField = z.object({ id: intBetween(1, 2_147_483_647, BLOG_TEXTS.id) });
const page = pageField(BLOG_TEXTS.page, 100_000);
const pageSize = (fallback: number) => pageSizeField(BLOG_TEXTS.pageSize, BLOG_PAGE_SIZE_MAX, fallback);

/** An article as a list shows it; `category` is null when it is filed under no tab. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  thumbnail: z.string(),
  category: z.string().nullable(),
  publishedAt: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const blogCategorySchema = z.object({ name: z.string(), count: z.number().int() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogCategories = defineEndpoint({
  method: 'GET',
  path: '/v1/blog/categories',
  tag: 'blog',
  summary: '运营博客分类 (the tabs: each category with its article count, largest first)',
  query: z.object({}),
  data: z.array(blogCategorySchema),
});

export const blogArticles = defineEndpoint({
  method: 'GET',
  path: '/v1/blog/articles',
  tag: 'blog',
  summary: '运营博客文章列表 (newest first, paged; `category` filters, none means 全部)',
  query: z.object({
    category: z.string(BLOG_TEXTS.category).trim().min(1, BLOG_TEXTS.category).max(20, BLOG_TEXTS.category).optional(),
    page,
    pageSize: pageSize(BLOG_PAGE_SIZE),
  }),
  data: pagedSchema(articleSummarySchema),
});

export const blogArticle = defineEndpoint({
  method: 'GET',
  path: '/v1/blog/article',
  tag: 'blog',
  summary: '运营博客文章 (the article and its related articles, same category first; 404 when unknown)',
  query: idField,
  data: z.object({
    article: articleSummarySchema.extend({ body: z.string() }),
    related: z.array(articleSummarySchema),
  }),
});

/** A 运营圈 post as the list shows it. */
export const circlePostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  viewCounts: z.number().int(),
  addTime: z.number().int(),
});
export type CirclePostSummary = z.infer<typeof circlePostSummarySchema>;

export const circlePosts = defineEndpoint({
  method: 'GET',
  path: '/v1/yunyingquan/posts',
  tag: 'blog',
  summary: '运营圈帖子列表 (newest first, paged, with view counts)',
  query: z.object({ page, pageSize: pageSize(CIRCLE_PAGE_SIZE) }),
  data: pagedSchema(circlePostSummarySchema),
});

export const circlePost = defineEndpoint({
  method: 'GET',
  path: '/v1/yunyingquan/post',
  tag: 'blog',
  summary: '运营圈帖子 (counts a view: once per visitor per post an hour; 404 when unknown)',
  query: idField,
  data: circlePostSummarySchema.extend({ body: z.string() }),
});
