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
 */
import type { Catalog } from './catalog.ts';
import { dayOf } from './clock.ts';
import { STATUS_LIVE, statusAt, wordsBlockedAt, type Histories } from './history.ts';
import { eventWords, type InAppCatalog, type InAppEvent, type InAppItem } from './inapp.ts';
import type { KeywordSearch } from './keyword-search.ts';
import { gauss, hash } from './prng.ts';
import { SALT } from './salts.ts';
import { DEMAND_WEIGHT, WEIGHT_EXACT, WEIGHT_TITLE, type Query } from './search-index.ts';
import type { Timeline } from './timeline.ts';

export const ITEM_DEPTH = 30;
export const EVENT_DEPTH = 10;
const NOISE = 0.12;
/** Noise keys: an item's key is its app · 16 + number; an event's sets the top bit of the number. */
const EVENT_KEY = 8;

export interface InAppResults {
  items: InAppItem[];
  events: InAppEvent[];
}

export class InAppSearch {
  /** Stem → apps whose items or events may carry it, in creation order. */
  private readonly byStem = new Map<number, number[]>();
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
    const apps = new Set<number>();
    for (const s of q.stems) for (const a of this.byStem.get(s) ?? []) if (a < n) apps.add(a);
    if (q.brandApp >= 0 && q.brandApp < n) apps.add(q.brandApp);
    const items: { key: number; item: InAppItem }[] = [];
    const events: { key: number; event: InAppEvent }[] = [];
    const score = (a: number, relevance: number, k: number) =>
      -(Math.log(relevance) + DEMAND_WEIGHT * demandOf(a) + NOISE * gauss(hash(this.seed, q.id, a * 16 + k, r, SALT.inAppSearch)));
    for (const a of apps) {
      const exact = a === q.brandApp;
      if (!this.listed(a, c, t, exact)) continue;
      const own = exact ? WEIGHT_EXACT : 0;
      this.inApp.itemsOf(a).forEach((item, k) => {
        const relevance = own + (q.stems.includes(item.stem) ? WEIGHT_TITLE : 0);
        if (relevance > 0) items.push({ key: score(a, relevance, k), item });
      });
      const event = this.inApp.eventAt(a, t);
      if (event) {
        const relevance = own + (q.stems.includes(event.stem) ? WEIGHT_TITLE : 0);
        if (relevance > 0) events.push({ key: score(a, relevance, EVENT_KEY), event });
      }
    }
    items.sort((x, y) => x.key - y.key || x.item.id - y.item.id);
    events.sort((x, y) => x.key - y.key || x.event.id - y.event.id);
    return { items: items.slice(0, ITEM_DEPTH).map((x) => x.item), events: events.slice(0, EVENT_DEPTH).map((x) => x.event) };
  }

  private listed(a: number, c: number, t: number, exact: boolean): boolean {
    const app = this.catalog.app(a);
    if ((app.affinity[c] as number) === 0) return false;
    const h = this.histories.get(a);
    return statusAt(app, h, t) === STATUS_LIVE && (exact || !wordsBlockedAt(h, t));
  }

  private sync(): void {
    for (; this.synced < this.catalog.size; this.synced++) {
      const app = this.catalog.app(this.synced);
      const words = new Set([...this.inApp.itemsOf(this.synced).map((i) => i.stem), ...eventWords(this.seed, app)]);
      for (const s of words) {
        if (s < 0) continue;
        const list = this.byStem.get(s);
        if (list) list.push(this.synced);
        else this.byStem.set(s, [this.synced]);
      }
    }
  }
}
