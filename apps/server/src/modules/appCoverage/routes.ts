import {
  apiDayStart,
  appsCompareKeywordCount,
  appsCompareKeywordList,
  coverHistory,
  coverSearchHistory,
  engineDay,
  exportKeywordCover,
  formatDateYmd,
  keywordCoverLists,
  keywordCoverSummary,
  NO_VALUE,
  reportKeywordList,
  reportKeywordSummary,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { inBands, keywordReport, keywordsOfKind } from '@bangyan/market';
import { route, routeFile } from '../../http/route.ts';
import { rankChangeCell } from '@bangyan/contract/xlsx';
import { checkedSpanStart } from '../../access/days.ts';
import { assertCanExport } from '../../access/tier.ts';
import {
  comparedKeywords,
  compareSummary,
  coverHistoryData,
  coverRows,
  coverSummary,
  coverTable,
  filteredCoverRows,
  keywordRankHistoryData,
} from './queries.ts';
import { pageOf } from './table.ts';

/**
 * An iOS app's keyword coverage pages (pages.md "keyword", "keywordreport"): the table, its summary
 * strip, the coverage and keyword rank charts (each span's first day checked against the tier's
 * history depth), the export for members, the report by rank and heat band, and the keywords of
 * 2 to 5 apps side by side (compare).
 */
export function appCoverageRoutes(app: FastifyInstance): void {
  route(app, keywordCoverLists, ({ body, deps }) => coverTable(deps.db, body, deps.marketNow()));

  route(app, keywordCoverSummary, ({ query, deps }) => coverSummary(deps.db, query, deps.marketNow()));

  route(app, reportKeywordSummary, async ({ query, deps }) => {
    const { time, previousTime, rows } = await coverRows(deps.db, query, deps.marketNow());
    return { time, previousTime, ranked: rows.length, ...keywordReport(rows) };
  });

  route(app, reportKeywordList, async ({ query, deps }) => {
    const { rows } = await coverRows(deps.db, query, deps.marketNow());
    const band = inBands(rows, query.rankBand, query.heatBand);
    return { total: band.length, list: pageOf(band, query.page, query.pageSize) };
  });

  route(app, appsCompareKeywordCount, ({ query, deps }) => compareSummary(deps.db, query, deps.marketNow()));

  route(app, appsCompareKeywordList, async ({ query, deps }) => {
    const { keywords } = await comparedKeywords(deps.db, query, deps.marketNow());
    const kind = keywordsOfKind(keywords, query.kind, query.app);
    return { total: kind.length, list: pageOf(kind, query.page, query.pageSize) };
  });

  // Each chart's span starts on its first China day (a 7-day span ends today and starts 6 days
  // before), checked against the tier's history depth.
  route(app, coverHistory, async ({ query, req, deps }) => {
    const first = await checkedSpanStart(req, deps, query.days);
    return coverHistoryData(deps.db, query, engineDay(first), deps.marketNow());
  });

  route(app, coverSearchHistory, async ({ query, req, deps }) => {
    const first = await checkedSpanStart(req, deps, query.days);
    return keywordRankHistoryData(deps.db, query, apiDayStart(first), deps.marketNow());
  });

  routeFile(app, exportKeywordCover, async ({ query, req, deps }) => {
    await assertCanExport(req, deps);
    const now = deps.marketNow();
    const { matching } = await filteredCoverRows(deps.db, query, now);
    const cell = (n: number | null) => n ?? NO_VALUE;
    return {
      filename: `关键词覆盖-${query.appId}-${formatDateYmd(now)}`,
      sheets: [
        {
          name: '关键词覆盖',
          columns: [
            { title: '关键词', width: 24 },
            { title: '排名' },
            { title: '排名变化' },
            { title: '昨日排名' },
            { title: '热度' },
            { title: '结果数' },
          ],
          rows: matching.map((r) => [
            r.keyword,
            r.rank,
            rankChangeCell(r.previousRank, r.change),
            r.previousRank === null ? NO_VALUE : r.previousRank || '新进',
            cell(r.heat),
            cell(r.resultCount),
          ]),
        },
      ],
    };
  });
}
