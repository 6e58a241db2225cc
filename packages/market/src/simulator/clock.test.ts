import { HOUR_MS } from '@bangyan/contract';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOf, dayOfDate, dayOfHour, dayStartMs, firstHourOfDay, localHour, weekday } from './clock.ts';

describe('clock', () => {
  it('counts China calendar days', () => {
    const d = dayOfDate('2026-01-01');
    expect(dateOfDay(d)).toBe('2026-01-01');
    expect(dayStartMs(d)).toBe(Date.parse('2025-12-31T16:00:00Z'));
    expect(dayOf(Date.parse('2025-12-31T15:59:59Z'))).toBe(d - 1);
    expect(dayOf(Date.parse('2025-12-31T16:00:00Z'))).toBe(d);
    expect(dayOfHour(firstHourOfDay(d))).toBe(d);
    expect(dayOfHour(firstHourOfDay(d) - 1)).toBe(d - 1);
  });

  it('knows weekdays and local hours', () => {
    expect(weekday(dayOfDate('2026-01-04'))).toBe(0);
    expect(weekday(dayOfDate('2026-01-01'))).toBe(4);
    const h = Math.floor(Date.parse('2026-01-01T00:00:00Z') / HOUR_MS);
    expect(localHour(h, 8)).toBe(8);
    expect(localHour(h, -5)).toBe(19);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => dayOfDate('2026-02-30')).toThrow();
    expect(() => dayOfDate('20260101')).toThrow();
  });
});
