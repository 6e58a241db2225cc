import {
  androidAppInfo,
  androidAppKeywords,
  androidAppMatch,
  androidAppView,
  androidCoverHistory,
  androidDownloadHistory,
  androidRankHistory,
  androidRatingHistory,
  androidReviewList,
  androidVersionList,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { checkedSpanStart } from '../../access/days.ts';
import {
  appHeader,
  appKeywords,
  appMatch,
  appView,
  coverHistory,
  downloadHistory,
  rankHistory,
  ratingHistory,
  reviewList,
  versionList,
} from './queries.ts';

/**
 * An Android app's pages (pages.md "Android app detail") at the market's now, the history spans
 * checked against the requester's history depth (limit codes 2 / 3), and the iOS-to-Android match.
 */
export function androidAppRoutes(app: FastifyInstance): void {
  route(app, androidAppInfo, ({ query, deps }) => appHeader(deps.db, query));
  route(app, androidAppView, ({ query, deps }) => appView(deps.db, query));
  route(app, androidVersionList, ({ query, deps }) => versionList(deps.db, query));
  route(app, androidRatingHistory, ({ query, deps }) => ratingHistory(deps.db, query));
  route(app, androidReviewList, ({ query, deps }) => reviewList(deps.db, query));
  route(app, androidAppKeywords, ({ query, deps }) => appKeywords(deps.db, query, deps.marketNow()));
  route(app, androidRankHistory, async ({ query, req, deps }) => {
    await checkedSpanStart(req, deps, query.days);
    return rankHistory(deps.db, query, deps.marketNow());
  });
  route(app, androidCoverHistory, async ({ query, req, deps }) => {
    await checkedSpanStart(req, deps, query.days);
    return coverHistory(deps.db, query, deps.marketNow());
  });
  route(app, androidDownloadHistory, async ({ query, req, deps }) => {
    await checkedSpanStart(req, deps, query.days);
    return downloadHistory(deps.db, query, deps.marketNow());
  });
  route(app, androidAppMatch, ({ body, deps }) => appMatch(deps.db, body));
}
