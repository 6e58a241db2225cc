/** Review list fields (spec 7 review lists, iOS and Android): the star asked for and the page. */
import { intBetween } from './paging.ts';

export const REVIEW_FIELD_TEXTS = {
  star: '星级只能是 1 到 5（0 为全部）',
  page: '页码格式不正确',
} as const;

/** A star from 1 to 5; 0 (the default) for every star. */
export const reviewStarParam = intBetween(0, 5, REVIEW_FIELD_TEXTS.star).default(0);
/** A review list's page: 1 (the default) to 500. */
export const reviewPageParam = intBetween(1, 500, REVIEW_FIELD_TEXTS.page).default(1);
