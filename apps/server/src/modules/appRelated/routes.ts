import { appleRecommend, sameDeveloper } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { featurings, sameDeveloperApps } from './queries.ts';

/** An iOS app's samedeveloper and applerecommend pages (pages.md "iOS app detail"). */
export function appRelatedRoutes(app: FastifyInstance): void {
  route(app, sameDeveloper, ({ query, deps }) => sameDeveloperApps(deps.db, query, deps.marketNow()));
  route(app, appleRecommend, ({ query, deps }) => featurings(deps.db, query, deps.marketNow()));
}
