/**
 * The world's clock. Time is counted in whole hours since the Unix epoch (hour h covers
 * [h·1h, (h+1)·1h)) and in China calendar days (day d starts at 00:00 China time, UTC+8). China's
 * offset is a whole number of hours, so every China day is exactly hours 24·d − 8 .. 24·d + 15.
 */
import { CHINA_UTC_OFFSET_MS, DAY_MS, HOUR_MS, formatDate } from '@bangyan/contract';

const CHINA_OFFSET_HOURS = CHINA_UTC_OFFSET_MS / HOUR_MS;

/** The China calendar day containing `ms`. */
export function dayOf(ms: number): number {
  return Math.floor((ms + CHINA_UTC_OFFSET_MS) / DAY_MS);
}

/** The China calendar day containing hour `h`. */
export function dayOfHour(h: number): number {
  return Math.floor((h + CHINA_OFFSET_HOURS) / 24);
}

/** First hour of China day `d`. */
export function firstHourOfDay(d: number): number {
  return d * 24 - CHINA_OFFSET_HOURS;
}

/** 00:00 China time of day `d`, in ms. */
export function dayStartMs(d: number): number {
  return firstHourOfDay(d) * HOUR_MS;
}

/** Hour of the day (0..23) at a whole-hour UTC offset. */
export function localHour(h: number, utcOffsetHours: number): number {
  return (((h + utcOffsetHours) % 24) + 24) % 24;
}

/** Day of the week of China day `d`, 0 = Sunday (1970-01-01 was a Thursday). */
export function weekday(d: number): number {
  return (((d + 4) % 7) + 7) % 7;
}

/** 'YYYY-MM-DD' of China day `d`. */
export function dateOfDay(d: number): string {
  return formatDate(dayStartMs(d));
}

/** The China day a 'YYYY-MM-DD' date names; throws on anything else (a caller's bug, not data). */
export function dayOfDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = Math.floor(utc / DAY_MS);
  if (dateOfDay(d) !== date) throw new Error(`not a calendar day: ${date}`);
  return d;
}
