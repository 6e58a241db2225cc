/**
 * Search relevance: which apps a keyword can return and how relevant each is. An app's relevance
 * to a keyword is the sum of its matches: the keyword's stem in the app's title (30), subtitle (8)
 * or keyword field (3); the keyword's brand prefix in the title (30); the keyword being the app's
 * own brand (300, an exact match). Apps among the top 40 of a stem's genre that match no word
 * still get 0.5 (Apple also returns loosely related apps). Candidates are ranked once by
 * ln(relevance) + 0.55·ln(reach at the app's price) and the best 300 kept; keyword-search.ts
 * orders them by the day's demand. Apps released later are matched from their own postings.
 */
import type { Catalog } from './catalog.ts';
import type { SimApp } from './catalog-entries.ts';
import { tierFactor } from './history.ts';
import type { Keyword, KeywordUniverse } from './keyword-universe.ts';
import { BRAND_PREFIXES } from './lexicon-names.ts';
import { STEMS, stem } from './lexicon-stems.ts';
import { Lru } from './lru.ts';

export const WEIGHT_TITLE = 30;
export const WEIGHT_SUBTITLE = 8;
export const WEIGHT_FIELD = 3;
export const WEIGHT_PREFIX = 30;
export const WEIGHT_EXACT = 300;
export const WEIGHT_LOOSE = 0.5;
export const DEMAND_WEIGHT = 0.55;
export const CANDIDATE_CAP = 300;
const INDEX_BITS = 2 ** 20;
const SCORE_CEILING = 100;
const SCORE_QUANTUM = 2 ** 26;

export interface Candidates {
  apps: Int32Array;
  logRelevance: Float32Array;
  /** 1 where the keyword is the app's own brand: such a rank survives clear-words. */
  exact: Uint8Array;
  /** What the store counts as results: apps with a word match plus half the stem genre's apps. */
  looseCount: number;
}

/** A keyword as the index sees it: the universe's, or one made up for a term outside it. */
export type Query = Pick<Keyword, 'id' | 'term' | 'stems' | 'brandApp' | 'prefix'>;

interface Postings {
  apps: number[];
  weights: number[];
}

function add(map: Map<number, Postings>, key: number, app: number, weight: number): void {
  let p = map.get(key);
  if (!p) {
    p = { apps: [], weights: [] };
    map.set(key, p);
  }
  const last = p.apps.length - 1;
  if (last >= 0 && p.apps[last] === app) p.weights[last] = (p.weights[last] as number) + weight;
  else {
    p.apps.push(app);
    p.weights.push(weight);
  }
}

/** A term's id for noise: FNV-1a of its UTF-16 units, negative so it never meets a universe id. */
function termId(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return -1 - ((h >>> 1) & 0x3fffffff);
}

export class SearchIndex {
  private readonly stemPostings = new Map<number, Postings>();
  private readonly prefixApps = new Map<string, number[]>();
  private readonly brands = new Map<string, number>();
  private readonly genreSizes = new Map<number, number>();
  private readonly poolStems = new Map<number, Postings>();
  private readonly poolPrefixes = new Map<string, number[]>();
  private synced: number;
  private readonly cache: Lru<string, Candidates>;
  private readonly scratch: Float64Array;
  /** ln(reach at the app's first price) of each initial app. */
  private readonly staticDemand: Float64Array;

  constructor(
    private readonly catalog: Catalog,
    private readonly universe: KeywordUniverse,
    cacheSize: number,
  ) {
    this.cache = new Lru(cacheSize);
    for (let i = 0; i < catalog.initialCount; i++) {
      const app = catalog.app(i);
      this.index(app, this.stemPostings, this.prefixApps);
      this.brands.set(app.brand, i);
      this.genreSizes.set(app.genre, (this.genreSizes.get(app.genre) ?? 0) + 1);
    }
    this.synced = catalog.initialCount;
    this.scratch = new Float64Array(catalog.initialCount);
    this.staticDemand = Float64Array.from({ length: catalog.initialCount }, (_, i) => {
      const app = catalog.app(i);
      return Math.log(app.reach * tierFactor(app.tier));
    });
  }

  private index(app: SimApp, stems: Map<number, Postings>, prefixes: Map<string, number[]>): void {
    for (const s of app.titleStems) add(stems, s, app.index, WEIGHT_TITLE);
    for (const s of app.subtitleStems) add(stems, s, app.index, WEIGHT_SUBTITLE);
    for (const s of app.fieldStems) add(stems, s, app.index, WEIGHT_FIELD);
    if (!app.brandPrefix) return;
    const list = prefixes.get(app.brandPrefix);
    if (list) list.push(app.index);
    else prefixes.set(app.brandPrefix, [app.index]);
  }

