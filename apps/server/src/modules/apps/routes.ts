import { appGlobalRank, appInfo, appRankHistory, appRankList, appVersionList, appView } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { answerCache, sendSerialised } from '../../http/answerCache.ts';
import { route } from '../../http/route.ts';
import { optionalUser } from '../../session/current.ts';
import { checkedSpanStart } from '../../access/days.ts';
import { appHeader, appViewData, globalRankData, rankHistoryData, rankListData, versionList } from './queries.ts';
import { followedAmong } from '../../session/follows.ts';

/**
 * How long AppRank's history answer is kept (key/value store, then parsed in this process): charts
 * are collected hourly at the most, so a popular app's history is computed once per two minutes.
 */
const HISTORY_TTL_SECONDS = 120;
const HISTORY_LOCAL_SECONDS = 30;
const HISTORY_LOCAL_MAX = 256;

/**
 * An iOS app's pages (pages.md "iOS app detail"): the header, baseinfo, versions, AppRank's current ranks, history (its
 * span checked against the tier's history depth, the answer cached briefly) and world map.
 */
export function appRoutes(app: FastifyInstance): void {
  const histories = answerCache<Awaited<ReturnType<typeof rankHistoryData>>>(app.deps.kv, {
    prefix: 'apprank:',
    ttlSeconds: HISTORY_TTL_SECONDS,
    localSeconds: HISTORY_LOCAL_SECONDS,
    maxLocal: HISTORY_LOCAL_MAX,
  });

  route(app, appInfo, async ({ query, req, deps }) => {
    const [header, user] = await Promise.all([appHeader(deps.db, query), optionalUser(req, deps)]);
    const followed =
      header !== null &&
      user !== null &&
      (await followedAmong(deps.db, user.uid, { market: 'ios', country: query.country }, [query.appId])).size > 0;
    return { app: header, followed };
  });

  route(app, appView, ({ query, deps }) => appViewData(deps.db, query));
  route(app, appVersionList, ({ query, deps }) => versionList(deps.db, query));

  route(app, appRankList, ({ query, deps }) => rankListData(deps.db, query, deps.marketNow()));

  route(app, appGlobalRank, ({ query, deps }) => globalRankData(deps.db, query.appId, deps.marketNow()));

  route(app, appRankHistory, async ({ query, req, reply, deps }) => {
    const now = deps.marketNow();
    // The span's first China day (a 30-day span ends today and starts 29 days before).
    await checkedSpanStart(req, deps, query.days, now);
    return sendSerialised(
      req,
      reply,
      await histories.get(`${query.country}:${query.appId}:${query.days}`, () => rankHistoryData(deps.db, query, now)),
    );
  });
}
