import { describe, expect, it } from 'vitest';
import { calibrationMoved, estimateMovedByCalibration, impliedRank } from './calibration.ts';

describe('calibrationMoved', () => {
  it('says the calibration moved when the model at the rank changed by more than 30%', () => {
    expect(calibrationMoved({ a: 1, b: 1000 }, { a: 1, b: 1400 }, 10)).toBe(true);
    expect(calibrationMoved({ a: 1, b: 1000 }, { a: 1, b: 1200 }, 10)).toBe(false);
    expect(calibrationMoved({ a: 1, b: 1000 }, { a: 1, b: 650 }, 10)).toBe(true);
    // A steeper curve through the same rank-1 value: at rank 10, 100 → 1000·10^−1.2 = 63.1 (−37%).
    expect(calibrationMoved({ a: 1, b: 1000 }, { a: 1.2, b: 1000 }, 10)).toBe(true);
    // ... which at rank 1 has not moved at all.
    expect(calibrationMoved({ a: 1, b: 1000 }, { a: 1.2, b: 1000 }, 1)).toBe(false);
  });
});

describe('impliedRank', () => {
  it('inverts the power law, never above rank 1', () => {
    expect(impliedRank({ a: 1, b: 100_000 }, 2000)).toBeCloseTo(50, 10);
    expect(impliedRank({ a: 0.5, b: 1000 }, 100)).toBeCloseTo(100, 10);
    expect(impliedRank({ a: 1, b: 1000 }, 5000)).toBe(1);
    expect(impliedRank({ a: 1, b: 1000 }, 0)).toBeNull();
    expect(impliedRank({ a: 0, b: 1000 }, 10)).toBeNull();
  });
});

describe('estimateMovedByCalibration', () => {
  it('flags a day whose law moved the value at the estimate’s rank by more than 30%', () => {
    // Rank 50 under the new law (150000 / 3000); the old law gave 100000 / 50 = 2000 there: +50%.
    expect(estimateMovedByCalibration({ a: 1, b: 100_000 }, { a: 1, b: 150_000 }, 3000)).toBe(true);
    expect(estimateMovedByCalibration({ a: 1, b: 100_000 }, { a: 1, b: 110_000 }, 3000)).toBe(false);
  });

  it('does not flag without both days’ laws or without an estimate', () => {
    expect(estimateMovedByCalibration(undefined, { a: 1, b: 150_000 }, 3000)).toBe(false);
    expect(estimateMovedByCalibration({ a: 1, b: 100_000 }, undefined, 3000)).toBe(false);
    expect(estimateMovedByCalibration({ a: 1, b: 100_000 }, { a: 1, b: 150_000 }, null)).toBe(false);
  });
});
