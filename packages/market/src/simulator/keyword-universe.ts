/**
 * The keyword universe: the words users search, each with a base daily search volume in China.
 * Candidates are the generic stems (小说, 记账), stems with modifiers (记账软件, 免费小说), pairs of
 * short stems of a genre (健身减肥), brand names of apps (开心消消乐) and their prefixes (开心),
 * and brands of the larger apps with modifiers (开心消消乐攻略). Each gets a weight (stems by how searched their genre
 * and rank are, brands by the app's reach, combinations by their modifier's share), times
 * log-normal noise; the `size` heaviest are kept and given Zipf volumes by rank,
 * volume(r) = 1,500,000 · r^(−s) · e^(0.1·z) with s = ln 1,500,000 / ln(0.8·size) (at least 1.05): the
 * top word ~1.5M searches a day and the word at 80% of the list about one, so the last fifth sit at
 * Apple's popularity floor (5, heat 4605), the most common heat as on real platforms (demo: s ≈ 1.58,
 * #100 ~1,000 a day).
 * Every storefront searches the same list; only the volumes differ (keyword-volume.ts).
 */
import { GENRE_GAMES } from '@bangyan/contract';
import type { Catalog } from './catalog.ts';
import { TOP_REACH } from './demand.ts';
import { genreProfile } from './genres.ts';
import { STEMS, type Stem } from './lexicon-stems.ts';
import { BRAND_MODIFIERS, MODIFIERS } from './lexicon-text.ts';
import { Rng, hash } from './prng.ts';
import { SALT } from './salts.ts';

export const TOP_VOLUME = 1_500_000;
/** The flattest Zipf exponent; a small list is steeper so that its tail still reaches one search a day. */
export const MIN_VOLUME_EXPONENT = 1.05;
/** Share of the list above one search a day (the rest is at Apple's popularity floor). */
export const SEARCHED_SHARE = 0.8;

/** The Zipf exponent of a list of `size` words: the word at SEARCHED_SHARE of it gets one search a day. */
export function volumeExponent(size: number): number {
  return Math.max(MIN_VOLUME_EXPONENT, Math.log(TOP_VOLUME) / Math.log(Math.max(2, SEARCHED_SHARE * size)));
}
const INDEX_BITS = 2 ** 20;
const BRAND_MODIFIER_SHARE = 0.4;
const SCORE_CEILING = 100;
const SCORE_QUANTUM = 2 ** 26;

export interface Keyword {
  id: number;
  term: string;
  /** Stems the term is built on; search relevance matches them. */
  stems: number[];
  /** The app whose brand the term is (or starts with), or -1. */
  brandApp: number;
  /** The brand prefix the term is or contains (开心), or null. */
  prefix: string | null;
  /** Base daily searches in China (Zipf by rank). */
  volume: number;
  /** Whether the word is about games (weekend rhythm). */
  game: boolean;
}

interface Candidate {
  term: string;
  stems: number[];
  brandApp: number;
  prefix: string | null;
  weight: number;
  game: boolean;
}

function isGameGenre(genre: number): boolean {
  return genre === GENRE_GAMES || genre > 7000;
}

/** How searched a stem is: its genre's popularity, falling with its rank in the genre. */
function stemWeight(s: Stem): number {
  const genre = s.genre === GENRE_GAMES ? 2.5 : genreProfile(s.genre).popularity;
  return genre / Math.pow(s.rankInGenre + 1, 0.8);
}

