/**
 * China calendar days. A day runs from 00:00 to 24:00 China time (UTC+8, no daylight saving, so
 * always 24 hours), whatever zone the process runs in. The API spells a day 'YYYYMMDD' (an "API
 * day"); the engine's tables spell it 'YYYY-MM-DD' (an "engine day"). `engineDay` and `apiDay` are
 * the one place the two spellings convert.
 */
import { DAY_MS, MINUTE_MS } from './durations.ts';
import { formatDate, formatDateYmd, parseYmd, CHINA_UTC_OFFSET_MINUTES } from './format.ts';

/** 'YYYYMMDD' → 'YYYY-MM-DD'. Throws a RangeError on a string that is not a real day. */
export function engineDay(ymd: string): string {
  return formatDate(apiDayStart(ymd));
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'; '' for none. */
export function apiDay(day: string | null): string {
  return day === null ? '' : day.replaceAll('-', '');
}

/** The first instant of an API day 'YYYYMMDD'. Throws a RangeError on a string that is not a real day. */
export function apiDayStart(ymd: string): Date {
  const start = parseYmd(ymd);
  if (start === null) throw new RangeError(`not a YYYYMMDD day: ${ymd}`);
  return start;
}

/** The first instant of an engine day 'YYYY-MM-DD'. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant an engine day 'YYYY-MM-DD' ends: the next day's start. */
export function chinaDayEnd(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + DAY_MS);
}

/** The API day `days` before a 'YYYYMMDD' day ('20260301', 1 → '20260228'). */
export function daysBefore(ymd: string, days: number): string {
  return formatDateYmd(apiDayStart(ymd).getTime() - days * DAY_MS);
}

/** The API day before a 'YYYYMMDD' day. */
export function dayBefore(ymd: string): string {
  return daysBefore(ymd, 1);
}

/** The engine day before a 'YYYY-MM-DD' day ('2026-03-01' → '2026-02-28'). */
export function engineDayBefore(day: string): string {
  return formatDate(chinaDayStart(day).getTime() - DAY_MS);
}

/** Every engine day from `from` to `to` ('YYYY-MM-DD', both included), in order; none when to < from. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = chinaDayStart(from).getTime(); t <= chinaDayStart(to).getTime(); t += DAY_MS) days.push(formatDate(t));
  return days;
}

/** One China day as instants: [from, to], `to` capped at `now`. */
export interface DayWindow {
  /** 'YYYYMMDD' */
  day: string;
  from: Date;
  to: Date;
}

/** The window of API day `ymd` as it stands at `now` (a day after now's day is the caller's to refuse). */
export function dayWindow(ymd: string, now: Date): DayWindow {
  const from = apiDayStart(ymd);
  const end = from.getTime() + DAY_MS - 1;
  return { day: ymd, from, to: new Date(Math.min(end, now.getTime())) };
}

/** The end of minute `hm` ('HH:mm') of the window's day, capped like the window: "as it stood then". */
export function minuteWithin(window: DayWindow, hm: string | undefined): Date {
  if (hm === undefined) return window.to;
  const [h, m] = hm.split(':').map(Number) as [number, number];
  const at = window.from.getTime() + (h * 60 + m + 1) * MINUTE_MS - 1;
  return new Date(Math.min(at, window.to.getTime()));
}

/** China's UTC offset in milliseconds. */
export const CHINA_UTC_OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * MINUTE_MS;
