/**
 * True daily search volumes and what the store publishes about them. Volume of keyword k in
 * storefront c on day d:
 *
 *   base_k · keywordFactor_c · affinity_kc · e^(0.2·V(d/10) + 0.06·z) · (1.1 on weekends for game
 *   words) · (2 when trending that day)
 *
 * (affinity 1 in China, e^(0.5·z) elsewhere; V smooth noise, z daily noise). Apple Ads popularity
 * is log-linear in volume with a little noise, 5 + 6.37·ln(volume) ± 0.5 (6.37 = 95 / ln 3,000,000,
 * so one search a day is 5 and three million is 100), rounded and clamped to 5..100. Hints for a
 * prefix are the universe's words starting with it, by the day's volume.
 */
import { weekday } from './clock.ts';
import type { KeywordUniverse } from './keyword-universe.ts';
import { Lru } from './lru.ts';
import { gauss, hash, smoothNoise } from './prng.ts';
import { SALT } from './salts.ts';
import { CN, STOREFRONTS } from './storefronts.ts';
import type { Trending } from './trending.ts';

export const POPULARITY_MIN = 5;
export const POPULARITY_MAX = 100;
export const POPULARITY_PER_LN = 95 / Math.log(3_000_000);
export const HINTS_SIZE = 10;
const TREND_BOOST = 2;

/** Popularity for a volume, given the day's noise draw z. */
export function popularityOf(volume: number, z: number): number {
  const raw = POPULARITY_MIN + POPULARITY_PER_LN * Math.log(Math.max(volume, 1)) + 0.5 * z;
  return Math.min(POPULARITY_MAX, Math.max(POPULARITY_MIN, Math.round(raw)));
}

export class KeywordVolumes {
  private readonly days = new Lru<string, Float64Array>(16);

  constructor(
    private readonly seed: number,
    private readonly universe: KeywordUniverse,
    private readonly trending: Trending,
  ) {}

  /** Volume of every keyword (by id) in storefront c on day d. */
  day(c: number, d: number): Float64Array {
    return this.days.getOrCreate(`${c}:${d}`, () => {
      const sf = STOREFRONTS[c];
      if (!sf) throw new Error(`no storefront ${c}`);
      const trending = this.trending.keywordsOfDay(c, d);
      const weekend = weekday(d) === 0 || weekday(d) === 6;
      const list = this.universe.list;
      const out = new Float64Array(list.length);
      for (let k = 0; k < list.length; k++) {
        const kw = list[k] as (typeof list)[number];
        const affinity = c === CN ? 1 : Math.exp(0.5 * gauss(hash(this.seed, k, c, SALT.keywords)));
        const drift =
          0.2 * smoothNoise(this.seed, k, SALT.keywordDrift, d / 10) +
          0.06 * gauss(hash(this.seed, k, d, SALT.keywordNoise));
        let v = kw.volume * sf.keywordFactor * affinity * Math.exp(drift);
        if (weekend && kw.game) v *= 1.1;
        if (trending.has(k)) v *= TREND_BOOST;
        out[k] = v;
      }
      return out;
    });
  }

  popularity(c: number, k: number, d: number): number {
    return popularityOf(this.day(c, d)[k] as number, gauss(hash(this.seed, k, c, d, SALT.popularityNoise)));
  }

  hints(prefix: string, c: number, d: number): string[] {
    if (prefix === '') return [];
    const ids = this.universe.withPrefix(prefix);
    const volumes = this.day(c, d);
    const top: number[] = [];
    for (const id of ids) {
      top.push(id);
      top.sort((a, b) => (volumes[b] as number) - (volumes[a] as number) || a - b);
      if (top.length > HINTS_SIZE) top.pop();
    }
    return top.map((id) => this.universe.keyword(id).term);
  }
}
