/** Time stamps as each source prints them; the simulated store must print them the same way. */
import { CHINA_UTC_OFFSET_MINUTES, MINUTE_MS } from '@bangyan/contract';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function shifted(date: Date, offsetMinutes: number) {
  const d = new Date(date.getTime() + offsetMinutes * MINUTE_MS);
  return {
    date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  };
}

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** iTunes Search API: UTC to the second, "2011-01-21T01:32:15Z". */
export function itunesTime(date: Date): string {
  const s = shifted(date, 0);
  return `${s.date}T${s.time}Z`;
}

/** Apple's RSS prints every time in Cupertino's summer offset, whatever the season. */
const RSS_OFFSET_MINUTES = -7 * 60;

/** RSS: "2011-01-20T18:32:15-07:00". */
export function rssTime(date: Date): string {
  const s = shifted(date, RSS_OFFSET_MINUTES);
  return `${s.date}T${s.time}${offsetText(RSS_OFFSET_MINUTES)}`;
}

/** RSS release date's display label as the China storefront shows it: "2011年1月20日". */
export function rssDateLabel(date: Date): string {
  const s = shifted(date, RSS_OFFSET_MINUTES);
  return `${s.year}年${s.month}月${s.day}日`;
}

/** "2024-05-12" in China time. */
export function chinaDate(date: Date): string {
  return shifted(date, CHINA_UTC_OFFSET_MINUTES).date;
}

/** "2024-05-12 10:00:00" in China time. */
export function chinaDateTime(date: Date): string {
  const s = shifted(date, CHINA_UTC_OFFSET_MINUTES);
  return `${s.date} ${s.time}`;
}

/** "2024-05-12T10:00:00+08:00". */
export function chinaIsoTime(date: Date): string {
  const s = shifted(date, CHINA_UTC_OFFSET_MINUTES);
  return `${s.date}T${s.time}${offsetText(CHINA_UTC_OFFSET_MINUTES)}`;
}
