/** An Android app's collected reviews in one market (android_app_reviews, the 'android-reviews' job). */
import type { Db } from '../db.ts';
import type { AndroidMarket } from '../model.ts';

type App = { market: AndroidMarket; appId: string };

export interface AndroidReviewStars {
  /** Reviews per star, 5 down to 1. */
  stars: { star: number; count: number }[];
  /** The newest review's time; null without reviews. */
  latestAt: Date | null;
}

/** The app's collected reviews in the market by star, and the newest one's time. */
export async function androidAppReviewStars(db: Db, input: App): Promise<AndroidReviewStars> {
  const rows = await db
    .selectFrom('android_app_reviews')
    .select(['rating', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.max('created_at').as('latest')])
    .where('market', '=', input.market)
    .where('app_id', '=', input.appId)
    .groupBy('rating')
    .execute();
  const count = new Map(rows.map((r) => [r.rating, Number(r.n)]));
  const latest = rows.reduce<number | null>((t, r) => Math.max(t ?? -Infinity, new Date(r.latest).getTime()), null);
  return {
    stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: count.get(star) ?? 0 })),
    latestAt: latest === null ? null : new Date(latest),
  };
}

export interface AndroidReviewRow {
  reviewId: string;
  rating: number;
  content: string;
  author: string;
  version: string;
  at: Date;
}

/** A page of the app's collected reviews in the market, newest first, of one star (0 = all), with how many match. */
export async function androidAppReviews(
  db: Db,
  input: App & { star: number; offset: number; limit: number },
): Promise<{ total: number; rows: AndroidReviewRow[] }> {
  let q = db.selectFrom('android_app_reviews').where('market', '=', input.market).where('app_id', '=', input.appId);
  if (input.star !== 0) q = q.where('rating', '=', input.star);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['review_id', 'rating', 'content', 'author', 'version', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('review_id')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      reviewId: r.review_id,
      rating: r.rating,
      content: r.content,
      author: r.author,
      version: r.version,
      at: r.created_at,
    })),
  };
}
