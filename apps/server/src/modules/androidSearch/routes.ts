import { androidKeywordRankHistory, androidKeywordResultHistory, androidSearchIndex, exportAndroidSearchResult, formatDateYmd, marketName } from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route, routeFile } from '../../http/route.ts';
import { rankChangeCell } from '../../http/xlsx.ts';
import { assertCanExport, assertHistoryDay } from '../vip/access.ts';
import { androidSearchResults, rankHistory, resultCountHistory } from './queries.ts';

const DAY_MS = 86_400_000;

/** AndroidSearch (spec 7): a keyword's results in one Android market, and its daily history, at the market's now. */
export function androidSearchRoutes(app: FastifyInstance): void {
  /** The span's first day, checked against the requester's history depth (limit codes 2 / 3). */
  const checkSpan = (req: FastifyRequest, deps: Deps, days: number) => assertHistoryDay(req, deps, formatDateYmd(deps.marketNow().getTime() - (days - 1) * DAY_MS));

  route(app, androidSearchIndex, ({ query, deps }) => androidSearchResults(deps.db, query, deps.marketNow()));
  route(app, androidKeywordResultHistory, async ({ query, req, deps }) => {
    await checkSpan(req, deps, query.days);
    return resultCountHistory(deps.db, query, deps.marketNow());
  });
  route(app, androidKeywordRankHistory, async ({ query, req, deps }) => {
    await checkSpan(req, deps, query.days);
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
          columns: [{ title: '排名', width: 8 }, { title: '应用', width: 30 }, { title: '包名', width: 30 }, { title: '开发者', width: 30 }, { title: '排名变化' }, { title: '数据时间', width: 18 }],
          rows: answer.list.map((r) => [r.rank, r.trackName, r.appId, r.developerName, rankChangeCell(r.preRank, r.rankChange), answer.time]),
        },
      ],
    };
  });
}
