import {
  androidKeywordRankHistory,
  androidKeywordResultHistory,
  androidSearchIndex,
  exportAndroidSearchResult,
  formatDateYmd,
  marketName,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route, routeFile } from '../../http/route.ts';
import { rankChangeCell } from '@bangyan/contract/xlsx';
import { checkedSpanStart } from '../../access/days.ts';
import { assertCanExport } from '../../access/tier.ts';
import { androidSearchResults, rankHistory, resultCountHistory } from './queries.ts';

/** AndroidSearch (spec 7): a keyword's results in one Android market, and its daily history, at the market's now. */
export function androidSearchRoutes(app: FastifyInstance): void {
  route(app, androidSearchIndex, ({ query, deps }) => androidSearchResults(deps.db, query, deps.marketNow()));
  route(app, androidKeywordResultHistory, async ({ query, req, deps }) => {
    await checkedSpanStart(req, deps, query.days);
    return resultCountHistory(deps.db, query, deps.marketNow());
  });
  route(app, androidKeywordRankHistory, async ({ query, req, deps }) => {
    await checkedSpanStart(req, deps, query.days);
    return rankHistory(deps.db, query, deps.marketNow());
  });
  routeFile(app, exportAndroidSearchResult, async ({ query, req, deps }) => {
    await assertCanExport(req, deps);
    const now = deps.marketNow();
    const answer = await androidSearchResults(deps.db, query, now);
    return {
      filename: `安卓关键词搜索结果-${marketName(query.market) ?? query.market}-${query.keyword}-${formatDateYmd(now)}`,
      sheets: [
        {
          name: '搜索结果',
          columns: [
            { title: '排名', width: 8 },
            { title: '应用', width: 30 },
            { title: '包名', width: 30 },
            { title: '开发者', width: 30 },
            { title: '排名变化' },
            { title: '数据时间', width: 18 },
          ],
          rows: answer.list.map((r) => [
            r.rank,
            r.trackName,
            r.appId,
            r.developerName,
            rankChangeCell(r.preRank, r.rankChange),
            answer.time,
          ]),
        },
      ],
    };
  });
}
