/**
 * Date display in a fixed UTC offset (spec 9). Pure arithmetic rather than the runtime's zone, so the
 * server and every browser agree whatever zone they run in. The offset defaults to China time; pass
 * a storefront's offset (see `utcOffsetMinutes`) for another country.
 */
import { NO_VALUE } from '../helpers/format.ts';
import { DAY_MS, MINUTE_MS } from './durations.ts';

export const CHINA_UTC_OFFSET_MINUTES = 480;

type Instant = Date | number;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Days since the epoch on this offset's calendar. */
  dayNumber: number;
}

function toMs(t: Instant): number {
  return typeof t === 'number' ? t : t.getTime();
}

function wallClock(t: Instant, offsetMinutes: number): WallClock | null {
  const ms = toMs(t);
  if (!Number.isFinite(ms)) return null;
  const shifted = ms + offsetMinutes * MINUTE_MS;
  const d = new Date(shifted);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    dayNumber: Math.floor(shifted / DAY_MS),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** 'HH:mm' */
export function formatHm(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad2(w.hour)}:${pad2(w.minute)}` : NO_VALUE;
}

/** 'YYYYMMDD', the API's date parameter format. */
export function formatDateYmd(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad4(w.year)}${pad2(w.month)}${pad2(w.day)}` : NO_VALUE;
}

/** 'YYYY-MM-DD' */
export function formatDate(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}` : NO_VALUE;
}

/** 'YYYY-MM-DD HH:mm' */
export function formatDateTime(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}` : NO_VALUE;
}

/** 'MM-DD' */
export function formatMonthDay(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad2(w.month)}-${pad2(w.day)}` : NO_VALUE;
}

/** 'YYYY-MM', the monthly boards' date parameter. */
export function formatMonth(t: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(t, offsetMinutes);
  return w ? `${pad4(w.year)}-${pad2(w.month)}` : NO_VALUE;
}

/** The month before the one `now` falls in, as 'YYYY-MM': what the monthly boards show (spec 9). */
export function previousMonth(now: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const w = wallClock(now, offsetMinutes);
  if (!w) return NO_VALUE;
  return w.month === 1 ? `${pad4(w.year - 1)}-12` : `${pad4(w.year)}-${pad2(w.month - 1)}`;
}

/**
 * Reads 'YYYYMMDD' as the first instant of that day at the offset. Null unless it is eight digits
 * naming a real calendar day (no 2026-02-30, no month 13).
 */
export function parseYmd(text: string, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return new Date(utc.getTime() - offsetMinutes * MINUTE_MS);
}

/** 'HH:mm', 00:00 to 23:59. */
export const isHm = (s: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** A 'YYYY-MM' month of the calendar (1..12). */
export function isMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/**
 * Spec 9: 今日/昨日 with HH:mm, "N天前" for 2-6 days back, older as MM-DD within `now`'s year and
 * YYYY-MM-DD before it. Days are calendar days at the offset, not 24-hour spans, so 23:59 yesterday
 * is 昨日 at 00:01 today. A time later today is still 今日; any later day shows its date.
 */
export function relativeTime(ts: Instant, now: Instant, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const t = wallClock(ts, offsetMinutes);
  const n = wallClock(now, offsetMinutes);
  if (!t || !n) return NO_VALUE;
  const daysAgo = n.dayNumber - t.dayNumber;
  const hm = `${pad2(t.hour)}:${pad2(t.minute)}`;
  if (daysAgo === 0) return `今日 ${hm}`;
  if (daysAgo === 1) return `昨日 ${hm}`;
  if (daysAgo >= 2 && daysAgo <= 6) return `${daysAgo}天前`;
  const monthDay = `${pad2(t.month)}-${pad2(t.day)}`;
  return t.year === n.year ? monthDay : `${pad4(t.year)}-${monthDay}`;
}
