/**
 * Customer reviews. In each hour an app on sale receives about one written review per 400
 * expected downloads (the hour's share of the day by the storefront's profile): the count is
 * floor(λ + u), so it averages λ. Each review's minute, stars, words and author are drawn from
 * hashes of (app, storefront, hour, number). Stars follow the app's average rating at the time:
 * three in four reviewers are polar (5 stars with probability (avg − 1)/4, else 1), the rest
 * give about the average (avg + 0.8·z, rounded), so the mean matches the rating. The version is
 * the one on sale then. Pages of 50, newest first, from history's start.
 */
import type { Catalog, SimApp } from './catalog.ts';
import { HOUR_MS, dayOfHour, firstHourOfDay, localHour } from './clock.ts';
import { HOURLY_PROFILE } from './demand.ts';
import { updatesAt, type Histories } from './history.ts';
import { stem } from './lexicon-stems.ts';
import {
  NEGATIVE_CONTENTS,
  NEGATIVE_GAME_CONTENTS,
  NEGATIVE_GAME_TITLES,
  NEGATIVE_TITLES,
  NEUTRAL_CONTENTS,
  NEUTRAL_TITLES,
  NICK_ADJECTIVES,
  NICK_NOUNS,
  NICK_SURNAMES,
  POSITIVE_CONTENTS,
  POSITIVE_GAME_CONTENTS,
  POSITIVE_GAME_TITLES,
  POSITIVE_TITLES,
} from './lexicon-text.ts';
import { Rng, hash, unit } from './prng.ts';
import type { Records } from './records.ts';
import { SALT } from './salts.ts';
import { STOREFRONTS } from './storefronts.ts';
import { versionOf } from './texts.ts';
import type { DemandVectors } from './vectors.ts';
import type { ReviewRecord } from '../model.ts';

export const REVIEWS_PER_PAGE = 50;
export const REVIEW_PAGES = 10;
const DOWNLOADS_PER_REVIEW = 400;

type Stars = 1 | 2 | 3 | 4 | 5;

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
    const skip = (page - 1) * REVIEWS_PER_PAGE;
    const want = skip + REVIEWS_PER_PAGE;
    const sf = STOREFRONTS[c];
    if (!sf) return [];
    const stamps: { h: number; k: number; at: number }[] = [];
    const firstHour = firstHourOfDay(this.firstDay);
    let dailyDay = Number.NaN;
    let daily = 0;
    for (let h = Math.floor(t / HOUR_MS); h >= firstHour && stamps.length < want; h--) {
      const d = dayOfHour(h);
      if (d !== dailyDay) {
        dailyDay = d;
        daily = this.vectors.expectedDaily(c, i, d);
      }
      if (daily === 0) continue;
      const lambda = (daily * (HOURLY_PROFILE[localHour(h, sf.utcOffsetHours)] as number)) / DOWNLOADS_PER_REVIEW;
      const count = Math.floor(lambda + unit(hash(this.seed, i, c, h, SALT.reviews)));
      const inHour: { h: number; k: number; at: number }[] = [];
      for (let k = 0; k < count; k++) {
        const at = h * HOUR_MS + Math.floor(unit(hash(this.seed, i, c * 1000 + k, h, SALT.reviews + 1)) * 3600) * 1000;
        if (at <= t) inHour.push({ h, k, at });
      }
      inHour.sort((a, b) => b.at - a.at || a.k - b.k);
      stamps.push(...inHour);
    }
    return stamps.slice(skip, want).map((s) => this.review(i, c, s.h, s.k, s.at));
  }

  private review(i: number, c: number, h: number, k: number, at: number): ReviewRecord {
    const app = this.catalog.app(i);
    const rng = new Rng(hash(this.seed, i, c * 1000 + k, h, SALT.reviews + 2));
    const rating = stars(rng, this.records.averageRating(i, at));
    const [title, content] = words(rng, app, rating);
    return {
      reviewId: `${h}${String(k).padStart(3, '0')}${c}${String(i).padStart(7, '0')}`,
      appId: app.appId,
      country: (STOREFRONTS[c] as (typeof STOREFRONTS)[number]).country,
      rating,
      title,
      content,
      author: nickname(rng),
      version: versionOf(this.seed, app, updatesAt(this.histories.get(i), at)),
      updatedAt: new Date(at),
    };
  }
}

function stars(rng: Rng, average: number): Stars {
  if (rng.chance(0.75)) return rng.chance((average - 1) / 4) ? 5 : 1;
  return Math.min(5, Math.max(1, Math.round(average + 0.8 * rng.normal()))) as Stars;
}

function words(rng: Rng, app: SimApp, rating: Stars): [string, string] {
  const game = app.isGame;
  const pool = [...app.titleStems, ...app.fieldStems];
  const w = pool.length > 0 ? stem(rng.pick(pool)).word : '';
  const fill = (s: string) => s.replaceAll('{s}', w);
  if (rating >= 4) return [rng.pick(game ? POSITIVE_GAME_TITLES : POSITIVE_TITLES), fill(rng.pick(game ? POSITIVE_GAME_CONTENTS : POSITIVE_CONTENTS))];
  if (rating === 3) return [rng.pick(NEUTRAL_TITLES), fill(rng.pick(NEUTRAL_CONTENTS))];
  return [rng.pick(game ? NEGATIVE_GAME_TITLES : NEGATIVE_TITLES), fill(rng.pick(game ? NEGATIVE_GAME_CONTENTS : NEGATIVE_CONTENTS))];
}

function nickname(rng: Rng): string {
  const u = rng.next();
  if (u < 0.4) return `${rng.pick(NICK_ADJECTIVES)}${rng.pick(NICK_NOUNS)}`;
  if (u < 0.7) return `${rng.pick(NICK_NOUNS)}${rng.range(1, 9999)}`;
  if (u < 0.85) return `${rng.pick(NICK_SURNAMES)}${rng.chance(0.5) ? '先生' : '女士'}`;
  return `小${rng.pick(NICK_SURNAMES)}同学`;
}