function candidates(catalog: Catalog): Candidate[] {
  const out: Candidate[] = [];
  for (const s of STEMS) {
    const game = isGameGenre(s.genre);
    const w = stemWeight(s);
    out.push({ term: s.word, stems: [s.id], brandApp: -1, prefix: null, weight: w, game });
    for (const m of MODIFIERS) {
      if (m.kind === 'app' && game) continue;
      if (m.kind === 'game' && !game) continue;
      const term = m.position === 'prefix' ? m.text + s.word : s.word + m.text;
      out.push({ term, stems: [s.id], brandApp: -1, prefix: null, weight: w * m.weight, game });
    }
  }
  const byGenre = new Map<number, Stem[]>();
  for (const s of STEMS) if (s.word.length <= 2) byGenre.set(s.genre, [...(byGenre.get(s.genre) ?? []), s]);
  for (const list of byGenre.values()) {
    for (const a of list) {
      for (const b of list) {
        if (a.id === b.id) continue;
        const weight = (0.3 * stemWeight(a) * stemWeight(b)) / 2;
        out.push({
          term: a.word + b.word,
          stems: [a.id, b.id],
          brandApp: -1,
          prefix: null,
          weight,
          game: isGameGenre(a.genre),
        });
      }
    }
  }
  const prefixReach = new Map<string, number>();
  catalog.byReach.forEach((i, position) => {
    const app = catalog.app(i);
    const w = 1.2 * Math.pow(app.reach / TOP_REACH, 0.8);
    out.push({
      term: app.brand,
      stems: app.titleStems.slice(0, 1),
      brandApp: i,
      prefix: app.brandPrefix,
      weight: w,
      game: app.isGame,
    });
    if (app.brandPrefix) prefixReach.set(app.brandPrefix, (prefixReach.get(app.brandPrefix) ?? 0) + app.reach);
    // Nobody searches "<small app> 下载": modifiers only follow the brands of the top 40% by reach.
    if (position >= BRAND_MODIFIER_SHARE * catalog.initialCount) return;
    for (const m of BRAND_MODIFIERS) {
      if ((m.kind === 'app' && app.isGame) || (m.kind === 'game' && !app.isGame)) continue;
      out.push({
        term: app.brand + m.text,
        stems: app.titleStems.slice(0, 1),
        brandApp: i,
        prefix: app.brandPrefix,
        weight: w * m.weight,
        game: app.isGame,
      });
    }
  });
  for (const [prefix, reach] of prefixReach) {
    out.push({
      term: prefix,
      stems: [],
      brandApp: -1,
      prefix,
      weight: 0.05 * Math.pow(reach / TOP_REACH, 0.8),
      game: false,
    });
  }
  return out;
}

export class KeywordUniverse {
  readonly list: readonly Keyword[];
  readonly terms: readonly string[];
  private readonly byTerm: Map<string, Keyword>;
  /** Terms in UTF-16 order, for prefix (hint) lookups. */
  private readonly sortedTerms: string[];

  constructor(seed: number, catalog: Catalog, size: number) {
    const rng = new Rng(hash(seed, SALT.keywords));
    const seen = new Set<string>();
    const pool: Candidate[] = [];
    for (const c of candidates(catalog)) {
      if (seen.has(c.term)) continue;
      seen.add(c.term);
      pool.push(c);
    }
    if (pool.length >= INDEX_BITS) throw new Error(`keyword pool of ${pool.length} is too large to rank`);
    // Heaviest first: one native sort of −ln(weight·noise) quantised, packed with the pool index.
    const keys = Float64Array.from(pool, (c, i) => {
      const score = Math.log(c.weight) + 0.6 * rng.normal();
      return Math.floor((SCORE_CEILING - score) * SCORE_QUANTUM) * INDEX_BITS + i;
    }).sort();
    const kept = Math.min(size, pool.length);
    const list: Keyword[] = [];
    const exponent = volumeExponent(kept);
    for (let r = 0; r < kept; r++) {
      const c = pool[(keys[r] as number) % INDEX_BITS] as Candidate;
      const volume = TOP_VOLUME * Math.pow(r + 1, -exponent) * Math.exp(0.1 * rng.normal());
      list.push({ id: r, term: c.term, stems: c.stems, brandApp: c.brandApp, prefix: c.prefix, game: c.game, volume });
    }
    this.list = list;
    this.terms = list.map((k) => k.term);
    this.byTerm = new Map(list.map((k) => [k.term, k]));
    this.sortedTerms = [...this.terms].sort();
  }

  get(term: string): Keyword | undefined {
    return this.byTerm.get(term);
  }

  keyword(id: number): Keyword {
    const k = this.list[id];
    if (!k) throw new Error(`no keyword ${id}`);
    return k;
  }

  /** Ids of the keywords that start with `prefix`. */
  withPrefix(prefix: string): number[] {
    let lo = 0;
    let hi = this.sortedTerms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sortedTerms[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const ids: number[] = [];
    for (let k = lo; k < this.sortedTerms.length && (this.sortedTerms[k] as string).startsWith(prefix); k++) {
      ids.push((this.byTerm.get(this.sortedTerms[k] as string) as Keyword).id);
    }
    return ids;
  }
}
