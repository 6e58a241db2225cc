/** An iOS app's review page from the market engine, in the contract's shapes. */
import {
  engineDay,
  formatDate,
  formatDateTime,
  REVIEW_PAGE_SIZE,
  type DataOf,
  type ParsedQueryOf,
  type reviewDaily,
  type reviewList,
  type reviewSummary,
  type userReview,
} from '@bangyan/contract';
import {
  appSummaries,
  reviewDays,
  reviewerReviews,
  reviewList as listReviews,
  reviewStars,
  reviewVersions,
  catalogApp,
} from '@bangyan/market';
import { recentSpan } from '../../access/days.ts';
import type { Deps } from '../../http/deps.ts';

type Db = Deps['db'];
type App = { appId: string; country: string };

/** 'YYYYMMDD' → 'YYYY-MM-DD'; '' → null (an open end). */
const day = (ymd: string) => (ymd === '' ? null : engineDay(ymd));

/** The store's rating beside the collected reviews' histogram, average and latest time. */
export async function summary(db: Db, input: App, now: Date): Promise<DataOf<typeof reviewSummary>> {
  const appId = Number(input.appId);
  const [row, stars, versions] = await Promise.all([
    catalogApp(db, { country: input.country, appId }),
    reviewStars(db, { country: input.country, appId, day: formatDate(now) }),
    reviewVersions(db, { country: input.country, appId }),
  ]);
  const reviews = stars.stars.reduce((s, x) => s + x.count, 0);
  const latest = versions.reduce<Date | null>((t, v) => (t === null || v.lastAt > t ? v.lastAt : t), null);
  return {
    found: row !== null,
    rating: row?.rating ?? null,
    ratingCount: row?.ratingCount ?? 0,
    reviews,
    average: reviews === 0 ? null : stars.stars.reduce((s, x) => s + x.star * x.count, 0) / reviews,
    stars: stars.stars,
    latestAt: latest === null ? '' : formatDateTime(latest),
  };
}

/** Reviews per day and star over the span ending today. */
export async function daily(db: Db, input: App & { days: number }, now: Date): Promise<DataOf<typeof reviewDaily>> {
  const { days } = await reviewDays(db, {
    country: input.country,
    appId: Number(input.appId),
    ...recentSpan(now, input.days),
  });
  return {
    days: days.map((d) => ({
      day: d.day,
      total: d.stars.reduce((s, c) => s + c, 0),
      stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: d.stars[star - 1] ?? 0 })),
    })),
  };
}

/** A page of reviews, filtered. */
export async function list(
  db: Db,
  input: App & { star: number; version: string; date1: string; date2: string; page: number },
): Promise<DataOf<typeof reviewList>> {
  const { total, rows } = await listReviews(db, {
    country: input.country,
    appId: Number(input.appId),
    star: input.star,
    version: input.version,
    from: day(input.date1),
    to: day(input.date2),
    offset: (input.page - 1) * REVIEW_PAGE_SIZE,
    limit: REVIEW_PAGE_SIZE,
  });
  return {
    total,
    page: input.page,
    pageSize: REVIEW_PAGE_SIZE,
    list: rows.map((r) => ({
      id: r.reviewId,
      rating: r.rating,
      title: r.title,
      content: r.content,
      author: r.author,
      version: r.version,
      time: formatDateTime(r.at),
    })),
  };
}

/** A page of a reviewer's reviews across the storefront's apps, each with the app's name and icon, and their totals. */
export async function reviewer(db: Db, input: ParsedQueryOf<typeof userReview>): Promise<DataOf<typeof userReview>> {
  const { total, average, apps, rows } = await reviewerReviews(db, {
    country: input.country,
    author: input.author,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const app = await appSummaries(
    db,
    input.country,
    rows.map((r) => r.appId),
  );
  return {
    total,
    avgRating: average,
    apps,
    page: input.page,
    pageSize: input.pageSize,
    list: rows.map((r) => {
      const a = app(r.appId);
      return {
        id: r.reviewId,
        app: { appId: String(r.appId), name: a.name, icon: a.iconUrl },
        rating: r.rating,
        title: r.title,
        content: r.content,
        version: r.version,
        time: formatDateTime(r.at),
      };
    }),
  };
}
