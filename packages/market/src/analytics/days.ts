/**
 * China calendar days as 'YYYYMMDD' strings (the API's date format), the unit of every daily figure:
 * a day runs from 00:00 to 24:00 China time (UTC+8), whatever zone the process runs in.
 */
import { formatDateYmd, parseYmd } from '@bangyan/contract';
import { DAY_MS } from './config.ts';

/**
 * The calendar day before a 'YYYYMMDD' day: '20260301' → '20260228'. China has no daylight saving,
 * so a day is always 24 hours. Throws a RangeError on a string that is not a real day.
 */
export function dayBefore(day: string): string {
  const start = parseYmd(day);
  if (start === null) throw new RangeError(`not a YYYYMMDD day: ${day}`);
  return formatDateYmd(start.getTime() - DAY_MS);
}
