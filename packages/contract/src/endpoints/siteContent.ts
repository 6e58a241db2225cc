/**
 * Site content the console edits and every page shows: the provider's products (the header's product matrix, the
 * games site of Home's upgrade dialog), the footer's filing notice and the site-wide announcements.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { siteSettingsSchema } from '../fields/adminContent.ts';

/** A product with its link (entries without one are never answered). */
export const siteProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  url: z.string(),
  /** What the games site announces in Home's upgrade dialog (none for the matrix's entries). */
  features: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type SiteProduct = z.infer<typeof siteProductSchema>;

export const siteProducts = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/products',
  tag: 'content',
  summary: '产品矩阵与游戏站 (only entries with a link; games null when the games site has none)',
  data: z.object({ matrix: z.array(siteProductSchema), games: siteProductSchema.nullable() }),
});

export const siteSettings = defineEndpoint({
  method: 'GET',
  path: '/v1/temple/siteSettings',
  tag: 'content',
  summary: '站点设置 (the footer ICP filing number and licence notice; empty when not set)',
  data: siteSettingsSchema,
});

/** A running announcement; `version` changes with every edit, so a dismissed one shows again once edited. */
export const announcementSchema = z.object({ id: z.number().int(), content: z.string(), version: z.number().int() });
export type Announcement = z.infer<typeof announcementSchema>;

export const announcements = defineEndpoint({
  method: 'GET',
  path: '/v1/public/announcements',
  tag: 'content',
  summary: '站点公告 (the ones running now, newest first)',
  data: z.array(announcementSchema),
});
