import {
  ApiFailure,
  bangBookList,
  bangClearBangList,
  bangClearList,
  bangDelist,
  bangNewList,
  apiDay,
  daysBefore,
  daysBetween,
  engineDay,
  ErrorCode,
  monitorDateCount,
  monitorRangeProblem,
  monitorSummary,
  MONITOR_WEEK_DAYS,
  monitorTrendSummary,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { marketToday } from '../../access/days.ts';
import { assertHistoryDay } from '../../access/tier.ts';
import {
  bookedList,
  clearChartList,
  clearWordsList,
  monitorCountsByDay,
  monitorUpdateTime,
  newList,
  offlineList,
  type DayListInput,
  weekSummary,
  type Page,
} from './queries.ts';

/** Every China day from `date1` to `date2` ('YYYYMMDD', both included), newest first, as engine days. */
const newestFirst = (date1: string, date2: string): string[] =>
  daysBetween(engineDay(date1), engineDay(date2)).reverse();

/**
 * The App Store monitors (spec 2.4, 7, data.md "Monitors"): a list per monitor, today's counts for
 * Home, daily counts for the monitor pages. "Today" is the China day of the market's now.
 */
export function monitorRoutes(app: FastifyInstance): void {
  /**
   * The China days `date1`..`date2` asked for (each defaulting to today), checked against today
   * and against the requester's history depth (its first day).
   */
  const dayRange = async (req: FastifyRequest, deps: Deps, date1: string | undefined, date2: string | undefined) => {
    const today = marketToday(deps);
    const from = date1 ?? date2 ?? today;
    const to = date2 ?? today;
    const problem = monitorRangeProblem(from, to, today);
    if (problem !== null) throw new ApiFailure(ErrorCode.BAD_REQUEST, problem);
    await assertHistoryDay(req, deps, from);
    return { from, to };
  };

  /** One day's list endpoint: the day checked, the list read, the page answered. */
  const dayList =
    <T>(read: (deps: Deps, q: DayListInput) => Promise<Page<T>>) =>
    async ({
      query,
      req,
      deps,
    }: {
      query: { date?: string | undefined; genre: number; page: number; pageSize: number };
      req: FastifyRequest;
      deps: Deps;
    }) => {
      const { to: date } = await dayRange(req, deps, query.date, query.date);
      const { total, list } = await read(deps, {
        day: engineDay(date),
        genre: query.genre,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { date, total, page: query.page, pageSize: query.pageSize, list };
    };

  route(
    app,
    bangDelist,
    dayList((deps, q) => offlineList(deps.db, q)),
  );
  route(
    app,
    bangNewList,
    dayList((deps, q) => newList(deps.db, q)),
  );
  route(
    app,
    bangClearList,
    dayList((deps, q) => clearWordsList(deps.db, q, deps.marketNow())),
  );
  route(
    app,
    bangBookList,
    dayList((deps, q) => bookedList(deps.db, q)),
  );

  route(app, bangClearBangList, async ({ query, req, deps }) => {
    const { from, to } = await dayRange(req, deps, query.date1, query.date2);
    const days = newestFirst(from, to);
    const { total, list } = await clearChartList(deps.db, {
      days,
      genre: query.genre,
      type: query.type,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { date1: from, date2: to, total, page: query.page, pageSize: query.pageSize, list };
  });

  route(app, monitorSummary, async ({ query, req, deps }) => {
    const { to: date } = await dayRange(req, deps, query.date, query.date);
    const day = engineDay(date);
    const [counts] = await monitorCountsByDay(deps.db, { from: day, to: day, genre: query.genre });
    const { day: _day, ...rest } = counts!;
    return { ...rest, date, updateTime: await monitorUpdateTime(deps.db, day, deps.marketNow()) };
  });

  /** Each day's counts from `from` to `to` (YYYYMMDD), oldest first. */
  const countsByDay = async (deps: Deps, from: string, to: string, genre: number) => {
    const days = await monitorCountsByDay(deps.db, { from: engineDay(from), to: engineDay(to), genre });
    return days.map(({ day, ...counts }) => ({ date: apiDay(day), ...counts }));
  };

  route(app, monitorDateCount, async ({ query, req, deps }) => {
    const { from, to } = await dayRange(req, deps, query.date1, query.date2);
    return { list: await countsByDay(deps, from, to, query.genre) };
  });

  // 本周动态: the 7 days ending on `date` (default today).
  route(app, monitorTrendSummary, async ({ query, req, deps }) => {
    const end = query.date ?? marketToday(deps);
    const start = daysBefore(end, MONITOR_WEEK_DAYS - 1);
    const { from, to } = await dayRange(req, deps, start, end);
    const days = await countsByDay(deps, from, to, query.genre);
    const week = { days: newestFirst(from, to), genre: query.genre, now: deps.marketNow() };
    const summary = await weekSummary(deps.db, week);
    return { date1: from, date2: to, days, ...summary };
  });
}
