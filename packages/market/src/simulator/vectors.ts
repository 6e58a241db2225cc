/**
 * Demand as vectors over all apps, cached by day and hour (every vector is a pure function of its
 * day or hour, so caching never changes an answer):
 *
 * - day vector dyn(d)_i = e^drift · season · ad campaign, and for in-app spending
 *   dynRev(d)_i = e^(0.7·drift + revenue drift);
 * - hour vector m(h)_i = (live · price factor · event multiplier)_i · e^(0.25·z_ih), z a standard
 *   normal per app and hour; the spending noise e^(0.35·z'_ih); the price tier;
 * - tally(c, T): downloads and revenue over the 24 hours before tick T (hours T−24 .. T−1) in
 *   storefront c, with s_ic = reach_i · market_c · affinity_ic:
 *     downloads_i = s_ic · Σ_h dyn(d_h)_i · m(h)_i · profile_c(h)
 *     revenue_i   = s_ic · Σ_h dyn(d_h)_i · m(h)_i · profile_c(h) · price_c(tier_ih)
 *                 + monet_i · s_ic · rate_c · Σ_h live_ih · dynRev(d_h)_i · e^(0.35·z'_ih) · profile_c(h)
 *
 * A China day's true downloads are the tally at the next day's first tick, so charts (ranked on
 * tallies) and the published truth agree exactly.
 */
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { dayOfHour, firstHourOfDay, localHour, weekday } from './clock.ts';
import { demandMultiplier, type DayStates } from './day-state.ts';
import { HOURLY_PROFILE, adBoost, driftLog, revenueDriftLog, seasonality } from './demand.ts';
import { tierAt, type Histories } from './history.ts';
import { Lru } from './lru.ts';
import { byteSum, hash, logNormalTable } from './prng.ts';
import { SALT } from './salts.ts';
import { STOREFRONTS } from './storefronts.ts';
import type { Timeline } from './timeline.ts';

export interface DayVector {
  dyn: Float64Array;
  revenue: Float64Array;
}

export interface HourVector {
  mult: Float32Array;
  revenue: Float32Array;
  tier: Uint8Array;
}

export interface Tally {
  downloads: Float64Array;
  revenue: Float64Array;
}

const HOUR_NOISE = logNormalTable(0.25);
const REVENUE_NOISE = logNormalTable(0.35);
const HOUR_SALT = SALT.hourNoise;
const REVENUE_SALT = SALT.revenueNoise;

