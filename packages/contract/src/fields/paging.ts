/**
 * Counting fields: a whole number within bounds, how many items to list, and pages of a list (the
 * page asked for and its size, and the page answered).
 */
import { z } from 'zod';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';

/** A whole number from `min` to `max`. */
export function intBetween(min: number, max: number, message: string) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}

/** How many items to list: a whole number from 1 to `max`; `fallback` when not given. */
export function topField(max: number, fallback: number) {
  return intBetween(1, max, FIELD_TEXTS.top(max)).default(fallback);
}

/** The page asked for: from 1 (the default) to `max`. */
export function pageField(message: string, max: number) {
  return intBetween(1, max, message).default(1);
}

/** Rows a page: 1 to `max`; `fallback` when not given. */
export function pageSizeField(message: string, max: number, fallback: number) {
  return intBetween(1, max, message).default(fallback);
}

/** A page of `item`s: how many there are in all, the page and its size, its rows. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), list: z.array(item) });

/** The keyword tables' pages: at most this many rows a page. */
export const KEYWORD_COVER_PAGE_SIZE_MAX = 100;

/** The wording of a keyword table's paging. */
export const KEYWORD_PAGING_TEXTS = {
  page: '页码须为正整数',
  pageSize: `每页条数须为 1 到 ${KEYWORD_COVER_PAGE_SIZE_MAX}`,
} as const;

/** A page of a keyword table: `page` from 1, `pageSize` rows (at most KEYWORD_COVER_PAGE_SIZE_MAX). */
export const coverPaging = {
  page: pageField(KEYWORD_PAGING_TEXTS.page, 100_000),
  pageSize: pageSizeField(KEYWORD_PAGING_TEXTS.pageSize, KEYWORD_COVER_PAGE_SIZE_MAX, 20),
};
