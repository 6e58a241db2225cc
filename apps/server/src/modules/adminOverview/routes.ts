import { adminOverview, type EngineJob } from '@bangyan/contract';
import { engineHealth, type EngineJobHealth } from '@bangyan/market';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { siteCodeCounts } from '../../credentials/codeCaps.ts';
import { route } from '../../http/route.ts';
import { platformDays, platformTotals } from './platformDays.ts';

const presentJob = (j: EngineJobHealth): EngineJob => ({
  job: j.job,
  lastDoneAt: j.lastDoneAt?.toISOString() ?? null,
  lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null,
  periodHours: j.periodHours,
  lagMinutes: j.lagMinutes,
  late: j.late,
  running: j.running,
  failed24h: j.failed24h,
  lastError: j.lastError && { at: j.lastError.at.toISOString(), message: j.lastError.message },
});

/** The console's 概览: the platform's days and totals, and the data engine's health at the market's now. */
export function adminOverviewRoutes(app: FastifyInstance): void {
  route(app, adminOverview, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'overview.read');
    const now = new Date();
    const marketNow = deps.marketNow();
    const [days, totals, jobs, codes] = await Promise.all([
      platformDays(deps.db, query.days, now),
      platformTotals(deps.db, now),
      engineHealth(deps.db, marketNow),
      siteCodeCounts(deps.kv, deps.config.codeCaps),
    ]);
    return { days, totals, engine: { checkedAt: marketNow.toISOString(), jobs: jobs.map(presentJob) }, codes };
  });
}
