import {
  formatDateTime,
  reviewDaily,
  reviewList,
  reviewScore,
  reviewSummary,
  reviewVersionList,
  userReview,
} from '@bangyan/contract';
import { reviewScores, reviewVersions } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { recentSpan } from '../../access/days.ts';
import { assertHistoryDay, assertHistorySpan } from '../../access/tier.ts';
import { daily, list, reviewer, summary } from './queries.ts';

/**
 * An iOS app's review page (pages.md review): the summary, the daily and score charts over a span
 * the tier allows, the versions reviewed and the filtered list (a first day older than the tier's
 * depth answers its limit); and a reviewer's reviews across apps.
 */
export function appReviewRoutes(app: FastifyInstance): void {
  route(app, reviewSummary, ({ query, deps }) => summary(deps.db, query, deps.marketNow()));

  route(app, reviewDaily, async ({ query, req, deps }) => {
    await assertHistorySpan(req, deps, query.days);
    return daily(deps.db, query, deps.marketNow());
  });

  route(app, reviewScore, async ({ query, req, deps }) => {
    await assertHistorySpan(req, deps, query.days);
    return {
      points: await reviewScores(deps.db, {
        country: query.country,
        appId: Number(query.appId),
        ...recentSpan(deps.marketNow(), query.days),
      }),
    };
  });

  route(app, reviewVersionList, async ({ query, deps }) => ({
    list: (await reviewVersions(deps.db, { country: query.country, appId: Number(query.appId) })).map((v) => ({
      version: v.version,
      count: v.count,
      average: v.average,
      lastAt: formatDateTime(v.lastAt),
    })),
  }));

  route(app, reviewList, async ({ query, req, deps }) => {
    if (query.date1 !== '') await assertHistoryDay(req, deps, query.date1);
    return list(deps.db, query);
  });

  route(app, userReview, ({ query, deps }) => reviewer(deps.db, query));
}
