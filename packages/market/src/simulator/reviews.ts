/**
 * Customer reviews. In each hour an app on sale receives about one written review per 400
 * expected downloads (the hour's share of the day by the storefront's profile): the count is
 * floor(λ + u), so it averages λ. Each review's minute, stars, words and author are drawn from
 * hashes of (app, storefront, hour, number). Stars follow the app's average rating at the time:
 * three in four reviewers are polar (5 stars with probability (avg − 1)/4, else 1), the rest
 * give about the average (avg + 0.8·z, rounded), so the mean matches the rating. The version is
 * the one on sale then. Pages of 50, newest first, from history's start. The stream and the
 * reviewer's words (reviewStamps, writeReview) are shared with the Android markets' reviews
 * (android-reviews.ts), which hash with their own salt.
 */
import { HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { dayOfHour, firstHourOfDay, localHour } from './clock.ts';
import { HOURLY_PROFILE } from './demand.ts';
import { updatesAt, type Histories } from './history.ts';
import { NICK_ADJECTIVES, NICK_NOUNS, NICK_SURNAMES } from './lexicon-text.ts';
import { Rng, hash, unit } from './prng.ts';
import { composeReview } from './review-text.ts';
import type { Records } from './records.ts';
import { SALT } from './salts.ts';
import { STOREFRONTS } from './storefronts.ts';
import { versionOf } from './texts.ts';
import type { DemandVectors } from './vectors.ts';
import type { ReviewRecord } from '../model.ts';

export const REVIEWS_PER_PAGE = 50;
export const REVIEW_PAGES = 10;
const DOWNLOADS_PER_REVIEW = 400;

export type Stars = 1 | 2 | 3 | 4 | 5;

/** One app's review stream in one store, as the shared generator needs it. */
export interface ReviewStream {
  /** Expected downloads on day d (0 before release or off sale). */
  daily(d: number): number;
  /** The store's UTC offset: its daily rhythm (HOURLY_PROFILE) is in local time. */
  utcOffsetHours: number;
  /** The stream's hash noise: part 0 the count of hour h, 1 the second of review k in it, 2 its words. */
  noise(h: number, k: number, part: 0 | 1 | 2): number;
}

/** A review's place in its stream: hour, number within the hour, time (ms). */
export interface ReviewStamp {
  h: number;
  k: number;
  at: number;
}

/**
 * The stream's reviews up to t, newest first, from `firstHour` on: the `count` after skipping
 * `skip`. An hour with λ expected reviews has floor(λ + u) of them, each at a hashed second.
 */
export function reviewStamps(
  stream: ReviewStream,
  firstHour: number,
  t: number,
  skip: number,
  count: number,
): ReviewStamp[] {
  const want = skip + count;
  const stamps: ReviewStamp[] = [];
  let dailyDay = Number.NaN;
  let daily = 0;
  for (let h = Math.floor(t / HOUR_MS); h >= firstHour && stamps.length < want; h--) {
    const d = dayOfHour(h);
    if (d !== dailyDay) {
      dailyDay = d;
      daily = stream.daily(d);
    }
    if (daily === 0) continue;
    const lambda = (daily * (HOURLY_PROFILE[localHour(h, stream.utcOffsetHours)] as number)) / DOWNLOADS_PER_REVIEW;
    const n = Math.floor(lambda + unit(stream.noise(h, 0, 0)));
    const inHour: ReviewStamp[] = [];
    for (let k = 0; k < n; k++) {
      const at = h * HOUR_MS + Math.floor(unit(stream.noise(h, k, 1)) * 3600) * 1000;
      if (at <= t) inHour.push({ h, k, at });
    }
    inHour.sort((a, b) => b.at - a.at || a.k - b.k);
    stamps.push(...inHour);
  }
  return stamps.slice(skip, want);
}

/**
 * What a reviewer writes about `app` on `version`, rated around `average`: stars, title, text
 * (review-text.ts) and nickname.
 */
export function writeReview(
  rng: Rng,
  app: SimApp,
  average: number,
  version: string,
): { rating: Stars; title: string; content: string; author: string } {
  const rating = stars(rng, average);
  const { title, content } = composeReview(rng, { app, version }, rating);
  return { rating, title, content, author: nickname(rng) };
}

export class Reviews {
  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly vectors: DemandVectors,
    private readonly records: Records,
    private readonly firstDay: number,
  ) {}

  /** Page `page` (1..10) of app i's reviews in storefront c at t, newest first. */
  page(i: number, c: number, t: number, page: number): ReviewRecord[] {
    if (page < 1 || page > REVIEW_PAGES) return [];
    const sf = STOREFRONTS[c];
    if (!sf) return [];
    const stream: ReviewStream = {
      daily: (d) => this.vectors.expectedDaily(c, i, d),
      utcOffsetHours: sf.utcOffsetHours,
      noise: (h, k, part) =>
        part === 0 ? hash(this.seed, i, c, h, SALT.reviews) : hash(this.seed, i, c * 1000 + k, h, SALT.reviews + part),
    };
    return reviewStamps(stream, firstHourOfDay(this.firstDay), t, (page - 1) * REVIEWS_PER_PAGE, REVIEWS_PER_PAGE).map(
      (s) => this.review(i, c, s, stream),
    );
  }

  private review(i: number, c: number, { h, k, at }: ReviewStamp, stream: ReviewStream): ReviewRecord {
    const app = this.catalog.app(i);
    const version = versionOf(this.seed, app, updatesAt(this.histories.get(i), at));
    const written = writeReview(new Rng(stream.noise(h, k, 2)), app, this.records.averageRating(i, at), version);
    return {
      reviewId: `${h}${String(k).padStart(3, '0')}${c}${String(i).padStart(7, '0')}`,
      appId: app.appId,
      country: (STOREFRONTS[c] as (typeof STOREFRONTS)[number]).country,
      ...written,
      version,
      updatedAt: new Date(at),
    };
  }
}

function stars(rng: Rng, average: number): Stars {
  if (rng.chance(0.75)) return rng.chance((average - 1) / 4) ? 5 : 1;
  return Math.min(5, Math.max(1, Math.round(average + 0.8 * rng.normal()))) as Stars;
}

function nickname(rng: Rng): string {
  const u = rng.next();
  if (u < 0.4) return `${rng.pick(NICK_ADJECTIVES)}${rng.pick(NICK_NOUNS)}`;
  if (u < 0.7) return `${rng.pick(NICK_NOUNS)}${rng.range(1, 9999)}`;
  if (u < 0.85) return `${rng.pick(NICK_SURNAMES)}${rng.chance(0.5) ? '先生' : '女士'}`;
  return `小${rng.pick(NICK_SURNAMES)}同学`;
}
