import { describe, expect, it } from 'vitest';
import { asoIndex, keywordVisibility } from './asoIndex.ts';

const kw = (heat: number, rank: number | null, inTitle = false, inSubtitle = false) => ({
  heat,
  rank,
  inTitle,
  inSubtitle,
});

describe('keywordVisibility', () => {
  it('is e^((heat − 4605)/1000) / rank × attributes', () => {
    expect(keywordVisibility(kw(4605, 1))).toBe(1);
    // e^1 / 2 = 1.3591409
    expect(keywordVisibility(kw(5605, 2))).toBeCloseTo(1.3591409, 6);
    // title ×2, subtitle ×1.5, both ×2.5: 1/4 × 2.5 = 0.625
    expect(keywordVisibility(kw(4605, 1, true))).toBe(2);
    expect(keywordVisibility(kw(4605, 1, false, true))).toBe(1.5);
    expect(keywordVisibility(kw(4605, 4, true, true))).toBe(0.625);
  });

  it('is 0 for an uncovered keyword', () => {
    expect(keywordVisibility(kw(4604, 1, true))).toBe(0);
    expect(keywordVisibility(kw(9000, null, true))).toBe(0);
    expect(keywordVisibility(kw(9000, 201))).toBe(0);
    expect(keywordVisibility(kw(9000, 0))).toBe(0);
  });
});

describe('asoIndex', () => {
  it('is 0 with no covered keyword', () => {
    expect(asoIndex([])).toBe(0);
    expect(asoIndex([kw(4000, 1, true), kw(9000, null)])).toBe(0);
  });

  it('is 20·log10(1 + S) to one decimal', () => {
    // S = 1 → 20·log10 2 = 6.0206 → 6
    expect(asoIndex([kw(4605, 1)])).toBe(6);
    // S = 2 (title) → 20·log10 3 = 9.5424 → 9.5
    expect(asoIndex([kw(4605, 1, true)])).toBe(9.5);
    // S = 1/50 = 0.02 → 20·log10 1.02 = 0.1720 → 0.2
    expect(asoIndex([kw(4605, 50)])).toBe(0.2);
    // S = 2 + (e / 2)·1.5 = 2 + 2.0387114 = 4.0387114 → 20·log10 5.0387114 = 14.0464 → 14
    expect(asoIndex([kw(4605, 1, true), kw(5605, 2, false, true)])).toBe(14);
    // Rank 1 on a heat-10500 word in the title: S = 2·e^5.895 = 726.77 → 20·log10 727.77 = 57.24 → 57.2
    expect(asoIndex([kw(10500, 1, true)])).toBe(57.2);
  });

  it('rises with better ranks, hotter words, title hits and more keywords', () => {
    const base = asoIndex([kw(6000, 10)]);
    expect(asoIndex([kw(6000, 3)])).toBeGreaterThan(base);
    expect(asoIndex([kw(7000, 10)])).toBeGreaterThan(base);
    expect(asoIndex([kw(6000, 10, true)])).toBeGreaterThan(base);
    expect(asoIndex([kw(6000, 10, false, true)])).toBeGreaterThan(base);
    expect(asoIndex([kw(6000, 10), kw(5000, 20)])).toBeGreaterThan(base);
  });
});
