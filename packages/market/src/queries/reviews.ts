import { daysBetween } from '@bangyan/contract';
import { sql } from 'kysely';
import { reviewScoreTrend, type ReviewDay, type ScorePoint } from '../analytics/reviewScore.ts';
import type { Db } from '../db.ts';

export interface ReviewStars {
  /** Reviews per star, 5 down to 1. */
  stars: { star: number; count: number }[];
  /** Reviews written on the China day `day`. */
  onDay: number;
}

/** An iOS app's collected reviews by star, and how many were written on China day `day` ('YYYY-MM-DD'). */
export async function reviewStars(
  db: Db,
  input: { country: string; appId: number; day: string },
): Promise<ReviewStars> {
  const rows = await db
    .selectFrom('app_reviews')
    .select([
      'rating',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`count(*) FILTER (WHERE (updated_at AT TIME ZONE 'Asia/Shanghai')::date = ${input.day}::date)`.as(
        'on_day',
      ),
    ])
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .groupBy('rating')
    .execute();
  const count = new Map(rows.map((r) => [r.rating, Number(r.n)]));
  return {
    stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: count.get(star) ?? 0 })),
    onDay: rows.reduce((sum, r) => sum + Number(r.on_day), 0),
  };
}

/** The China day of a review's time, in SQL. */
const reviewDay = sql<string>`(updated_at AT TIME ZONE 'Asia/Shanghai')::date`;

/**
 * An app's reviews per China day from `from` to `to` ('YYYY-MM-DD', both included), every day of
 * the span with its count per star, and the count and star sum of its reviews before `from` (for a
 * running average, analytics `reviewScoreTrend`).
 */
export async function reviewDays(
  db: Db,
  input: { country: string; appId: number; from: string; to: string },
): Promise<{ days: ReviewDay[]; before: { count: number; starSum: number } }> {
  const app = (qb: typeof db) =>
    qb.selectFrom('app_reviews').where('country', '=', input.country).where('app_id', '=', String(input.appId));
  const [rows, before] = await Promise.all([
    app(db)
      .select([reviewDay.as('day'), 'rating', (eb) => eb.fn.countAll<string>().as('n')])
      .where(reviewDay, '>=', sql<string>`${input.from}::date`)
      .where(reviewDay, '<=', sql<string>`${input.to}::date`)
      .groupBy([reviewDay, 'rating'])
      .execute(),
    app(db)
      .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string | null>`sum(rating)`.as('stars')])
      .where(reviewDay, '<', sql<string>`${input.from}::date`)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = new Map(rows.map((r) => [`${String(r.day)}|${r.rating}`, Number(r.n)]));
  return {
    days: daysBetween(input.from, input.to).map((day) => ({
      day,
      stars: [1, 2, 3, 4, 5].map((star) => counts.get(`${day}|${star}`) ?? 0) as unknown as ReviewDay['stars'],
    })),
    before: { count: Number(before.n), starSum: Number(before.stars ?? 0) },
  };
}

/**
 * The app's review score per day of the span (analytics `reviewScoreTrend`): the day's average and the running average.
 */
export async function reviewScores(
  db: Db,
  input: { country: string; appId: number; from: string; to: string },
): Promise<ScorePoint[]> {
  const { days, before } = await reviewDays(db, input);
  return reviewScoreTrend(days, before);
}

export interface ReviewVersion {
  version: string;
  count: number;
  /** Average star of its reviews. */
  average: number;
  /** Its latest review. */
  lastAt: Date;
}

/** The app versions its collected reviews were written on, the latest reviewed first. */
export async function reviewVersions(db: Db, input: { country: string; appId: number }): Promise<ReviewVersion[]> {
  const rows = await db
    .selectFrom('app_reviews')
    .select([
      'version',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<number>`avg(rating)::float8`.as('average'),
      (eb) => eb.fn.max('updated_at').as('last_at'),
    ])
    .where('country', '=', input.country)
    .where('app_id', '=', String(input.appId))
    .groupBy('version')
    .orderBy('last_at', 'desc')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({ version: r.version, count: Number(r.n), average: r.average, lastAt: new Date(r.last_at) }));
}

export interface ReviewRow {
  reviewId: string;
  appId: number;
  rating: number;
  title: string;
  content: string;
  author: string;
  version: string;
  at: Date;
}

const REVIEW_COLUMNS = [
  'review_id',
  'app_id',
  'rating',
  'title',
  'content',
  'author',
  'version',
  'updated_at',
] as const;
const reviewRow = (r: {
  review_id: string;
  app_id: string;
  rating: number;
  title: string;
  content: string;
  author: string;
  version: string;
  updated_at: Date;
}): ReviewRow => ({
  reviewId: r.review_id,
  appId: Number(r.app_id),
  rating: r.rating,
  title: r.title,
  content: r.content,
  author: r.author,
  version: r.version,
  at: r.updated_at,
});

/**
 * A page of an app's collected reviews, newest first, filtered by star (0 = all), version ('' =
 * all) and China days `from`..`to` ('YYYY-MM-DD', each optional), with how many match in all.
 */
export async function reviewList(
  db: Db,
  input: {
    country: string;
    appId: number;
    star: number;
    version: string;
    from: string | null;
    to: string | null;
    offset: number;
    limit: number;
  },
): Promise<{ total: number; rows: ReviewRow[] }> {
  let q = db.selectFrom('app_reviews').where('country', '=', input.country).where('app_id', '=', String(input.appId));
  if (input.star !== 0) q = q.where('rating', '=', input.star);
  if (input.version !== '') q = q.where('version', '=', input.version);
  if (input.from !== null) q = q.where(reviewDay, '>=', sql<string>`${input.from}::date`);
  if (input.to !== null) q = q.where(reviewDay, '<=', sql<string>`${input.to}::date`);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(REVIEW_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('review_id')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map(reviewRow),
  };
}

export interface ReviewerReviews {
  total: number;
  /** Average star of all their reviews; null without any. */
  average: number | null;
  /** Different apps they reviewed. */
  apps: number;
  /** The page asked for, newest first. */
  rows: ReviewRow[];
}

/**
 * Every collected review of the storefront written under `author` (exact nickname), across apps, newest first: a page
 * of them and their totals.
 */
export async function reviewerReviews(
  db: Db,
  input: { country: string; author: string; offset: number; limit: number },
): Promise<ReviewerReviews> {
  const q = db.selectFrom('app_reviews').where('country', '=', input.country).where('author', '=', input.author);
  const [totals, rows] = await Promise.all([
    q
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<number | null>`avg(rating)::float8`.as('average'),
        sql<string>`count(DISTINCT app_id)`.as('apps'),
      ])
      .executeTakeFirstOrThrow(),
    q
      .select(REVIEW_COLUMNS)
      .orderBy('updated_at', 'desc')
      .orderBy('review_id')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
  ]);
  return {
    total: Number(totals.n),
    average: totals.average,
    apps: Number(totals.apps),
    rows: rows.map(reviewRow),
  };
}
