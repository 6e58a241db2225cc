import { describe, expect, it } from 'vitest';
import { fitPowerLaw, powerLawValue } from './powerLaw.ts';
import { seededNormal } from '../../test/random.ts';

describe('powerLawValue', () => {
  it('is b at rank 1 and b·R^−a elsewhere', () => {
    expect(powerLawValue({ a: 1, b: 1000 }, 1)).toBe(1000);
    expect(powerLawValue({ a: 1, b: 1000 }, 10)).toBeCloseTo(100, 10);
    // 1000 · 4^−0.5 = 1000 / 2 = 500
    expect(powerLawValue({ a: 0.5, b: 1000 }, 4)).toBeCloseTo(500, 10);
  });
});

describe('fitPowerLaw', () => {
  it('recovers an exact power law with zero residual', () => {
    // ln y = ln 1000 − 1·ln R exactly at R = 1, 10, 100.
    const model = fitPowerLaw([
      { rank: 1, value: 1000 },
      { rank: 10, value: 100 },
      { rank: 100, value: 10 },
    ]);
    expect(model?.a).toBeCloseTo(1, 12);
    expect(model?.b).toBeCloseTo(1000, 9);
    expect(model?.n).toBe(3);
    expect(model?.residualSd).toBeCloseTo(0, 12);
  });

  it('spreads a residual as least squares does', () => {
    // x = 0, L, 2L (L = ln 10); the middle point is e^0.3 above the line 1000/R.
    // x̄ = L, so the middle point does not move the slope (a = 1); it lifts the intercept by 0.3 / 3 = 0.1:
    // b = 1000·e^0.1 = 1105.1709. Residuals −0.1, +0.2, −0.1 → SSR 0.06, n − 2 = 1, sd = √0.06 = 0.2449490.
    const model = fitPowerLaw([
      { rank: 1, value: 1000 },
      { rank: 10, value: 100 * Math.exp(0.3) },
      { rank: 100, value: 10 },
    ]);
    expect(model?.a).toBeCloseTo(1, 12);
    expect(model?.b).toBeCloseTo(1105.1709, 3);
    expect(model?.residualSd).toBeCloseTo(0.244949, 6);
  });

  it('gives the Garg & Telang slope when #1 is 150× #200', () => {
    // a = ln 150 / ln 200 = 5.0106353 / 5.2983174 = 0.9457029; the third point lies on the same law.
    const a = Math.log(150) / Math.log(200);
    const model = fitPowerLaw([
      { rank: 1, value: 15_000 },
      { rank: 10, value: 15_000 * 10 ** -a },
      { rank: 200, value: 100 },
    ]);
    expect(model?.a).toBeCloseTo(0.9457029, 6);
    expect(model?.b).toBeCloseTo(15_000, 6);
    expect(model && powerLawValue(model, 1) / powerLawValue(model, 200)).toBeCloseTo(150, 6);
  });

  it('recovers a and b from synthetic data with log-normal noise', () => {
    // True law D = 200000·R^−0.95 at ranks 1..200, each value × e^(0.2·N(0,1)).
    const noise = seededNormal(20260501);
    const points = Array.from({ length: 200 }, (_, i) => ({
      rank: i + 1,
      value: 200_000 * (i + 1) ** -0.95 * Math.exp(0.2 * noise()),
    }));
    const model = fitPowerLaw(points);
    // Standard errors at n = 200, sd 0.2: about 0.014 on a and 0.06 on ln b.
    expect(model?.a).toBeGreaterThan(0.92);
    expect(model?.a).toBeLessThan(0.98);
    expect(model?.b).toBeGreaterThan(200_000 * 0.85);
    expect(model?.b).toBeLessThan(200_000 * 1.15);
    expect(model?.residualSd).toBeGreaterThan(0.17);
    expect(model?.residualSd).toBeLessThan(0.23);
    expect(model?.n).toBe(200);
  });

  it('needs three distinct usable ranks', () => {
    expect(fitPowerLaw([])).toBeNull();
    // Four points but only two distinct ranks.
    expect(
      fitPowerLaw([
        { rank: 1, value: 100 },
        { rank: 1, value: 110 },
        { rank: 2, value: 50 },
        { rank: 2, value: 55 },
      ]),
    ).toBeNull();
    // Zero, negative and non-finite points are dropped, leaving two ranks.
    expect(
      fitPowerLaw([
        { rank: 1, value: 100 },
        { rank: 2, value: 50 },
        { rank: 3, value: 0 },
        { rank: 0, value: 10 },
        { rank: 4, value: Number.NaN },
      ]),
    ).toBeNull();
  });

  it('keeps repeated ranks as separate points once three ranks are present', () => {
    // y = 8/R at ranks 2 and 4; at rank 1 two readings 8·e^0.1 and 8·e^−0.1, which average out in log space.
    const model = fitPowerLaw([
      { rank: 1, value: 8 * Math.exp(0.1) },
      { rank: 1, value: 8 * Math.exp(-0.1) },
      { rank: 2, value: 4 },
      { rank: 4, value: 2 },
    ]);
    expect(model?.n).toBe(4);
    // x̄ = (0 + 0 + ln2 + ln4)/4 = 3 ln2 / 4; the ±0.1 pair has equal x, so it cancels in Σ(x − x̄)(y − ȳ).
    expect(model?.a).toBeCloseTo(1, 12);
    expect(model?.b).toBeCloseTo(8, 10);
    // Residuals +0.1, −0.1, 0, 0 → SSR 0.02, n − 2 = 2, sd = √0.01 = 0.1
    expect(model?.residualSd).toBeCloseTo(0.1, 12);
  });
});
