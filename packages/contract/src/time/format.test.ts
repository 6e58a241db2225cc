import { describe, it, expect } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateYmd,
  formatHm,
  formatMonth,
  formatMonthDay,
  parseYmd,
  previousMonth,
  relativeTime,
} from './format.ts';

/** An instant given as China wall-clock time. */
const cst = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms) - 8 * 3_600_000;

describe('relativeTime (spec 9)', () => {
  const now = cst(2026, 11, 22, 10, 30);

  it('shows today with 今日 and the time', () => {
    expect(relativeTime(cst(2026, 11, 22, 0, 0), now)).toBe('今日 00:00');
    expect(relativeTime(cst(2026, 11, 22, 9, 5), now)).toBe('今日 09:05');
    expect(relativeTime(now, now)).toBe('今日 10:30');
  });

  it('treats the midnight boundary as a calendar day, not 24 hours', () => {
    const justAfterMidnight = cst(2026, 11, 22, 0, 1);
    expect(relativeTime(cst(2026, 11, 21, 23, 59, 59, 999), justAfterMidnight)).toBe('昨日 23:59');
    expect(relativeTime(cst(2026, 11, 22, 0, 0), justAfterMidnight)).toBe('今日 00:00');
    expect(relativeTime(cst(2026, 11, 21, 0, 0), cst(2026, 11, 22, 23, 59))).toBe('昨日 00:00');
    expect(relativeTime(cst(2026, 11, 20, 23, 59), justAfterMidnight)).toBe('2天前');
  });

  it('counts 2 to 6 days back as N天前 and 7 as a date', () => {
    expect(relativeTime(cst(2026, 11, 20, 12), now)).toBe('2天前');
    expect(relativeTime(cst(2026, 11, 16, 0, 0), now)).toBe('6天前');
    expect(relativeTime(cst(2026, 11, 15, 23, 59), now)).toBe('11-15');
  });

  it('shows older dates in the year as MM-DD and earlier years in full', () => {
    expect(relativeTime(cst(2026, 1, 1, 0, 0), now)).toBe('01-01');
    expect(relativeTime(cst(2025, 12, 31, 23, 59), now)).toBe('2025-12-31');
  });

  it('keeps N天前 across the new year, then the full date', () => {
    const newYear = cst(2027, 1, 2, 8);
    expect(relativeTime(cst(2027, 1, 1, 22, 15), newYear)).toBe('昨日 22:15');
    expect(relativeTime(cst(2026, 12, 31, 9), newYear)).toBe('2天前');
    expect(relativeTime(cst(2026, 12, 20, 9), newYear)).toBe('2026-12-20');
  });

  it('treats a later time today as 今日 and a later day as its date', () => {
    expect(relativeTime(cst(2026, 11, 22, 23, 0), now)).toBe('今日 23:00');
    expect(relativeTime(cst(2026, 11, 23, 0, 0), now)).toBe('11-23');
    expect(relativeTime(cst(2027, 1, 3), now)).toBe('2027-01-03');
  });

  it('uses the given offset for the calendar', () => {
    // 22 Nov 01:00 in China is 21 Nov 17:00 in UTC and 21 Nov 12:00 at UTC-5.
    const ts = cst(2026, 11, 22, 1, 0);
    const later = cst(2026, 11, 22, 9, 0); // 22 Nov 01:00 UTC, 21 Nov 20:00 at UTC-5
    expect(relativeTime(ts, later)).toBe('今日 01:00');
    expect(relativeTime(ts, later, 0)).toBe('昨日 17:00');
    expect(relativeTime(ts, later, -300)).toBe('今日 12:00');
  });

  it('accepts Date objects and shows "-" for invalid ones', () => {
    expect(relativeTime(new Date(cst(2026, 11, 21, 8, 0)), new Date(now))).toBe('昨日 08:00');
    expect(relativeTime(new Date('nope'), now)).toBe('-');
    expect(relativeTime(now, Number.NaN)).toBe('-');
  });
});

describe('date formats', () => {
  const t = cst(2026, 3, 5, 7, 8, 9);

  it('formats in China time by default', () => {
    expect(formatDateYmd(t)).toBe('20260305');
    expect(formatDate(t)).toBe('2026-03-05');
    expect(formatMonth(t)).toBe('2026-03');
    expect(formatMonthDay(t)).toBe('03-05');
    expect(formatHm(t)).toBe('07:08');
  });

  it('changes day across the offset boundary', () => {
    const utcMidnight = Date.UTC(2026, 11, 31, 16, 0);
    expect(formatDateYmd(utcMidnight)).toBe('20270101');
    expect(formatDateYmd(utcMidnight, 0)).toBe('20261231');
    expect(formatMonth(utcMidnight)).toBe('2027-01');
    expect(formatHm(utcMidnight)).toBe('00:00');
    expect(formatHm(utcMidnight, 0)).toBe('16:00');
  });

  it('shows "-" for an invalid date', () => {
    expect(formatDateYmd(new Date('x'))).toBe('-');
    expect(formatHm(Number.NaN)).toBe('-');
  });
});

describe('previousMonth', () => {
  it('steps back a month, across the year and the offset', () => {
    expect(previousMonth(cst(2026, 11, 22))).toBe('2026-10');
    expect(previousMonth(cst(2026, 1, 1, 0, 0))).toBe('2025-12');
    // 1 March 00:30 in China is still February in UTC.
    expect(previousMonth(cst(2026, 3, 1, 0, 30))).toBe('2026-02');
    expect(previousMonth(cst(2026, 3, 1, 0, 30), 0)).toBe('2026-01');
  });
});

describe('parseYmd', () => {
  it('reads a day as its first instant in China time', () => {
    expect(parseYmd('20261122')?.getTime()).toBe(cst(2026, 11, 22));
    expect(parseYmd('20261122', 0)?.getTime()).toBe(Date.UTC(2026, 10, 22));
  });

  it('round-trips with formatDateYmd', () => {
    for (const s of ['20240229', '20261231', '20270101']) expect(formatDateYmd(parseYmd(s)!)).toBe(s);
  });

  it('rejects impossible or malformed dates', () => {
    for (const s of [
      '20260230',
      '20250229',
      '20261301',
      '20261200',
      '20261132',
      '2026112',
      '202611220',
      '2026-11-22',
      'abcdefgh',
      '',
      ' 20261122',
    ]) {
      expect(parseYmd(s), s).toBeNull();
    }
  });
});

describe('formatDateTime', () => {
  it('shows the China date and minute', () => {
    expect(formatDateTime(cst(2026, 3, 5, 7, 8, 59))).toBe('2026-03-05 07:08');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16))).toBe('2027-01-01 00:00');
    expect(formatDateTime(Number.NaN)).toBe('-');
  });
});
