import { describe, expect, it } from 'vitest';
import {
  apiDay,
  apiDayStart,
  chinaDayEnd,
  chinaDayStart,
  dayBefore,
  engineDayBefore,
  daysBefore,
  daysBetween,
  dayWindow,
  engineDay,
  minuteWithin,
} from './days.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from './durations.ts';

describe('durations', () => {
  it('are built from one another', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS, WEEK_MS]).toEqual([60_000, 3_600_000, 86_400_000, 604_800_000]);
  });
});

describe('China days', () => {
  it('convert between the API and engine spellings in both directions', () => {
    expect(engineDay('20260301')).toBe('2026-03-01');
    expect(apiDay('2026-03-01')).toBe('20260301');
    expect(apiDay(null)).toBe('');
    expect(() => engineDay('20260230')).toThrow(RangeError);
  });

  it('start at 00:00 China time (16:00 UTC the day before) and last 24 hours', () => {
    expect(apiDayStart('20261126').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(chinaDayStart('2026-11-26').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(chinaDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });

  it('count back across months and years', () => {
    expect(dayBefore('20260301')).toBe('20260228');
    expect(daysBefore('20260105', 10)).toBe('20251226');
    expect(engineDayBefore('2026-01-01')).toBe('2025-12-31');
  });

  it('list the days between two, both included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('window a day up to now, and a minute within it', () => {
    const now = new Date('2026-11-26T02:30:00.000Z'); // 10:30 China time
    const today = dayWindow('20261126', now);
    expect(today.from.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(today.to).toEqual(now);
    expect(dayWindow('20261125', now).to.toISOString()).toBe('2026-11-25T15:59:59.999Z');
    expect(minuteWithin(today, '08:00').toISOString()).toBe('2026-11-26T00:00:59.999Z');
    expect(minuteWithin(today, '23:00')).toEqual(now);
    expect(minuteWithin(today, undefined)).toEqual(now);
  });
});
