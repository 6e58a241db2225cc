/**
 * Trending searches (热搜). Each storefront's list is renewed a few times a day: the first update
 * 1-3 hours after midnight (China time), then every 4-8 hours. A list has 10 terms: up to 3 apps in
 * the spotlight (released or featured in the 3 days before, on sale in the storefront), named by
 * brand and pointing to the app, and keywords drawn from the universe's 3,000 most searched,
 * skewed to the top (rank 3 + 2,997·u²). Trending terms are searched more that day (keyword-volume.ts).
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { dayOf, dayStartMs } from './clock.ts';
import { STATUS_LIVE, statusAt, type Histories } from './history.ts';
import type { KeywordUniverse } from './keyword-universe.ts';
import { Lru } from './lru.ts';
import { Rng, hash, noise } from './prng.ts';
import { SALT } from './salts.ts';
import type { Timeline } from './timeline.ts';

export const TRENDING_SIZE = 10;
const APP_TERMS = 3;
const SPOTLIGHT_DAYS = 3;
const KEYWORD_SPAN = 3000;

export interface TrendingList {
  at: number;
  terms: { term: string; app: number }[];
}

export class Trending {
  private readonly lists = new Lru<string, TrendingList>(256);

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly timeline: Timeline,
    private readonly universe: KeywordUniverse,
  ) {}

  /** Update times (ms) of storefront c's list on China day d. */
  updatesOfDay(c: number, d: number): number[] {
    const start = dayStartMs(d);
    const times: number[] = [];
    let t = start + (1 + 2 * noise(this.seed, c, d, SALT.trending, 0)) * HOUR_MS;
    for (let k = 1; t < start + DAY_MS; k++) {
      times.push(Math.floor(t / MINUTE_MS) * MINUTE_MS);
      t += (4 + 4 * noise(this.seed, c, d, SALT.trending, k)) * HOUR_MS;
    }
    return times;
  }

  /** The list in force at t (the latest update at or before t). */
  at(c: number, t: number): TrendingList {
    const d = dayOf(t);
    const today = this.updatesOfDay(c, d).filter((u) => u <= t);
    const update =
      today.length > 0 ? (today[today.length - 1] as number) : (this.updatesOfDay(c, d - 1).at(-1) as number);
    return this.listAt(c, update);
  }

  /** Universe keyword ids trending at any update of day d. */
  keywordsOfDay(c: number, d: number): Set<number> {
    const ids = new Set<number>();
    for (const u of this.updatesOfDay(c, d)) {
      for (const { term } of this.listAt(c, u).terms) {
        const k = this.universe.get(term);
        if (k) ids.add(k.id);
      }
    }
    return ids;
  }

  private listAt(c: number, update: number): TrendingList {
    return this.lists.getOrCreate(`${c}:${update}`, () => {
      const rng = new Rng(hash(this.seed, SALT.trending, c, update / MINUTE_MS));
      const terms: { term: string; app: number }[] = [];
      const used = new Set<string>();
      const spotlights = this.timeline
        .spotlightsBefore(update, SPOTLIGHT_DAYS)
        .map((s) => s.index)
        .filter((i, k, all) => all.indexOf(i) === k && this.onSale(i, c, update));
      for (let k = 0; k < APP_TERMS && spotlights.length > 0; k++) {
        const [i] = spotlights.splice(rng.int(spotlights.length), 1) as [number];
        const brand = this.catalog.app(i).brand;
        if (used.has(brand)) continue;
        used.add(brand);
        terms.push({ term: brand, app: i });
      }
      const span = Math.min(KEYWORD_SPAN, this.universe.list.length);
      for (let tries = 0; terms.length < TRENDING_SIZE && tries < 100; tries++) {
        const u = rng.next();
        const k = this.universe.list[Math.min(span - 1, 3 + Math.floor((span - 3) * u * u))];
        if (!k || used.has(k.term)) continue;
        used.add(k.term);
        terms.push({ term: k.term, app: -1 });
      }
      for (let k = terms.length - 1; k > 0; k--) {
        const j = rng.int(k + 1);
        [terms[k], terms[j]] = [terms[j] as (typeof terms)[number], terms[k] as (typeof terms)[number]];
      }
      return { at: update, terms };
    });
  }

  private onSale(i: number, c: number, t: number): boolean {
    const app = this.catalog.app(i);
    return (app.affinity[c] as number) > 0 && statusAt(app, this.histories.get(i), t) === STATUS_LIVE;
  }
}
