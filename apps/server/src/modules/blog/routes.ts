import {
  ApiFailure,
  BLOG_TEXTS,
  blogArticle,
  blogArticles,
  blogCategories,
  circlePost,
  circlePosts,
  ErrorCode,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { requestSessionHash } from '../../session/sessions.ts';
import { articlePage, articleWithRelated, blogCategoryCounts, circlePostPage } from './queries.ts';
import { viewCirclePost } from './views.ts';

/** The blog and the 运营圈 (spec 2.1, 2.2): public lists, an article with related ones, a post that counts views. */
export function blogRoutes(app: FastifyInstance): void {
  route(app, blogCategories, ({ deps }) => blogCategoryCounts(deps.db));

  route(app, blogArticles, async ({ query, deps }) => ({
    ...(await articlePage(deps.db, query.category, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));

  route(app, blogArticle, async ({ query, deps }) => {
    const found = await articleWithRelated(deps.db, query.id);
    if (found === null) throw new ApiFailure(ErrorCode.NOT_FOUND, BLOG_TEXTS.articleMissing);
    return found;
  });

  route(app, circlePosts, async ({ query, deps }) => ({
    ...(await circlePostPage(deps.db, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));

  route(app, circlePost, async ({ query, deps, req }) => {
    const session = requestSessionHash(req);
    const visitor = session === null ? `ip:${req.ip}` : `session:${session}`;
    const post = await viewCirclePost(deps.db, deps.kv, query.id, visitor);
    if (post === null) throw new ApiFailure(ErrorCode.NOT_FOUND, BLOG_TEXTS.postMissing);
    return post;
  });
}