  /** The universe's keyword for a term, or a query made from the words the term contains. */
  query(term: string): Query {
    const known = this.universe.get(term);
    if (known) return known;
    const stems = STEMS.filter((s) => term.includes(s.word))
      .sort((a, b) => b.word.length - a.word.length || a.id - b.id)
      .slice(0, 2)
      .map((s) => s.id);
    const prefix = BRAND_PREFIXES.find((p) => term.includes(p.word))?.word ?? null;
    return { id: termId(term), term, stems, brandApp: this.brands.get(term) ?? -1, prefix };
  }

  /** Candidates among the apps on sale when history started (cached). */
  candidates(q: Query): Candidates {
    return this.cache.getOrCreate(q.term, () => this.build(q));
  }

  private build(q: Query): Candidates {
    // Relevance accumulates in a scratch array over all initial apps; `touched` lists who got some.
    const relevance = this.scratch;
    const touched: number[] = [];
    const bump = (app: number, weight: number) => {
      if (relevance[app] === 0) touched.push(app);
      relevance[app] = (relevance[app] as number) + weight;
    };
    let genreApps = 0;
    for (const s of q.stems) {
      const p = this.stemPostings.get(s);
      if (p) for (let k = 0; k < p.apps.length; k++) bump(p.apps[k] as number, p.weights[k] as number);
      const genre = stem(s).genre;
      genreApps = Math.max(genreApps, this.genreSizes.get(genre) ?? 0);
      for (const app of this.catalog.genreTop.get(genre) ?? []) if (relevance[app] === 0) bump(app, WEIGHT_LOOSE);
    }
    if (q.prefix) for (const app of this.prefixApps.get(q.prefix) ?? []) bump(app, WEIGHT_PREFIX);
    if (q.brandApp >= 0) bump(q.brandApp, WEIGHT_EXACT);
    if (touched.length === 0) {
      for (let i = 0; i < this.catalog.initialCount; i++)
        if (this.catalog.app(i).brand.includes(q.term)) bump(i, WEIGHT_TITLE);
    }
    let textMatches = 0;
    const keys = new Float64Array(touched.length);
    touched.forEach((app, k) => {
      const rel = relevance[app] as number;
      if (rel > WEIGHT_LOOSE) textMatches++;
      const score = Math.log(rel) + DEMAND_WEIGHT * (this.staticDemand[app] as number);
      keys[k] = Math.floor((SCORE_CEILING - score) * SCORE_QUANTUM) * INDEX_BITS + app;
    });
    keys.sort();
    const size = Math.min(CANDIDATE_CAP, keys.length);
    const apps = new Int32Array(size);
    const logRelevance = new Float32Array(size);
    const exact = new Uint8Array(size);
    for (let k = 0; k < size; k++) {
      const app = (keys[k] as number) % INDEX_BITS;
      apps[k] = app;
      logRelevance[k] = Math.log(relevance[app] as number);
      exact[k] = app === q.brandApp ? 1 : 0;
    }
    for (const app of touched) relevance[app] = 0;
    return { apps, logRelevance, exact, looseCount: textMatches + Math.round(genreApps / 2) };
  }

  /**
   * Apps released after history started (index below `upTo`) that match the query, with their
   * ln(relevance). Pool apps are indexed as the catalogue grows, always in creation order.
   */
  poolMatches(q: Query, upTo: number): { app: number; logRelevance: number }[] {
    this.sync();
    const relevance = new Map<number, number>();
    const bump = (app: number, weight: number) => {
      if (app < upTo) relevance.set(app, (relevance.get(app) ?? 0) + weight);
    };
    for (const s of q.stems) {
      const p = this.poolStems.get(s);
      if (p) p.apps.forEach((app, k) => bump(app, p.weights[k] as number));
    }
    if (q.prefix) for (const app of this.poolPrefixes.get(q.prefix) ?? []) bump(app, WEIGHT_PREFIX);
    return [...relevance].map(([app, rel]) => ({ app, logRelevance: Math.log(rel) }));
  }

  private sync(): void {
    for (; this.synced < this.catalog.size; this.synced++)
      this.index(this.catalog.app(this.synced), this.poolStems, this.poolPrefixes);
  }
}
