import {
  downloadEstimate,
  downloadEstimateLine,
  estimateLimitCheck,
  incomeEstimate,
  incomeEstimateLine,
  TIER_HISTORY_DAYS,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { assertHistorySpan, requesterTier } from '../../access/tier.ts';
import { estimateLine, estimateSummary } from './queries.ts';

/**
 * An iOS app's estimate pages (pages.md downloadestimate, incomeestimate): a span of days is checked
 * against the tier's history depth (estimateLimitCheck answers just that; the lines refuse the same
 * way), and the summaries lock the totals beyond it.
 */
export function appEstimateRoutes(app: FastifyInstance): void {
  route(app, estimateLimitCheck, async ({ query, req, deps }) => ({
    days: query.days,
    maxDays: await assertHistorySpan(req, deps, query.days),
  }));

  for (const [summary, metric] of [
    [downloadEstimate, 'downloads'],
    [incomeEstimate, 'revenue'],
  ] as const) {
    route(app, summary, async ({ query, req, deps }) =>
      estimateSummary(deps.db, { ...query, metric, maxDays: TIER_HISTORY_DAYS[await requesterTier(req, deps)] }),
    );
  }
  for (const [line, metric] of [
    [downloadEstimateLine, 'downloads'],
    [incomeEstimateLine, 'revenue'],
  ] as const) {
    route(app, line, async ({ query, req, deps }) => {
      await assertHistorySpan(req, deps, query.days);
      return estimateLine(deps.db, { ...query, metric });
    });
  }
}
