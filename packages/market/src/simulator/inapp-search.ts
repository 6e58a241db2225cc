/**
 * In-app purchase items and current in-app events in a keyword's search results (the App Store
 * shows them as entries of their own). An item or event matches a keyword when its name carries
 * one of the keyword's stems (relevance 30) or the keyword is its app's own brand (300); each
 * scores
 *
 *   ln(relevance) + 0.55·ln(its app's demand) + 0.12·z
 *
 * with the app's demand and the refresh day as the organic order has them (keyword-search.ts) and
 * z a standard normal per keyword, entry and refresh, from its own salt. Only apps on sale in the
 * storefront show (clear-words hides them but for their own brand). Depth 30 items, 10 events.
 * Of a stem's items only the ITEM_CANDIDATES of largest app reach that show are scored (as the
 * organic index keeps its best candidates), so a common word costs the same at any world size.
 */
import { HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { dayOf } from './clock.ts';
import { STATUS_LIVE, statusAt, wordsBlockedAt, type Histories } from './history.ts';
import { runsEvents, type InAppCatalog, type InAppEvent, type InAppItem } from './inapp.ts';
import type { KeywordSearch } from './keyword-search.ts';
import { Lru } from './lru.ts';
import { gauss, hash } from './prng.ts';
import { SALT } from './salts.ts';
import { DEMAND_WEIGHT, WEIGHT_EXACT, WEIGHT_TITLE, type Query } from './search-index.ts';
import type { Timeline } from './timeline.ts';

export const ITEM_DEPTH = 30;
export const EVENT_DEPTH = 10;
/** Items scored per keyword stem: the shown ones of the apps of largest reach. */
export const ITEM_CANDIDATES = 120;
const NOISE = 0.12;
const HOURS_KEPT = 4;
/** Noise keys: an item's key is its app · 16 + its number (1..8); an event's number is 15. */
const EVENT_KEY = 15;

export interface InAppResults {
  items: InAppItem[];
  events: InAppEvent[];
}

/** The events running in one hour (they start and end on the hour): by stem, and by app. */
interface HourEvents {
  byStem: Map<number, InAppEvent[]>;
  byApp: Map<number, InAppEvent>;
}

export class InAppSearch {
  /** Stem → the items carrying it, their apps' reach descending (ties by item id). */
  private readonly itemsByStem = new Map<number, InAppItem[]>();
  private readonly eventApps: number[] = [];
  private hours = new Lru<number, HourEvents>(HOURS_KEPT);
  private synced = 0;

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly timeline: Timeline,
    private readonly search: KeywordSearch,
    private readonly inApp: InAppCatalog,
  ) {}

  find(q: Query, c: number, t: number): InAppResults {
    const d = dayOf(t);
    const n = this.timeline.appCountThrough(d);
    this.sync();
    const r = this.search.refreshDay(q, d);
    const demand = this.search.demandLog(c, r);
    const demandOf = (a: number) => (a < demand.length ? (demand[a] as number) : (this.search.demandLog(c, d)[a] ?? 0));
    const listed = new Map<number, boolean>();
    const shows = (a: number) => {
      let ok = listed.get(a);
      if (ok === undefined) listed.set(a, (ok = a < n && this.listed(a, c, t, a === q.brandApp)));
      return ok;
    };
    const score = (a: number, relevance: number, k: number) =>
      -(
        Math.log(relevance) +
        DEMAND_WEIGHT * demandOf(a) +
        NOISE * gauss(hash(this.seed, q.id, a * 16 + k, r, SALT.inAppSearch))
      );
    const relevanceOf = (entry: InAppItem | InAppEvent) =>
      (entry.app === q.brandApp ? WEIGHT_EXACT : 0) + (q.stems.includes(entry.stem) ? WEIGHT_TITLE : 0);

    const items = new Map<InAppItem, number>();
    const events = new Map<InAppEvent, number>();
    const hour = this.eventsAt(t);
    const brand = q.brandApp >= 0 && q.brandApp < n ? q.brandApp : -1;
    const candidates = {
      items: [...q.stems.map((s) => this.itemsByStem.get(s) ?? []), brand >= 0 ? this.inApp.itemsOf(brand) : []],
      events: [
        ...q.stems.flatMap((s) => hour.byStem.get(s) ?? []),
        ...(brand >= 0 && hour.byApp.has(brand) ? [hour.byApp.get(brand)!] : []),
      ],
    };
    for (const list of candidates.items) {
      let taken = 0;
      for (let j = 0; j < list.length && taken < ITEM_CANDIDATES; j++) {
        const item = list[j] as InAppItem;
        if (!shows(item.app)) continue;
        taken++;
        if (!items.has(item)) items.set(item, score(item.app, relevanceOf(item), item.id % 100));
      }
    }
    for (const event of candidates.events) {
      if (!events.has(event) && shows(event.app)) events.set(event, score(event.app, relevanceOf(event), EVENT_KEY));
    }
    return { items: ranked(items, ITEM_DEPTH), events: ranked(events, EVENT_DEPTH) };
  }

  /** Where an item goes in a stem's list: after every item of larger reach (or equal reach and smaller id). */
  private insertionPoint(list: readonly InAppItem[], item: InAppItem): number {
    const reach = this.catalog.app(item.app).reach;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const other = list[mid] as InAppItem;
      const r = this.catalog.app(other.app).reach;
      if (r > reach || (r === reach && other.id < item.id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private listed(a: number, c: number, t: number, exact: boolean): boolean {
    const app = this.catalog.app(a);
    if ((app.affinity[c] as number) === 0) return false;
    const h = this.histories.get(a);
    return statusAt(app, h, t) === STATUS_LIVE && (exact || !wordsBlockedAt(h, t));
  }

  private eventsAt(t: number): HourEvents {
    return this.hours.getOrCreate(Math.floor(t / HOUR_MS), () => {
      const byStem = new Map<number, InAppEvent[]>();
      const byApp = new Map<number, InAppEvent>();
      for (const a of this.eventApps) {
        const event = this.inApp.eventAt(a, t);
        if (!event) continue;
        byApp.set(a, event);
        const list = byStem.get(event.stem);
        if (list) list.push(event);
        else byStem.set(event.stem, [event]);
      }
      return { byStem, byApp };
    });
  }

  private sync(): void {
    if (this.synced === this.catalog.size) return;
    for (; this.synced < this.catalog.size; this.synced++) {
      for (const item of this.inApp.itemsOf(this.synced)) {
        if (item.stem < 0) continue;
        const list = this.itemsByStem.get(item.stem);
        if (list) list.splice(this.insertionPoint(list, item), 0, item);
        else this.itemsByStem.set(item.stem, [item]);
      }
      if (runsEvents(this.seed, this.catalog.app(this.synced))) this.eventApps.push(this.synced);
    }
    // Apps created since an hour was cached may run events in it.
    this.hours = new Lru(HOURS_KEPT);
  }
}

/** Entries by score (lower first), ties by id, to the depth. */
function ranked<T extends { id: number }>(scored: Map<T, number>, depth: number): T[] {
  return [...scored]
    .sort((x, y) => x[1] - y[1] || x[0].id - y[0].id)
    .slice(0, depth)
    .map(([entry]) => entry);
}
