import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { pagedSchema, pageField, pageSizeField } from '../fields/paging.ts';

/** Release notes a page of 更新日志 holds unless asked otherwise, and at most. */
export const UPDATE_LOG_PAGE_SIZE = 10;
export const UPDATE_LOG_PAGE_SIZE_MAX = 50;

/** One release as the page shows it: releasedOn is 'YYYY-MM-DD', items one line each. */
export const releaseNoteSchema = z.object({
  version: z.string(),
  releasedOn: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const updateLog = defineEndpoint({
  method: 'GET',
  path: '/v1/public/updateLog',
  tag: 'updateLog',
  summary: '更新日志 (public; published release notes, newest first, paged)',
  query: z.object({
    page: pageField('页码需为正整数', 10_000),
    pageSize: pageSizeField(
      `每页条数需为1到${UPDATE_LOG_PAGE_SIZE_MAX}之间的整数`,
      UPDATE_LOG_PAGE_SIZE_MAX,
      UPDATE_LOG_PAGE_SIZE,
    ),
  }),
  data: pagedSchema(releaseNoteSchema),
});
