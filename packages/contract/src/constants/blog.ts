/** The blog (运营博客) and the operations circle (运营圈): their paths, page sizes and wording (spec 2.1, 2.2). */

export const BLOG_PATH = '/blog';
export const CIRCLE_PATH = '/yunyingquan';

/** An article's page: /blog/{id}.html. */
export const articlePath = (id: number) => `${BLOG_PATH}/${id}.html`;

/** A 运营圈 post's page: /yunyingquan/{ID}.html. */
export const circlePostPath = (id: number) => `${CIRCLE_PATH}/${id}.html`;

/** The id in a page's last path segment, '{id}.html'; null when the segment is not one. */
export function pageIdOf(segment: string | undefined): number | null {
  const match = /^([1-9]\d{0,9})\.html$/.exec(segment ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export const BLOG_PAGE_SIZE = 10;
export const CIRCLE_PAGE_SIZE = 15;
export const BLOG_PAGE_SIZE_MAX = 50;

/** Related articles shown under an article. */
export const RELATED_ARTICLE_COUNT = 4;

/** A visitor's views of one post count once in this many seconds (an hour). */
export const CIRCLE_VIEW_WINDOW_SECONDS = 3600;

export const BLOG_TEXTS = {
  id: '文章编号需为正整数',
  category: '文章分类需为1到20个字',
  page: '页码需为正整数',
  pageSize: `每页条数需为1到${BLOG_PAGE_SIZE_MAX}之间的整数`,
  articleMissing: '文章不存在或已下线',
  postMissing: '帖子不存在或已删除',
} as const;
