import { describe, expect, it } from 'vitest';
import { chinaDay, dayBefore } from './days.ts';

describe('chinaDay', () => {
  it('uses the China calendar, 8 hours ahead of UTC', () => {
    // 16:30 UTC on 31 May is 00:30 on 1 June in China.
    expect(chinaDay(new Date('2026-05-31T16:30:00Z'))).toBe('20260601');
    // 15:59:59 UTC is 23:59:59 China time, still 31 May.
    expect(chinaDay(new Date('2026-05-31T15:59:59Z'))).toBe('20260531');
  });
});

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
