/**
 * Randomness for the simulated store, in two kinds, both pure functions of the seed:
 * - `Rng`, a sequential generator (mulberry32), for things built once in a fixed order (the
 *   catalogue, the keyword universe, one day's events);
 * - stateless hash noise keyed by (seed, ...keys), for anything that depends on time, so that any
 *   instant can be evaluated without replaying what came before it.
 * Keys are 32-bit integers (indices, hour and day numbers), never raw timestamps or app ids.
 */

/** A 32-bit avalanche mix (Wellons' lowbias32): every input bit flips about half the output bits. */
export function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Hash of a seed and up to four integer keys, as an unsigned 32-bit integer. */
export function hash(seed: number, a: number, b = 0, c = 0, d = 0): number {
  let h = mix32(seed ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(a, 0x85ebca6b));
  h = mix32(h ^ Math.imul(b, 0xc2b2ae35));
  h = mix32(h ^ Math.imul(c, 0x27d4eb2f));
  return mix32(h ^ Math.imul(d, 0x165667b1));
}

/** A hash as a uniform number in [0, 1). */
export function unit(h: number): number {
  return h / 4294967296;
}

/** Stateless uniform noise in [0, 1) for (seed, keys). */
export function noise(seed: number, a: number, b = 0, c = 0, d = 0): number {
  return unit(hash(seed, a, b, c, d));
}

/**
 * The hash's four bytes summed (Irwin–Hall of four uniforms): 0..1020, mean 510, sd ≈ 147.8. Close
 * enough to normal for noise, bounded (no wild outliers), and usable as an index into a table.
 */
export function byteSum(h: number): number {
  return (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24);
}

const BYTE_SUM_MEAN = 510;
const BYTE_SUM_SD = Math.sqrt((4 * (256 * 256 - 1)) / 12);

/** Approximately standard normal noise from a hash (bounded at about ±3.45). */
export function gauss(h: number): number {
  return (byteSum(h) - BYTE_SUM_MEAN) / BYTE_SUM_SD;
}

/**
 * e^(sigma·z) for every z `gauss` can produce, indexed by `byteSum`: multiplicative log-normal noise
 * in hot loops without calling Math.exp per element.
 */
export function logNormalTable(sigma: number): Float64Array {
  const table = new Float64Array(4 * 255 + 1);
  for (let s = 0; s < table.length; s++) table[s] = Math.exp((sigma * (s - BYTE_SUM_MEAN)) / BYTE_SUM_SD);
  return table;
}

/**
 * Smooth value noise: unit normals on the integer lattice, joined by smoothstep. A stationary,
 * mean-reverting wander (variance between 0.5 and 1) used for drifts; `x` is in lattice units.
 */
export function smoothNoise(seed: number, key: number, salt: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const s = f * f * (3 - 2 * f);
  const a = gauss(hash(seed, key, salt, i));
  const b = gauss(hash(seed, key, salt, i + 1));
  return a + (b - a) * s;
}

/** Sequential seeded generator (mulberry32). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = mix32(seed) | 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** Weighted choice by binary search over cumulative weights. */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length)
      throw new Error('weighted table needs one weight per item');
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => {
      sum += w;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  /** The item whose cumulative span contains u·total, u in [0, 1). */
  at(u: number): T {
    const x = u * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }

  pick(rng: Rng): T {
    return this.at(rng.next());
  }
}
