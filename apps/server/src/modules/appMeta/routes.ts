import { appChangeHistory, appVersionChart, appVersionSummary, packageDetail } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { changeHistory, packageInfo, versionChart, versionSummary } from './queries.ts';

/** baseinfo's change history and package section, the version page's summary strip and release cadence chart. */
export function appMetaRoutes(app: FastifyInstance): void {
  route(app, appChangeHistory, ({ query, deps }) => changeHistory(deps.db, query));
  route(app, packageDetail, ({ query, deps }) => packageInfo(deps.db, query));
  route(app, appVersionSummary, ({ query, deps }) => versionSummary(deps.db, query, deps.marketNow()));
  route(app, appVersionChart, ({ query, deps }) => versionChart(deps.db, query, deps.marketNow()));
}
