import { describe, expect, it } from 'vitest';
import { defaultTarget } from './targets.ts';

describe('defaultTarget', () => {
  it('aims one band higher than the app stands', () => {
    expect(defaultTarget(null)).toBe(10);
    expect(defaultTarget(57)).toBe(10);
    expect(defaultTarget(10)).toBe(3);
    expect(defaultTarget(4)).toBe(3);
    expect(defaultTarget(3)).toBe(1);
    expect(defaultTarget(1)).toBe(1);
  });
});
