import { appStatusList, appStatusSummary } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { statusList, statusSummary } from './queries.ts';

/** An iOS app's status page (pages.md appstatus): its state now and its timeline. */
export function appStatusRoutes(app: FastifyInstance): void {
  route(app, appStatusSummary, ({ query, deps }) => statusSummary(deps.db, query));
  route(app, appStatusList, ({ query, deps }) => statusList(deps.db, query));
}
