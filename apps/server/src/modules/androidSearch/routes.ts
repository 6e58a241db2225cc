import { androidKeywordRankHistory, androidKeywordResultHistory, androidSearchIndex } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { androidSearchResults, rankHistory, resultCountHistory } from './queries.ts';

/** AndroidSearch (spec 7): a keyword's results in one Android market, and its daily history, at the market's now. */
export function androidSearchRoutes(app: FastifyInstance): void {
  route(app, androidSearchIndex, ({ query, deps }) => androidSearchResults(deps.db, query, deps.marketNow()));
  route(app, androidKeywordResultHistory, ({ query, deps }) => resultCountHistory(deps.db, query, deps.marketNow()));
  route(app, androidKeywordRankHistory, ({ query, deps }) => rankHistory(deps.db, query, deps.marketNow()));
}
