import { androidKeywordRankHistory, androidKeywordResultHistory, androidSearchIndex, formatDateYmd } from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { route } from '../../http/route.ts';
import { assertHistoryDay } from '../vip/access.ts';
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
}
