import { describe, expect, it } from 'vitest';
import { meetsTarget, REALISM_ANCHORS } from './anchors.ts';

describe('realism anchors', () => {
  it('meet a target inclusively, an open end being no limit, and never with no value', () => {
    expect(meetsTarget(0.1, { min: 0.1, max: 0.6 })).toBe(true);
    expect(meetsTarget(0.6, { min: 0.1, max: 0.6 })).toBe(true);
    expect(meetsTarget(0.61, { min: 0.1, max: 0.6 })).toBe(false);
    expect(meetsTarget(1e9, { min: 0.95 })).toBe(true);
    expect(meetsTarget(4605, { min: 4605, max: 4605 })).toBe(true);
    expect(meetsTarget(null, {})).toBe(false);
    expect(meetsTarget(Number.NaN, {})).toBe(false);
  });

  it('have unique ids and a target each', () => {
    const ids = REALISM_ANCHORS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of REALISM_ANCHORS) expect(a.target.min !== undefined || a.target.max !== undefined).toBe(true);
  });
});
