/**
 * An iOS app's reviews (pages.md "iOS app detail" review; spec 7 /v1/review/ summary, daily, score,
 * versionList and /api/v2/review/list): the rating and the star histogram of the collected
 * reviews, reviews per day by star, the score trend, the versions reviewed, and the reviews
 * themselves filtered by star, version and date. Daily spans are the tier's to see (TIER_HISTORY_DAYS).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { appQuery } from '../fields/apps.ts';
import { numberChoice } from '../fields/dates.ts';
import { intBetween, pagedSchema } from '../fields/paging.ts';
import { REVIEW_FIELD_TEXTS, reviewPageParam, reviewStarParam } from '../fields/reviews.ts';
import { countryParam } from '../fields/stores.ts';
import { parseYmd } from '../time/index.ts';

/** The spans (days, ending today) the daily and score charts show. */
export const REVIEW_SPANS = [7, 30, 90] as const;
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_TEXTS = {
  days: FIELD_TEXTS.days(REVIEW_SPANS),
  star: REVIEW_FIELD_TEXTS.star,
  version: '版本号格式不正确',
  date: '日期格式应为YYYYMMDD',
  dateOrder: '开始日期不能晚于结束日期',
  page: REVIEW_FIELD_TEXTS.page,
} as const;

const spanQuery = appQuery.extend({ days: numberChoice(REVIEW_SPANS, REVIEW_TEXTS.days, 30) });

/** Star counts, 5 stars first. */
const starsSchema = z.array(z.object({ star: z.number().int(), count: z.number().int() }));

export const reviewSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/review/summary',
  tag: 'review',
  summary: '评分概况与星级分布',
  query: appQuery,
  data: z.object({
    /** False when the storefront does not have the app. */
    found: z.boolean(),
    /** The store's rating and rating count (all ratings, with or without a review). */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    /** The collected reviews: how many, their average star, per star, the latest's time ('YYYY-MM-DD HH:mm', or ''). */
    reviews: z.number().int(),
    average: z.number().nullable(),
    stars: starsSchema,
    latestAt: z.string(),
  }),
});

export const reviewDaily = defineEndpoint({
  method: 'GET',
  path: '/v1/review/daily',
  tag: 'review',
  summary: '每日评论数（按星级）',
  query: spanQuery,
  data: z.object({
    /** Every China day of the span ('YYYY-MM-DD'), oldest first, with its reviews per star. */
    days: z.array(z.object({ day: z.string(), total: z.number().int(), stars: starsSchema })),
  }),
});

export const reviewScore = defineEndpoint({
  method: 'GET',
  path: '/v1/review/score',
  tag: 'review',
  summary: '评分趋势（每日平均星级与累计平均）',
  query: spanQuery,
  data: z.object({
    /**
     * Every day of the span: its reviews, their average star and the running average of all reviews
     * up to it (null without).
     */
    points: z.array(
      z.object({
        day: z.string(),
        count: z.number().int(),
        average: z.number().nullable(),
        running: z.number().nullable(),
      }),
    ),
  }),
});

export const reviewVersionList = defineEndpoint({
  method: 'GET',
  path: '/v1/review/versionList',
  tag: 'review',
  summary: '有评论的版本',
  query: appQuery,
  data: z.object({
    list: z.array(z.object({ version: z.string(), count: z.number().int(), average: z.number(), lastAt: z.string() })),
  }),
});

const ymd = z
  .string(REVIEW_TEXTS.date)
  .trim()
  .refine((s) => s === '' || parseYmd(s) !== null, { message: REVIEW_TEXTS.date })
  .default('');

export const reviewList = defineEndpoint({
  method: 'GET',
  path: '/api/v2/review/list',
  tag: 'review',
  summary: '评论列表（按星级、版本、日期筛选）',
  query: appQuery
    .extend({
      star: reviewStarParam,
      version: z.string(REVIEW_TEXTS.version).trim().max(40, REVIEW_TEXTS.version).default(''),
      /** First and last China day, 'YYYYMMDD'; '' = open. */
      date1: ymd,
      date2: ymd,
      page: reviewPageParam,
    })
    .refine((q) => q.date1 === '' || q.date2 === '' || q.date1 <= q.date2, { message: REVIEW_TEXTS.dateOrder }),
  data: pagedSchema(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      title: z.string(),
      content: z.string(),
      author: z.string(),
      version: z.string(),
      time: z.string(),
    }),
  ),
});

export const REVIEWER_TEXTS = {
  author: '请输入评论者昵称（1-50个字符）',
  pageSize: '每页条数为1-50',
} as const;

/**
 * A reviewer's reviews (spec 7 /v1/review/userReview): every collected review in the storefront by
 * that nickname, across apps, newest first, a page at a time, with how many there are, their
 * average star and how many apps they are on (a nickname spread over many apps in a short time is
 * what review farms look like).
 */
export const userReview = defineEndpoint({
  method: 'GET',
  path: '/v1/review/userReview',
  tag: 'review',
  summary: '评论者的全部评论（跨应用）',
  query: z.object({
    author: z.string(REVIEWER_TEXTS.author).trim().min(1, REVIEWER_TEXTS.author).max(50, REVIEWER_TEXTS.author),
    country: countryParam,
    page: reviewPageParam,
    pageSize: intBetween(1, 50, REVIEWER_TEXTS.pageSize).default(REVIEW_PAGE_SIZE),
  }),
  data: z.object({
    total: z.number().int(),
    /** Average star of all their reviews; null without any. */
    avgRating: z.number().nullable(),
    /** How many different apps they reviewed. */
    apps: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(
      z.object({
        id: z.string(),
        /** The app reviewed; name and icon '' when the catalog has not looked it up yet. */
        app: z.object({ appId: z.string(), name: z.string(), icon: z.string() }),
        rating: z.number().int(),
        title: z.string(),
        content: z.string(),
        version: z.string(),
        time: z.string(),
      }),
    ),
  }),
});
