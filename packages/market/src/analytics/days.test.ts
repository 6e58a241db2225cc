import { describe, expect, it } from 'vitest';
import { dayBefore } from './days.ts';

describe('dayBefore', () => {
  it('steps back one calendar day across month and year ends', () => {
    expect(dayBefore('20260315')).toBe('20260314');
    expect(dayBefore('20260301')).toBe('20260228');
    expect(dayBefore('20240301')).toBe('20240229');
    expect(dayBefore('20260101')).toBe('20251231');
  });

  it('refuses a string that is not a real day', () => {
    expect(() => dayBefore('20260230')).toThrow(RangeError);
    expect(() => dayBefore('2026-03-01')).toThrow(RangeError);
  });
});
