import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  CONTENT_LIST_MAX,
  HOME_ARTICLE_COUNT,
  HOME_BOARD_TOP,
  HOME_NEWS_COUNT,
  isAdvertPosition,
} from '../constants/content.ts';

/**
 * Home's content (spec 2.4, 3, 7): adverts by position, featured articles, operations-circle news,
 * testimonials and partners, and the live / video / talent game promotion boards. All of it is
 * operator content kept in database tables (migration 0016).
 */

/** How many items a list call answers: 1 to CONTENT_LIST_MAX, the Home default otherwise. */
const count = (fallback: number) =>
  z.coerce
    .number('数量需为1-20之间的整数')
    .int('数量需为1-20之间的整数')
    .min(1, '数量需为1-20之间的整数')
    .max(CONTENT_LIST_MAX, '数量需为1-20之间的整数')
    .default(fallback);

/** Spec 3 ad carousel item (url, image, description) and popup ad (img_pc, url_pc, end); times in unix seconds. */
export const advertSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  image: z.string(),
  url: z.string(),
  description: z.string(),
  img_pc: z.string(),
  url_pc: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type Advert = z.infer<typeof advertSchema>;

export const advert = defineEndpoint({
  method: 'GET',
  path: '/v1/public/advert',
  tag: 'content',
  summary: '广告位 (adverts of one position that are running now: pc_index_dialog popup, pc_first_ad2 carousel)',
  query: z.object({
    position: z.string('缺少广告位置').refine(isAdvertPosition, { message: '广告位置不正确' }),
  }),
  data: z.array(advertSchema),
});

/** Spec 3 article; `url` is a path on the provider's main site (under /blog, spec 2.2). */
export const articleSchema = z.object({
  guid: z.string(),
  thumbnail: z.string(),
  post_title: z.string(),
  post_excerpt: z.string(),
  url: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articles = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/articles',
  tag: 'content',
  summary: '精选文章 (featured articles, newest first)',
  query: z.object({ limit: count(HOME_ARTICLE_COUNT) }),
  data: z.array(articleSchema),
});

/** Spec 3 news of the operations circle (运营圈); add_time in unix seconds. */
export const newsSchema = z.object({
  ID: z.number().int(),
  article_title: z.string(),
  view_counts: z.number().int(),
  add_time: z.number().int(),
});
export type News = z.infer<typeof newsSchema>;

export const questions = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/questions',
  tag: 'content',
  summary: '运营圈动态 (operations-circle news, newest first)',
  query: z.object({ limit: count(HOME_NEWS_COUNT) }),
  data: z.array(newsSchema),
});

/** An industry figure's word about the product (Home testimonials carousel). */
export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  quote: z.string(),
  avatar: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonials = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/testimonials',
  tag: 'content',
  summary: '行业大咖说 (testimonials of industry figures)',
  data: z.array(testimonialSchema),
});

/** One logo of Home's partner-links image; `url` is empty when the partner has no link. */
export const partnerSchema = z.object({ name: z.string(), logo: z.string(), url: z.string() });
export type Partner = z.infer<typeof partnerSchema>;

export const partners = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/partners',
  tag: 'content',
  summary: '合作伙伴 (partner logos and links)',
  data: z.array(partnerSchema),
});

/**
 * Spec 3 live game. `appId` is the App Store app of the market catalog the game is linked to
 * (its name, developer and icon then come from the catalog), else null.
 */
export const liveGameSchema = z.object({
  unique_id: z.string(),
  appId: z.string().nullable(),
  trackName: z.string(),
  artistName: z.string(),
  artworkUrl60: z.string(),
  genreName: z.string(),
  liveWindmillNum: z.number().int(),
  liveHandleNum: z.number().int(),
  authorNum: z.number().int(),
});
export type LiveGame = z.infer<typeof liveGameSchema>;

/** Spec 3 video game: a live game's fields plus videoNum. */
export const videoGameSchema = liveGameSchema.extend({ videoNum: z.number().int() });
export type VideoGame = z.infer<typeof videoGameSchema>;

/** Spec 3 talent: a creator promoting games, with the icons of the games promoted. */
export const talentSchema = z.object({
  id: z.number().int(),
  authorId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  follower_count: z.number().int(),
  genre: z.string(),
  appList: z.array(z.object({ unique_id: z.string(), trackName: z.string(), artworkUrl60: z.string() })),
});
export type Talent = z.infer<typeof talentSchema>;

const boardQuery = z.object({ top: count(HOME_BOARD_TOP) });

export const topLiveApps = defineEndpoint({
  method: 'GET',
  path: '/v1/index/topLiveApps',
  tag: 'content',
  summary: '直播推广榜 (games by live sessions carrying their download widgets)',
  query: boardQuery,
  data: z.array(liveGameSchema),
});

export const topVideoApps = defineEndpoint({
  method: 'GET',
  path: '/v1/index/topVideoApps',
  tag: 'content',
  summary: '视频推广榜 (games by promotion videos)',
  query: boardQuery,
  data: z.array(videoGameSchema),
});

export const topAuthors = defineEndpoint({
  method: 'GET',
  path: '/v1/index/topAuthors',
  tag: 'content',
  summary: '达人榜 (game-promoting creators by followers)',
  query: boardQuery,
  data: z.array(talentSchema),
});
