/**
 * The China days a request asks about, at the market's now: a day after today answers 400 (the
 * spec's text), and the first day a page reads must be within the requester's history depth
 * (limit codes 2 / 3). Days and windows themselves are the clock's (@bangyan/contract).
 */
import {
  ApiFailure,
  dayWindow,
  daysBefore,
  daysBetween,
  engineDay,
  ErrorCode,
  formatDate,
  formatDateYmd,
  RANKING_TEXTS,
  type DayWindow,
} from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { assertHistoryDay } from './tier.ts';

/** The China day of the market's now, 'YYYYMMDD'. */
export const marketToday = (deps: Deps): string => formatDateYmd(deps.marketNow());

/** The China day `date` ('YYYYMMDD', default today at `now`) as a window up to `now`; a later day answers 400. */
export function askedDay(date: string | undefined, now: Date): DayWindow {
  const today = formatDateYmd(now);
  const day = date ?? today;
  if (day > today) throw new ApiFailure(ErrorCode.BAD_REQUEST, RANKING_TEXTS.future);
  return dayWindow(day, now);
}

/** A past day asked about ('YYYYMMDD', default today), checked: not after today, not older than the tier may see. */
export async function checkedDay(req: FastifyRequest, deps: Deps, date: string | undefined): Promise<string> {
  const { day } = askedDay(date, deps.marketNow());
  await assertHistoryDay(req, deps, day);
  return day;
}

/** The day asked for as a window, and the first of the `days` days ending with it, checked like `checkedDay`. */
export async function checkedWindow(req: FastifyRequest, deps: Deps, date: string | undefined, days = 1) {
  const window = askedDay(date, deps.marketNow());
  const from = daysBefore(window.day, days - 1);
  await assertHistoryDay(req, deps, from);
  return { window, from };
}

/** The span of `days` China days ending on the day of `now`, { from, to } ('YYYY-MM-DD'). */
export function recentSpan(now: Date, days: number): { from: string; to: string } {
  return { from: engineDay(daysBefore(formatDateYmd(now), days - 1)), to: formatDate(now) };
}

/** Every day of that span, oldest first ('YYYY-MM-DD'). */
export function recentDays(now: Date, days: number): string[] {
  const { from, to } = recentSpan(now, days);
  return daysBetween(from, to);
}

/** The first day ('YYYYMMDD') of the `days` days ending on the China day of `now`, once the tier may see it. */
export async function checkedSpanStart(req: FastifyRequest, deps: Deps, days: number, now = deps.marketNow()) {
  const first = daysBefore(formatDateYmd(now), days - 1);
  await assertHistoryDay(req, deps, first);
  return first;
}

/** The same span as the engine's days, { from, to } ('YYYY-MM-DD'). */
export async function checkedSpan(req: FastifyRequest, deps: Deps, days: number) {
  const now = deps.marketNow();
  await checkedSpanStart(req, deps, days, now);
  return recentSpan(now, days);
}
