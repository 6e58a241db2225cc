/**
 * App metadata as the store shows it at an instant (iTunes lookup/search records). Ratings: the
 * average wanders ±0.15 around the app's quality over about a month; the count is the count when
 * history started (scaled to the storefront) plus one rating per 100 expected downloads since.
 * Icons and screenshots point at the simulated store's artwork (artwork.ts) on the product's origin.
 */
import { simIconUrl, simScreenshotUrl } from './artwork.ts';
import type { Catalog } from './catalog.ts';
import { dayOf } from './clock.ts';
import { Cumulative } from './cumulative.ts';
import { STATUS_PREORDER, statusAt, tierAt, updatesAt, variantAt, type Histories } from './history.ts';
import { smoothNoise } from './prng.ts';
import { SALT } from './salts.ts';
import { STOREFRONTS, formatPrice } from './storefronts.ts';
import { descriptionOf, releaseNotesOf, titlesOf, versionOf } from './texts.ts';
import type { Timeline } from './timeline.ts';
import type { DemandVectors } from './vectors.ts';
import { Lru } from './lru.ts';
import type { AppRecord } from '../model.ts';

const RATINGS_PER_DOWNLOAD = 0.01;

export class Records {
  private readonly ratings: Cumulative[];
  // Room for every app of the demo world (some 4,100 by the end of its 90 days): a lookup of the
  // whole catalogue goes through them in turn, and an LRU smaller than the catalogue then missed on
  // every app and wrote every description and release note again at each daily lookup.
  private readonly descriptions = new Lru<string, string>(8192);
  private readonly versions = new Lru<string, { version: string; notes: string }>(8192);

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    timeline: Timeline,
    vectors: DemandVectors,
  ) {
    this.ratings = STOREFRONTS.map((_, c) => new Cumulative(timeline.firstDay, (d) => vectors.expectedDay(c, d)));
  }

  /** Average rating at t: quality ± 0.15 drifting over ~30 days, within 1..5. */
  averageRating(i: number, t: number): number {
    const app = this.catalog.app(i);
    const value = app.quality + 0.15 * smoothNoise(this.seed, i, SALT.ratingDrift, dayOf(t) / 30);
    return Math.round(Math.min(5, Math.max(1, value)) * 100000) / 100000;
  }

  ratingCount(i: number, c: number, t: number): number {
    const app = this.catalog.app(i);
    const base =
      app.ratingCount0 * (STOREFRONTS[c] as (typeof STOREFRONTS)[number]).marketFactor * (app.affinity[c] as number);
    const ratings = this.ratings[c] as Cumulative;
    return Math.floor(base + RATINGS_PER_DOWNLOAD * ratings.at(i, t));
  }

  /** The record of app i in storefront c at t; the caller has checked it is listed there. */
  record(i: number, c: number, t: number): AppRecord {
    const app = this.catalog.app(i);
    const hist = this.histories.get(i);
    const sf = STOREFRONTS[c] as (typeof STOREFRONTS)[number];
    const dev = this.catalog.developer(app.developer);
    const variant = variantAt(hist, t);
    const titles = titlesOf(this.seed, app, variant);
    const k = updatesAt(hist, t);
    const tier = tierAt(app, hist, t);
    const price = sf.tierPrices[tier] ?? 0;
    const count = this.ratingCount(i, c, t);
    const versionAt = k === 0 ? app.version0At : (hist?.updateAt[k - 1] as number);
    const key = `${i}:${variant}`;
    const description = this.descriptions.getOrCreate(key, () => descriptionOf(this.seed, app, titles));
    const version = this.versions.getOrCreate(`${i}:${k}`, () => ({
      version: versionOf(this.seed, app, k),
      notes: releaseNotesOf(this.seed, app, k),
    }));
    const shots = 4 + (app.index % 3);
    return {
      appId: app.appId,
      country: sf.country,
      bundleId: app.bundleId,
      name: titles.name,
      subtitle: titles.subtitle,
      developerId: dev.artistId,
      developerName: dev.artistName,
      sellerName: dev.sellerName,
      iconUrl: simIconUrl(app.appId),
      screenshotUrls: Array.from({ length: shots }, (_, n) => simScreenshotUrl(app.appId, n + 1)),
      description,
      releaseNotes: version.notes,
      version: version.version,
      releaseDate: new Date(app.releasedAt),
      currentVersionReleaseDate: new Date(versionAt),
      price,
      currency: sf.currency,
      formattedPrice: formatPrice(sf, price),
      primaryGenreId: app.primaryGenreId,
      genreIds: [...app.genreIds],
      averageUserRating: count === 0 ? null : this.averageRating(i, t),
      userRatingCount: count,
      fileSizeBytes: Math.round(app.fileSize0 * (1 + 0.004 * k)),
      languageCodes: [...app.languages],
      contentAdvisoryRating: app.contentRating,
      isPreOrder: statusAt(app, hist, t) === STATUS_PREORDER,
    };
  }
}
