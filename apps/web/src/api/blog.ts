import { blogArticle, blogArticles, blogCategories, circlePost, circlePosts } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** The blog's and the 运营圈's reads (pages/blog/). Reading a post counts a view on the server (once an hour). */
const blogQuery = endpointQueries('blog');
export const useBlogCategoriesQuery = blogQuery(blogCategories);
export const useBlogArticlesQuery = blogQuery(blogArticles);
export const useBlogArticleQuery = blogQuery(blogArticle);
export const useCirclePostsQuery = blogQuery(circlePosts);
export const useCirclePostQuery = blogQuery(circlePost);
