import { asoList, bangRanking, monthlyList, soaredList, templeHotSearch } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { homeAsoList, homeHotSearch, homeMonthly, homeRankings, homeSoaring } from './queries.ts';

/** Home's market boards (spec 2.4, 7): every answer is computed at the market's now. */
export function homeBoardsRoutes(app: FastifyInstance): void {
  route(app, bangRanking, async ({ query, deps }) => ({ list: await homeRankings(deps.db, query, deps.marketNow()) }));

  route(app, templeHotSearch, async ({ query, deps }) => ({
    list: await homeHotSearch(deps.db, query.iosVersion, deps.marketNow()),
  }));

  route(app, asoList, async ({ query, deps }) => ({ list: await homeAsoList(deps.db, query.top, deps.marketNow()) }));

  route(app, soaredList, ({ query, deps }) => homeSoaring(deps.db, query, deps.marketNow()));

  route(app, monthlyList, ({ query, deps }) => homeMonthly(deps.db, query, deps.marketNow()));
}
