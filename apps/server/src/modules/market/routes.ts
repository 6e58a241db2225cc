import {
  apiDay,
  ApiFailure,
  asoHotSearch,
  chartGenre,
  daysBefore,
  engineDay,
  coverRank,
  ErrorCode,
  formatDateTime,
  formatMonth,
  genresAppsCnt,
  HOT_APP_DEPTH,
  hotAppList,
  iosScaleCake,
  keywordRank,
  MARKET_TEXTS,
  monitorRangeProblem,
  previousMonth,
  rankTop,
  TREND_COUNTS,
  TREND_DEFAULT_DAYS,
  TREND_ENDPOINTS,
} from '@bangyan/contract';
import {
  catalogGenreCounts,
  chartMovers,
  completeFrom,
  coverageRank,
  hotSearchDay,
  keywordHeatRank,
  marketGenreCounts,
  marketTrend,
  monthlyTop,
} from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { checkedDay, marketToday } from '../../access/days.ts';
import { assertHistoryDay } from '../../access/tier.ts';
import { viewApp } from '../../present/apps.ts';
import { genreCountItems } from '../../present/charts.ts';
import { hotSearchGroupItem, monthlyItem } from '../../present/boards.ts';

/** The last day of a 'YYYY-MM' month as 'YYYYMMDD'. */
function monthEnd(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month.replace('-', '')}${String(last).padStart(2, '0')}`;
}

/**
 * The market pages (pages.md "Rankings"): trends, top lists, ASO lists. Every figure is the
 * engine's, read at the market's now; every past day is checked against the requester's tier.
 */
export function marketRoutes(app: FastifyInstance): void {
  for (const name of TREND_COUNTS) {
    route(app, TREND_ENDPOINTS[name], async ({ query, req, deps }) => {
      const today = marketToday(deps);
      const date2 = query.date2 ?? today;
      const date1 = query.date1 ?? daysBefore(date2, TREND_DEFAULT_DAYS - 1);
      const problem = monitorRangeProblem(date1, date2, today);
      if (problem !== null) throw new ApiFailure(ErrorCode.BAD_REQUEST, problem);
      await assertHistoryDay(req, deps, date1);
      const days = await marketTrend(deps.db, {
        country: query.country,
        from: engineDay(date1),
        to: engineDay(date2),
        genre: chartGenre(query.genre),
      });
      const list = days.map((d) => ({ date: apiDay(d.day), count: d[name] }));
      const from = completeFrom(
        list.map((d) => d.date),
        list.map((d) => d.count),
      );
      return { date1, date2, list, completeFrom: from };
    });
  }

  route(app, genresAppsCnt, async ({ query, req, deps }) => {
    const date = await checkedDay(req, deps, query.date);
    const counts = await marketGenreCounts(deps.db, { country: query.country, day: engineDay(date), kind: query.kind });
    if (counts === null) return { date, total: null, list: [] };
    const list = genreCountItems(counts);
    return { date, total: list.reduce((sum, g) => sum + g.count, 0), list };
  });

  route(app, iosScaleCake, async ({ query, req, deps }) => {
    const date = await checkedDay(req, deps, query.date);
    const list = genreCountItems(
      await catalogGenreCounts(deps.db, {
        country: query.country,
        day: engineDay(date),
        genre: chartGenre(query.genre),
      }),
    );
    return { date, total: list.reduce((sum, g) => sum + g.count, 0), list };
  });

  route(app, hotAppList, async ({ query, req, deps }) => {
    const now = deps.marketNow();
    const month = query.date ?? previousMonth(now);
    if (month > formatMonth(now)) throw new ApiFailure(ErrorCode.BAD_REQUEST, MARKET_TEXTS.futureMonth);
    // A month is open while any of its days is within the tier's history depth.
    await assertHistoryDay(req, deps, monthEnd(month));
    const top = await monthlyTop(deps.db, {
      country: query.country,
      month,
      metric: query.type === 'download' ? 'downloads' : 'revenue',
      limit: HOT_APP_DEPTH,
      genre: chartGenre(query.genreId),
    });
    const page = top.entries.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return {
      month,
      total: top.entries.length,
      page: query.page,
      pageSize: query.pageSize,
      list: page.map((e) => ({ ...monthlyItem(e), ...viewApp(e) })),
    };
  });

  route(app, rankTop, async ({ query, deps }) => {
    const movers = await chartMovers(deps.db, {
      country: query.country,
      type: query.type,
      genre: chartGenre(query.genre),
      at: deps.marketNow(),
      spanDays: query.day,
      direction: query.rankTopType,
      limit: query.top,
    });
    if (movers === null) return { time: '', previousTime: '', list: [] };
    return {
      time: formatDateTime(movers.at),
      previousTime: movers.previousAt === null ? '' : formatDateTime(movers.previousAt),
      list: movers.items.map((i) => ({ ...viewApp(i), rank: i.rank, previousRank: i.previousRank, diff: i.diff })),
    };
  });

  route(app, asoHotSearch, async ({ query, req, deps }) => {
    const date = await checkedDay(req, deps, query.date);
    const groups = await hotSearchDay(deps.db, {
      country: query.country,
      day: engineDay(date),
      iosVersion: query.iosVersion,
      now: deps.marketNow(),
    });
    return { date, list: groups.map((g) => ({ ...hotSearchGroupItem(g), updateTime: formatDateTime(g.at) })) };
  });

  route(app, keywordRank, async ({ query, req, deps }) => {
    const date = await checkedDay(req, deps, query.date);
    const rank = await keywordHeatRank(deps.db, {
      country: query.country,
      day: engineDay(date),
      list: query.listType,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      date: apiDay(rank.day),
      previousDate: apiDay(rank.previousDay),
      total: rank.total,
      page: query.page,
      pageSize: query.pageSize,
      list: rank.entries.map((e) => ({
        rank: e.rank,
        keyword: e.term,
        heat: e.heat,
        previousHeat: e.previousHeat,
        popularity: e.popularity,
        resultCount: e.resultCount,
      })),
    };
  });

  route(app, coverRank, async ({ query, req, deps }) => {
    const date = await checkedDay(req, deps, query.date);
    const rank = await coverageRank(deps.db, {
      country: query.country,
      day: engineDay(date),
      genre: chartGenre(query.genre),
      orderBy: query.orderBy,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      date: apiDay(rank.day),
      total: rank.total,
      page: query.page,
      pageSize: query.pageSize,
      list: rank.entries.map((e) => ({
        ...viewApp(e),
        rank: e.rank,
        total: e.total,
        top3: e.top3,
        top10: e.top10,
        asoIndex: e.asoIndex,
      })),
    };
  });
}
