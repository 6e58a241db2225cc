/**
 * The Android markets' user reviews: the App Store's review stream (reviews.ts) on each market's
 * downloads. A product on a market receives about one review per 400 of its expected downloads
 * there, in China's daily rhythm; stars come around the market's rating at the time (so their mean
 * matches it), the reviewer's text and nickname as on the App Store (the markets' reviews have no
 * title), the version is the one on sale then. The noise has its own salt (SALT.androidReviews), so
 * nothing else in the world changes. Newest first, from history's start; the newest
 * ANDROID_REVIEW_DEPTH are served.
 */
import { HOUR_MS, CHINA_UTC_OFFSET_MS } from '@bangyan/contract';
import { ANDROID_MARKETS, type AndroidMarket, type AndroidReviewPage } from '../model.ts';
import type { AndroidCatalog } from './android-catalog.ts';
import type { AndroidMarkets } from './android.ts';
import { firstHourOfDay } from './clock.ts';
import { Rng, hash } from './prng.ts';
import { reviewStamps, writeReview, type ReviewStream } from './reviews.ts';
import { SALT } from './salts.ts';

/** The most reviews a market serves for an app (its newest). */
export const ANDROID_REVIEW_DEPTH = 500;

export class AndroidReviews {
  constructor(
    private readonly seed: number,
    private readonly android: AndroidCatalog,
    private readonly markets: AndroidMarkets,
    private readonly firstDay: number,
  ) {}

  /**
   * The package's reviews on the market at `at`, newest first, `limit` from `offset`; whether older ones are served.
   */
  page(market: AndroidMarket, packageName: string, at: Date, offset: number, limit: number): AndroidReviewPage {
    const m = ANDROID_MARKETS.indexOf(market);
    const k = this.android.keyOf(packageName);
    const t = at.getTime();
    const p = m < 0 || k < 0 ? null : this.markets.listed(m, k, t);
    const end = Math.min(offset + limit, ANDROID_REVIEW_DEPTH);
    if (!p || offset >= end) return { reviews: [], hasMore: false };
    const key = this.android.noiseKey(p);
    const stream: ReviewStream = {
      daily: (d) => this.markets.daily(m, k, d),
      utcOffsetHours: CHINA_UTC_OFFSET_MS / HOUR_MS,
      noise: (h, j, part) => hash(this.seed, key, m * 1000 + j, h, SALT.androidReviews + part),
    };
    // One more than asked tells whether older reviews follow.
    const stamps = reviewStamps(stream, firstHourOfDay(this.firstDay), t, offset, end - offset + 1);
    const reviews = stamps.slice(0, end - offset).map(({ h, k: j, at: time }) => {
      const { version } = this.markets.versionAt(p, time);
      const { rating, content, author } = writeReview(
        new Rng(stream.noise(h, j, 2)),
        p.app,
        this.markets.ratingAt(p, time),
        version,
      );
      return {
        market,
        appId: packageName,
        reviewId: `${h}${String(j).padStart(3, '0')}${m}${String(p.key).padStart(8, '0')}`,
        rating,
        content,
        author,
        version,
        createdAt: new Date(time),
      };
    });
    return { reviews, hasMore: end < ANDROID_REVIEW_DEPTH && stamps.length > end - offset };
  }
}
