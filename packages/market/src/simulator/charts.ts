/**
 * Hourly top charts. At tick T (the chart "at t" is the one at the last full hour) an app is listed
 * when it is on sale in the storefront at T, not cleared from the charts, and had downloads in the
 * 24 hours before. Free and paid charts rank free and paid apps (price at T) by those downloads,
 * grossing ranks every app by revenue; each score carries a small ranking noise e^(0.08·z) per app
 * and tick (Apple's ranking is not downloads alone). An app is on the overall chart (genre 0), on
 * 5000 (apps) or 6014 (games), and on its genre's chart. Depth 500 for China's overall free and
 * paid charts, 200 otherwise. All charts of a (storefront, tick) are built at once and cached.
 */
import { GENRES, GENRE_ALL, GENRE_APPS, GENRE_GAMES, classifyGenre, HOUR_MS } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { dayOf } from './clock.ts';
import type { DayStates } from './day-state.ts';
import { STATUS_LIVE, chartBlockedAt, statusAt, tierAt, type Histories } from './history.ts';
import { Lru } from './lru.ts';
import { byteSum, hash, logNormalTable } from './prng.ts';
import { SALT } from './salts.ts';
import { CN } from './storefronts.ts';
import type { DemandVectors } from './vectors.ts';
import type { ChartType } from '../model.ts';

export const CHART_DEPTH = 200;
export const CN_OVERALL_DEPTH = 500;

const RANK_NOISE = logNormalTable(0.08);
const RANK_SALT = SALT.rankNoise;
const INDEX_BITS = 2 ** 20;
/** Scores are ranked on ln(score) quantised to 2^-26; the app index breaks exact ties. */
const LOG_QUANTUM = 2 ** 26;
const LOG_CEILING = 40;

export type ChartLists = Record<ChartType, Map<number, Int32Array>>;

/** How deep the chart (storefront c, type, genre) goes. */
export function maxDepth(c: number, type: ChartType, genre: number): number {
  return c === CN && genre === GENRE_ALL && type !== 'grossing' ? CN_OVERALL_DEPTH : CHART_DEPTH;
}

/** Every genre a chart can have, and its slot in the per-type list arrays. */
const CHART_SLOT_GENRES: readonly number[] = [
  GENRE_ALL,
  GENRE_APPS,
  ...GENRES.map((g) => g.id).filter((id) => classifyGenre(id) !== 'all' && id !== GENRE_APPS),
];
const SLOT_OF = new Int16Array(8000).fill(-1);
CHART_SLOT_GENRES.forEach((g, s) => {
  SLOT_OF[g] = s;
});

export class Charts {
  private readonly cache: Lru<string, ChartLists>;

  constructor(
    private readonly seed: number,
    private readonly catalog: Catalog,
    private readonly histories: Histories,
    private readonly dayStates: DayStates,
    private readonly vectors: DemandVectors,
    cacheScale: number,
  ) {
    this.cache = new Lru(Math.round(48 * cacheScale));
  }

  /** Per app, the slots of its kind chart (5000 or 6014) and of its genre chart; grown as apps appear. */
  private kindSlotArray = new Int16Array(0);
  private genreSlots = new Int16Array(0);

  private kindSlots(): Int16Array {
    const n = this.catalog.size;
    if (this.kindSlotArray.length < n) {
      const kinds = new Int16Array(n);
      const genres = new Int16Array(n);
      for (let i = 0; i < n; i++) {
        const app = this.catalog.app(i);
        kinds[i] = SLOT_OF[app.isGame ? GENRE_GAMES : GENRE_APPS] as number;
        genres[i] = SLOT_OF[app.genre] as number;
      }
      this.kindSlotArray = kinds;
      this.genreSlots = genres;
    }
    return this.kindSlotArray;
  }

  /** Every chart of storefront c at tick T, as app indices in rank order. */
  at(c: number, tick: number): ChartLists {
    return this.cache.getOrCreate(`${c}:${tick}`, () => this.build(c, tick));
  }

  private build(c: number, tick: number): ChartLists {
    const t = tick * HOUR_MS;
    const state = this.dayStates.at(dayOf(t));
    const tally = this.vectors.tally(c, tick);
    const n = tally.downloads.length;
    const free = new Float64Array(n);
    const paid = new Float64Array(n);
    const grossing = new Float64Array(n);
    let nFree = 0;
    let nPaid = 0;
    let nGrossing = 0;
    const seed = this.seed;
    for (let i = 0; i < n; i++) {
      const dl = tally.downloads[i] as number;
      if (!(dl > 0)) continue;
      let tier = state.tier[i] as number;
      if (state.busy[i] === 1) {
        const app = this.catalog.app(i);
        const hist = this.histories.get(i);
        if (statusAt(app, hist, t) !== STATUS_LIVE || chartBlockedAt(hist, t)) continue;
        tier = tierAt(app, hist, t);
      } else if (state.status[i] !== STATUS_LIVE || state.chartBlocked[i] === 1) continue;
      const noise = RANK_NOISE[byteSum(hash(seed, i, RANK_SALT, tick))] as number;
      if (tier === 0) free[nFree++] = rankKey(dl * noise, i);
      else paid[nPaid++] = rankKey(dl * noise, i);
      const rev = tally.revenue[i] as number;
      if (rev > 0) grossing[nGrossing++] = rankKey(rev * noise, i);
    }
    return {
      free: this.split(c, 'free', free.subarray(0, nFree)),
      charge: this.split(c, 'charge', paid.subarray(0, nPaid)),
      grossing: this.split(c, 'grossing', grossing.subarray(0, nGrossing)),
    };
  }

  /** Sorts the keys and deals the apps, best first, onto the three charts each belongs to. */
  private split(c: number, type: ChartType, keys: Float64Array): Map<number, Int32Array> {
    const sorted = keys.sort();
    const slots = CHART_SLOT_GENRES.length;
    const caps = CHART_SLOT_GENRES.map((g) => maxDepth(c, type, g));
    const lists = caps.map((cap) => new Int32Array(cap));
    const counts = new Int32Array(slots);
    const add = (slot: number, i: number) => {
      const k = counts[slot] as number;
      if (k < (caps[slot] as number)) {
        (lists[slot] as Int32Array)[k] = i;
        counts[slot] = k + 1;
      }
    };
    const kindSlot = this.kindSlots();
    const genreSlot = this.genreSlots;
    for (let k = 0; k < sorted.length; k++) {
      const i = (sorted[k] as number) % INDEX_BITS;
      add(0, i);
      add(kindSlot[i] as number, i);
      add(genreSlot[i] as number, i);
    }
    const out = new Map<number, Int32Array>();
    counts.forEach((count, slot) => {
      if (count > 0) out.set(CHART_SLOT_GENRES[slot] as number, (lists[slot] as Int32Array).subarray(0, count));
    });
    return out;
  }
}

/** A float whose ascending order is descending score, ties broken by app index. */
function rankKey(score: number, i: number): number {
  const q = Math.floor((LOG_CEILING - Math.log(score)) * LOG_QUANTUM);
  return q * INDEX_BITS + i;
}