export class DemandVectors {
  private readonly days: Lru<number, DayVector>;
  private readonly hours: Lru<number, HourVector>;
  private readonly tallies: Lru<string, Tally>;
  /** Per storefront: reach·market·affinity of each app (0 where not sold); grown as apps appear. */
  private readonly scales: Float64Array[] = STOREFRONTS.map(() => new Float64Array(0));
  private readonly iap: Float64Array[] = STOREFRONTS.map(() => new Float64Array(0));
  private filled = 0;

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly timeline: Timeline,
    private readonly dayStates: DayStates,
    cacheScale: number,
  ) {
    this.days = new Lru(Math.round(64 * cacheScale));
    this.hours = new Lru(Math.round(80 * cacheScale));
    this.tallies = new Lru(Math.round(48 * cacheScale));
  }

  /** s_ic = reach·market_c·affinity_ic for apps 0..n−1. */
  downloadScale(c: number, n: number): Float64Array {
    this.grow(n);
    return this.scales[c] as Float64Array;
  }

  /** monet·s_ic·rate_c: a day's in-app spending at dynRev = 1, in the storefront's currency. */
  iapScale(c: number, n: number): Float64Array {
    this.grow(n);
    return this.iap[c] as Float64Array;
  }

  private grow(n: number): void {
    if (n <= this.filled) return;
    const upTo = Math.min(n, this.catalog.size);
    const have = (this.scales[0] as Float64Array).length;
    STOREFRONTS.forEach((s, c) => {
      let dl = this.scales[c] as Float64Array;
      let iap = this.iap[c] as Float64Array;
      if (upTo > have) {
        const size = Math.max(upTo, Math.ceil(have * 1.25));
        dl = new Float64Array(size);
        iap = new Float64Array(size);
        dl.set(this.scales[c] as Float64Array);
        iap.set(this.iap[c] as Float64Array);
        this.scales[c] = dl;
        this.iap[c] = iap;
      }
      for (let i = this.filled; i < upTo; i++) {
        const app = this.catalog.app(i);
        dl[i] = app.reach * s.marketFactor * (app.affinity[c] as number);
        iap[i] = app.monet * (dl[i] as number) * s.cnyRate;
      }
    });
    this.filled = upTo;
  }

  /** dyn of one app on one day (the scalar form of the day vector, same arithmetic). */
  dynOf(i: number, d: number): number {
    const app = this.catalog.app(i);
    return (
      Math.exp(driftLog(this.seed, i, d)) *
      seasonality(app.isGame, app.genre, weekday(d)) *
      adBoost(this.seed, i, app.bid, d)
    );
  }

  day(d: number): DayVector {
    return this.days.getOrCreate(d, () => {
      const n = this.timeline.appCountThrough(d);
      const dyn = new Float64Array(n);
      const revenue = new Float64Array(n);
      const wd = weekday(d);
      for (let i = 0; i < n; i++) {
        const app = this.catalog.app(i);
        const drift = driftLog(this.seed, i, d);
        dyn[i] = Math.exp(drift) * seasonality(app.isGame, app.genre, wd) * adBoost(this.seed, i, app.bid, d);
        revenue[i] = app.monet === 0 ? 0 : Math.exp(0.7 * drift + revenueDriftLog(this.seed, i, d));
      }
      return { dyn, revenue };
    });
  }

  hour(h: number): HourVector {
    return this.hours.getOrCreate(h, () => {
      const state = this.dayStates.at(dayOfHour(h));
      const n = state.noon.length;
      const mid = h * HOUR_MS + HOUR_MS / 2;
      const mult = new Float32Array(n);
      const revenue = new Float32Array(n);
      const tier = new Uint8Array(n);
      const { noon, busy } = state;
      const seed = this.seed;
      for (let i = 0; i < n; i++) {
        let m = noon[i] as number;
        let t = state.tier[i] as number;
        if (busy[i] === 1) {
          m = demandMultiplier(this.catalog, this.histories, i, mid);
          t = tierAt(this.catalog.app(i), this.histories.get(i), mid);
        }
        if (m === 0) continue;
        tier[i] = t;
        mult[i] = m * (HOUR_NOISE[byteSum(hash(seed, i, HOUR_SALT, h))] as number);
        revenue[i] = REVENUE_NOISE[byteSum(hash(seed, i, REVENUE_SALT, h))] as number;
      }
      return { mult, revenue, tier };
    });
  }

  /** Downloads and revenue in storefront c over hours T−24 .. T−1. */
  tally(c: number, tick: number): Tally {
    return this.tallies.getOrCreate(`${c}:${tick}`, () => this.buildTally(c, tick));
  }

  private buildTally(c: number, tick: number): Tally {
    const n = this.timeline.appCountThrough(dayOfHour(tick - 1));
    const sf = STOREFRONTS[c];
    if (!sf) throw new Error(`no storefront ${c}`);
    const scale = this.downloadScale(c, n);
    const iapScale = this.iapScale(c, n);
    const prices = sf.tierPrices;
    const downloads = new Float64Array(n);
    const paid = new Float64Array(n);
    const iap = new Float64Array(n);
    for (let k = 24; k >= 1; k--) {
      const h = tick - k;
      const hv = this.hour(h);
      const dv = this.day(dayOfHour(h));
      const p = HOURLY_PROFILE[localHour(h, sf.utcOffsetHours)] as number;
      const { mult, tier, revenue: spend } = hv;
      const { dyn, revenue: dynRevenue } = dv;
      const len = mult.length;
      for (let i = 0; i < len; i++) {
        const mi = mult[i] as number;
        if (mi === 0) continue;
        const units = (dyn[i] as number) * p * mi;
        downloads[i] = (downloads[i] as number) + units;
        const ti = tier[i] as number;
        if (ti !== 0) paid[i] = (paid[i] as number) + units * (prices[ti] as number);
        const r = dynRevenue[i] as number;
        if (r !== 0) iap[i] = (iap[i] as number) + r * p * (spend[i] as number);
      }
    }
    const revenue = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const s = scale[i] as number;
      downloads[i] = (downloads[i] as number) * s;
      revenue[i] = (paid[i] as number) * s + (iap[i] as number) * (iapScale[i] as number);
    }
    return { downloads, revenue };
  }

  /** True downloads and revenue of China day d in storefront c. */
  dayTotals(c: number, d: number): Tally {
    return this.tally(c, firstHourOfDay(d + 1));
  }

  /**
   * Expected downloads of app i on day d in storefront c: s_ic · dyn(d)_i · the noon multiplier,
   * without hourly noise. What reviews, rating counts and cumulative counts accrue from.
   */
  expectedDaily(c: number, i: number, d: number): number {
    const noon = firstHourOfDay(d) * HOUR_MS + DAY_MS / 2;
    const m = demandMultiplier(this.catalog, this.histories, i, noon);
    if (m === 0) return 0;
    return (this.downloadScale(c, i + 1)[i] as number) * this.dynOf(i, d) * m;
  }

  /** `expectedDaily` for every app that exists on day d (the same arithmetic, from cached vectors). */
  expectedDay(c: number, d: number): Float64Array {
    const dv = this.day(d);
    const { noon } = this.dayStates.at(d);
    const n = dv.dyn.length;
    const scale = this.downloadScale(c, n);
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const m = noon[i] as number;
      if (m !== 0) out[i] = (scale[i] as number) * (dv.dyn[i] as number) * m;
    }
    return out;
  }
}
