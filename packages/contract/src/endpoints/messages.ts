import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  NOTICE_FILTERS,
  NOTICE_KINDS,
  NOTICE_PAGE_SIZE,
  NOTICE_PAGE_SIZE_MAX,
  NOTICE_READ_IDS_MAX,
  NOTICE_TEXTS,
} from '../constants/notices.ts';
import { listParts } from '../fields/form.ts';
import { pagedSchema, pageField, pageSizeField } from '../fields/paging.ts';

const kind = z.enum(NOTICE_FILTERS, NOTICE_TEXTS.kind).default('all');

/**
 * Notice ids in a form body, repeated or comma-joined ("12,15"): 1 to NOTICE_READ_IDS_MAX positive whole numbers,
 * answered as distinct decimal strings (the ids are bigints).
 */
const noticeIds = z
  .preprocess(
    listParts,
    z
      .array(z.string().regex(/^[1-9]\d{0,17}$/, NOTICE_TEXTS.idsInvalid), NOTICE_TEXTS.idsInvalid)
      .min(1, NOTICE_TEXTS.idsEmpty)
      .max(NOTICE_READ_IDS_MAX, NOTICE_TEXTS.idsTooMany),
  )
  .transform((ids) => [...new Set(ids)]);

/** One notice as its owner sees it; createdAt is ISO 8601, link an in-site path or null. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The user's unread notices: in all, and per kind. */
export const noticeUnreadSchema = z.object({
  total: z.number().int(),
  kinds: z.record(z.enum(NOTICE_KINDS), z.number().int()),
});
export type NoticeUnread = z.infer<typeof noticeUnreadSchema>;

/** What marking answers: how many notices it changed, and the unread counts after it. */
const marked = z.object({ marked: z.number().int(), unread: noticeUnreadSchema });

export const messageList = defineEndpoint({
  method: 'GET',
  path: '/v1/message/list',
  tag: 'messages',
  summary: '消息中心：我的消息 (login; newest first, all kinds or one, paged)',
  query: z.object({
    kind,
    page: pageField(NOTICE_TEXTS.page, 100_000),
    pageSize: pageSizeField(NOTICE_TEXTS.pageSize, NOTICE_PAGE_SIZE_MAX, NOTICE_PAGE_SIZE),
  }),
  data: pagedSchema(noticeSchema),
});

export const messageUnread = defineEndpoint({
  method: 'GET',
  path: '/v1/message/unread',
  tag: 'messages',
  summary: '未读消息数 (login; in all and per kind: the header bell and the kind tabs)',
  data: noticeUnreadSchema,
});

export const messageRead = defineEndpoint({
  method: 'POST',
  path: '/v1/message/read',
  tag: 'messages',
  summary: "标为已读 (login; ids of the user's own notices, others' ids change nothing)",
  body: z.object({ ids: noticeIds }),
  data: marked,
});

export const messageReadAll = defineEndpoint({
  method: 'POST',
  path: '/v1/message/readAll',
  tag: 'messages',
  summary: '全部已读 (login; every unread notice of the user, or of one kind)',
  body: z.object({ kind }),
  data: marked,
});
