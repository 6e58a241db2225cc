/**
 * The console's 内容 (/v1/admin/content/*, content.edit): adverts, articles, 运营圈 posts, announcements, the
 * product matrix and the site settings. Times are ISO 8601 in and out.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  ANNOUNCEMENT_MAX,
  ARTICLE_BODY_MAX,
  CONTENT_TEXTS as T,
  PRODUCT_FEATURES_MAX,
  PRODUCT_PLACEMENTS,
  SITE_SETTING_KEYS,
  SITE_SETTING_MAX,
} from '../constants/adminContent.ts';
import { ADVERT_POSITIONS } from '../constants/content.ts';
import { parseFeatureLines } from '../helpers/features.ts';
import {
  contentEndpoints,
  publishedField,
  imageField,
  optionalContentText,
  outsideLink,
  contentText,
  siteOrOutsideLink,
  siteSettingsSchema,
  sortField,
  timeField,
} from '../fields/adminContent.ts';

/** An advert: one picture, link and words (the row's carousel and popup columns both hold them), its run. */
export const adminAdvertSchema = z.object({
  id: z.number().int(),
  position: z.enum(ADVERT_POSITIONS),
  image: z.string(),
  url: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminAdvert = z.infer<typeof adminAdvertSchema>;

const adverts = contentEndpoints('adverts', adminAdvertSchema, {
  position: z.enum(ADVERT_POSITIONS, T.position),
  image: imageField(),
  url: siteOrOutsideLink(),
  description: optionalContentText(200, T.text('文字说明', 200)),
  start: timeField(),
  end: timeField(),
  sort: sortField(),
  published: publishedField(),
});
export const adminAdvertList = adverts.list;
export const adminAdvertCreate = adverts.create;
export const adminAdvertUpdate = adverts.update;
export const adminAdvertDelete = adverts.remove;

/** A blog article: its Markdown body, its tab, and when it is (or will be) published. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string().nullable(),
  thumbnail: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  published: z.boolean(),
  url: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

const articles = contentEndpoints('articles', adminArticleSchema, {
  title: contentText(200, T.title(200)),
  excerpt: optionalContentText(500, T.text('摘要', 500)),
  category: optionalContentText(20, T.text('分类', 20)),
  thumbnail: imageField(),
  body: optionalContentText(ARTICLE_BODY_MAX, T.text('正文', ARTICLE_BODY_MAX)),
  publishedAt: timeField(),
  published: publishedField(),
});
export const adminArticleList = articles.list;
export const adminArticleCreate = articles.create;
export const adminArticleUpdate = articles.update;
export const adminArticleDelete = articles.remove;

/** A 运营圈 post: its Markdown body, author, and when it is (or will be) shown. */
export const adminPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  body: z.string(),
  addTime: z.string(),
  viewCounts: z.number().int(),
  published: z.boolean(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

const posts = contentEndpoints('posts', adminPostSchema, {
  title: contentText(200, T.title(200)),
  author: optionalContentText(50, T.text('作者', 50)),
  body: optionalContentText(ARTICLE_BODY_MAX, T.text('正文', ARTICLE_BODY_MAX)),
  addTime: timeField(),
  published: publishedField(),
});
export const adminPostList = posts.list;
export const adminPostCreate = posts.create;
export const adminPostUpdate = posts.update;
export const adminPostDelete = posts.remove;

/** A site-wide announcement: inline Markdown (bold, links) shown above every page from start until end. */
export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  start: z.string(),
  end: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

const announcements = contentEndpoints('announcements', adminAnnouncementSchema, {
  content: contentText(ANNOUNCEMENT_MAX, T.required('公告内容', ANNOUNCEMENT_MAX)),
  start: timeField(),
  end: timeField(),
  published: publishedField(),
});
export const adminAnnouncementList = announcements.list;
export const adminAnnouncementCreate = announcements.create;
export const adminAnnouncementUpdate = announcements.update;
export const adminAnnouncementDelete = announcements.remove;

/** A product of the provider: shown only with a link (the product matrix, or the games site of Home's dialog). */
export const adminProductSchema = z.object({
  id: z.number().int(),
  placement: z.enum(PRODUCT_PLACEMENTS),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  /** The games site's features, one "标题：说明" a line. */
  features: z.string(),
  sort: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const products = contentEndpoints('products', adminProductSchema, {
  placement: z.enum(PRODUCT_PLACEMENTS, T.placement),
  name: contentText(20, T.name(20)),
  description: optionalContentText(60, T.text('简介', 60)),
  url: outsideLink(),
  features: optionalContentText(300, T.features).refine(
    (s) =>
      s === undefined || (!parseFeatureLines(s).includes(null) && parseFeatureLines(s).length <= PRODUCT_FEATURES_MAX),
    { message: T.features },
  ),
  sort: sortField(),
});
export const adminProductList = products.list;
export const adminProductCreate = products.create;
export const adminProductUpdate = products.update;
export const adminProductDelete = products.remove;

export const adminSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/settings',
  tag: 'adminContent',
  summary: '站点设置 (content.edit): the footer filing number and licence notice',
  data: siteSettingsSchema,
});

export const adminSiteSettingsSave = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/settings/save',
  tag: 'adminContent',
  summary: "保存站点设置 (content.edit; the keys sent change, '' empties one; audited)",
  body: z.object(
    Object.fromEntries(
      SITE_SETTING_KEYS.map((key) => [key, optionalContentText(SITE_SETTING_MAX, T.settingTooLong)]),
    ) as Record<(typeof SITE_SETTING_KEYS)[number], ReturnType<typeof optionalContentText>>,
  ),
  data: siteSettingsSchema,
});

/** This file's kinds' endpoints by kind (list, create, update, remove): endpoints/index.ts joins them. */
export const ADMIN_CONTENT_SITE_KINDS = { adverts, articles, posts, announcements, products };
