import { formatDate } from '@bangyan/contract';
import { DAY_MS } from '../analytics/config.ts';
import { chinaDayStart } from '../ingest/estimate.ts';

/** The instant a China day 'YYYY-MM-DD' ends: the next day's start. */
export function chinaDayEnd(day: string): Date {
  return new Date(chinaDayStart(day).getTime() + DAY_MS);
}

/** Every China day from `from` to `to` ('YYYY-MM-DD', both included), in order; none when to < from. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = chinaDayStart(from).getTime(); t <= chinaDayStart(to).getTime(); t += DAY_MS) days.push(formatDate(t));
  return days;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD', the day format of the analytics functions. */
export function compactDay(day: string): string {
  return day.replaceAll('-', '');
}
