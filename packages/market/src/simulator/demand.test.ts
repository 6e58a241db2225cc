import { describe, expect, it } from 'vitest';
import {
  HOURLY_PROFILE,
  adBoost,
  featuredMultiplier,
  launchMultiplier,
  priceFactor,
  profileBefore,
  reachOfQuantile,
  seasonality,
  updateMultiplier,
} from './demand.ts';

describe('demand formulas', () => {
  it('reach is 260,000·q^(−0.93): the #1 gets ~138× the #200', () => {
    expect(reachOfQuantile(1)).toBe(260_000);
    expect(reachOfQuantile(200)).toBeCloseTo(1883.716, 2);
    expect(reachOfQuantile(1) / reachOfQuantile(200)).toBeCloseTo(138.03, 1);
  });

  it('paid apps convert 0.07·(price/¥6)^(−0.5) of their reach', () => {
    expect(priceFactor(0)).toBe(1);
    expect(priceFactor(6)).toBeCloseTo(0.07, 12);
    expect(priceFactor(24)).toBeCloseTo(0.035, 12);
  });

  it('launch, update and featuring effects decay as documented', () => {
    expect(launchMultiplier(2, 0)).toBe(3);
    expect(launchMultiplier(2, 3)).toBeCloseTo(1 + 2 / Math.E, 12);
    expect(launchMultiplier(0, 1)).toBe(1);
    expect(updateMultiplier(0.3, 0)).toBeCloseTo(1.3, 12);
    expect(updateMultiplier(0.3, 8)).toBe(1);
    expect(featuredMultiplier(4, 0)).toBe(4);
    expect(featuredMultiplier(4, -2)).toBe(4);
    expect(featuredMultiplier(4, 0.75)).toBeCloseTo(1 + 3 / Math.E, 12);
  });

  it('the hourly profile is a day: shares sum to 1', () => {
    expect(HOURLY_PROFILE).toHaveLength(24);
    expect(profileBefore(0)).toBe(0);
    expect(profileBefore(24)).toBeCloseTo(1, 12);
    expect(HOURLY_PROFILE[21]).toBeGreaterThan(HOURLY_PROFILE[4] as number);
  });

  it('weekends lift games and lower work apps', () => {
    expect(seasonality(true, 7003, 6)).toBe(1.08);
    expect(seasonality(false, 6007, 0)).toBe(0.85);
    expect(seasonality(false, 6005, 0)).toBe(1);
    expect(seasonality(true, 7003, 3)).toBe(1);
  });

  it('campaigns lift only bidders, by 1 + 0.25·bid', () => {
    expect(adBoost(1, 5, 0, 100)).toBe(1);
    const lifts = new Set(Array.from({ length: 60 }, (_, d) => adBoost(1, 5, 2, d)));
    expect([...lifts].sort()).toEqual([1, 1.5]);
  });
});
