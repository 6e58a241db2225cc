/**
 * The console's content fields and endpoints: each kind of content has a list, a create (every required field), an
 * update (the id and only the fields that change: an absent field keeps its value) and a delete, all needing
 * `content.edit`. No field has a default here (an update's absent field must stay absent); the server's table
 * defaults fill a create's.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_PAGE_SIZE_MAX, ADMIN_TEXTS } from '../constants/admin.ts';
import {
  CONTENT_BODY_LIMIT,
  CONTENT_KINDS,
  CONTENT_PAGE_SIZE,
  CONTENT_TEXTS as T,
  SITE_SETTING_KEYS,
  type ContentKind,
} from '../constants/adminContent.ts';
import { contentImageFailure } from '../helpers/image.ts';
import { boundedText } from './form.ts';
import { pagedSchema, pageField, pageSizeField } from './paging.ts';

/** A trimmed text of 1 to `max` characters. */
export const contentText = (max: number, message: string) =>
  boundedText(max, message).refine((s) => s !== '', { message });

/** A trimmed text of at most `max` characters ('' allowed). */
export const optionalContentText = (max: number, message: string) => boundedText(max, message).optional();

const HTTP_LINK = /^https?:\/\/[^\s<>"']+$/;
const SITE_PATH = /^\/[^\s<>"']*$/;

/** An outside link (http:// or https://), or '' for none. */
export const outsideLink = () =>
  boundedText(500, T.link)
    .refine((s) => s === '' || HTTP_LINK.test(s), { message: T.link })
    .optional();

/** A link to a page of this site ('/…') or outside it, or '' for none. */
export const siteOrOutsideLink = () =>
  boundedText(500, T.siteLink)
    .refine((s) => s === '' || HTTP_LINK.test(s) || SITE_PATH.test(s), { message: T.siteLink })
    .optional();

/** A picture: an uploaded PNG, JPEG or WebP as a data: URI (checked by its bytes), or an http(s) address. */
export const imageField = () =>
  z.string(T.imageRequired).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: T.imageRequired });
    else if (value.startsWith('data:')) {
      const failure = contentImageFailure(value);
      if (failure !== null) ctx.addIssue({ code: 'custom', message: failure });
    } else if (!HTTP_LINK.test(value) || value.length > 500) ctx.addIssue({ code: 'custom', message: T.image });
  });

/** A picture or '' for none. */
export const optionalImageField = () => z.union([z.literal(''), imageField()], T.image).optional();

/** 'true' or 'false' (a switch of the console's form). */
export const switchField = (message: string) =>
  z
    .enum(['true', 'false'], message)
    .transform((v) => v === 'true')
    .optional();

export const publishedField = () => switchField(T.published);

export const sortField = () =>
  z.coerce.number(T.sort).int(T.sort).min(-100_000, T.sort).max(100_000, T.sort).optional();

/** A non-negative whole number (a board's figure). */
export const countField = (label: string) =>
  z.coerce.number(T.count(label)).int(T.count(label)).min(0, T.count(label)).max(2_000_000_000, T.count(label));

/** A moment in ISO 8601 (the console sends its date pickers' values so). */
export const timeField = () =>
  z
    .string(T.time)
    .max(40, T.time)
    .refine((s) => !Number.isNaN(Date.parse(s)), { message: T.time })
    .transform((s) => new Date(s));

const idOf = z.coerce.number(T.id).int(T.id).positive(T.id).max(2_147_483_647, T.id);

const paging = {
  page: pageField(ADMIN_TEXTS.page, 100_000),
  pageSize: pageSizeField(ADMIN_TEXTS.pageSize, ADMIN_PAGE_SIZE_MAX, CONTENT_PAGE_SIZE),
};

/**
 * The four endpoints of one kind under /v1/admin/content/<kind>/: list (paged), create, update, delete. `id` is the
 * kind's key (a serial number unless given).
 */
export function contentEndpoints<
  K extends ContentKind,
  I extends z.ZodType,
  S extends z.core.$ZodLooseShape,
  D extends z.ZodType = typeof idOf,
>(kind: K, item: I, fields: S, id?: D) {
  const key = (id ?? idOf) as D;
  const label = CONTENT_KINDS[kind];
  const base = `/v1/admin/content/${kind}` as const;
  const common = { tag: 'adminContent', data: item } as const;
  return {
    list: defineEndpoint({
      ...common,
      method: 'GET',
      path: `${base}/list`,
      summary: `${label}列表 (content.edit; every row, hidden and scheduled ones too)`,
      query: z.object(paging),
      data: pagedSchema(item),
    }),
    create: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${base}/create`,
      summary: `新增${label} (content.edit; audited)`,
      body: z.object(fields),
      bodyLimit: CONTENT_BODY_LIMIT,
    }),
    update: defineEndpoint({
      ...common,
      method: 'POST',
      path: `${base}/update`,
      summary: `修改${label} (content.edit; only the fields sent change; audited with before and after)`,
      body: z.object(fields).partial().extend({ id: key }),
      bodyLimit: CONTENT_BODY_LIMIT,
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `${base}/delete`,
      tag: 'adminContent',
      summary: `删除${label} (content.edit; audited with what it was)`,
      body: z.object({ id: key }),
      data: z.null(),
    }),
  };
}

/** The site settings by key ('' for one not set). */
export const siteSettingsSchema = z.object(
  Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, z.string()])) as Record<
    (typeof SITE_SETTING_KEYS)[number],
    z.ZodString
  >,
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
