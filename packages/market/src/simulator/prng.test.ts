import { describe, expect, it } from 'vitest';
import { Rng, WeightedTable, byteSum, gauss, hash, logNormalTable, mix32, noise, smoothNoise, unit } from './prng.ts';

describe('hash noise', () => {
  it('is a pure function of seed and keys', () => {
    expect(hash(7, 1, 2, 3, 4)).toBe(hash(7, 1, 2, 3, 4));
    expect(hash(7, 1, 2, 3, 4)).not.toBe(hash(8, 1, 2, 3, 4));
    expect(hash(7, 1, 2, 3, 4)).not.toBe(hash(7, 2, 1, 3, 4));
    expect(mix32(0)).toBe(0);
  });

  it('is uniform and its Irwin–Hall normal has mean 0 and sd 1', () => {
    let sum = 0;
    let sumZ = 0;
    let sumZ2 = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      sum += noise(3, i);
      const z = gauss(hash(3, i, 1));
      sumZ += z;
      sumZ2 += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 1);
    expect(sumZ / n).toBeCloseTo(0, 1);
    expect(Math.sqrt(sumZ2 / n)).toBeCloseTo(1, 1);
    expect(unit(0)).toBe(0);
    expect(byteSum(0xffffffff)).toBe(1020);
  });

  it('tabulates e^(sigma·z) by byte sum', () => {
    const table = logNormalTable(0.25);
    expect(table[510]).toBe(1);
    expect(table[1020]).toBeCloseTo(Math.exp((0.25 * 510) / Math.sqrt((4 * 65535) / 12)), 12);
  });

  it('smooth noise passes through its lattice values', () => {
    expect(smoothNoise(1, 2, 3, 5)).toBe(gauss(hash(1, 2, 3, 5)));
    const mid = smoothNoise(1, 2, 3, 5.5);
    expect(mid).toBeCloseTo((gauss(hash(1, 2, 3, 5)) + gauss(hash(1, 2, 3, 6))) / 2, 12);
  });
});

describe('Rng', () => {
  it('repeats its sequence for a seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Rng(43).next()).not.toBe(xs[0]);
  });

  it('draws integers in range', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 1000; i++) {
      const r = rng.range(3, 5);
      expect(r >= 3 && r <= 5 && Number.isInteger(r)).toBe(true);
    }
  });
});

describe('WeightedTable', () => {
  it('maps u to the item whose cumulative span holds u·total', () => {
    const table = new WeightedTable(['a', 'b', 'c'], [1, 2, 1]);
    expect(table.at(0)).toBe('a');
    expect(table.at(0.24)).toBe('a');
    expect(table.at(0.25)).toBe('b');
    expect(table.at(0.74)).toBe('b');
    expect(table.at(0.75)).toBe('c');
    expect(table.at(0.999)).toBe('c');
  });
});
