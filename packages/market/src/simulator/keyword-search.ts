/**
 * The store's organic order for a keyword at an instant, and its ad slot. Each candidate scores
 *
 *   ln(relevance) + 0.55·ln(demand) + 0.12·z
 *
 * where demand is the app's true downloads in the storefront on the day before the keyword's last
 * index refresh, at least 20% of its reach for an app released in the last week or on pre-order
 * (new apps get a freshness lift), and z a standard normal per keyword, app and refresh. A
 * keyword's ranking is refreshed on about 40% of days (at least once a week), as the store's index
 * is, so most keywords keep yesterday's order on a given day; an app released since the refresh
 * joins at once where its title or brand matches, elsewhere at the next refresh. Listing is live:
 * apps on sale or on pre-order in the storefront; an app under clear-words is dropped from every
 * keyword but its own brand. Depth 200. resultCount is the store's loose match count
 * (search-index.ts) less the hidden apps. The ad slot goes to the highest
 * bid·e^(0.5·ln relevance)·(0.5 + u) among bidders in the top 50 that take part in that day's
 * auction (70% do).
 */
import { DAY_MS, HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { dayOf, firstHourOfDay } from './clock.ts';
import type { DayStates } from './day-state.ts';
import { STATUS_LIVE, STATUS_PREORDER, statusAt, wordsBlockedAt, type Histories } from './history.ts';
import { Lru } from './lru.ts';
import { gauss, hash, unit } from './prng.ts';
import { SALT } from './salts.ts';
import { WEIGHT_TITLE, type Query, type SearchIndex } from './search-index.ts';
import type { Timeline } from './timeline.ts';
import type { DemandVectors } from './vectors.ts';

export const SEARCH_DEPTH = 200;
const NOISE = 0.12;
/**
 * Weight of ln(demand) in the organic order: relevance leads, demand breaks near-ties, so a top app
 * ranks in the top 10 of about half the words it covers, not of nearly all (the realism report's
 * coverage anchors; 0.55 gave the #1 free app 95% of its words in its top 10, 0.3 72% on the demo
 * world of seed 4242, 0.25 56%, with the same accuracy figures).
 */
export const ORGANIC_DEMAND_WEIGHT = 0.25;
const FRESH_DAYS = 7;
const FRESH_SHARE = 0.2;
const AD_FIELD = 50;
const INDEX_BITS = 2 ** 20;
const SCORE_CEILING = 100;
const QUANTUM = 2 ** 26;
const SEARCH_SALT = SALT.searchNoise;
const REFRESH_SALT = SALT.searchRefresh;
/** Share of days a keyword's ranking is refreshed, and the longest it goes without one. */
const REFRESH_SHARE = 0.4;
const REFRESH_MAX_DAYS = 7;
const LOG_TITLE = Math.log(WEIGHT_TITLE);
const AD_SALT = SALT.adAuction;

export interface SearchOrder {
  apps: number[];
  resultCount: number;
  /** Index of the app in the ad slot, or -1. */
  ad: number;
}

export class KeywordSearch {
  private readonly demand: Lru<string, Float64Array>;

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly dayStates: DayStates,
    private readonly timeline: Timeline,
    private readonly vectors: DemandVectors,
    private readonly index: SearchIndex,
  ) {
    this.demand = new Lru(16);
  }

  /** ln of each app's search demand in storefront c on day d (0 for apps not sold there). */
  demandLog(c: number, d: number): Float64Array {
    return this.demand.getOrCreate(`${c}:${d}`, () => {
      const n = this.timeline.appCountThrough(d);
      const yesterday = this.vectors.dayTotals(c, d - 1).downloads;
      const scale = this.vectors.downloadScale(c, n);
      const end = firstHourOfDay(d + 1) * HOUR_MS;
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const s = scale[i] as number;
        if (s === 0) continue;
        let demand = i < yesterday.length ? (yesterday[i] as number) : 0;
        const app = this.catalog.app(i);
        if (app.releasedAt > end - (FRESH_DAYS + 1) * DAY_MS) demand = Math.max(demand, FRESH_SHARE * s);
        out[i] = Math.log(Math.max(1, demand));
      }
      return out;
    });
  }

  /** The last day on or before d on which keyword q's ranking was refreshed. */
  refreshDay(q: Query, d: number): number {
    for (let r = d; r > d - REFRESH_MAX_DAYS + 1; r--) {
      if ((r + q.id) % REFRESH_MAX_DAYS === 0 || unit(hash(this.seed, q.id, r, REFRESH_SALT)) < REFRESH_SHARE) return r;
    }
    return d - REFRESH_MAX_DAYS + 1;
  }

  order(q: Query, c: number, t: number): SearchOrder {
    const d = dayOf(t);
    const n = this.timeline.appCountThrough(d);
    const state = this.dayStates.at(d);
    const r = this.refreshDay(q, d);
    const demand = this.demandLog(c, r);
    const scale = this.vectors.downloadScale(c, n);
    const candidates = this.index.candidates(q);
    // Apps released since the refresh join at once where their title or brand matches; their
    // looser matches wait for the next refresh.
    const pool = this.index.poolMatches(q, n).filter((p) => p.app < demand.length || p.logRelevance >= LOG_TITLE);
    const today = pool.some((p) => p.app >= demand.length) ? this.demandLog(c, d) : demand;
    const keys = new Float64Array(candidates.apps.length + pool.length);
    const logRel = new Map<number, number>();
    let m = 0;
    let hidden = 0;
    const consider = (a: number, lr: number, exact: boolean) => {
      if ((scale[a] as number) === 0 || !this.listed(a, t, state, exact)) {
        hidden++;
        return;
      }
      const z = gauss(hash(this.seed, q.id, a, r, SEARCH_SALT));
      const score = lr + ORGANIC_DEMAND_WEIGHT * ((a < demand.length ? demand[a] : today[a]) as number) + NOISE * z;
      keys[m++] = Math.floor((SCORE_CEILING - score) * QUANTUM) * INDEX_BITS + a;
      logRel.set(a, lr);
    };
    for (let j = 0; j < candidates.apps.length; j++) {
      consider(candidates.apps[j] as number, candidates.logRelevance[j] as number, candidates.exact[j] === 1);
    }
    for (const p of pool) consider(p.app, p.logRelevance, false);
    const sorted = keys.subarray(0, m).sort();
    const apps: number[] = [];
    for (let j = 0; j < sorted.length && apps.length < SEARCH_DEPTH; j++) apps.push((sorted[j] as number) % INDEX_BITS);
    return {
      apps,
      resultCount: Math.max(apps.length, candidates.looseCount + pool.length - hidden),
      ad: this.auction(q, d, apps, logRel),
    };
  }

  /** Whether app a shows in search at t: on sale or on pre-order, and not under clear-words (unless exact). */
  private listed(a: number, t: number, state: ReturnType<DayStates['at']>, exact: boolean): boolean {
    if (state.busy[a] === 1) {
      const app = this.catalog.app(a);
      const h = this.histories.get(a);
      const status = statusAt(app, h, t);
      if (status !== STATUS_LIVE && status !== STATUS_PREORDER) return false;
      return exact || !wordsBlockedAt(h, t);
    }
    const status = state.status[a];
    if (status !== STATUS_LIVE && status !== STATUS_PREORDER) return false;
    return exact || state.wordsBlocked[a] === 0;
  }

  private auction(q: Query, d: number, apps: readonly number[], logRel: Map<number, number>): number {
    let best = -1;
    let bestScore = 0;
    for (let j = 0; j < Math.min(AD_FIELD, apps.length); j++) {
      const a = apps[j] as number;
      const bid = this.catalog.app(a).bid;
      if (bid === 0) continue;
      const u = unit(hash(this.seed, q.id, a, d, AD_SALT));
      if (u >= 0.7) continue;
      const score = bid * Math.exp(0.5 * (logRel.get(a) as number)) * (0.5 + u / 0.7);
      if (score > bestScore) {
        best = a;
        bestScore = score;
      }
    }
    return best;
  }
}
