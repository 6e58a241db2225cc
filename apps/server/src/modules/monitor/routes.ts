import {
  ApiFailure,
  bangBookList,
  bangClearBangList,
  bangClearList,
  bangDelist,
  bangNewList,
  ErrorCode,
  formatDateYmd,
  monitorDateCount,
  monitorRangeProblem,
  monitorSummary,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import {
  bookedList,
  clearChartList,
  clearWordsList,
  engineDay,
  engineDaysDesc,
  monitorCountsByDay,
  monitorUpdateTime,
  newList,
  offlineList,
  type DayListInput,
  type Page,
} from './queries.ts';

/**
 * The App Store monitors (spec 2.4, 7, data.md "Monitors"): a list per monitor, today's counts for
 * Home, daily counts for the monitor pages. "Today" is the China day of the market's now.
 */
export function monitorRoutes(app: FastifyInstance): void {
  /** The China days `date1`..`date2` asked for (each defaulting to today), checked against today. */
  const dayRange = (deps: Deps, date1: string | undefined, date2: string | undefined) => {
    const today = formatDateYmd(deps.marketNow());
    const from = date1 ?? date2 ?? today;
    const to = date2 ?? today;
    const problem = monitorRangeProblem(from, to, today);
    if (problem !== null) throw new ApiFailure(ErrorCode.BAD_REQUEST, problem);
    return { from, to };
  };

  /** One day's list endpoint: the day checked, the list read, the page answered. */
  const dayList = <T>(read: (deps: Deps, q: DayListInput) => Promise<Page<T>>) =>
    async ({ query, deps }: { query: { date?: string | undefined; genre: number; page: number; pageSize: number }; deps: Deps }) => {
      const { to: date } = dayRange(deps, query.date, query.date);
      const { total, list } = await read(deps, { day: engineDay(date), genre: query.genre, page: query.page, pageSize: query.pageSize });
      return { date, total, page: query.page, pageSize: query.pageSize, list };
    };

  route(app, bangDelist, dayList((deps, q) => offlineList(deps.db, q)));
  route(app, bangNewList, dayList((deps, q) => newList(deps.db, q)));
  route(app, bangClearList, dayList((deps, q) => clearWordsList(deps.db, q, deps.marketNow())));
  route(app, bangBookList, dayList((deps, q) => bookedList(deps.db, q)));

  route(app, bangClearBangList, async ({ query, deps }) => {
    const { from, to } = dayRange(deps, query.date1, query.date2);
    const days = engineDaysDesc(from, to);
    const { total, list } = await clearChartList(deps.db, { days, genre: query.genre, type: query.type, page: query.page, pageSize: query.pageSize });
    return { date1: from, date2: to, total, page: query.page, pageSize: query.pageSize, list };
  });

  route(app, monitorSummary, async ({ query, deps }) => {
    const { to: date } = dayRange(deps, query.date, query.date);
    const day = engineDay(date);
    const [counts] = await monitorCountsByDay(deps.db, { from: day, to: day, genre: query.genre });
    const { day: _day, ...rest } = counts!;
    return { ...rest, date, updateTime: await monitorUpdateTime(deps.db, day, deps.marketNow()) };
  });

  route(app, monitorDateCount, async ({ query, deps }) => {
    const { from, to } = dayRange(deps, query.date1, query.date2);
    const days = await monitorCountsByDay(deps.db, { from: engineDay(from), to: engineDay(to), genre: query.genre });
    return { list: days.map(({ day, ...counts }) => ({ date: day.replaceAll('-', ''), ...counts })) };
  });
}
