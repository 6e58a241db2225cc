import {
  ApiFailure,
  DAY_MS,
  ErrorCode,
  exportSearchResult,
  formatDateYmd,
  keywordExtend,
  keywordResultHistory,
  popularityHistory,
  searchIndex,
  searchRelated,
  searchSummary,
  searchVs,
  KEYWORD_SUMMARY_DAYS,
  KEYWORD_TEXTS,
  minuteWithin,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { answerCache, sendSerialised } from '../../http/answerCache.ts';
import { route, routeFile } from '../../http/route.ts';
import { rankChangeCell } from '@bangyan/contract/xlsx';
import { askedDay, checkedWindow } from '../../access/days.ts';
import { assertCanExport, assertHistoryDay } from '../../access/tier.ts';
import {
  exportName,
  extended,
  keywordComparison,
  keywordHistory,
  keywordSummary,
  related,
  searchPage,
} from './queries.ts';

/**
 * How long a keyword's page answer is kept (key/value store, then parsed in this process): its
 * results change when the engine collects keywords (daily), so an answer is at most this old.
 */
const PAGE_TTL_SECONDS = 120;
const PAGE_LOCAL_SECONDS = 30;
const PAGE_LOCAL_MAX = 256;

/** The keyword's page (pages.md "Search"): results, history, related keywords, vs, summary30, export. */
export function keywordRoutes(app: FastifyInstance): void {
  const pages = answerCache<Awaited<ReturnType<typeof searchPage>>>(app.deps.kv, {
    prefix: 'keyword:',
    ttlSeconds: PAGE_TTL_SECONDS,
    localSeconds: PAGE_LOCAL_SECONDS,
    maxLocal: PAGE_LOCAL_MAX,
  });

  route(app, searchIndex, async ({ query, req, reply, deps }) =>
    sendSerialised(
      req,
      reply,
      await pages.get(`${query.country}:${query.keyword}`, () => searchPage(deps.db, query, deps.marketNow())),
    ),
  );

  route(app, popularityHistory, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, query.days);
    const { days, span: figures } = await keywordHistory(deps.db, query, window, from);
    return { days, heat: figures.map((d) => d.heat), popularity: figures.map((d) => d.popularity) };
  });

  route(app, keywordResultHistory, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, query.days);
    const { days, span: figures } = await keywordHistory(deps.db, query, window, from);
    return { days, resultCount: figures.map((d) => d.resultCount) };
  });

  route(app, searchRelated, ({ query, deps }) => related(deps.db, query, deps.marketNow()));

  route(app, keywordExtend, ({ query, deps }) => extended(deps.db, query, deps.marketNow()));

  route(app, searchVs, async ({ query, req, deps }) => {
    const after = askedDay(query.date2, deps.marketNow());
    const at2 = minuteWithin(after, query.time2);
    // Without a first time: the list 24 h before the second.
    const at1 =
      query.date1 === undefined && query.time1 === undefined
        ? new Date(at2.getTime() - DAY_MS)
        : minuteWithin(askedDay(query.date1 ?? after.day, deps.marketNow()), query.time1);
    if (at1.getTime() > at2.getTime()) throw new ApiFailure(ErrorCode.BAD_REQUEST, KEYWORD_TEXTS.vsOrder);
    await assertHistoryDay(req, deps, formatDateYmd(at1));
    return keywordComparison(deps.db, query, at1, at2);
  });

  route(app, searchSummary, async ({ query, req, deps }) => {
    const { window, from } = await checkedWindow(req, deps, query.date, KEYWORD_SUMMARY_DAYS);
    return keywordSummary(deps.db, query, window, from);
  });

  routeFile(app, exportSearchResult, async ({ query, req, deps }) => {
    await assertCanExport(req, deps);
    const now = deps.marketNow();
    const page = await searchPage(deps.db, query, now);
    return {
      filename: exportName(query.keyword, now),
      sheets: [
        {
          name: '搜索结果',
          columns: [
            { title: '排名', width: 8 },
            { title: '应用', width: 30 },
            { title: '应用ID' },
            { title: '开发者', width: 30 },
            { title: '分类' },
            { title: '评分', width: 8, digits: 1 },
            { title: '评分数' },
            { title: '排名变化' },
            { title: '关键词覆盖数' },
          ],
          rows: page.list.map((r) => [
            r.rank,
            r.trackName,
            r.appId,
            r.developerName,
            r.genreName,
            r.rating,
            r.ratingCount,
            rankChangeCell(r.preRank, r.rankChange),
            r.coverage,
          ]),
        },
      ],
    };
  });
}
