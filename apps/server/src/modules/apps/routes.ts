import { appGlobalRank, appInfo, appRankHistory, appVersionList, appView, formatDateYmd } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { followedAmong } from '../follow/queries.ts';
import { optionalUser } from '../user/current.ts';
import { assertHistoryDay } from '../vip/access.ts';
import { appHeader, appViewData, globalRankData, rankHistoryData, versionList } from './queries.ts';

const DAY_MS = 86_400_000;

/** An iOS app's pages (pages.md "iOS app detail"): the header, baseinfo, versions and AppRank's history (its span checked against the tier's history depth). */
export function appRoutes(app: FastifyInstance): void {
  route(app, appInfo, async ({ query, req, deps }) => {
    const [header, user] = await Promise.all([appHeader(deps.db, query), optionalUser(req, deps)]);
    const followed = header !== null && user !== null && (await followedAmong(deps.db, user.uid, { market: 'ios', country: query.country }, [query.appId])).size > 0;
    return { app: header, followed };
  });

  route(app, appView, ({ query, deps }) => appViewData(deps.db, query));
  route(app, appVersionList, ({ query, deps }) => versionList(deps.db, query));

  route(app, appGlobalRank, ({ query, deps }) => globalRankData(deps.db, query.appId, deps.marketNow()));

  route(app, appRankHistory, async ({ query, req, deps }) => {
    const now = deps.marketNow();
    // The span's first China day (a 30-day span ends today and starts 29 days before).
    await assertHistoryDay(req, deps, formatDateYmd(now.getTime() - (query.days - 1) * DAY_MS));
    return rankHistoryData(deps.db, query, now);
  });
}
